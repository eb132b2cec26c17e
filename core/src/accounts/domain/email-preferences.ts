/**
 * Which emails a customer wants (the Settings tab). Each key names the email it switches, so the
 * mailer asks exactly one question per message it is about to send.
 */
export const EMAIL_PREFERENCE_KEYS = ['purchaseReceipts', 'expiryReminders', 'newDeals', 'newsletter', 'favoriteDeals'] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

/**
 * The switches a customer may turn off. Receipts are transactional (they carry the code the
 * customer shows at the till), so they are always sent and are not one of them.
 */
export const OPTIONAL_EMAIL_KEYS = ['expiryReminders', 'newDeals', 'newsletter', 'favoriteDeals'] as const satisfies readonly EmailPreferenceKey[];
export type OptionalEmailKey = (typeof OPTIONAL_EMAIL_KEYS)[number];

/** Why turning receipts off is refused (the API and the Settings tab say it the same way). */
export const RECEIPTS_ALWAYS_SENT_MESSAGE = 'Purchase receipts are always sent: they hold the code you show at the business.';

/** What a customer who never opened the Settings tab gets: the service emails on, marketing off. */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<EmailPreferences> = Object.freeze({
  purchaseReceipts: true,
  expiryReminders: true,
  newDeals: true,
  newsletter: false,
  // Consent first: a favourite's new deals are emailed only once the customer asks for them.
  favoriteDeals: false,
});

/**
 * The stored choice of one customer, or the defaults when there is none. Receipts read as on
 * whatever an older row holds: they are sent regardless.
 */
export function preferencesOrDefaults(stored: EmailPreferences | null): EmailPreferences {
  return { ...DEFAULT_EMAIL_PREFERENCES, ...stored, purchaseReceipts: true };
}

/** Which emails a business wants: the weekly summary is its one email it may turn off. */
export interface BusinessEmailPreferences {
  weeklySummary: boolean;
}

export const DEFAULT_BUSINESS_EMAIL_PREFERENCES: Readonly<BusinessEmailPreferences> = Object.freeze({ weeklySummary: true });
