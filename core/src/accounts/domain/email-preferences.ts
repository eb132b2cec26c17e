/**
 * Which emails a customer wants (the Settings tab). Each key names the email it switches, so the
 * mailer of a later issue asks exactly one question per message it is about to send.
 */
export const EMAIL_PREFERENCE_KEYS = ['purchaseReceipts', 'expiryReminders', 'newDeals', 'newsletter'] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

/** What a customer who never opened the Settings tab gets: the service emails on, marketing off. */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<EmailPreferences> = Object.freeze({
  purchaseReceipts: true,
  expiryReminders: true,
  newDeals: true,
  newsletter: false,
});

/** The stored choice of one customer, or the defaults when there is none. */
export function preferencesOrDefaults(stored: EmailPreferences | null): EmailPreferences {
  return stored ? { ...stored } : { ...DEFAULT_EMAIL_PREFERENCES };
}
