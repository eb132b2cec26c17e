import type { EmailPreferences } from '../domain/email-preferences.js';

/** One row of email choices per customer account. */
export interface EmailPreferencesRepository {
  /** The customer's stored choices, or null when they never saved any. */
  find(userId: number): Promise<EmailPreferences | null>;
  /**
   * Applies the changes in one atomic step and answers the whole set: a customer without a row
   * gets `initial` with the changes; one with a row keeps every switch the changes do not name,
   * whatever another request changed meanwhile (two toggles at once both stick).
   */
  update(userId: number, changes: Partial<EmailPreferences>, initial: EmailPreferences, updatedAt: Date): Promise<EmailPreferences>;
}
