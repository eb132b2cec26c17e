import { neutraliseFormula } from '../../waitlist/domain/waitlist-export.js';
import { localDateTimeText } from './statement-week.js';
import type { Statement } from './statement.js';

/** The statement CSV's columns, in order (one business's download and the admin's export of a week alike). */
export const STATEMENT_CSV_COLUMNS = [
  'business_id',
  'business',
  'week',
  'time_zone',
  'date',
  'kind',
  'description',
  'purchase_id',
  'deal',
  'amount',
  'balance',
] as const;

/** Cents as a dollar figure with two decimals, `1234` → `12.34`, `-250` → `-2.50`. */
export function centsCell(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const whole = Math.abs(amountCents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** `statement-2026-W48.csv` for one business's week; `statements-2026-W48.csv` for every business's. */
export function statementCsvFileName(isoWeek: string, scope: 'business' | 'all'): string {
  return `${scope === 'all' ? 'statements' : 'statement'}-${isoWeek}.csv`;
}

/**
 * A statement as CSV rows, in column order: the opening balance, each line with the balance after
 * it, the closing balance, then the subscription charges (no balance: paid by card). Cells of text
 * that came from people (the business's name, deal titles) are neutralised as in the waitlist
 * export, so a spreadsheet never runs them as a formula; amounts are dollars with two decimals.
 */
export function statementCsvRows(statement: Statement): string[][] {
  const { week } = statement;
  const common = [String(statement.businessId), neutraliseFormula(statement.businessName), week.isoWeek, week.timeZone];
  const balanceRow = (at: Date, kind: string, description: string, balanceCents: number): string[] => [
    ...common,
    localDateTimeText(at, week.timeZone),
    kind,
    description,
    '',
    '',
    '',
    centsCell(balanceCents),
  ];
  return [
    balanceRow(week.from, 'opening_balance', `Owed to you when the week began (${week.firstDay})`, statement.openingBalanceCents),
    ...statement.lines.map((line) => [
      ...common,
      localDateTimeText(line.occurredAt, week.timeZone),
      line.kind,
      neutraliseFormula(line.description),
      line.purchaseId === null ? '' : String(line.purchaseId),
      neutraliseFormula(line.dealTitle ?? ''),
      centsCell(line.amountCents),
      centsCell(line.balanceAfterCents),
    ]),
    balanceRow(week.to, 'closing_balance', `Owed to you when the week ended (${week.lastDay})`, statement.closingBalanceCents),
    ...statement.subscriptionCharges.map((charge) => [
      ...common,
      localDateTimeText(charge.occurredAt, week.timeZone),
      'subscription_charge',
      neutraliseFormula(charge.description),
      '',
      '',
      centsCell(charge.amountCents),
      '',
    ]),
  ];
}
