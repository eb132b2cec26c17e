import { Migration } from '@mikro-orm/migrations';

/** The change rows of a statement-level trigger, signed: +1 for the rows written, -1 for the rows replaced or deleted. */
const SIGNED_CHANGES = `case tg_op
      when 'INSERT' then 'select 1 as sign, * from new_rows'
      when 'DELETE' then 'select -1 as sign, * from old_rows'
      else 'select 1 as sign, * from new_rows union all select -1, * from old_rows' end`;

/** A redeem line that no undo line names (as the redemption repository's STANDING). */
const STANDING = `r.kind = 'redeem' and not exists (select 1 from redemptions u where u.undoes_id = r.id)`;

/**
 * Figures that stay flat as the data grows (issue 22): the business's stats and the admin's
 * platform figures summed every purchase, ledger row and redemption line on each request, so their
 * time grew with the sales. They now read pre-aggregated counters, one row per business (and per
 * business and UTC day, and per business and ledger kind), kept by statement-level triggers in the
 * same transaction as the write, whichever code path writes (the app, the bulk seed, a migration,
 * SQL by hand): a rolled-back write rolls its counts back with it.
 *
 * - `business_sales_totals`: a business's completed sales and their money, uses spent, refunds
 *   (from `purchases`) and the bills recorded with uses not undone (from `redemptions`).
 * - `business_sales_days`: completed sales per business and UTC day (the stats' daily series).
 * - `ledger_kind_totals`: the ledger summed per business and kind.
 *
 * Each trigger adds the signed changes of its statement grouped by business (in business order, so
 * two writers lock counter rows in the same order), skipping groups that change nothing. A
 * business's concurrent writes wait for each other on its counter row until commit; those of
 * different businesses do not. The platform's figures sum one row per business.
 *
 * `redemptions` is an append-only log in the app (an undo is a new line); an update or delete made
 * by hand recounts the affected businesses' bills. A TRUNCATE of a counted table clears what it fed.
 * The triggers are created before the backfill: creating them locks the tables against writes until
 * the migration commits, so no write falls between the count and the first trigger.
 */
