import { describe, expect, it } from 'vitest';
import {
  closedWeek,
  localMoment,
  openingHoursFromStorage,
  openingHoursIssues,
  openingHoursToStorage,
  overlapMessage,
  SAME_TIMES_MESSAGE,
  TIME_FORMAT_MESSAGE,
  todaysHours,
  TOO_MANY_INTERVALS_MESSAGE,
  type OpeningHours,
} from '@marketplace/core/locations/domain/opening-hours';

const week = (days: Partial<OpeningHours>): OpeningHours => ({ ...closedWeek(), ...days });
const nineToFive = [{ opens: '09:00', closes: '17:00' }];

describe('opening hours: what is valid', () => {
  it('accepts closed days, several intervals a day, intervals that touch, and one past midnight', () => {
    expect(openingHoursIssues(closedWeek())).toEqual([]);
    expect(
      openingHoursIssues(
        week({
          mon: [{ opens: '09:00', closes: '12:00' }, { opens: '12:00', closes: '17:00' }],
          fri: [{ opens: '18:00', closes: '02:00' }],
          sat: [{ opens: '02:00', closes: '04:00' }],
        }),
      ),
    ).toEqual([]);
  });

  it('refuses a time that is not HH:MM, on its field', () => {
    expect(openingHoursIssues(week({ tue: [{ opens: '9:00', closes: '24:00' }] }))).toEqual([
      { path: 'hours.tue.0.opens', message: TIME_FORMAT_MESSAGE },
      { path: 'hours.tue.0.closes', message: TIME_FORMAT_MESSAGE },
    ]);
  });

  it('refuses an interval that opens and closes at the same minute, and more than four a day', () => {
    expect(openingHoursIssues(week({ wed: [{ opens: '10:00', closes: '10:00' }] }))).toEqual([{ path: 'hours.wed.0.closes', message: SAME_TIMES_MESSAGE }]);
    const five = ['08', '10', '12', '14', '16'].map((hour) => ({ opens: `${hour}:00`, closes: `${hour}:30` }));
    expect(openingHoursIssues(week({ thu: five }))).toEqual([{ path: 'hours.thu', message: TOO_MANY_INTERVALS_MESSAGE }]);
  });

  it('refuses overlaps on one day, past midnight into the next day, and from Sunday night into Monday', () => {
    expect(openingHoursIssues(week({ mon: [{ opens: '09:00', closes: '13:00' }, { opens: '12:00', closes: '17:00' }] }))).toEqual([
      { path: 'hours.mon', message: overlapMessage('mon') },
    ]);
    expect(openingHoursIssues(week({ mon: [{ opens: '08:00', closes: '20:00' }, { opens: '10:00', closes: '11:00' }, { opens: '12:00', closes: '13:00' }] }))).toEqual([
      { path: 'hours.mon', message: 'Opening times on Monday overlap' },
    ]);
    expect(openingHoursIssues(week({ fri: [{ opens: '20:00', closes: '03:00' }], sat: [{ opens: '02:00', closes: '10:00' }] }))).toEqual([
      { path: 'hours.sat', message: 'Opening times on Saturday overlap' },
    ]);
    expect(openingHoursIssues(week({ sun: [{ opens: '20:00', closes: '03:00' }], mon: [{ opens: '02:00', closes: '05:00' }] }))).toEqual([
      { path: 'hours.mon', message: 'Opening times on Monday overlap' },
    ]);
  });
});

