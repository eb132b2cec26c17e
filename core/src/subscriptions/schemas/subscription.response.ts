import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';
import { HIDDEN_REASONS, LISTING_STATES } from '../domain/listing.js';

/** A business's platform subscription; the status is the payment provider's word for it. */
export const subscriptionSchema = z
  .strictObject({
    id: idSchema,
    status: z.string(),
    currentPeriodStart: isoDateTimeSchema.nullable(),
    currentPeriodEnd: isoDateTimeSchema.nullable(),
    /** Cancelled: it ends at `currentPeriodEnd` instead of renewing (and can be resumed until then). */
    cancelAtPeriodEnd: z.boolean(),
    /** When a payment was first seen failing; the 7-day grace runs from here. */
    paymentFailedAt: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Subscription' });

/**
 * Whether the business's deals are in the public catalogue, and until when: `trial` (free until
 * `trialEndsAt`), `subscribed` (renews), `cancelling` (ends at the period end), `grace` (a payment
 * failed; listed until `listedUntil`), `hidden` (nothing keeps them listed), `unverified`.
 */
export const listingSchema = z
  .strictObject({
    state: z.enum(LISTING_STATES),
    listedUntil: isoDateTimeSchema.nullable(),
    trialEndsAt: isoDateTimeSchema.nullable(),
    /** Why it is hidden: the free days ended unpaid, a payment failed past the grace, or the subscription ended. */
    hiddenReason: z.enum(HIDDEN_REASONS).nullable(),
  })
  .meta({ id: 'Listing' });
export type ListingResponse = z.infer<typeof listingSchema>;
export type SubscriptionResponse = z.infer<typeof subscriptionSchema>;

/**
 * The subscription when paid up or in its grace period (with the failed invoice's client secret to
 * pay it with another card), else a new subscription's client secret to pay with, else neither;
 * always where the listing stands.
 */
export const subscriptionStateSchema = z
  .strictObject({
    subscription: subscriptionSchema.optional(),
    clientSecret: z.string().optional(),
    listing: listingSchema,
  })
  .meta({ id: 'SubscriptionState' });
export type SubscriptionStateResponse = z.infer<typeof subscriptionStateSchema>;

/** A new subscription and the client secret its first invoice is paid with. */
export const createdSubscriptionSchema = z
  .strictObject({ clientSecret: z.string(), subscription: subscriptionSchema })
  .meta({ id: 'CreatedSubscription' });
export type CreatedSubscriptionResponse = z.infer<typeof createdSubscriptionSchema>;

/** A demo card payment of a subscription's first invoice. */
export const subscriptionConfirmationSchema = z
  .strictObject({ subscription: subscriptionSchema, status: z.string() })
  .meta({ id: 'SubscriptionConfirmation' });
export type SubscriptionConfirmationResponse = z.infer<typeof subscriptionConfirmationSchema>;

/** The subscription after a cancel or a resume. */
export const subscriptionChangeSchema = z.strictObject({ subscription: subscriptionSchema }).meta({ id: 'SubscriptionChange' });
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeSchema>;