export class Migration20251224000000SalesCounters extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "business_sales_totals" (
        "business_id" integer primary key references "businesses" ("id") on delete cascade,
        "sales" integer not null default 0,
        "revenue_cents" bigint not null default 0,
        "business_share_cents" bigint not null default 0,
        "platform_fee_cents" bigint not null default 0,
        "redemptions" bigint not null default 0,
        "refunds" integer not null default 0,
        "recorded_bills_cents" bigint not null default 0
      )`);
    this.addSql(`
      create table if not exists "business_sales_days" (
        "business_id" integer not null references "businesses" ("id") on delete cascade,
        "day" date not null,
        "sales" integer not null default 0,
        "revenue_cents" bigint not null default 0,
        "business_share_cents" bigint not null default 0,
        primary key ("business_id", "day")
      )`);
    this.addSql(`
      create table if not exists "ledger_kind_totals" (
        "business_id" integer not null references "businesses" ("id") on delete cascade,
        "kind" text not null,
        "total_cents" bigint not null default 0,
        primary key ("business_id", "kind")
      )`);

    this.addSql(`
      create or replace function purchases_count_sales() returns trigger language plpgsql as $$
      declare
        changes text := ${SIGNED_CHANGES};
      begin
        execute format($sql$
          insert into business_sales_totals as t (business_id, sales, revenue_cents, business_share_cents, platform_fee_cents, redemptions, refunds)
          select * from (
            select business_id,
                   coalesce(sum(sign) filter (where status = 'completed'), 0),
                   coalesce(sum(sign * amount_cents) filter (where status = 'completed'), 0),
                   coalesce(sum(sign * business_share_cents) filter (where status = 'completed'), 0),
                   coalesce(sum(sign * platform_fee_cents) filter (where status = 'completed'), 0),
                   coalesce(sum(sign * redemptions_used), 0),
                   coalesce(sum(sign) filter (where status = 'refunded'), 0)
              from (%s) c
             group by business_id) d (business_id, sales, revenue_cents, business_share_cents, platform_fee_cents, redemptions, refunds)
           where (sales, revenue_cents, business_share_cents, platform_fee_cents, redemptions, refunds) <> (0, 0, 0, 0, 0, 0)
           order by business_id
          on conflict (business_id) do update set
            sales = t.sales + excluded.sales,
            revenue_cents = t.revenue_cents + excluded.revenue_cents,
            business_share_cents = t.business_share_cents + excluded.business_share_cents,
            platform_fee_cents = t.platform_fee_cents + excluded.platform_fee_cents,
            redemptions = t.redemptions + excluded.redemptions,
            refunds = t.refunds + excluded.refunds$sql$, changes);
        execute format($sql$
          insert into business_sales_days as t (business_id, day, sales, revenue_cents, business_share_cents)
          select * from (
            select business_id, (purchase_date at time zone 'UTC')::date, sum(sign), sum(sign * amount_cents), sum(sign * business_share_cents)
              from (%s) c
             where status = 'completed'
             group by 1, 2) d (business_id, day, sales, revenue_cents, business_share_cents)
           where (sales, revenue_cents, business_share_cents) <> (0, 0, 0)
           order by business_id, day
          on conflict (business_id, day) do update set
            sales = t.sales + excluded.sales,
            revenue_cents = t.revenue_cents + excluded.revenue_cents,
            business_share_cents = t.business_share_cents + excluded.business_share_cents$sql$, changes);
        return null;
      end
      $$`);

    this.addSql(`
      create or replace function redemptions_count_bills() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into business_sales_totals as t (business_id, recorded_bills_cents)
          select business_id, sum(bill_cents)
            from (select n.business_id, n.bill_cents from new_rows n where n.kind = 'redeem' and n.bill_cents is not null
                  union all
                  select r.business_id, -r.bill_cents from new_rows n join redemptions r on r.id = n.undoes_id
                   where n.kind = 'undo' and r.bill_cents is not null) c
           group by business_id
          having sum(bill_cents) <> 0
           order by business_id
          on conflict (business_id) do update set recorded_bills_cents = t.recorded_bills_cents + excluded.recorded_bills_cents;
        else
          execute format($sql$
            insert into business_sales_totals as t (business_id, recorded_bills_cents)
            select b.business_id, (select coalesce(sum(r.bill_cents), 0) from redemptions r where r.business_id = b.business_id and ${STANDING})
              from (%s) b
             order by b.business_id
            on conflict (business_id) do update set recorded_bills_cents = excluded.recorded_bills_cents$sql$,
            case tg_op when 'DELETE' then 'select business_id from old_rows' else 'select business_id from old_rows union select business_id from new_rows' end);
        end if;
        return null;
      end
      $$`);

    this.addSql(`
      create or replace function ledger_entries_count_kinds() returns trigger language plpgsql as $$
      begin
        insert into ledger_kind_totals as t (business_id, kind, total_cents)
        select business_id, kind, sum(amount_cents) from new_rows group by business_id, kind order by business_id, kind
        on conflict (business_id, kind) do update set total_cents = t.total_cents + excluded.total_cents;
        return null;
      end
      $$`);

    this.addSql(`
      create or replace function sales_counters_truncated() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'purchases' then
          update business_sales_totals set sales = 0, revenue_cents = 0, business_share_cents = 0, platform_fee_cents = 0, redemptions = 0, refunds = 0;
          delete from business_sales_days;
        elsif tg_table_name = 'redemptions' then
          update business_sales_totals set recorded_bills_cents = 0;
        else
          delete from ledger_kind_totals;
        end if;
        return null;
      end
      $$`);

    const triggers: [table: string, name: string, timing: string, fn: string][] = [
      ['purchases', 'purchases_count_sales_insert', 'after insert on "purchases" referencing new table as new_rows', 'purchases_count_sales'],
      ['purchases', 'purchases_count_sales_update', 'after update on "purchases" referencing new table as new_rows old table as old_rows', 'purchases_count_sales'],
      ['purchases', 'purchases_count_sales_delete', 'after delete on "purchases" referencing old table as old_rows', 'purchases_count_sales'],
      ['purchases', 'purchases_count_sales_truncate', 'after truncate on "purchases"', 'sales_counters_truncated'],
      ['redemptions', 'redemptions_count_bills_insert', 'after insert on "redemptions" referencing new table as new_rows', 'redemptions_count_bills'],
      ['redemptions', 'redemptions_count_bills_update', 'after update on "redemptions" referencing new table as new_rows old table as old_rows', 'redemptions_count_bills'],
      ['redemptions', 'redemptions_count_bills_delete', 'after delete on "redemptions" referencing old table as old_rows', 'redemptions_count_bills'],
      ['redemptions', 'redemptions_count_bills_truncate', 'after truncate on "redemptions"', 'sales_counters_truncated'],
      ['ledger_entries', 'ledger_entries_count_kinds_insert', 'after insert on "ledger_entries" referencing new table as new_rows', 'ledger_entries_count_kinds'],
      ['ledger_entries', 'ledger_entries_count_kinds_truncate', 'after truncate on "ledger_entries"', 'sales_counters_truncated'],
    ];
    for (const [table, name, timing, fn] of triggers) {
      this.addSql(`drop trigger if exists "${name}" on "${table}"`);
      this.addSql(`create trigger "${name}" ${timing} for each statement execute function ${fn}()`);
    }

    // The backfill: a recount, so running it again (or over rows the triggers counted) sets the same figures.
    this.addSql(`
      insert into business_sales_totals (business_id, sales, revenue_cents, business_share_cents, platform_fee_cents, redemptions, refunds)
      select business_id,
             count(*) filter (where status = 'completed'),
             coalesce(sum(amount_cents) filter (where status = 'completed'), 0),
             coalesce(sum(business_share_cents) filter (where status = 'completed'), 0),
             coalesce(sum(platform_fee_cents) filter (where status = 'completed'), 0),
             coalesce(sum(redemptions_used), 0),
             count(*) filter (where status = 'refunded')
        from purchases
       group by business_id
      on conflict (business_id) do update set
        sales = excluded.sales, revenue_cents = excluded.revenue_cents, business_share_cents = excluded.business_share_cents,
        platform_fee_cents = excluded.platform_fee_cents, redemptions = excluded.redemptions, refunds = excluded.refunds`);
    this.addSql('delete from business_sales_days');
    this.addSql(`
      insert into business_sales_days (business_id, day, sales, revenue_cents, business_share_cents)
      select business_id, (purchase_date at time zone 'UTC')::date, count(*), sum(amount_cents), sum(business_share_cents)
        from purchases
       where status = 'completed'
       group by 1, 2`);
    this.addSql(`
      insert into business_sales_totals (business_id, recorded_bills_cents)
      select r.business_id, sum(r.bill_cents) from redemptions r where r.bill_cents is not null and ${STANDING} group by r.business_id
      on conflict (business_id) do update set recorded_bills_cents = excluded.recorded_bills_cents`);
    this.addSql('delete from ledger_kind_totals');
    this.addSql(`
      insert into ledger_kind_totals (business_id, kind, total_cents)
      select business_id, kind, sum(amount_cents) from ledger_entries group by business_id, kind`);

    // A customer's recorded bills (the savings on their purchases list) by their own index, not a scan of every line.
    this.addSql('create index if not exists "redemptions_user_bills_idx" on "redemptions" ("user_id", "id") where "bill_cents" is not null');
  }

  override down(): void {
    this.addSql('drop index if exists "redemptions_user_bills_idx"');
    for (const [table, name] of [
      ['purchases', 'purchases_count_sales_insert'],
      ['purchases', 'purchases_count_sales_update'],
      ['purchases', 'purchases_count_sales_delete'],
      ['purchases', 'purchases_count_sales_truncate'],
      ['redemptions', 'redemptions_count_bills_insert'],
      ['redemptions', 'redemptions_count_bills_update'],
      ['redemptions', 'redemptions_count_bills_delete'],
      ['redemptions', 'redemptions_count_bills_truncate'],
      ['ledger_entries', 'ledger_entries_count_kinds_insert'],
      ['ledger_entries', 'ledger_entries_count_kinds_truncate'],
    ]) {
      this.addSql(`drop trigger if exists "${name}" on "${table}"`);
    }
    this.addSql('drop function if exists purchases_count_sales()');
    this.addSql('drop function if exists redemptions_count_bills()');
    this.addSql('drop function if exists ledger_entries_count_kinds()');
    this.addSql('drop function if exists sales_counters_truncated()');
    this.addSql('drop table if exists "ledger_kind_totals"');
    this.addSql('drop table if exists "business_sales_days"');
    this.addSql('drop table if exists "business_sales_totals"');
  }
}
