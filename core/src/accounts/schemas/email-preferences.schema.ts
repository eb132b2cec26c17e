import type { z } from 'zod';
import { booleanField, payloadObject } from '../../shared/validation/messages.js';
import { RECEIPTS_ALWAYS_SENT_MESSAGE, type EmailPreferenceKey } from '../domain/email-preferences.js';

/**
 * The Settings tab's toggles, in order: the key, its label and what the email is. `alwaysOn`
 * marks a transactional email, shown on and not switchable.
 */
export const EMAIL_PREFERENCE_OPTIONS: readonly { key: EmailPreferenceKey; label: string; hint: string; alwaysOn?: true }[] = [
  { key: 'purchaseReceipts', label: 'Purchase receipts', hint: 'Always sent: each receipt holds the code you show at the business.', alwaysOn: true },
  { key: 'expiryReminders', label: 'Expiring deals', hint: 'A reminder 7 days and 1 day before a purchase with uses left expires.' },
  { key: 'newDeals', label: 'New deals near me', hint: 'An email when local businesses publish deals.' },
  { key: 'newsletter', label: 'Monthly newsletter', hint: 'Savings tips and featured businesses.' },
  { key: 'favoriteDeals', label: 'Email me when a favorite store posts a new deal', hint: 'One email per new deal from a business you saved with the heart.' },
];

/**
 * A change of email preferences: only the switches given change, so at least one is needed.
 * Receipts may be named as on (it changes nothing) but never turned off.
 */
export const emailPreferencesPatchSchema = payloadObject({
  purchaseReceipts: booleanField()
    .refine((value) => value, { message: RECEIPTS_ALWAYS_SENT_MESSAGE })
    .optional(),
  expiryReminders: booleanField().optional(),
  newDeals: booleanField().optional(),
  newsletter: booleanField().optional(),
  favoriteDeals: booleanField().optional(),
}).refine((changes) => Object.values(changes).some((value) => value !== undefined), {
  message: 'Choose at least one email preference to change',
});
export type EmailPreferencesPatch = z.output<typeof emailPreferencesPatchSchema>;

/** A change of a business's email choices: the weekly summary on or off. */
export const businessEmailPreferencesPatchSchema = payloadObject({ weeklySummary: booleanField() });
