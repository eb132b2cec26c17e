/** A deal as GET /api/deals and GET /api/deals/{id} answer (apps/http deal presenter). */
export interface Deal {
  id: number;
  businessId: number;
  title: string;
  description: string;
  category: string;
  price: number;
  basePrice: number;
  discountPercent: number;
  isSliderDeal: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  minDiscountPercent: number | null;
  maxDiscountPercent: number | null;
  /** JSON text of an array of percents, one per $5 step. */
  discountSteps: string | null;
  minRedemptions: number | null;
  maxRedemptions: number | null;
  redemptionSteps: string | null;
  freeItem: string | null;
  startDate: string;
  endDate: string;
  maxRedemptionsPerUser: number;
  imageUrl: string | null;
  active: boolean;
  featured: boolean;
  createdAt: string;
  business: { id: number; name: string; city: string | null; state: string | null; zip: string | null } | null;
}

/** A deal as the API presents it to its owning business: the public fields plus its draft flag. */
export interface BusinessDeal extends Deal {
  /** Saved while the business was unverified: it publishes once the business is verified. */
  awaitingVerification?: boolean;
}
