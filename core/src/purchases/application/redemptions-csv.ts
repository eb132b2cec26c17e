import { centsCell } from '../../ledger/domain/statement-csv.js';
import { localDateTimeText } from '../../ledger/domain/statement-week.js';
import { neutraliseFormula } from '../../waitlist/domain/waitlist-export.js';
import type { TillPerson } from '../ports/redemption.repository.port.js';
import type { RedemptionsList } from './till-redemptions.use-case.js';
import type { RedemptionChannel } from '../domain/redemption.js';

/** The Redemptions CSV's columns, in order. */
export const REDEMPTIONS_CSV_COLUMNS = ['time', 'kind', 'redemption_id', 'deal', 'customer', 'channel', 'location', 'staff', 'bill', 'savings', 'reason'] as const;

export const CHANNEL_LABELS: Readonly<Record<RedemptionChannel, string>> = { qr_code: 'QR code', text_code: 'Text code', self: 'Customer (self)' };

/** "Owner" for the business's own login, the staff member's name, or the customer for a self-redemption. */
export function tillPersonName(person: TillPerson): string {
  if (person.account.type === 'business') return 'Owner';
  if (person.account.type === 'user') return 'Customer';
  return person.name ?? `Staff member ${person.account.id}`;
}

/** `redemptions-2026-11-25.csv` */
export function redemptionsCsvFileName(day: string): string {
  return `redemptions-${day}.csv`;
}

/**
 * The day's lines as CSV rows: each redemption, followed by the line that undid it (who, why, when).
 * Times are the business's wall clock; text that came from people (deal titles, names, reasons) is
 * neutralised so a spreadsheet never runs it as a formula; amounts are dollars with two decimals.
 */
export function redemptionsCsvRows(list: RedemptionsList): string[][] {
  return list.lines.flatMap((line) => {
    const common = [
      String(line.id),
      neutraliseFormula(line.dealTitle),
      neutraliseFormula(line.customerName ?? ''),
      CHANNEL_LABELS[line.channel],
      neutraliseFormula(line.location?.name ?? ''),
    ];
    const redeem = [
      localDateTimeText(line.redeemedAt, list.timeZone),
      'redeem',
      ...common,
      neutraliseFormula(tillPersonName(line.redeemedBy)),
      line.billCents === null ? '' : centsCell(line.billCents),
      line.savingsCents === null ? '' : centsCell(line.savingsCents),
      '',
    ];
    if (!line.undo) return [redeem];
    const undo = [
      localDateTimeText(line.undo.at, list.timeZone),
      'undo',
      ...common,
      neutraliseFormula(tillPersonName(line.undo.by)),
      '',
      '',
      neutraliseFormula(line.undo.reason),
    ];
    return [redeem, undo];
  });
}