describe("today's hours in the business's time zone", () => {
  // Tuesday 2025-06-17 20:00 UTC: Tuesday 16:00 in New York, 15:00 in Chicago, 13:00 in Los Angeles,
  // 10:00 in Honolulu, and already Wednesday 08:00 in Auckland.
  const instant = new Date('2025-06-17T20:00:00.000Z');
  const hours = week({ tue: [{ opens: '09:00', closes: '15:30' }], wed: [{ opens: '09:00', closes: '17:00' }] });

  it.each([
    ['America/New_York', { text: 'Open today 9:00–15:30', openNow: false }],
    ['America/Chicago', { text: 'Open today 9:00–15:30', openNow: true }],
    ['America/Los_Angeles', { text: 'Open today 9:00–15:30', openNow: true }],
    ['Pacific/Honolulu', { text: 'Open today 9:00–15:30', openNow: true }],
    ['Pacific/Auckland', { text: 'Open today 9:00–17:00', openNow: false }],
  ])('in %s', (zone, expected) => {
    expect(todaysHours(hours, zone, instant)).toEqual(expected);
  });

  it('says so when a day is closed, lists every interval, and leaves openNow null when no hours are given', () => {
    expect(todaysHours(week({ mon: nineToFive }), 'America/Chicago', instant)).toEqual({ text: 'Closed today', openNow: false });
    expect(todaysHours(week({ tue: [{ opens: '09:00', closes: '12:00' }, { opens: '13:00', closes: '17:00' }] }), 'America/Chicago', instant)).toEqual({
      text: 'Open today 9:00–12:00, 13:00–17:00',
      openNow: true,
    });
    expect(todaysHours(null, 'America/Chicago', instant)).toEqual({ text: 'Opening hours not given', openNow: null });
  });

  it("counts yesterday's interval past midnight as open now, and Sunday night's on Monday", () => {
    const late = week({ fri: [{ opens: '19:00', closes: '02:00' }], sun: [{ opens: '22:00', closes: '03:00' }] });
    // Saturday 2025-06-21 01:30 and 02:00 in Chicago (CDT, UTC-5).
    expect(todaysHours(late, 'America/Chicago', new Date('2025-06-21T06:30:00.000Z'))).toEqual({ text: 'Closed today', openNow: true });
    expect(todaysHours(late, 'America/Chicago', new Date('2025-06-21T07:00:00.000Z'))).toEqual({ text: 'Closed today', openNow: false });
    // Monday 2025-06-23 01:00 in Chicago.
    expect(todaysHours(late, 'America/Chicago', new Date('2025-06-23T06:00:00.000Z')).openNow).toBe(true);
    // Friday 23:59.
    expect(todaysHours(late, 'America/Chicago', new Date('2025-06-21T04:59:00.000Z'))).toEqual({ text: 'Open today 19:00–2:00', openNow: true });
  });

  it('follows the wall clock across daylight saving time', () => {
    const early = week({ sun: [{ opens: '01:00', closes: '02:00' }, { opens: '03:00', closes: '04:00' }] });
    // 2025-03-09, New York springs forward at 02:00 EST to 03:00 EDT.
    expect(localMoment(new Date('2025-03-09T06:30:00.000Z'), 'America/New_York')).toEqual({ day: 'sun', minutes: 90 });
    expect(todaysHours(early, 'America/New_York', new Date('2025-03-09T06:30:00.000Z')).openNow).toBe(true);
    expect(localMoment(new Date('2025-03-09T07:30:00.000Z'), 'America/New_York')).toEqual({ day: 'sun', minutes: 210 });
    expect(todaysHours(early, 'America/New_York', new Date('2025-03-09T07:30:00.000Z')).openNow).toBe(true);
    expect(todaysHours(early, 'America/New_York', new Date('2025-03-09T08:30:00.000Z')).openNow).toBe(false);
    // 2025-11-02, New York falls back at 02:00 EDT to 01:00 EST: 01:30 happens twice, open both times.
    expect(todaysHours(early, 'America/New_York', new Date('2025-11-02T05:30:00.000Z')).openNow).toBe(true);
    expect(todaysHours(early, 'America/New_York', new Date('2025-11-02T06:30:00.000Z')).openNow).toBe(true);
    expect(todaysHours(early, 'America/New_York', new Date('2025-11-02T07:30:00.000Z')).openNow).toBe(false);
    // The same UTC instant a week before the change is an hour earlier on the wall clock.
    expect(localMoment(new Date('2025-10-26T05:30:00.000Z'), 'America/New_York')).toEqual({ day: 'sun', minutes: 90 });
    expect(localMoment(new Date('2025-11-09T05:30:00.000Z'), 'America/New_York')).toEqual({ day: 'sun', minutes: 30 });
  });
});

describe('opening hours in storage', () => {
  it('keeps "not given" as {} and a closed week as seven empty days, and reads a missing day as closed', () => {
    expect(openingHoursToStorage(null)).toEqual({});
    expect(openingHoursFromStorage({})).toBeNull();
    expect(openingHoursFromStorage(openingHoursToStorage(closedWeek()))).toEqual(closedWeek());
    expect(openingHoursFromStorage({ mon: nineToFive })).toEqual(week({ mon: nineToFive }));
    expect(() => openingHoursFromStorage({ mon: 'always' })).toThrow();
  });
});
