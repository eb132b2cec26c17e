import type { ExpiryReminderLead } from './expiry-reminder.email.js';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The reminders of a purchase with uses left: one a week before it expires, one a day before, each
 * once (the outbox refuses a repeated dedupe key). The windows do not overlap: a purchase expiring
 * within a day is due only the 1-day reminder, so a late 7-day one is never sent beside it. A
 * reminder is due only to purchases bought at least that long before they expire: one bought 3 days
 * before its expiry gets only the 1-day reminder, one bought 12 hours before gets none (its receipt
 * has just told the customer).
 */
export interface ExpiryReminderWindowOf {
  lead: ExpiryReminderLead;
  expiringAfter: Date;
  expiringBy: Date;
  leadSeconds: number;
}

export function expiryReminderWindows(now: Date): ExpiryReminderWindowOf[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    { lead: '7d', expiringAfter: at(1), expiringBy: at(7), leadSeconds: 7 * 24 * 3600 },
    { lead: '1d', expiringAfter: new Date(now), expiringBy: at(1), leadSeconds: 24 * 3600 },
  ];
}

/** The outbox dedupe key of a purchase's reminder: `expiry-reminder-7d:42`. */
export function expiryReminderKey(lead: ExpiryReminderLead, purchaseId: number): string {
  return `${expiryReminderKeyPrefix(lead)}${purchaseId}`;
}

export function expiryReminderKeyPrefix(lead: ExpiryReminderLead): string {
  return `expiry-reminder-${lead}:`;
}

/** A summarised week: Monday 00:00 UTC to the next Monday, and its ISO 8601 name (2025-W24). */
export interface SummaryWeek {
  from: Date;
  to: Date;
  isoWeek: string;
}

/** The ISO week (Monday to Sunday, UTC) before the one `now` is in: the week a Monday-morning summary reports. */
export function previousWeek(now: Date): SummaryWeek {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const to = new Date(today - sinceMonday * DAY_MS);
  const from = new Date(to.getTime() - 7 * DAY_MS);
  return { from, to, isoWeek: isoWeekName(from) };
}

/** "2025-W24" for a date of that week (the year is the one of the week's Thursday). */
export function isoWeekName(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const thursday = new Date(day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export function weeklySummaryKey(businessId: number, isoWeek: string): string {
  return `weekly-summary:${businessId}:${isoWeek}`;
}

/** The outbox dedupe key of a business's weekly statement of an ISO week. */
export function weeklyStatementKey(businessId: number, isoWeek: string): string {
  return `weekly-statement:${businessId}:${isoWeek}`;
}

/** How many deals a summary lists. */
export const WEEKLY_SUMMARY_TOP_DEALS = 3;
