import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import type { PurchaseRepository } from '../ports/purchase.repository.port.js';
import type { RedemptionRepository } from '../ports/redemption.repository.port.js';
import type { GiftRepository } from '../../gifts/ports/gift.repository.port.js';
import { recordedSavings } from '../domain/redemption.js';
import type { Cents } from '../../shared/domain/money.js';
import { ownedPurchase, type OwnedPurchase } from './owned-purchase.js';

export type { OwnedPurchase };

/** The customer's purchases with their deals, businesses and recorded bills: five queries, however many purchases. */
export class ListMyPurchases {
  constructor(private readonly deps: { purchases: PurchaseRepository; deals: DealRepository; businesses: BusinessRepository; redemptions: RedemptionRepository; gifts: GiftRepository }) {}

  async execute(actor: Actor): Promise<OwnedPurchase[]> {
    const { userId } = requireCustomer(actor);
    // A gift not claimed yet is still the buyer's purchase, but not theirs to use: it is listed with their sent gifts.
    const held = await this.deps.purchases.listByUser(userId);
    const gifted = new Set((await this.deps.gifts.listByBuyer(userId)).filter((gift) => !gift.claimed).map((gift) => gift.purchaseId));
    const purchases = held.filter((purchase) => !gifted.has(purchase.id));
    const dealIds = [...new Set(purchases.map((purchase) => purchase.dealId))];
    const businessIds = [...new Set(purchases.map((purchase) => purchase.businessId))];
    // One after the other: the request's unit of work runs one query at a time.
    const deals = dealIds.length ? await this.deps.deals.findByIds(dealIds) : [];
    const businesses = businessIds.length ? await this.deps.businesses.findByIds(businessIds) : [];
    const dealsById = new Map(deals.map((deal) => [deal.id, deal]));
    const businessesById = new Map(businesses.map((business) => [business.id, business]));
    const bills = purchases.length ? await this.deps.redemptions.recordedBillsByUser(userId) : new Map<number, Cents[]>();
    return purchases.map((purchase) => {
      const recorded = bills.get(purchase.id);
      return ownedPurchase(
        purchase,
        dealsById.get(purchase.dealId) ?? null,
        businessesById.get(purchase.businessId) ?? null,
        recorded ? recordedSavings(recorded, purchase.toProps().discountPercent) : null,
      );
    });
  }
}
