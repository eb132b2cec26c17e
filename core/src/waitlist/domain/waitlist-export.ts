import type { WaitlistEntryProps } from './waitlist-entry.js';

/** Business-side section 9: the CSV's columns, in order. */
export const WAITLIST_CSV_COLUMNS = ['id', 'name', 'email', 'phone', 'type', 'rating', 'feedback', 'created_at'] as const;

/** The admin page polls the waitlist this often. */
export const WAITLIST_REFRESH_MS = 10_000;

/** "waitlist-2025-03-05.csv": the export is named by the day it was made. */
export function waitlistCsvFileName(today: Date): string {
  return `waitlist-${today.toISOString().slice(0, 10)}.csv`;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * such a cell is prefixed with an apostrophe so it stays text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One CSV row, in column order, every text cell neutralised. */
export function waitlistCsvRow(entry: WaitlistEntryProps): string[] {
  return [
    String(entry.id),
    neutraliseFormula(entry.name),
    neutraliseFormula(entry.email),
    neutraliseFormula(entry.phone),
    entry.type,
    String(entry.rating),
    neutraliseFormula(entry.feedback ?? ''),
    entry.createdAt.toISOString(),
  ];
}
