import { payloadObject, requiredString } from '../../shared/validation/messages.js';

/** The demo onboarding page's "Complete onboarding": the account it completes. */
export const demoOnboardingPayloadSchema = payloadObject({ accountId: requiredString({ label: 'Account', max: 255 }) });
