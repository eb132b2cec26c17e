import type { NewDeal } from '@marketplace/core/deals/domain/deal';
import { cents, centsOrNull } from '@marketplace/core/shared/domain/money';
import type { PlainCents } from './plain-cents.js';
import { uniqueNumber } from './sequence.js';

/** A deal's fields with money as plain numbers; the mother brands them. */
export type DealOverrides = Partial<PlainCents<NewDeal>>;
type DealFixture = DealOverrides & Pick<NewDeal, 'businessId'>;

/** An active fixed-price deal running through 2025. */
export function aDeal(overrides: DealFixture): NewDeal {
  const n = uniqueNumber();
  const deal: PlainCents<NewDeal> = {
    title: `Deal ${n}`,
    description: `Description of deal ${n}`,
    category: 'Coffee',
    priceCents: 2000,
    basePriceCents: 2000,
    discountPercent: 20,
    isSliderDeal: false,
    minPriceCents: null,
    maxPriceCents: null,
    minDiscountPercent: null,
    maxDiscountPercent: null,
    discountSteps: null,
    minRedemptions: null,
    maxRedemptions: null,
    redemptionSteps: null,
    freeItem: null,
    startDate: new Date('2025-01-01T00:00:00.000Z'),
    endDate: new Date('2025-12-31T23:59:59.000Z'),
    maxRedemptionsPerUser: 1,
    imageUrl: null,
    active: true,
    featured: false,
    awaitingVerification: false,
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    ...overrides,
  };
  return {
    ...deal,
    priceCents: cents(deal.priceCents),
    basePriceCents: cents(deal.basePriceCents),
    minPriceCents: centsOrNull(deal.minPriceCents),
    maxPriceCents: centsOrNull(deal.maxPriceCents),
  };
}

/** A slider deal with every optional field filled. */
export function aSliderDeal(overrides: DealFixture): NewDeal {
  return aDeal({
    isSliderDeal: true,
    priceCents: 2500,
    basePriceCents: 2500,
    discountPercent: 25,
    minPriceCents: 2000,
    maxPriceCents: 5000,
    minDiscountPercent: 20,
    maxDiscountPercent: 40,
    discountSteps: [20, 22, 25, 30, 32, 35, 38],
    minRedemptions: 1,
    maxRedemptions: 5,
    redemptionSteps: '1,2,3,4,5',
    freeItem: 'Free cookie',
    imageUrl: 'https://img.example.com/deal.jpg',
    featured: true,
    ...overrides,
  });
}
