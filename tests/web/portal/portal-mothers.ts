// Object mothers for the business portal's component tests: API answers shaped as the HTTP
// presenters send them to the owning business.
import type { CreatedDealResponse, DealDetailResponse, OwnDealPageResponse, OwnDealResponse as BusinessDeal } from '@marketplace/core/deals/schemas/deal.response';
import type { ConnectStateResponse } from '@marketplace/core/connect/schemas/connect.response';
import type { BusinessStatsResponse as BusinessStats } from '@marketplace/core/purchases/schemas/purchase.response';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date-time `days` from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

/** A live fixed-price deal of business 3: pay $8, save 15%, started 10 days ago, ends in 50. */
export function aBusinessDeal(overrides: Partial<BusinessDeal> = {}): BusinessDeal {
  return {
    id: 101,
    businessId: 3,
    title: 'Weekend Brunch for Two',
    description: 'Bottomless coffee, pancakes and migas for two.',
    category: 'Restaurant',
    price: 8,
    basePrice: 8,
    discountPercent: 15,
    isSliderDeal: false,
    minPrice: null,
    maxPrice: null,
    minDiscountPercent: null,
    maxDiscountPercent: null,
    discountSteps: null,
    minRedemptions: null,
    maxRedemptions: null,
    redemptionSteps: null,
    freeItem: null,
    startDate: daysFromNow(-10),
    endDate: daysFromNow(50),
    maxRedemptionsPerUser: 2,
    imageUrl: null,
    image: null,
    active: true,
    featured: false,
    createdAt: daysFromNow(-11),
    business: { id: 3, name: 'Sunrise Bistro', city: 'Austin', state: 'TX', zip: '78701' },
    rating: null,
    awaitingVerification: false,
    ...overrides,
  };
}

/** POST /api/deals's answer: the new deal, published (not a draft). */
export function aCreatedDeal(overrides: Partial<CreatedDealResponse> = {}): CreatedDealResponse {
  return { ...aBusinessDeal(), draft: false, message: 'Your new deal has been successfully created.', ...overrides };
}

/** `count` live deals with ids from `firstId`. */
export function liveDeals(count: number, firstId = 201): BusinessDeal[] {
  return Array.from({ length: count }, (_, index) => aBusinessDeal({ id: firstId + index, title: `Live deal ${index + 1}` }));
}

/** An ended deal (its end date passed 3 days ago). */
export function anExpiredDeal(overrides: Partial<BusinessDeal> = {}): BusinessDeal {
  return aBusinessDeal({ id: 127, title: 'Holiday Feast Pre-order', startDate: daysFromNow(-60), endDate: daysFromNow(-3), ...overrides });
}

/** A deal the business paused (within its dates). */
export function aPausedDeal(overrides: Partial<BusinessDeal> = {}): BusinessDeal {
  return aBusinessDeal({ id: 130, title: 'Lash Lift Special', active: false, ...overrides });
}

/** One page as GET /api/business/deals answers: the first `limit` of `deals`, with the total. */
export function dealsPage(deals: readonly BusinessDeal[], { page = 1, limit = 4 }: { page?: number; limit?: number } = {}): OwnDealPageResponse {
  const total = deals.length;
  const totalPages = Math.ceil(total / limit);
  return {
    deals: deals.slice((page - 1) * limit, page * limit),
    pagination: { total, page, limit, totalPages, hasNextPage: page < totalPages, hasPreviousPage: page > 1 },
  };
}

/** Three sales for $27.00 (the business keeps $20.25), two redemptions. */
export function someStats(overrides: Partial<BusinessStats> = {}): BusinessStats {
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  return {
    sales: 3,
    revenueInfluenced: 0,
    revenue: 27,
    businessShare: 20.25,
    platformFee: 6.75,
    redemptions: 2,
    refunds: 0,
    followers: 4,
    daily: [
      { day: yesterday, sales: 1, revenue: 9, businessShare: 6.75 },
      { day: today, sales: 2, revenue: 18, businessShare: 13.5 },
    ],
    ...overrides,
  };
}

export const NO_STATS: BusinessStats = { sales: 0, revenueInfluenced: 0, revenue: 0, businessShare: 0, platformFee: 0, redemptions: 0, refunds: 0, followers: 0, daily: [] };

/** The payout account as GET /api/business/connect answers it: not connected yet unless told. */
export function aConnectState(overrides: Partial<ConnectStateResponse> = {}): ConnectStateResponse {
  return {
    status: 'not_started',
    summary: 'Not connected: set up payouts to get paid',
    chargesEnabled: false,
    payoutsEnabled: false,
    detailsSubmitted: false,
    requirementsDue: [],
    disabledReason: null,
    updatedAt: null,
    ...overrides,
  };
}

/** {@link aBusinessDeal} as GET /api/deals/{id} answers it to its business: with its locations (none here). */
export function aBusinessDealDetail(overrides: Partial<BusinessDeal> = {}): DealDetailResponse & BusinessDeal {
  return { ...aBusinessDeal(overrides), locations: [] };
}
