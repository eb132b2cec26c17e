import { Migration } from '@mikro-orm/migrations';

/**
 * `favorites`: the businesses each customer saved with the heart (DESIGN.md 10.7), one row per
 * customer and business (the primary key makes a repeated save a no-op). The primary key serves a
 * customer's list; `favorites_business_idx` (business, user) serves the follower count and the
 * new-deal email's keyset pages. `email_preferences.favorite_deals`: the customer's consent to
 * that email, off unless they turn it on.
 */
export class Migration20251220000000Favorites extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "favorites" (
        "user_id" integer not null references "users" ("id") on delete cascade,
        "business_id" integer not null references "businesses" ("id") on delete cascade,
        "created_at" timestamptz not null,
        primary key ("user_id", "business_id")
      )`);
    this.addSql('create index if not exists "favorites_business_idx" on "favorites" ("business_id", "user_id")');
    this.addSql('alter table "email_preferences" add column if not exists "favorite_deals" boolean not null default false');
  }

  override down(): void {
    this.addSql('alter table "email_preferences" drop column if exists "favorite_deals"');
    this.addSql('drop table if exists "favorites"');
  }
}
