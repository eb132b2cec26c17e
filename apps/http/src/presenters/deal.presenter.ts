import type { ListedBusiness } from '@marketplace/core/deals/domain/listed-business';
import type { Deal } from '@marketplace/core/deals/domain/deal';
import { centsToDollars } from '@marketplace/core/shared/domain/money';
import { dealImage } from '@marketplace/core/media/domain/picture';

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/**
 * A deal as the API speaks it: dollars as numbers, dates as ISO strings, discountSteps as the JSON
 * text the specification's clients parse. `owner` adds what only the owning business sees.
 */
export function presentDeal(deal: Deal, business?: ListedBusiness | null, options: { owner?: boolean } = {}) {
  const p = deal.toProps();
  return {
    id: p.id,
    businessId: p.businessId,
    title: p.title,
    description: p.description,
    category: p.category,
    price: centsToDollars(p.priceCents),
    basePrice: centsToDollars(p.basePriceCents),
    discountPercent: p.discountPercent,
    isSliderDeal: p.isSliderDeal,
    minPrice: dollars(p.minPriceCents),
    maxPrice: dollars(p.maxPriceCents),
    minDiscountPercent: p.minDiscountPercent,
    maxDiscountPercent: p.maxDiscountPercent,
    discountSteps: p.discountSteps ? JSON.stringify(p.discountSteps) : null,
    minRedemptions: p.minRedemptions,
    maxRedemptions: p.maxRedemptions,
    redemptionSteps: p.redemptionSteps,
    freeItem: p.freeItem,
    startDate: p.startDate.toISOString(),
    endDate: p.endDate.toISOString(),
    maxRedemptionsPerUser: p.maxRedemptionsPerUser,
    imageUrl: p.imageUrl,
    image: dealImage(p.imageUrl),
    active: p.active,
    featured: p.featured,
    createdAt: p.createdAt.toISOString(),
    business: business ? { id: business.id, name: business.name, city: business.city, state: business.state, zip: business.zip } : null,
    rating: business?.rating ?? null,
    ...(options.owner ? { awaitingVerification: p.awaitingVerification } : {}),
  };
}

/** A deal's distance from the shopper's place, in kilometres to the metre; nothing without one. */
export function presentDistance(distanceKm: number | undefined): { distanceKm?: number } {
  return distanceKm === undefined ? {} : { distanceKm: Math.round(distanceKm * 1000) / 1000 };
}

