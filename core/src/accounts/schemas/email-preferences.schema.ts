import type { z } from 'zod';
import { booleanField, payloadObject } from '../../shared/validation/messages.js';
import type { EmailPreferenceKey } from '../domain/email-preferences.js';

/** The Settings tab's toggles, in order: the key, its label and what the email is. */
export const EMAIL_PREFERENCE_OPTIONS: readonly { key: EmailPreferenceKey; label: string; hint: string }[] = [
  { key: 'purchaseReceipts', label: 'Purchase receipts', hint: 'An email with your code each time you buy a deal.' },
  { key: 'expiryReminders', label: 'Expiring deals', hint: 'A reminder a few days before a purchased deal expires.' },
  { key: 'newDeals', label: 'New deals near me', hint: 'An email when local businesses publish deals.' },
  { key: 'newsletter', label: 'Monthly newsletter', hint: 'Savings tips and featured businesses.' },
];

/** A change of email preferences: only the switches given change, so at least one is needed. */
export const emailPreferencesPatchSchema = payloadObject({
  purchaseReceipts: booleanField().optional(),
  expiryReminders: booleanField().optional(),
  newDeals: booleanField().optional(),
  newsletter: booleanField().optional(),
}).refine((changes) => Object.values(changes).some((value) => value !== undefined), {
  message: 'Choose at least one email preference to change',
});
export type EmailPreferencesPatch = z.output<typeof emailPreferencesPatchSchema>;
