import { Migration } from '@mikro-orm/migrations';

/**
 * The subscription keeps deals listed (DESIGN.md 10.5). `businesses.verified_at` and
 * `trial_ends_at` (30 free days from verification) and `listed_until`, the one column the
 * catalogue filters on; `business_subscriptions.cancel_at_period_end` and `payment_failed_at` (the
 * start of the 7-day grace); `demo_payments.cancel_at_period_end` for the demo subscription.
 *
 * Businesses verified before this release have no recorded verification time (it stays null):
 * their free 30 days run from the release, so no deal leaves the catalogue without a month's notice,
 * or longer when an active subscription keeps them listed longer.
 */
export class Migration20251212000000SubscriptionListing extends Migration {
  override up(): void {
    this.addSql(`
      alter table "businesses"
        add column if not exists "verified_at" timestamptz,
        add column if not exists "trial_ends_at" timestamptz,
        add column if not exists "listed_until" timestamptz`);
    this.addSql(`
      alter table "business_subscriptions"
        add column if not exists "cancel_at_period_end" boolean not null default false,
        add column if not exists "payment_failed_at" timestamptz`);
    this.addSql('alter table "demo_payments" add column if not exists "cancel_at_period_end" boolean not null default false');
    // The catalogue's probe finds the hidden businesses (null, or a listing ended) in this index.
    this.addSql('create index if not exists "businesses_listed_until_idx" on "businesses" ("listed_until")');
    this.addSql(`
      update "businesses"
         set "trial_ends_at" = now() + interval '30 days',
             "listed_until" = greatest(
               now() + interval '30 days',
               case when "subscription_active" then "subscription_expires_at" + interval '1 day' end)
       where "verified" and "trial_ends_at" is null`);
  }

  override down(): void {
    this.addSql('drop index if exists "businesses_listed_until_idx"');
    this.addSql('alter table "demo_payments" drop column if exists "cancel_at_period_end"');
    this.addSql(`
      alter table "business_subscriptions"
        drop column if exists "payment_failed_at",
        drop column if exists "cancel_at_period_end"`);
    this.addSql(`
      alter table "businesses"
        drop column if exists "listed_until",
        drop column if exists "trial_ends_at",
        drop column if exists "verified_at"`);
  }
}
