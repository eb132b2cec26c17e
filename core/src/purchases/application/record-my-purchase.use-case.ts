import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import type { Cents } from '../../shared/domain/money.js';
import { ownedPurchase, type OwnedPurchase } from './owned-purchase.js';
import type { RecordPurchase } from './record-purchase.use-case.js';

/** What the customer's browser says it paid for, once the card provider said the payment succeeded. */
export interface PurchaseClaim {
  paymentIntentId: string;
  dealId: number;
  priceCents?: Cents | undefined;
  discountPercent?: number | undefined;
  redemptions?: number | undefined;
}

/**
 * The customer's side of recording a paid checkout: the purchase is recorded as the payment says
 * (RecordPurchase checks the claim against it), and answered as the customer's purchase list
 * shows it, with its deal and business (those the recording read, so a new purchase costs no
 * read more).
 */
export class RecordMyPurchase {
  constructor(private readonly deps: { recordPurchase: RecordPurchase; deals: DealRepository; businesses: BusinessRepository }) {}

  async execute(actor: Actor, claim: PurchaseClaim): Promise<OwnedPurchase> {
    const { userId } = requireCustomer(actor);
    const { paymentIntentId, ...claimed } = claim;
    const recorded = await this.deps.recordPurchase.record({ paymentIntentId, claimed: { userId, ...claimed } });
    const { purchase } = recorded;
    // What the recording read, else (recorded before: a retry, or the webhook was first) read now.
    const [deal, business] = await Promise.all([
      recorded.deal ?? this.deps.deals.findById(purchase.dealId),
      recorded.business ?? this.deps.businesses.findById(purchase.businessId),
    ]);
    return ownedPurchase(purchase, deal, business);
  }
}
