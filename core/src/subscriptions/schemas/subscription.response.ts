import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** A business's platform subscription; the status is the payment provider's word for it. */
export const subscriptionSchema = z
  .strictObject({
    id: idSchema,
    status: z.string(),
    currentPeriodStart: isoDateTimeSchema.nullable(),
    currentPeriodEnd: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Subscription' });
export type SubscriptionResponse = z.infer<typeof subscriptionSchema>;

/** The subscription when paid up, else a client secret to pay with, else nothing. */
export const subscriptionStateSchema = z
  .union([z.strictObject({ subscription: subscriptionSchema }), z.strictObject({ clientSecret: z.string() }), z.strictObject({})])
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
