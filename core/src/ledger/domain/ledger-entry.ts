
/**
 * The kinds of money movement the platform records (DESIGN.md 10.5). Every amount is integer cents,
 * signed as the movement changes what the platform owes the business (its balance):
 *
 * - `sale` (+): a customer paid for a purchase of one of the business's deals (the gross amount);
 * - `platform_fee` (-): the platform's 25% of that sale;
 * - `refund` (-) and `fee_refund` (+): the sale given back to the customer, and the platform's fee
 *   given back with it (Stripe's `refund_application_fee`);
 * - `dispute` (-) and `dispute_fee_refund` (+): a chargeback opened on the sale's charge, which the
 *   business bears as it would a refund;
 * - `transfer` (-) and `transfer_reversal` (+): money sent to the business's connected Stripe account
 *   (a separate transfer of what accrued, or a destination charge's own transfer), and money taken
 *   back from it (`reverse_transfer` on a refund);
 * - `bank_payout` (0 to the balance, amount positive): Stripe paid the connected account out to the
 *   business's bank; it moves money from "in transit" to "paid";
 * - `subscription_charge` (0 to the balance, amount positive): the business paid its monthly
 *   subscription (by card, so it is not netted against what the business is owed).
 */
export const LEDGER_ENTRY_KINDS = [
  'sale',
  'platform_fee',
  'refund',
  'fee_refund',
  'dispute',
  'dispute_fee_refund',
  'transfer',
  'transfer_reversal',
  'bank_payout',
  'subscription_charge',
] as const;

export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Kinds whose amount changes what the platform owes the business. */
export const BALANCE_KINDS: ReadonlySet<LedgerEntryKind> = new Set([
  'sale',
  'platform_fee',
  'refund',
  'fee_refund',
  'dispute',
  'dispute_fee_refund',
  'transfer',
  'transfer_reversal',
]);

/** The sign each kind's amount must have (bank payouts and subscription charges are positive amounts outside the balance). */
export const LEDGER_KIND_SIGN: Readonly<Record<LedgerEntryKind, 1 | -1>> = {
  sale: 1,
  platform_fee: -1,
  refund: -1,
  fee_refund: 1,
  dispute: -1,
  dispute_fee_refund: 1,
  transfer: -1,
  transfer_reversal: 1,
  bank_payout: 1,
  subscription_charge: 1,
};

export interface NewLedgerEntry {
  businessId: number;
  kind: LedgerEntryKind;
  /** Integer cents, signed by {@link LEDGER_KIND_SIGN}; never zero. */
  amountCents: number;
  /**
   * Unique per movement and derived from its source (`sale:purchase:42`, `transfer:payout:7`,
   * `subscription_charge:in_123`): appending an entry whose key exists already writes nothing, so a
   * replayed webhook or a retried job books nothing twice.
   */
  sourceKey: string;
  /** The purchase it belongs to, when it belongs to one. */
  purchaseId: number | null;
  /** The provider's object (charge, refund, dispute, transfer, payout, invoice id), when there is one. */
  providerObjectId: string | null;
  /** When the movement happened (the provider's time when it reports one). */
  occurredAt: Date;
}

export interface LedgerEntry extends NewLedgerEntry {
  id: number;
  createdAt: Date;
}

/**
 * A business's money at the platform, in cents:
 * - `earnedCents`: sales less fees, refunds and disputes (what the business has earned, all time);
 * - `owedCents`: earned and not yet sent to its Stripe account (negative when a refund after a
 *   transfer left the business owing the platform; the next payouts net it);
 * - `inTransitCents`: sent to its Stripe account and not yet paid out to its bank;
 * - `paidCents`: paid out to its bank.
 */
export interface LedgerBalance {
  earnedCents: number;
  owedCents: number;
  inTransitCents: number;
  paidCents: number;
}

export const EMPTY_BALANCE: LedgerBalance = Object.freeze({ earnedCents: 0, owedCents: 0, inTransitCents: 0, paidCents: 0 });

/** Per-kind sums of a business's (or the platform's) entries: what every figure is computed from. */
export type LedgerKindTotals = Readonly<Partial<Record<LedgerEntryKind, number>>>;

/** The balance that per-kind sums give (one rule for every adapter and screen). */
export function balanceFromTotals(totals: LedgerKindTotals): LedgerBalance {
  const sum = (kind: LedgerEntryKind): number => totals[kind] ?? 0;
  let owed = 0;
  for (const kind of BALANCE_KINDS) owed += sum(kind);
  const sent = 0 - (sum('transfer') + sum('transfer_reversal'));
  const paid = sum('bank_payout');
  return { earnedCents: owed + sent, owedCents: owed, inTransitCents: sent - paid, paidCents: paid };
}

/** Sums entries per kind (the in-memory adapter, and tests). */
export function totalsOf(entries: Iterable<Pick<LedgerEntry, 'kind' | 'amountCents'>>): LedgerKindTotals {
  const totals: Partial<Record<LedgerEntryKind, number>> = {};
  for (const entry of entries) totals[entry.kind] = (totals[entry.kind] ?? 0) + entry.amountCents;
  return totals;
}

/** @throws RangeError when the amount is zero, not an integer, or of the wrong sign for its kind. */
export function checkLedgerEntry(entry: NewLedgerEntry): NewLedgerEntry {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new RangeError(`Ledger amount must be a non-zero integer of cents, got ${entry.amountCents}`);
  }
  if (Math.sign(entry.amountCents) !== LEDGER_KIND_SIGN[entry.kind]) {
    throw new RangeError(`A ${entry.kind} entry must be ${LEDGER_KIND_SIGN[entry.kind] > 0 ? 'positive' : 'negative'}, got ${entry.amountCents}`);
  }
  return entry;
}

/**
 * Sales figures over the ledger: what customers paid and kept paying for (sales less refunds and
 * disputes), the platform's fee on it (fees less fees given back) and the business's share (the
 * rest). The same figures the purchases give (completed purchases' amounts and their split).
 */
export function salesFromTotals(totals: LedgerKindTotals): { grossSalesCents: number; platformFeeCents: number; businessShareCents: number } {
  const sum = (kind: LedgerEntryKind): number => totals[kind] ?? 0;
  const grossSalesCents = sum('sale') + sum('refund') + sum('dispute');
  const platformFeeCents = 0 - (sum('platform_fee') + sum('fee_refund') + sum('dispute_fee_refund'));
  return { grossSalesCents, platformFeeCents, businessShareCents: grossSalesCents - platformFeeCents };
}
