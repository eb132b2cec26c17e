import type { BusinessEmailPreferences, EmailPreferences } from '../domain/email-preferences.js';

/** One row of email choices per customer account, and one per business. */
export interface EmailPreferencesRepository {
  /** The customer's stored choices, or null when they never saved any. */
  find(userId: number): Promise<EmailPreferences | null>;
  /**
   * Applies the changes in one atomic step and answers the whole set: a customer without a row
   * gets `initial` with the changes; one with a row keeps every switch the changes do not name,
   * whatever another request changed meanwhile (two toggles at once both stick).
   */
  update(userId: number, changes: Partial<EmailPreferences>, initial: EmailPreferences, updatedAt: Date): Promise<EmailPreferences>;
  /** The business's stored choices, or null when it never saved any. */
  findForBusiness(businessId: number): Promise<BusinessEmailPreferences | null>;
  /** As {@link update}, for a business. */
  updateForBusiness(
    businessId: number,
    changes: Partial<BusinessEmailPreferences>,
    initial: BusinessEmailPreferences,
    updatedAt: Date,
  ): Promise<BusinessEmailPreferences>;
}
