import { EMAIL_PREFERENCE_KEYS, type BusinessEmailPreferences, type EmailPreferences } from '@marketplace/core/accounts/domain/email-preferences';
import type { EmailPreferencesRepository } from '@marketplace/core/accounts/ports/email-preferences.repository.port';
import type { InMemoryStore } from './in-memory-store.js';

function choicesOf(row: EmailPreferences): EmailPreferences {
  return Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, row[key]])) as EmailPreferences;
}

/** Email choices in an {@link InMemoryStore}, one row per user id and per business id; each update is one synchronous step. */
export class InMemoryEmailPreferencesRepository implements EmailPreferencesRepository {
  constructor(private readonly store: InMemoryStore) {}

  async find(userId: number): Promise<EmailPreferences | null> {
    const row = this.store.tables.emailPreferences.get(userId);
    return row ? choicesOf(row) : null;
  }

  async update(userId: number, changes: Partial<EmailPreferences>, initial: EmailPreferences, updatedAt: Date): Promise<EmailPreferences> {
    const next = choicesOf(this.store.tables.emailPreferences.get(userId) ?? initial);
    for (const key of EMAIL_PREFERENCE_KEYS) {
      const value = changes[key];
      if (value !== undefined) next[key] = value;
    }
    this.store.tables.emailPreferences.set(userId, { ...next, updatedAt: new Date(updatedAt) });
    return { ...next };
  }

  async findForBusiness(businessId: number): Promise<BusinessEmailPreferences | null> {
    const row = this.store.tables.businessEmailPreferences.get(businessId);
    return row ? { weeklySummary: row.weeklySummary } : null;
  }

  async updateForBusiness(
    businessId: number,
    changes: Partial<BusinessEmailPreferences>,
    initial: BusinessEmailPreferences,
    updatedAt: Date,
  ): Promise<BusinessEmailPreferences> {
    const stored = this.store.tables.businessEmailPreferences.get(businessId);
    const weeklySummary = changes.weeklySummary ?? stored?.weeklySummary ?? initial.weeklySummary;
    this.store.tables.businessEmailPreferences.set(businessId, { weeklySummary, updatedAt: new Date(updatedAt) });
    return { weeklySummary };
  }
}
