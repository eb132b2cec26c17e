import { requireBusinessOwner, type Actor } from '../../accounts/domain/actor.js';
import { salesFromTotals } from '../../ledger/domain/ledger-entry.js';
import type { LedgerRepository } from '../../ledger/ports/ledger.repository.port.js';
import { cents, type Cents } from '../../shared/domain/money.js';
import type { FavoriteRepository } from '../../favorites/ports/favorite.repository.port.js';
import type { RedemptionRepository } from '../ports/redemption.repository.port.js';
import type { BusinessSalesFigures, PurchaseRepository } from '../ports/purchase.repository.port.js';

/** The figures, and the revenue influenced by the platform: the bills recorded at the till with uses not undone. */
export interface BusinessStats extends BusinessSalesFigures {
  revenueInfluencedCents: Cents;
  /** How many customers saved the business to their favourites. */
  followers: number;
}

/**
 * The business's own figures, never estimates: the counts and the daily series from its
 * purchases, the money (revenue, its share, the platform's fee) summed over its ledger.
 */
export class GetBusinessStats {
  constructor(
    private readonly deps: { purchases: PurchaseRepository; ledger: LedgerRepository; redemptions: RedemptionRepository; favorites: FavoriteRepository },
  ) {}

  async execute(actor: Actor): Promise<BusinessStats> {
    const { businessId } = requireBusinessOwner(actor);
    const figures = await this.deps.purchases.salesFigures(businessId);
    const money = salesFromTotals(await this.deps.ledger.totalsForBusiness(businessId));
    return {
      ...figures,
      revenueInfluencedCents: await this.deps.redemptions.recordedBillsOfBusiness(businessId),
      revenueCents: cents(money.grossSalesCents),
      businessShareCents: cents(money.businessShareCents),
      platformFeeCents: cents(money.platformFeeCents),
      followers: await this.deps.favorites.countFollowers(businessId),
    };
  }
}
