import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { GetDeal } from '../../deals/application/get-deal.use-case.js';
import type { Deal } from '../../deals/domain/deal.js';
import { customerRedemptionRange, usesCapRefusal, usesLeftUnderCap, type RedemptionRange } from '../../deals/domain/uses-allowance.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { ConflictError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { PurchaseRepository } from '../ports/purchase.repository.port.js';

/** What one customer may still buy of a deal under its maxRedemptionsPerUser (DESIGN.md 10.3). */
export interface UsesAllowance {
  dealId: number;
  maxRedemptionsPerUser: number;
  /** The uses of the customer's completed purchases of the deal, spent or not. */
  usesHeld: number;
  usesLeft: number;
  /** The checkout's uses picker, or null when nothing can be bought. */
  range: RedemptionRange | null;
  /** Why nothing can be bought, in the customer's words; null while something can. */
  refusal: string | null;
}

async function allowanceOf(purchases: PurchaseRepository, userId: number, deal: Deal): Promise<UsesAllowance> {
  const usesHeld = await purchases.usesHeldByUserForDeal(userId, deal.id);
  const usesLeft = usesLeftUnderCap(deal.maxRedemptionsPerUser, usesHeld);
  const range = customerRedemptionRange(deal.pricingRules(), usesLeft);
  return {
    dealId: deal.id,
    maxRedemptionsPerUser: deal.maxRedemptionsPerUser,
    usesHeld,
    usesLeft,
    range,
    refusal: range ? null : usesCapRefusal(deal.pricingRules(), deal.maxRedemptionsPerUser, usesLeft, 1),
  };
}

/**
 * Refuses a checkout whose uses would take the customer past the deal's maxRedemptionsPerUser.
 * StartCheckout asks first, so nobody pays in vain; RecordPurchase asks again under the
 * per-customer-and-deal lock where two parallel checkouts meet, and refunds the one that lost.
 * @throws ConflictError `purchase.limit_reached` with the reason in the customer's words
 */
export async function checkUsesCap(purchases: PurchaseRepository, userId: number, deal: Deal, requested: number): Promise<void> {
  checkUsesCapHeld(deal, await purchases.usesHeldByUserForDeal(userId, deal.id), requested);
}

/** {@link checkUsesCap} for a caller that has read the uses held already. */
export function checkUsesCapHeld(deal: Deal, usesHeld: number, requested: number): void {
  const usesLeft = usesLeftUnderCap(deal.maxRedemptionsPerUser, usesHeld);
  const refusal = usesCapRefusal(deal.pricingRules(), deal.maxRedemptionsPerUser, usesLeft, requested);
  if (refusal) throw new ConflictError('purchase.limit_reached', refusal);
}

/** What the customer may still buy of a deal they can see. */
export class GetUsesAllowance {
  private readonly getDeal: GetDeal;

  constructor(private readonly deps: { deals: DealRepository; businesses: BusinessRepository; purchases: PurchaseRepository; clock: Clock }) {
    this.getDeal = new GetDeal({ ...deps, withLocations: false });
  }

  async execute(actor: Actor, dealId: number): Promise<UsesAllowance> {
    const { userId } = requireCustomer(actor);
    const { deal } = await this.getDeal.execute(actor, dealId);
    return allowanceOf(this.deps.purchases, userId, deal);
  }
}
