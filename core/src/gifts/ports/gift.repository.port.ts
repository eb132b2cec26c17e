import type { Gift, NewGift } from '../domain/gift.js';

/** Gifts of purchases (issue 21, point 5), by purchase, buyer and claim-link hash. */
export interface GiftRepository {
  /** @throws ConflictError `gift.duplicate` when the purchase is a gift already. */
  add(gift: NewGift): Promise<Gift>;
  findById(id: number): Promise<Gift | null>;
  findByPurchaseId(purchaseId: number): Promise<Gift | null>;
  /** The gift whose current link has this SHA-256 hash, claimed or not (a replaced link finds nothing). */
  findByTokenHash(tokenHash: string): Promise<Gift | null>;
  /** The gifts a customer bought, newest first. */
  listByBuyer(buyerId: number): Promise<Gift[]>;
  /** The gifts of these purchases (any of them may have none). */
  listByPurchaseIds(purchaseIds: readonly number[]): Promise<Gift[]>;
  /**
   * Unsent, unclaimed gifts whose send date is on or before `sendOnBy` (YYYY-MM-DD), oldest first:
   * the candidates of a run; each gift's own time zone decides whether it is due.
   */
  listUnsentBy(sendOnBy: string, limit: number): Promise<Gift[]>;
  /**
   * Writes the changed gift only when its row is still at `readRevision` (the revision it was read
   * at), as one conditional statement. @returns false when a concurrent change won.
   */
  saveChange(gift: Gift, readRevision: number): Promise<boolean>;
}
