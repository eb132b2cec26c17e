import {
  EMAIL_PREFERENCE_KEYS,
  type BusinessEmailPreferences,
  type EmailPreferenceKey,
  type EmailPreferences,
} from '@marketplace/core/accounts/domain/email-preferences';
import type { EmailPreferencesRepository } from '@marketplace/core/accounts/ports/email-preferences.repository.port';
import { EmailPreferencesRecordSchema } from './entities/email-preferences.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { mapRawRows } from './raw-rows.js';

/** Each switch's column, from a closed list (never the caller's text). */
const COLUMNS: Record<EmailPreferenceKey, string> = {
  purchaseReceipts: 'purchase_receipts',
  expiryReminders: 'expiry_reminders',
  newDeals: 'new_deals',
  newsletter: 'newsletter',
  favoriteDeals: 'favorite_deals',
};

function choicesOf(record: EmailPreferences): EmailPreferences {
  return Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, record[key]])) as EmailPreferences;
}

/** Email choices in the `email_preferences` table, one row per customer, and `business_email_preferences`. */
export class MikroOrmEmailPreferencesRepository implements EmailPreferencesRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async find(userId: number): Promise<EmailPreferences | null> {
    const em = this.em();
    const rows = await em.execute<object[]>('select * from email_preferences where user_id = ?', [userId]);
    const [record] = mapRawRows(em, EmailPreferencesRecordSchema, rows);
    return record ? choicesOf(record) : null;
  }

  /**
   * One upsert: a new row holds `initial` with the changes; an existing one has only the named
   * columns set, under its row lock, so concurrent changes to different switches all stick.
   */
  async update(userId: number, changes: Partial<EmailPreferences>, initial: EmailPreferences, updatedAt: Date): Promise<EmailPreferences> {
    const inserted = { ...initial };
    const assignments = ['updated_at = excluded.updated_at'];
    for (const key of EMAIL_PREFERENCE_KEYS) {
      const value = changes[key];
      if (value === undefined) continue;
      inserted[key] = value;
      assignments.push(`${COLUMNS[key]} = excluded.${COLUMNS[key]}`);
    }
    const columns = EMAIL_PREFERENCE_KEYS.map((key) => COLUMNS[key]);
    const em = this.em();
    const rows = await em.execute<object[]>(
      `insert into email_preferences (user_id, ${columns.join(', ')}, updated_at)
       values (?, ${columns.map(() => '?').join(', ')}, ?)
       on conflict (user_id) do update set ${assignments.join(', ')}
       returning *`,
      [userId, ...EMAIL_PREFERENCE_KEYS.map((key) => inserted[key]), updatedAt.toISOString()],
    );
    const [record] = mapRawRows(em, EmailPreferencesRecordSchema, rows);
    return choicesOf(record!);
  }

  async findForBusiness(businessId: number): Promise<BusinessEmailPreferences | null> {
    const rows = await this.em().execute<{ weekly_summary: boolean }[]>(
      'select weekly_summary from business_email_preferences where business_id = ?',
      [businessId],
    );
    return rows[0] ? { weeklySummary: Boolean(rows[0].weekly_summary) } : null;
  }

  /** One upsert, as {@link update}. */
  async updateForBusiness(
    businessId: number,
    changes: Partial<BusinessEmailPreferences>,
    initial: BusinessEmailPreferences,
    updatedAt: Date,
  ): Promise<BusinessEmailPreferences> {
    const named = changes.weeklySummary !== undefined;
    const rows = await this.em().execute<{ weekly_summary: boolean }[]>(
      `insert into business_email_preferences (business_id, weekly_summary, updated_at)
       values (?, ?, ?)
       on conflict (business_id) do update set updated_at = excluded.updated_at${named ? ', weekly_summary = excluded.weekly_summary' : ''}
       returning weekly_summary`,
      [businessId, changes.weeklySummary ?? initial.weeklySummary, updatedAt.toISOString()],
    );
    return { weeklySummary: Boolean(rows[0]!.weekly_summary) };
  }
}
