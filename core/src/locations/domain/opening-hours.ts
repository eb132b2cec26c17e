import type { ValidationIssue } from '../../shared/domain/domain-error.js';

/** The days of a week, Monday first, as the hours are keyed. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/**
 * One stretch of opening on a day, in the business's local time ("09:00" to "17:00"). A closing
 * time earlier than the opening time runs past midnight into the next day ("18:00" to "02:00").
 */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

/** A week of opening hours: per weekday its intervals in order; an empty list is a closed day. */
export type OpeningHours = Readonly<Record<Weekday, readonly OpeningInterval[]>>;

/** At most this many intervals a day (a lunch break makes two; more is a typo). */
export const MAX_INTERVALS_PER_DAY = 4;

export const TIME_FORMAT_MESSAGE = 'Use a 24-hour time such as 09:00 or 17:30';
export const SAME_TIMES_MESSAGE = 'Closing time must differ from opening time';
export const TOO_MANY_INTERVALS_MESSAGE = `At most ${MAX_INTERVALS_PER_DAY} opening times a day`;

/** "Opening times on Monday overlap" (an interval past midnight counts on the next day too). */
export function overlapMessage(day: Weekday): string {
  return `Opening times on ${WEEKDAY_NAMES[day]} overlap`;
}

export const CLOSED_TODAY_TEXT = 'Closed today';
export const HOURS_NOT_GIVEN_TEXT = 'Opening hours not given';
/** The short words for {@link TodaysHours.openNow}, for the pages that show it. */
export const OPEN_NOW_TEXT = 'Open now';
export const CLOSED_NOW_TEXT = 'Closed now';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** Minutes after midnight of an "HH:MM" time, or null when it is not one. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A week where every day is closed: the start of an editor, not "hours not given". */
export function closedWeek(): OpeningHours {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

interface WeekSpan {
  day: Weekday;
  start: number;
  end: number;
}

/** Each interval as minutes from Monday 00:00; `end` may pass the week's end (Sunday night into Monday). */
function weekSpans(hours: OpeningHours): WeekSpan[] {
  const spans: WeekSpan[] = [];
  WEEKDAYS.forEach((day, index) => {
    for (const interval of hours[day]) {
      const opens = minutesOf(interval.opens);
      const closes = minutesOf(interval.closes);
      if (opens === null || closes === null || opens === closes) continue;
      const start = index * MINUTES_PER_DAY + opens;
      const length = closes > opens ? closes - opens : closes + MINUTES_PER_DAY - opens;
      spans.push({ day, start, end: start + length });
    }
  });
  return spans;
}

/**
 * What is wrong with a week of hours, one issue per problem, with the dotted path of the field
 * (`hours.mon.0.closes`): a time not HH:MM, an interval that opens and closes at the same minute,
 * more than {@link MAX_INTERVALS_PER_DAY} a day, or intervals that overlap (on the same day, or one
 * past midnight running into the next day's first, Sunday into Monday included). Empty when valid.
 */
export function openingHoursIssues(hours: OpeningHours, pathPrefix = 'hours'): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const day of WEEKDAYS) {
    const intervals = hours[day];
    if (intervals.length > MAX_INTERVALS_PER_DAY) issues.push({ path: `${pathPrefix}.${day}`, message: TOO_MANY_INTERVALS_MESSAGE });
    intervals.forEach((interval, index) => {
      const path = `${pathPrefix}.${day}.${index}`;
      const opens = minutesOf(interval.opens);
      const closes = minutesOf(interval.closes);
      if (opens === null) issues.push({ path: `${path}.opens`, message: TIME_FORMAT_MESSAGE });
      if (closes === null) issues.push({ path: `${path}.closes`, message: TIME_FORMAT_MESSAGE });
      if (opens !== null && opens === closes) issues.push({ path: `${path}.closes`, message: SAME_TIMES_MESSAGE });
    });
  }
  if (issues.length > 0) return issues;
  const spans = weekSpans(hours).sort((a, b) => a.start - b.start);
  const overlapping = new Set<Weekday>();
  let reach = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    if (span.start < reach) overlapping.add(span.day);
    reach = Math.max(reach, span.end);
  }
  // The week is a circle: a late Sunday interval may run into Monday's first.
  const first = spans[0];
  if (first && spans.length > 1 && reach - MINUTES_PER_WEEK > first.start) overlapping.add(first.day);
  for (const day of WEEKDAYS) if (overlapping.has(day)) issues.push({ path: `${pathPrefix}.${day}`, message: overlapMessage(day) });
  return issues;
}

