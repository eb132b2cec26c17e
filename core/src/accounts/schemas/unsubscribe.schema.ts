import { z } from 'zod';
import { payloadObject } from '../../shared/validation/messages.js';
import { INVALID_UNSUBSCRIBE_LINK_MESSAGE } from '../domain/unsubscribe-link.js';

/** The token of an unsubscribe link, in the query (GET, one-click POST) or the page's POST body. */
const tokenField = () =>
  z
    .string({ error: INVALID_UNSUBSCRIBE_LINK_MESSAGE })
    .min(1, INVALID_UNSUBSCRIBE_LINK_MESSAGE)
    .max(200, INVALID_UNSUBSCRIBE_LINK_MESSAGE)
    .meta({ description: 'The signed token of the link, as the email gave it.' });

export const unsubscribeTokenQuerySchema = payloadObject({ token: tokenField() });
export const unsubscribeRequestSchema = payloadObject({ token: tokenField() });

/** What an unsubscribe link turns off, and whether it is on now. */
export const unsubscribeLinkSchema = z
  .strictObject({
    list: z.enum(['expiryReminders', 'newDeals', 'newsletter', 'favoriteDeals', 'weeklySummary']),
    label: z.string(),
    account: z.enum(['customer', 'business']),
    subscribed: z.boolean(),
  })
  .meta({ id: 'UnsubscribeLink' });
export type UnsubscribeLinkResponse = z.infer<typeof unsubscribeLinkSchema>;

/** A business's email choices (the portal's settings). */
export const businessEmailPreferencesSchema = z.strictObject({ weeklySummary: z.boolean() }).meta({ id: 'BusinessEmailPreferences' });
export type BusinessEmailPreferencesResponse = z.infer<typeof businessEmailPreferencesSchema>;
