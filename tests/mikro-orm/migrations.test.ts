import type { SchemaDescription } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { MIGRATIONS } from '@marketplace/adapters-mikro-orm/migrations/migrations-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../contracts/mothers/user.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const NAMES = MIGRATIONS.map((migration) => migration.name);
const onPostgres = await mainTargetIsPostgres();

const TABLES = [
  'account_tokens',
  'business_email_preferences',
  'business_locations',
  'business_sales_days',
  'business_sales_totals',
  'business_subscriptions',
  'businesses',
  'categories',
  'contact_messages',
  'deals',
  'demo_payments',
  'email_outbox',
  'email_preferences',
  'favorites',
  'gifts',
  'ledger_entries',
  'ledger_kind_totals',
  'mikro_orm_migrations',
  'payouts',
  'pictures',
  'processed_payment_events',
  'purchases',
  'rate_limit_counters',
  'redemptions',
  'reviews',
  'sessions',
  'staff_members',
  'users',
  'waitlist',
];

function indexDefinition(schema: SchemaDescription, name: string): string {
  const index = schema.indexes.find((candidate) => candidate.name === name);
  if (!index) throw new Error(`No index ${name}`);
  return index.definition;
}

describe('migrations', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase({ migrate: false });
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('applies every migration to an empty database, then none, and lists them as executed', async () => {
    const { database } = opened;
    expect(await database.migrationStatus()).toEqual({ executed: [], pending: NAMES });

    expect(await database.migrate()).toEqual({ applied: NAMES });
    expect(await database.migrate()).toEqual({ applied: [] });

    expect(await database.migrationStatus()).toEqual({ executed: NAMES, pending: [] });
  });

  it('creates every table of the specification and of DESIGN.md', async () => {
    expect((await opened.database.describeSchema()).tables).toEqual(TABLES);
  });

  it('makes emails and usernames unique case-insensitively, and the other unique keys', async () => {
    const schema = await opened.database.describeSchema();

    expect(indexDefinition(schema, 'users_email_lower_key')).toMatch(/UNIQUE INDEX .* \(lower\(email\)\)/);
    expect(indexDefinition(schema, 'users_username_lower_key')).toMatch(/UNIQUE INDEX .* \(lower\(username\)\)/);
    expect(indexDefinition(schema, 'businesses_email_lower_key')).toMatch(/UNIQUE INDEX .* \(lower\(email\)\)/);
    const uniques = schema.constraints.filter((constraint) => constraint.type === 'UNIQUE').map((constraint) => constraint.name);
    expect(uniques).toEqual(
      expect.arrayContaining([
        'purchases_text_code_key',
        'purchases_qr_code_key',
        'purchases_stripe_payment_intent_id_key',
        'business_subscriptions_stripe_subscription_id_key',
        'categories_name_key',
        'demo_payments_idempotency_key_key',
        'demo_payments_client_secret_key',
      ]),
    );
    const primaryKeys = schema.constraints.filter((constraint) => constraint.type === 'PRIMARY KEY').map((c) => c.table);
    expect(primaryKeys).toEqual(expect.arrayContaining(['processed_payment_events', 'sessions', 'rate_limit_counters', 'demo_payments']));
  });

  it('references users, businesses, deals and purchases with foreign keys', async () => {
    const schema = await opened.database.describeSchema();
    const foreignKeys = schema.constraints.filter((constraint) => constraint.type === 'FOREIGN KEY').map((c) => c.name);

    expect(foreignKeys.sort()).toEqual([
      'business_email_preferences_business_id_fkey',
      'business_locations_business_id_fkey',
      'business_sales_days_business_id_fkey',
      'business_sales_totals_business_id_fkey',
      'business_subscriptions_business_id_fkey',
      'deals_business_id_fkey',
      'email_preferences_user_id_fkey',
      'favorites_business_id_fkey',
      'favorites_user_id_fkey',
      'gifts_buyer_id_fkey',
      'gifts_claimed_by_fkey',
      'gifts_purchase_id_fkey',
      'ledger_entries_business_id_fkey',
      'ledger_entries_purchase_id_fkey',
      'ledger_kind_totals_business_id_fkey',
      'payouts_business_id_fkey',
      'pictures_business_id_fkey',
      'purchases_business_id_fkey',
      'purchases_deal_id_fkey',
      'purchases_user_id_fkey',
      'redemptions_business_id_fkey',
      'redemptions_deal_id_fkey',
      'redemptions_location_id_fkey',
      'redemptions_purchase_id_fkey',
      'redemptions_undoes_id_fkey',
      'redemptions_user_id_fkey',
      'reviews_business_id_fkey',
      'reviews_deal_id_fkey',
      'reviews_purchase_id_fkey',
      'reviews_user_id_fkey',
      'staff_members_business_id_fkey',
    ]);
  });

  it('indexes every query the repositories make', async () => {
    const schema = await opened.database.describeSchema();

    expect(schema.indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining([
        'gifts_token_hash_key',
        'gifts_buyer_idx',
        'gifts_unsent_idx',
        'deals_active_idx',
        'deals_featured_idx',
        'deals_category_idx',
        'deals_business_id_idx',
        'deals_visibility_idx',
        'deals_drafts_idx',
        'businesses_state_lower_idx',
        'businesses_zip_lower_idx',
        'businesses_stripe_customer_id_idx',
        'businesses_verified_idx',
        'purchases_user_id_idx',
        'purchases_user_deal_idx',
        'purchases_business_id_idx',
        'redemptions_purchase_id_idx',
        'redemptions_business_id_idx',
        'waitlist_created_at_idx',
        'waitlist_type_created_at_idx',
        'sessions_expires_at_idx',
        'sessions_account_idx',
        'business_subscriptions_business_id_idx',
        'rate_limit_counters_expires_at_idx',
        'contact_messages_created_idx',
        'email_outbox_unsent_idx',
        'email_outbox_sent_at_idx',
        'purchases_expiry_reminder_idx',
        'purchases_purchase_date_idx',
        'redemptions_redeemed_at_idx',
        'businesses_stripe_account_id_key',
        'payouts_one_pending_key',
        'payouts_business_idx',
        'ledger_entries_source_key_unique',
        'ledger_entries_business_occurred_idx',
        'ledger_entries_occurred_idx',
        'businesses_listed_until_idx',
        'staff_members_email_lower_key',
        'staff_members_business_idx',
        'business_locations_business_idx',
        'redemptions_undoes_id_key',
        'redemptions_location_id_idx',
        'business_locations_earth_idx',
        'pictures_pkey',
        'pictures_business_id_idx',
        'favorites_business_idx',
        'reviews_purchase_id_key',
        'reviews_business_visible_idx',
        'reviews_user_id_idx',
        'reviews_created_idx',
      ]),
    );
  });

  it('searches text and places with pg_trgm GIN indexes, on the embedded engine too', async () => {
    const schema = await opened.database.describeSchema();

    expect(schema.extensions).toContain('pg_trgm');
    expect(indexDefinition(schema, 'deals_title_trgm_idx')).toMatch(/USING gin \(title gin_trgm_ops\)/);
    expect(indexDefinition(schema, 'deals_description_trgm_idx')).toMatch(/USING gin \(description gin_trgm_ops\)/);
    expect(indexDefinition(schema, 'businesses_place_trgm_idx')).toMatch(/USING gin .*city.*state.*gin_trgm_ops/);
    for (const column of ['name', 'email', 'city']) {
      expect(indexDefinition(schema, `businesses_${column}_trgm_idx`)).toMatch(new RegExp(`USING gin \\(${column} gin_trgm_ops\\)`));
    }
  });

  it('counts a deal list from its index alone: the catalogue indexes carry the dates and the business', async () => {
    const schema = await opened.database.describeSchema();

    expect(indexDefinition(schema, 'deals_visibility_idx')).toMatch(/\(active, start_date, end_date\) INCLUDE \(business_id\)$/);
    expect(indexDefinition(schema, 'deals_featured_idx')).toMatch(/\(featured, active, id DESC\) INCLUDE \(start_date, end_date, business_id\)$/);
    expect(indexDefinition(schema, 'deals_category_idx')).toMatch(/\(category, id DESC\) INCLUDE \(active, start_date, end_date, business_id\)$/);
  });

  it('finds locations near a point with cube, earthdistance and a GiST index, on the embedded engine too', async () => {
    const schema = await opened.database.describeSchema();

    expect(schema.extensions).toEqual(expect.arrayContaining(['cube', 'earthdistance']));
    expect(indexDefinition(schema, 'business_locations_earth_idx')).toMatch(
      /USING gist \(ll_to_earth\(latitude, longitude\)\) WHERE \(\(archived_at IS NULL\) AND \(latitude IS NOT NULL\)\)/,
    );
  });

  it('keeps the migrations table when the data tables are truncated', async () => {
    const { database } = opened;
    await database.repositories.users.add(aUser());

    await database.truncateAll();

    expect(await database.migrationStatus()).toEqual({ executed: NAMES, pending: [] });
    expect(await database.migrate()).toEqual({ applied: [] });
  });
});

describe('migrations of app instances starting together', () => {
  it.runIf(onPostgres)(
    'apply each migration once when two instances migrate an empty PostgreSQL database at the same time',
    async () => {
      const first = await openTestDatabase({ migrate: false });
      const second = await first.connectAgain();
      try {
        const outcomes = await Promise.all([first.database.migrate(), second.migrate()]);

        expect(outcomes.map((outcome) => outcome.applied).sort((a, b) => b.length - a.length)).toEqual([NAMES, []]);
        expect(await second.migrationStatus()).toEqual({ executed: NAMES, pending: [] });
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
