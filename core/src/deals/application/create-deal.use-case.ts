import { requireDealManager, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import { dollarsToCents } from '../../shared/domain/money.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { sliderFormDiscountPercent } from '../domain/cash-to-discount.js';
import { Deal, endOfDayWhenMidnight, FREE_ITEM_DISCOUNT_PERCENT, type DealPricing, type DealTerms } from '../domain/deal.js';
import type { DealRepository } from '../ports/deal.repository.port.js';
import type { FavoriteDealNotices } from '../../favorites/ports/favorite-deal-notices.port.js';
import type { CreateDealPayload } from '../schemas/create-deal-payload.schema.js';
import { attachablePictureUrl } from '../../media/application/attach-picture.js';
import type { PictureRepository } from '../../media/ports/picture.repository.port.js';

export interface CreatedDeal {
  deal: Deal;
  /** Saved inactive because the business is not verified yet; it publishes on verification. */
  draft: boolean;
}


/**
 * Turns any of the three creation payloads (standard form, earlier slider form, Cash to Discount
 * wizard) into one stored shape. Derived values are recomputed here rather than trusted: the
 * slider form's discountPercent is the rounded average of its smallest and largest step, the
 * wizard's is its first step.
 */
export function dealPricingFrom(payload: CreateDealPayload): DealPricing {
  switch (payload.kind) {
    case 'standard': {
      const { price, discountPercent, freeItem } = payload.data;
      return {
        priceCents: dollarsToCents(price),
        basePriceCents: dollarsToCents(price),
        // A free-item deal gives an item, not a percentage off (see FREE_ITEM_DISCOUNT_PERCENT).
        discountPercent: freeItem ? FREE_ITEM_DISCOUNT_PERCENT : (discountPercent ?? FREE_ITEM_DISCOUNT_PERCENT),
        freeItem: freeItem ?? null,
        isSliderDeal: false,
        minPriceCents: null,
        maxPriceCents: null,
        minDiscountPercent: null,
        maxDiscountPercent: null,
        discountSteps: null,
      };
    }
    case 'slider': {
      const d = payload.data;
      return {
        priceCents: dollarsToCents(d.price),
        basePriceCents: dollarsToCents(d.basePrice),
        discountPercent: sliderFormDiscountPercent(d.discountSteps),
        isSliderDeal: true,
        minPriceCents: dollarsToCents(d.minPrice),
        maxPriceCents: dollarsToCents(d.maxPrice),
        minDiscountPercent: d.minDiscountPercent,
        maxDiscountPercent: d.maxDiscountPercent,
        discountSteps: [...d.discountSteps],
        freeItem: null,
      };
    }
    case 'cash-to-discount': {
      const d = payload.data;
      const steps = [d.discountStep1, d.discountStep2, d.discountStep3, d.discountStep4, d.discountStep5, d.discountStep6];
      return {
        priceCents: dollarsToCents(d.basePrice),
        basePriceCents: dollarsToCents(d.basePrice),
        discountPercent: steps[0] ?? d.baseDiscount,
        isSliderDeal: true,
        minPriceCents: dollarsToCents(d.minPrice),
        maxPriceCents: dollarsToCents(d.maxPrice),
        minDiscountPercent: d.baseDiscount,
        maxDiscountPercent: d.maxDiscount,
        discountSteps: steps,
        freeItem: null,
      };
    }
  }
}

/** A business creates a deal; {@link Deal.draft} decides whether it is published or a draft. */
export class CreateDeal {
  constructor(
    private readonly deps: {
      deals: DealRepository;
      businesses: BusinessRepository;
      clock: Clock;
      pictures: PictureRepository;
      favoriteDealNotices?: FavoriteDealNotices;
    },
  ) {}

  async execute(actor: Actor, payload: CreateDealPayload): Promise<CreatedDeal> {
    const { businessId } = requireDealManager(actor);
    const business = await this.deps.businesses.findById(businessId);
    if (!business) throw new NotFoundError('business.not_found', 'Business not found');

    const { data } = payload;
    const terms: DealTerms = {
      title: data.title,
      description: data.description,
      category: data.category,
      ...dealPricingFrom(payload),
      startDate: data.startDate,
      // A date input gives midnight of the last day; the deal runs through that day.
      endDate: endOfDayWhenMidnight(data.endDate),
      maxRedemptionsPerUser: data.maxRedemptionsPerUser,
      imageUrl: await attachablePictureUrl(this.deps.pictures, businessId, data.imageUrl ?? null),
      active: data.active,
    };
    const deal = await this.deps.deals.add(Deal.draft(terms, business, this.deps.clock.now()));
    const draft = deal.awaitingVerification;
    if (deal.isVisible(this.deps.clock.now())) await this.deps.favoriteDealNotices?.dealsPublished([deal.id]);
    return { deal, draft };
  }
}
