import { Migration } from '@mikro-orm/migrations';

/**
 * The redemption log at the till (DESIGN.md 10.6): every line records where (`location_id`, null for
 * the customer's own redemption and for lines written before locations), and may record the bill
 * total (`bill_cents`, whole cents, positive, at most $100,000.00).
 *
 * Undo keeps both lines: `kind` is `redeem` or `undo`; an undo line names the redeem line it cancels
 * (`undoes_id`, unique: a redemption is undone at most once), carries the `reason`, and its
 * `redeemed_by_*` and `redeemed_at` say who undid it and when. Counting uses from the log means
 * counting redeem lines that no undo line names.
 */
export class Migration20251217000000RedemptionLogTill extends Migration {
  override up(): void {
    this.addSql('alter table "redemptions" add column if not exists "kind" text not null default \'redeem\'');
    this.addSql('alter table "redemptions" add column if not exists "location_id" integer null');
    this.addSql('alter table "redemptions" add column if not exists "bill_cents" integer null');
    this.addSql('alter table "redemptions" add column if not exists "undoes_id" integer null');
    this.addSql('alter table "redemptions" add column if not exists "reason" text null');
    this.addSql('alter table "redemptions" drop constraint if exists "redemptions_location_id_fkey"');
    this.addSql('alter table "redemptions" add constraint "redemptions_location_id_fkey" foreign key ("location_id") references "business_locations" ("id")');
    this.addSql('alter table "redemptions" drop constraint if exists "redemptions_undoes_id_fkey"');
    this.addSql('alter table "redemptions" add constraint "redemptions_undoes_id_fkey" foreign key ("undoes_id") references "redemptions" ("id")');
    this.addSql('alter table "redemptions" drop constraint if exists "redemptions_kind_check"');
    this.addSql(`alter table "redemptions" add constraint "redemptions_kind_check" check (
      ("kind" = 'redeem' and "undoes_id" is null and "reason" is null)
      or ("kind" = 'undo' and "undoes_id" is not null and "reason" is not null and "bill_cents" is null))`);
    this.addSql('alter table "redemptions" drop constraint if exists "redemptions_bill_cents_check"');
    this.addSql('alter table "redemptions" add constraint "redemptions_bill_cents_check" check ("bill_cents" > 0 and "bill_cents" <= 10000000)');
    this.addSql('create unique index if not exists "redemptions_undoes_id_key" on "redemptions" ("undoes_id")');
    this.addSql('create index if not exists "redemptions_location_id_idx" on "redemptions" ("location_id") where "location_id" is not null');
  }

  override down(): void {
    this.addSql(`
      update "purchases" p set "redemptions_used" = p."redemptions_used" + u."undone", "redeemed" = p."redemptions_used" + u."undone" >= p."redemptions"
        from (select "purchase_id", count(*)::int as "undone" from "redemptions" where "kind" = 'undo' group by "purchase_id") u
       where p."id" = u."purchase_id"`);
    this.addSql(`delete from "redemptions" where "kind" = 'undo'`);
    this.addSql('drop index if exists "redemptions_location_id_idx"');
    this.addSql('drop index if exists "redemptions_undoes_id_key"');
    this.addSql('alter table "redemptions" drop constraint if exists "redemptions_bill_cents_check"');
    this.addSql('alter table "redemptions" drop constraint if exists "redemptions_kind_check"');
    this.addSql('alter table "redemptions" drop constraint if exists "redemptions_undoes_id_fkey"');
    this.addSql('alter table "redemptions" drop constraint if exists "redemptions_location_id_fkey"');
    for (const column of ['reason', 'undoes_id', 'bill_cents', 'location_id', 'kind']) {
      this.addSql(`alter table "redemptions" drop column if exists "${column}"`);
    }
  }
}
