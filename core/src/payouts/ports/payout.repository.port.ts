import type { NewPayout, Payout } from '../domain/payout.js';

/** The payouts table: what was (or is being) transferred to each business's connected account. */
export interface PayoutRepository {
  /**
   * Writes a new `pending` payout.
   * @throws ConflictError `payout.pending_exists` when the business has a pending payout already.
   */
  addPending(payout: NewPayout): Promise<Payout>;
  /** The business's pending payout (at most one), or null. */
  findPending(businessId: number): Promise<Payout | null>;
  /** Every pending payout, oldest first: the ones a crash left half done. */
  listPending(): Promise<Payout[]>;
  /**
   * pending → sent, with the provider's transfer id. @returns false when it was not pending (a
   * concurrent run finished it).
   */
  markSent(id: number, providerTransferId: string, sentAt: Date): Promise<boolean>;
  /** pending → failed, keeping the provider's refusal. @returns false when it was not pending. */
  markFailed(id: number, error: string): Promise<boolean>;
  /** A business's payouts, newest first. */
  listForBusiness(businessId: number): Promise<Payout[]>;
}
