import type { PurchaseProps } from '../../purchases/domain/purchase.js';
import type { NewLedgerEntry } from './ledger-entry.js';

/** Why a purchase's money went back to the customer. */
export type MoneyBackReason = 'refund' | 'dispute';

/** The source key of a purchase's destination-charge transfer, which a refund later reverses. */
export function destinationTransferKey(purchaseId: number): string {
  return `transfer:purchase:${purchaseId}`;
}

/** What booking a purchase reads of it. */
export type BookedPurchase = Pick<
  PurchaseProps,
  'id' | 'businessId' | 'status' | 'amountCents' | 'platformFeeCents' | 'businessShareCents' | 'stripePaymentId' | 'stripePaymentIntentId'
>;

function entry(purchase: BookedPurchase, kind: NewLedgerEntry['kind'], amountCents: number, sourceKey: string, occurredAt: Date): NewLedgerEntry {
  const { stripePaymentId, stripePaymentIntentId } = purchase;
  return {
    businessId: purchase.businessId,
    kind,
    amountCents,
    sourceKey,
    purchaseId: purchase.id,
    providerObjectId: stripePaymentId ?? stripePaymentIntentId,
    occurredAt,
  };
}

/**
 * A paid purchase's entries: the sale, the platform's fee and, for a destination charge (the
 * business was connected, so Stripe moved its share to its account with the charge), that transfer.
 * Zero amounts (a free deal, a fee rounded to nothing) book nothing.
 */
export function saleEntries(purchase: BookedPurchase, options: { destinationCharge: boolean; occurredAt: Date }): NewLedgerEntry[] {
  const { amountCents, platformFeeCents, businessShareCents } = purchase;
  const entries = [
    entry(purchase, 'sale', amountCents, `sale:purchase:${purchase.id}`, options.occurredAt),
    entry(purchase, 'platform_fee', -platformFeeCents, `platform_fee:purchase:${purchase.id}`, options.occurredAt),
  ];
  if (options.destinationCharge) {
    entries.push(entry(purchase, 'transfer', -businessShareCents, destinationTransferKey(purchase.id), options.occurredAt));
  }
  return entries.filter((candidate) => candidate.amountCents !== 0);
}

/**
 * The entries of a purchase's money going back in full: the refund (or the dispute), the
 * platform's fee given back with it and, when the sale was a destination charge and it is a
 * refund, the transfer taken back from the business's account (`reverse_transfer`). A dispute
 * does not reverse the transfer by itself: the business then owes the amount, and its next
 * payouts net it. One key per purchase for the money and one for the fee, whatever the reason, so
 * a refund and a dispute of the same charge never take the money back twice.
 */
export function moneyBackEntries(
  purchase: BookedPurchase,
  options: { reason: MoneyBackReason; destinationCharge: boolean; occurredAt: Date },
): NewLedgerEntry[] {
  const { amountCents, platformFeeCents, businessShareCents } = purchase;
  const { reason, occurredAt } = options;
  const entries = [
    entry(purchase, reason, -amountCents, `refund:purchase:${purchase.id}`, occurredAt),
    entry(purchase, reason === 'refund' ? 'fee_refund' : 'dispute_fee_refund', platformFeeCents, `fee_refund:purchase:${purchase.id}`, occurredAt),
  ];
  if (reason === 'refund' && options.destinationCharge) {
    entries.push(entry(purchase, 'transfer_reversal', businessShareCents, `transfer_reversal:purchase:${purchase.id}`, occurredAt));
  }
  return entries.filter((candidate) => candidate.amountCents !== 0);
}

/**
 * The entries of a purchase stored with no payment to read (generated load-test data): its sale
 * and fee, and the refund when it is stored refunded; none while it is pending (unpaid).
 */
export function storedPurchaseEntries(purchase: BookedPurchase, occurredAt: Date): NewLedgerEntry[] {
  if (purchase.status === 'pending') return [];
  const entries = saleEntries(purchase, { destinationCharge: false, occurredAt });
  if (purchase.status === 'refunded') entries.push(...moneyBackEntries(purchase, { reason: 'refund', destinationCharge: false, occurredAt }));
  return entries;
}
