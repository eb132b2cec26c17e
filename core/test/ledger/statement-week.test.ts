import { describe, expect, it } from 'vitest';
import { ValidationError } from '@marketplace/core/shared/domain/domain-error';
import {
  isoWeekAt,
  isoWeeksInYear,
  lastEndedWeek,
  localIsoDateTime,
  parseIsoWeek,
  shiftIsoWeek,
  statementWeek,
} from '@marketplace/core/ledger/domain/statement-week';

const at = (iso: string) => new Date(iso);

describe('statement weeks: Monday 00:00 to Monday 00:00 in the business time zone', () => {
  it('places the window at local midnights, in UTC and in zones either side of it', () => {
    expect(statementWeek('2026-W48', 'UTC')).toMatchObject({ from: at('2026-11-23T00:00:00Z'), to: at('2026-11-30T00:00:00Z'), firstDay: '2026-11-23', lastDay: '2026-11-29' });
    expect(statementWeek('2026-W48', 'America/Chicago')).toMatchObject({ from: at('2026-11-23T06:00:00Z'), to: at('2026-11-30T06:00:00Z') });
    expect(statementWeek('2026-W48', 'Asia/Kolkata')).toMatchObject({ from: at('2026-11-22T18:30:00Z'), to: at('2026-11-29T18:30:00Z') });
    expect(statementWeek('2026-W48', 'Pacific/Kiritimati')).toMatchObject({ from: at('2026-11-22T10:00:00Z') });
  });

  it('puts Sunday 23:30 local in its week and Monday 00:00 local in the next, across a DST change', () => {
    // New York's clocks went forward on Sunday 8 March 2026: the week W10 is 167 hours long.
    const w10 = statementWeek('2026-W10', 'America/New_York');
    expect(w10.from).toEqual(at('2026-03-02T05:00:00Z')); // Monday 00:00 EST
    expect(w10.to).toEqual(at('2026-03-09T04:00:00Z')); // Monday 00:00 EDT
    expect((w10.to.getTime() - w10.from.getTime()) / 3_600_000).toBe(167);
    const sundayLate = at('2026-03-09T03:30:00Z'); // Sunday 23:30 EDT
    const mondayMidnight = at('2026-03-09T04:00:00Z');
    expect(isoWeekAt(sundayLate, 'America/New_York')).toBe('2026-W10');
    expect(sundayLate >= w10.from && sundayLate < w10.to).toBe(true);
    expect(isoWeekAt(mondayMidnight, 'America/New_York')).toBe('2026-W11');
    expect(mondayMidnight < w10.to).toBe(false);
    // And back on Sunday 1 November 2026: W44 holds the fall-back night, 169 hours.
    const w44 = statementWeek('2026-W44', 'America/New_York');
    expect((w44.to.getTime() - w44.from.getTime()) / 3_600_000).toBe(169);
    expect(w44.to).toEqual(at('2026-11-02T05:00:00Z'));
    expect(isoWeekAt(at('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-W44'); // Sunday 23:30 EST
    expect(isoWeekAt(at('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-W45'); // Monday 00:00 EST
  });

  it('starts a day whose midnight a DST change skips when the clocks jump', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on Sunday 6 September 2026; the weeks still meet.
    const before = statementWeek('2026-W36', 'America/Santiago');
    const after = statementWeek('2026-W37', 'America/Santiago');
    expect(before.to).toEqual(after.from);
    expect(localIsoDateTime(after.from, 'America/Santiago')).toBe('2026-09-07T00:00:00-03:00');
  });

  it('refuses a week that is malformed or does not exist, with a clear message', () => {
    for (const bad of ['2026-48', '2026-W4', 'W48-2026', '2026-W00', '2026-W54', '2025-W53', '', '2026-w48', ' 2026-W48']) {
      expect(() => parseIsoWeek(bad), bad).toThrow(ValidationError);
    }
    expect(() => parseIsoWeek('2025-W53')).toThrow('2025 has 52 ISO weeks: there is no 2025-W53');
    expect(() => parseIsoWeek('2026-48')).toThrow('The week must be an ISO week such as 2026-W48');
    expect(parseIsoWeek('2026-W53')).toBe('2026-W53');
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2027)).toBe(52);
  });

  it('names weeks across year ends, moves between them, and knows the last one ended', () => {
    expect(isoWeekAt(at('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(isoWeekAt(at('2025-12-29T12:00:00Z'), 'UTC')).toBe('2026-W01');
    expect(shiftIsoWeek('2026-W53', 1)).toBe('2027-W01');
    expect(shiftIsoWeek('2026-W01', -1)).toBe('2025-W52');
    // Monday 06:00 UTC: the week has ended in Chicago (00:00) but not yet in Los Angeles (Sunday 22:00).
    expect(lastEndedWeek(at('2026-11-30T06:00:00Z'), 'America/Chicago')).toBe('2026-W48');
    expect(lastEndedWeek(at('2026-11-30T06:00:00Z'), 'America/Los_Angeles')).toBe('2026-W47');
  });

  it('writes local times with their offset', () => {
    expect(localIsoDateTime(at('2026-11-30T05:30:00Z'), 'America/Chicago')).toBe('2026-11-29T23:30:00-06:00');
    expect(localIsoDateTime(at('2026-11-30T05:30:00Z'), 'Asia/Kathmandu')).toBe('2026-11-30T11:15:00+05:45');
  });
});
