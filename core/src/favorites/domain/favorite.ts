/** One business a customer saved (the heart on deal cards and pages), and when. */
export interface Favorite {
  userId: number;
  businessId: number;
  createdAt: Date;
}

/** How many businesses one account may save: far beyond any real use, small enough to list in one answer. */
export const MAX_FAVORITES_PER_ACCOUNT = 500;

export const FAVORITES_FULL_MESSAGE = `You can save up to ${MAX_FAVORITES_PER_ACCOUNT} favorite businesses. Remove one to save another.`;

/** The answer for an unknown business and for one shoppers cannot see (unverified or disabled). */
export const FAVORITE_BUSINESS_NOT_FOUND_MESSAGE = 'Business not found';

/** The outbox key of the email telling one follower about one new deal: once per deal and follower. */
export function favoriteNewDealKey(dealId: number, userId: number): string {
  return `favorite-new-deal:${dealId}:${userId}`;
}

/** How many followers one step of the new-deal fan-out emails (one short transaction each). */
export const FAVORITE_DEAL_EMAIL_BATCH = 200;
