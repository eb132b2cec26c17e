import type { NewRedemption, Redemption } from '../domain/redemption.js';

/** The redemption log: one row per use. */
export interface RedemptionRepository {
  add(redemption: NewRedemption): Promise<Redemption>;
  /** Oldest first. */
  listByPurchase(purchaseId: number): Promise<Redemption[]>;
  countByBusiness(businessId: number): Promise<number>;
}
