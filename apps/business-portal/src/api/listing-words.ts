import { formatMomentDate } from '@marketplace/web-common/format';
import type { ListingView, SubscriptionView } from './get-subscription.js';

/**
 * The listing in one sentence, for the subscription page and the dashboard (DESIGN.md 10.5):
 * "Renews on …", "Ends on … (cancelled)", "Free until …", the grace period's warning, or hidden.
 */
export function listingSentence(listing: ListingView, subscription: SubscriptionView | undefined): string {
  const until = listing.listedUntil ? formatMomentDate(listing.listedUntil) : null;
  const periodEnd = subscription?.currentPeriodEnd ? formatMomentDate(subscription.currentPeriodEnd) : until;
  switch (listing.state) {
    case 'unverified':
      return 'Your deals go live once our team has verified your business.';
    case 'trial':
      return `Free until ${listing.trialEndsAt ? formatMomentDate(listing.trialEndsAt) : until}: subscribe to keep your deals listed after that.`;
    case 'subscribed':
      return `Renews on ${periodEnd}.`;
    case 'cancelling':
      return `Ends on ${periodEnd} (cancelled): your deals stay listed until then.`;
    case 'grace':
      return `Payment failed: your deals stay listed until ${until}. Update your card to keep them listed.`;
    case 'hidden':
      return `${HIDDEN_BECAUSE[listing.hiddenReason ?? 'trial_ended']} Your deals are hidden from the catalogue: they are not deleted, and paying shows them again at once.`;
  }
}

const HIDDEN_BECAUSE: Record<NonNullable<ListingView['hiddenReason']>, string> = {
  trial_ended: 'Your free 30 days have ended and you have no active subscription.',
  payment_failed: 'Your subscription payment failed and the 7-day grace period is over.',
  subscription_ended: 'Your subscription has ended.',
};

/** How many whole days are left until `iso` (at least 0), for the dashboard's countdown. */
export function daysLeft(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / (24 * 60 * 60 * 1000)));
}
