import { z } from 'zod';
import { isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** A business's payout account (Stripe Connect) in plain words, as the dashboard shows it. */
export const connectStateSchema = z
  .strictObject({
    status: z.enum(['not_started', 'incomplete', 'action_required', 'pending', 'enabled']),
    summary: z.string(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    requirementsDue: z.array(z.string()).meta({ description: 'What Stripe still needs, in words ("your bank account").' }),
    disabledReason: z.string().nullable(),
    updatedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ConnectState' });
export type ConnectStateResponse = z.infer<typeof connectStateSchema>;

/** Where the browser goes to onboard (Stripe's hosted page, or the demo mode's). */
export const connectOnboardingSchema = z.strictObject({ url: z.string() }).meta({ id: 'ConnectOnboarding' });
export type ConnectOnboardingResponse = z.infer<typeof connectOnboardingSchema>;
