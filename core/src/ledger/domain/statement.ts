import { balanceFromTotals, BALANCE_KINDS, LEDGER_ENTRY_KINDS, type LedgerBalance, type LedgerEntry, type LedgerEntryKind, type LedgerKindTotals } from './ledger-entry.js';
import { localIsoDateTime, type StatementWeek } from './statement-week.js';

/** Each kind in a few words, for statement lines, CSV cells and the portal. */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerEntryKind, string>> = {
  sale: 'Sale',
  platform_fee: 'Platform fee',
  refund: 'Refund',
  fee_refund: 'Fee refund',
  dispute: 'Dispute',
  dispute_fee_refund: 'Dispute fee refund',
  transfer: 'Transfer',
  transfer_reversal: 'Transfer reversal',
  bank_payout: 'Bank payout',
  subscription_charge: 'Subscription charge',
};

/** What an entry is, in a sentence a merchant reads on a statement. */
export function describeLedgerEntry(kind: LedgerEntryKind, purchaseId: number | null): string {
  const purchase = purchaseId === null ? 'a purchase' : `purchase #${purchaseId}`;
  switch (kind) {
    case 'sale':
      return `Sale: ${purchase} paid`;
    case 'platform_fee':
      return `Platform fee (25%) on ${purchase}`;
    case 'refund':
      return `Refund of ${purchase} to the customer`;
    case 'fee_refund':
      return `Platform fee on ${purchase} returned with the refund`;
    case 'dispute':
      return `Dispute (chargeback) opened on ${purchase}`;
    case 'dispute_fee_refund':
      return `Platform fee on ${purchase} returned with the dispute`;
    case 'transfer':
      return 'Transfer to your Stripe account';
    case 'transfer_reversal':
      return 'Transfer taken back from your Stripe account';
    case 'bank_payout':
      return 'Payout from your Stripe account to your bank';
    case 'subscription_charge':
      return 'Monthly subscription, paid by card (not part of your balance)';
  }
}

export interface StatementLine {
  id: number;
  kind: LedgerEntryKind;
  label: string;
  description: string;
  occurredAt: Date;
  /** The zone's wall clock with its offset: `2026-11-29T23:30:00-05:00`. */
  localTime: string;
  purchaseId: number | null;
  dealTitle: string | null;
  amountCents: number;
  /** What the platform owes the business after this line (bank payouts leave it as it was). */
  balanceAfterCents: number;
}

export interface SubscriptionChargeLine {
  id: number;
  occurredAt: Date;
  localTime: string;
  description: string;
  amountCents: number;
}

/**
 * A business's weekly statement: what it was owed when the week began, every movement of the week
 * in order with what it was owed after, what it was owed when the week ended, and the week's sums
 * per kind. Subscription charges are paid by card, so they are listed apart and change no balance.
 */
export interface Statement {
  businessId: number;
  businessName: string;
  week: StatementWeek;
  /** Owed before the week (negative: the business owed the platform). */
  openingBalanceCents: number;
  closingBalanceCents: number;
  lines: StatementLine[];
  subscriptionCharges: SubscriptionChargeLine[];
  /** Every kind, in ledger order, with the week's sum (0 when none). */
  totals: { kind: LedgerEntryKind; label: string; amountCents: number }[];
  /** The whole balance at the end of the week (owed, in transit, paid, earned). */
  balanceAtEnd: LedgerBalance;
}

export interface StatementInput {
  businessId: number;
  businessName: string;
  week: StatementWeek;
  /** Per-kind sums of the business's entries before the week. */
  before: LedgerKindTotals;
  /** The business's entries of the week, oldest first. */
  entries: readonly LedgerEntry[];
  /** The deal title of each purchase the entries name. */
  dealTitles: ReadonlyMap<number, string>;
}

function addTotals(totals: LedgerKindTotals, entries: readonly Pick<LedgerEntry, 'kind' | 'amountCents'>[]): LedgerKindTotals {
  const sum: Partial<Record<LedgerEntryKind, number>> = { ...totals };
  for (const entry of entries) sum[entry.kind] = (sum[entry.kind] ?? 0) + entry.amountCents;
  return sum;
}

/** Builds a statement from the sums before the week and the week's entries (one rule for the screen, the CSV and the email). */
export function buildStatement(input: StatementInput): Statement {
  const { week } = input;
  const opening = balanceFromTotals(input.before).owedCents;
  let owed = opening;
  const lines: StatementLine[] = [];
  const subscriptionCharges: SubscriptionChargeLine[] = [];
  for (const entry of input.entries) {
    const localTime = localIsoDateTime(entry.occurredAt, week.timeZone);
    if (entry.kind === 'subscription_charge') {
      subscriptionCharges.push({ id: entry.id, occurredAt: entry.occurredAt, localTime, description: describeLedgerEntry(entry.kind, null), amountCents: entry.amountCents });
      continue;
    }
    if (BALANCE_KINDS.has(entry.kind)) owed += entry.amountCents;
    lines.push({
      id: entry.id,
      kind: entry.kind,
      label: LEDGER_KIND_LABELS[entry.kind],
      description: describeLedgerEntry(entry.kind, entry.purchaseId),
      occurredAt: entry.occurredAt,
      localTime,
      purchaseId: entry.purchaseId,
      dealTitle: entry.purchaseId === null ? null : (input.dealTitles.get(entry.purchaseId) ?? null),
      amountCents: entry.amountCents,
      balanceAfterCents: owed,
    });
  }
  const weekTotals = addTotals({}, input.entries);
  return {
    businessId: input.businessId,
    businessName: input.businessName,
    week,
    openingBalanceCents: opening,
    closingBalanceCents: owed,
    lines,
    subscriptionCharges,
    totals: LEDGER_ENTRY_KINDS.map((kind) => ({ kind, label: LEDGER_KIND_LABELS[kind], amountCents: weekTotals[kind] ?? 0 })),
    balanceAtEnd: balanceFromTotals(addTotals(input.before, input.entries)),
  };
}

/** Whether a statement says anything: an entry in the week, or money owed either way. */
export function statementHasContent(statement: Statement): boolean {
  return statement.lines.length > 0 || statement.subscriptionCharges.length > 0 || statement.openingBalanceCents !== 0 || statement.closingBalanceCents !== 0;
}
