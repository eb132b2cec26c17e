import { Migration } from '@mikro-orm/migrations';

/**
 * `business_email_preferences`: a business's choice of the emails it may turn off (the weekly
 * summary), one row per business once it changes it (core's defaults apply until then).
 * `purchases_expiry_reminder_idx`: the expiry reminders' hourly scan of completed purchases with
 * uses left by expiry, which stays small (used-up and refunded purchases are not in it).
 * `redemptions_redeemed_at_idx`: the weekly summary counts every business's uses of one week.
 */
export class Migration20251203000000EmailNotices extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "business_email_preferences" (
        "business_id" integer primary key references "businesses" ("id") on delete cascade,
        "weekly_summary" boolean not null,
        "updated_at" timestamptz not null
      )`);
    this.addSql(`
      create index if not exists "purchases_expiry_reminder_idx" on "purchases" ("expiry_date")
       where "status" = 'completed' and "redemptions_used" < "redemptions"`);
    this.addSql('create index if not exists "purchases_purchase_date_idx" on "purchases" ("purchase_date")');
    this.addSql('create index if not exists "redemptions_redeemed_at_idx" on "redemptions" ("redeemed_at")');
  }

  override down(): void {
    this.addSql('drop index if exists "redemptions_redeemed_at_idx"');
    this.addSql('drop index if exists "purchases_purchase_date_idx"');
    this.addSql('drop index if exists "purchases_expiry_reminder_idx"');
    this.addSql('drop table if exists "business_email_preferences"');
  }
}
