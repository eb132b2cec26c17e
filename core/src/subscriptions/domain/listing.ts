/**
 * When a business's deals are in the public catalogue (DESIGN.md 10.5): for 30 days from its
 * verification, then while its subscription keeps them there. The business stores the outcome,
 * `listedUntil`, so the catalogue filters on one timestamp; it moves only in the transaction that
 * verifies the business or syncs its subscription.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Free listing from verification. */
export const FREE_TRIAL_DAYS = 30;
/** How long deals stay listed after a failed payment (Stripe keeps retrying the card meanwhile). */
export const PAYMENT_GRACE_DAYS = 7;
/**
 * A renewing subscription stays listed this long past its period end: Stripe renews at the end and
 * reports the new period (or the failure) by webhook, which may take a while to arrive.
 */
export const RENEWAL_MARGIN_DAYS = 1;

export function daysAfter(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** The later of two optional instants. */
export function laterOf(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/** Listed at `now` when the listing runs at least until then. */
export function isListedAt(listedUntil: Date | null, now: Date): boolean {
  return listedUntil !== null && listedUntil.getTime() >= now.getTime();
}

/**
 * What the subscription page and the dashboard say about the listing:
 * - `unverified`: nothing is public until the team verifies the business;
 * - `trial`: the free 30 days, with no paid subscription keeping it longer;
 * - `subscribed`: a paid subscription that renews;
 * - `cancelling`: cancelled at its period end, listed until then;
 * - `grace`: a payment failed; listed until the grace ends;
 * - `hidden`: verified, and nothing keeps the deals listed.
 */
export const LISTING_STATES = ['unverified', 'trial', 'subscribed', 'cancelling', 'grace', 'hidden'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** Why a verified business's deals are hidden: its free days ended unpaid, a payment failed past the grace, or its subscription ended. */
export const HIDDEN_REASONS = ['trial_ended', 'payment_failed', 'subscription_ended'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];