/** Today's hours at a location, as its deal page and the till show them. */
export interface TodaysHours {
  /** "Open today 9:00–17:00", "Open today 9:00–12:00, 13:00–17:00", "Closed today" or "Opening hours not given". */
  text: string;
  /** Open at this moment (an interval of yesterday past midnight counts); null when no hours are given. */
  openNow: boolean | null;
}

interface LocalMoment {
  day: Weekday;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const SHORT_WEEKDAYS: Readonly<Record<string, Weekday>> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

/** The weekday and minutes after midnight of `now` on the wall clocks of `timeZone` (DST included). */
export function localMoment(now: Date, timeZone: string): LocalMoment {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  const day = SHORT_WEEKDAYS[parts.weekday ?? ''];
  if (!day) throw new Error(`Unexpected weekday ${String(parts.weekday)} for ${timeZone}`);
  return { day, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** "09:00" → "9:00", as people write opening times. */
function shortTime(time: string): string {
  return time.startsWith('0') ? time.slice(1) : time;
}

/**
 * Today's hours in the business's time zone at `now`: the text of today's intervals and whether
 * it is open at this moment. `hours` null (never given) says so and leaves `openNow` null.
 */
export function todaysHours(hours: OpeningHours | null, timeZone: string, now: Date): TodaysHours {
  if (hours === null) return { text: HOURS_NOT_GIVEN_TEXT, openNow: null };
  const moment = localMoment(now, timeZone);
  const today = hours[moment.day];
  const text = today.length === 0 ? CLOSED_TODAY_TEXT : `Open today ${today.map((interval) => `${shortTime(interval.opens)}–${shortTime(interval.closes)}`).join(', ')}`;
  const minute = WEEKDAYS.indexOf(moment.day) * MINUTES_PER_DAY + moment.minutes;
  const openNow = weekSpans(hours).some(
    (span) => (minute >= span.start && minute < span.end) || (minute + MINUTES_PER_WEEK >= span.start && minute + MINUTES_PER_WEEK < span.end),
  );
  return { text, openNow };
}

/**
 * Hours as stored (jsonb): `{}` is "not given" (null); otherwise each weekday's list, a missing
 * day closed. Anything else is refused loudly, since only this module writes them.
 */
export function openingHoursFromStorage(stored: unknown): OpeningHours | null {
  if (stored === null || stored === undefined) return null;
  if (typeof stored !== 'object' || Array.isArray(stored)) throw new Error('Stored opening hours are not an object');
  const record = stored as Record<string, unknown>;
  if (Object.keys(record).length === 0) return null;
  const week: Record<Weekday, OpeningInterval[]> = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  for (const day of WEEKDAYS) {
    const intervals = record[day] ?? [];
    if (!Array.isArray(intervals)) throw new Error(`Stored opening hours of ${day} are not a list`);
    week[day] = intervals.map((interval: { opens?: unknown; closes?: unknown }) => ({ opens: String(interval.opens), closes: String(interval.closes) }));
  }
  return week;
}

/** Hours as stored: null becomes `{}`; a copy, so the stored value never shares arrays with an entity. */
export function openingHoursToStorage(hours: OpeningHours | null): Record<string, OpeningInterval[]> {
  if (hours === null) return {};
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day].map(({ opens, closes }) => ({ opens, closes }))]));
}
