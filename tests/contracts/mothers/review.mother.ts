import type { NewReview } from '@marketplace/core/reviews/domain/review';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { aPurchase } from './purchase.mother.js';
import type { Shop } from './shop.mother.js';

/** A stored purchase of the shop's deal by its customer, one use redeemed. */
export async function givenARedeemedPurchase(repositories: Repositories, shop: Shop, userId = shop.user.id) {
  return repositories.purchases.add(
    aPurchase({ userId, dealId: shop.deal.id, businessId: shop.business.id, redemptions: 2, redemptionsUsed: 1 }),
  );
}

export function aReview(overrides: Partial<NewReview> & Pick<NewReview, 'purchaseId' | 'userId' | 'businessId' | 'dealId'>): NewReview {
  return {
    rating: 4,
    text: 'Lovely place, friendly staff.',
    createdAt: new Date('2025-03-01T10:00:00.000Z'),
    editedAt: null,
    reply: null,
    hidden: null,
    ...overrides,
  };
}
