import type { NewBusiness } from '../../accounts/domain/business.js';
import type { NewUser } from '../../accounts/domain/user.js';
import type { NewDeal } from '../../deals/domain/deal.js';
import type { NewPurchase } from '../../purchases/domain/purchase.js';
import type { NewRedemption } from '../../purchases/domain/redemption.js';

/** A purchase to load with the redemption log lines of the uses it has already had. */
export interface BulkPurchase {
  purchase: NewPurchase;
  /** One line per use redeemed (as many as `purchase.redemptionsUsed`); the loader fills in the purchase id. */
  redemptions: readonly Omit<NewRedemption, 'purchaseId'>[];
}

/**
 * Inserts generated data in bulk for load tests (`marketplace seed --deals N`): many rows per
 * statement, no rule checked beyond the database's own constraints. Every call is atomic: all of
 * its rows are stored, or none when it throws. Ids come back in the order of the rows given.
 */
export interface BulkLoader {
  /** @throws ConflictError `user.email_taken` or `user.username_taken` on a duplicate. */
  insertUsers(users: readonly NewUser[]): Promise<number[]>;
  /**
   * Stores the businesses, each with its first location (its address, `BusinessLocation.fromRegistration`,
   * no coordinates yet: FillLocationCoordinates places them).
   * @throws ConflictError `business.email_taken` on a duplicate email.
   */
  insertBusinesses(businesses: readonly NewBusiness[]): Promise<number[]>;
  insertDeals(deals: readonly NewDeal[]): Promise<number[]>;
  /**
   * Stores the purchases and their redemption lines.
   * @throws ConflictError `purchase.duplicate_code` when a text or QR code is taken (the caller may
   * retry the call with new codes), `purchase.duplicate_payment` on a repeated payment intent id.
   */
  insertPurchases(purchases: readonly BulkPurchase[]): Promise<number[]>;
  /**
   * After a load: brings the database's planner statistics and visibility information up to date,
   * so the first queries on the new rows get the plans they will have once autovacuum has run
   * (index-only counts, trigram searches) instead of plans made for empty tables.
   */
  refreshStatistics(): Promise<void>;
}
