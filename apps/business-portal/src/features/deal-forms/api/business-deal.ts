/** A deal as the API presents it to its owning business (apps/http deal presenter, owner view). */
export interface BusinessDeal {
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
  startDate: string;
  endDate: string;
  maxRedemptionsPerUser: number;
  imageUrl: string | null;
  active: boolean;
  featured: boolean;
  createdAt: string;
  /** Saved while the business was unverified: published once an admin verifies it. */
  awaitingVerification?: boolean;
}
