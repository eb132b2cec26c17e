import type { DailySales } from '../../api/get-business-stats.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days the analytics chart covers, ending today. */
export const CHART_DAYS = 30;

/** yyyy-mm-dd of a moment, in UTC (the stats' days are UTC days). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * One entry per UTC day of the `days` days ending `today`, oldest first: the day's figures, or
 * zeros on days without sales (the API lists only days with sales).
 */
export function salesSeries(daily: readonly DailySales[], today: Date, days = CHART_DAYS): DailySales[] {
  const byDay = new Map(daily.map((entry) => [entry.day, entry]));
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const day = utcDay(new Date(end - (days - 1 - index) * DAY_MS));
    return byDay.get(day) ?? { day, sales: 0, revenue: 0, businessShare: 0 };
  });
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Mar 5" for "2025-03-05". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}
