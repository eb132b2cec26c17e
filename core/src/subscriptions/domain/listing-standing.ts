import type { Business } from '../../accounts/domain/business.js';
import { isListedAt, type HiddenReason, type ListingState } from './listing.js';
import type { Subscription } from './subscription.js';

/** Where a business's listing stands, for its subscription page and dashboard. */
export interface ListingStanding {
  state: ListingState;
  /** Its deals are public until then (null: not listed at all). */
  listedUntil: Date | null;
  /** The end of its free 30 days (null before verification). */
  trialEndsAt: Date | null;
  /** Why it is `hidden` (null in every other state). */
  hiddenReason: HiddenReason | null;
}

/** The listing in the words of {@link ListingState}, from the business and its latest subscription. */
export function listingStanding(business: Business, latest: Subscription | null, now: Date): ListingStanding {
  const base = { listedUntil: business.listedUntil, trialEndsAt: business.trialEndsAt, hiddenReason: null };
  if (!business.verified) return { ...base, state: 'unverified' };
  if (!isListedAt(business.listedUntil, now)) return { ...base, state: 'hidden', hiddenReason: hiddenReason(latest) };
  if (latest?.paymentFailing) return { ...base, state: 'grace' };
  if (latest && isListedAt(latest.listedThrough(), now)) {
    return { ...base, state: latest.cancelAtPeriodEnd || latest.status === 'canceled' ? 'cancelling' : 'subscribed' };
  }
  return { ...base, state: 'trial' };
}

function hiddenReason(latest: Subscription | null): HiddenReason {
  if (latest?.paymentFailedAt) return 'payment_failed';
  if (latest && latest.currentPeriodEnd !== null) return 'subscription_ended';
  return 'trial_ended';
}
