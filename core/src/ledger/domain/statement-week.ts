import { ValidationError } from '../../shared/domain/domain-error.js';

/**
 * A statement's week: an ISO 8601 week (`2026-W48`, Monday to Sunday) in a business's time zone,
 * from Monday 00:00 there to the next Monday 00:00 there. Across a daylight-saving change the
 * window is 167 or 169 hours long; an entry belongs to the week whose window holds its instant.
 */
export interface StatementWeek {
  /** `2026-W48` */
  isoWeek: string;
  timeZone: string;
  /** Monday 00:00 in the zone (inclusive). */
  from: Date;
  /** The next Monday 00:00 in the zone (exclusive). */
  to: Date;
  /** The Monday's calendar date, `2026-11-23`. */
  firstDay: string;
  /** The Sunday's calendar date, `2026-11-29`. */
  lastDay: string;
}

const DAY_MS = 24 * 3600 * 1000;
const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

export const ISO_WEEK_MESSAGE = 'The week must be an ISO week such as 2026-W48 (year, "-W", week number 01 to 52 or 53)';

/** A calendar date as days since 1970-01-01 (UTC midnight of it, in days). */
function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The Monday of ISO week 1 of `year` (the week holding 4 January), as a day number. */
function firstMondayOf(year: number): number {
  const january4 = dayNumber(year, 1, 4);
  const weekday = (new Date(january4 * DAY_MS).getUTCDay() + 6) % 7;
  return january4 - weekday;
}

/** 52 or 53. */
export function isoWeeksInYear(year: number): number {
  return (firstMondayOf(year + 1) - firstMondayOf(year)) / 7;
}

/** The ISO week (`2026-W48`) holding a calendar day (a day number). */
function isoWeekOfDay(day: number): string {
  const weekday = (new Date(day * DAY_MS).getUTCDay() + 6) % 7;
  const thursday = day - weekday + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - firstMondayOf(year)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The Monday of an ISO week, as a day number.
 * @throws ValidationError `statement.invalid_week` for anything but `YYYY-Www` naming a week that exists.
 */
function mondayOf(isoWeek: string): number {
  const match = ISO_WEEK.exec(isoWeek);
  const year = Number(match?.[1]);
  const week = Number(match?.[2]);
  if (!match || year < 1970 || week < 1) throw invalidWeek(isoWeek, ISO_WEEK_MESSAGE);
  if (week > isoWeeksInYear(year)) throw invalidWeek(isoWeek, `${year} has ${isoWeeksInYear(year)} ISO weeks: there is no ${isoWeek}`);
  return firstMondayOf(year) + (week - 1) * 7;
}

function invalidWeek(isoWeek: string, message: string): ValidationError {
  return new ValidationError(message, [{ path: 'week', message }], 'statement.invalid_week');
}

/** Checks and returns an ISO week name. @throws ValidationError `statement.invalid_week`. */
export function parseIsoWeek(text: string): string {
  mondayOf(text);
  return text;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone. */
export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes the zone is ahead of UTC at that instant (-300 for New York in winter). */
  offsetMinutes: number;
}

export function localTimeOf(instant: Date, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return { year, month, day, hour, minute, second, offsetMinutes: Math.round((wall - whole) / 60_000) };
}

/**
 * The first instant of a calendar day in a zone: its 00:00, or where a daylight-saving change
 * skips midnight, the moment the day begins (01:00).
 */
function startOfDay(day: number, timeZone: string): Date {
  const midnightAsUtc = day * DAY_MS;
  const offsets = new Set<number>();
  for (const probe of [midnightAsUtc - DAY_MS, midnightAsUtc, midnightAsUtc + DAY_MS]) {
    offsets.add(localTimeOf(new Date(probe), timeZone).offsetMinutes);
  }
  const candidates = [...offsets].map((offset) => midnightAsUtc - offset * 60_000).sort((a, b) => a - b);
  for (const candidate of candidates) {
    const local = localTimeOf(new Date(candidate), timeZone);
    if (dayNumber(local.year, local.month, local.day) === day && local.hour === 0 && local.minute === 0) return new Date(candidate);
  }
  // Midnight does not exist that day: the day starts where the clocks jump, the latest candidate.
  return new Date(candidates.at(-1) ?? midnightAsUtc);
}

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The window of an ISO week in a zone. @throws ValidationError `statement.invalid_week`. */
export function statementWeek(isoWeek: string, timeZone: string): StatementWeek {
  const monday = mondayOf(isoWeek);
  return {
    isoWeek,
    timeZone,
    from: startOfDay(monday, timeZone),
    to: startOfDay(monday + 7, timeZone),
    firstDay: isoDate(monday),
    lastDay: isoDate(monday + 6),
  };
}

/** The ISO week an instant falls in, on the zone's calendar. */
export function isoWeekAt(instant: Date, timeZone: string): string {
  const local = localTimeOf(instant, timeZone);
  return isoWeekOfDay(dayNumber(local.year, local.month, local.day));
}

/** The ISO week `weeks` after (or before, when negative) another. */
export function shiftIsoWeek(isoWeek: string, weeks: number): string {
  return isoWeekOfDay(mondayOf(isoWeek) + weeks * 7);
}

/** The last week that has ended in the zone at `now` (the one before the week `now` is in). */
export function lastEndedWeek(now: Date, timeZone: string): string {
  return shiftIsoWeek(isoWeekAt(now, timeZone), -1);
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** `2026-11-29T23:30:00-05:00`: the instant as the zone's clock showed it, with the offset. */
export function localIsoDateTime(instant: Date, timeZone: string): string {
  const local = localTimeOf(instant, timeZone);
  const sign = local.offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(local.offsetMinutes);
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/** `2026-11-29 23:30`: the zone's wall clock, for CSV cells and emails. */
export function localDateTimeText(instant: Date, timeZone: string): string {
  const local = localTimeOf(instant, timeZone);
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)} ${pad(local.hour)}:${pad(local.minute)}`;
}

/** A calendar day (`2026-11-25`) in a zone: from its first instant to the next day's, as the Redemptions list filters. */
export function dayWindow(isoDate: string, timeZone: string): { from: Date; to: Date } {
  const day = Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
  if (!Number.isInteger(day)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return { from: startOfDay(day, timeZone), to: startOfDay(day + 1, timeZone) };
}
