/**
 * One transfer of what a business is owed to its connected account (DESIGN.md 10.5). Written
 * `pending` before the provider is asked, so a crash after the transfer is retried with the same
 * idempotency key ({@link payoutIdempotencyKey}) and never sends twice; `sent` once the transfer
 * exists and its ledger entry is booked; `failed` when the provider refused it for good (the money
 * stays owed, and a later run makes a new payout).
 */
export type PayoutStatus = 'pending' | 'sent' | 'failed';

export interface Payout {
  id: number;
  businessId: number;
  amountCents: number;
  status: PayoutStatus;
  providerTransferId: string | null;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

export type NewPayout = Pick<Payout, 'businessId' | 'amountCents' | 'createdAt'>;

/** The transfer's idempotency key: one per payout, so a retry sends the same transfer. */
export function payoutIdempotencyKey(payoutId: number): string {
  return `payout:${payoutId}`;
}

/** The ledger entry's source key of a payout's transfer. */
export function payoutTransferSourceKey(payoutId: number): string {
  return `transfer:payout:${payoutId}`;
}

/** The ledger entry's source key of a connected account's payout to its bank. */
export function bankPayoutSourceKey(providerPayoutId: string): string {
  return `bank_payout:${providerPayoutId}`;
}

/** The longest error text kept on a payout. */
export const PAYOUT_ERROR_MAX_LENGTH = 500;
