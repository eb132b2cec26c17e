import { Migration } from '@mikro-orm/migrations';

/**
 * `disabled_at` on users and businesses: set while an account may not sign in (the demo accounts
 * when demo mode is off). The catalogue skips a disabled business's deals through the partial
 * index, which stays tiny: only disabled businesses are in it.
 */
export class Migration20251001000000DisabledAccounts extends Migration {
  override up(): void {
    this.addSql('alter table "users" add column if not exists "disabled_at" timestamptz null');
    this.addSql('alter table "businesses" add column if not exists "disabled_at" timestamptz null');
    this.addSql('create index if not exists "businesses_disabled_idx" on "businesses" ("id") where "disabled_at" is not null');
  }

  override down(): void {
    this.addSql('drop index if exists "businesses_disabled_idx"');
    this.addSql('alter table "businesses" drop column if exists "disabled_at"');
    this.addSql('alter table "users" drop column if exists "disabled_at"');
  }
}
