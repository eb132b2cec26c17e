import { Migration } from '@mikro-orm/migrations';

/** The purchase columns the counters read: an update that changes none of them changes no count. */
const COUNTED = ['business_id', 'status', 'amount_cents', 'business_share_cents', 'platform_fee_cents', 'redemptions_used', 'purchase_date'];

/**
 * The two counter upserts for the purchase rows of `source`, each row signed (+1 for a row written,
 * -1 for a row replaced or deleted), grouped by business (in business order, so two writers lock
 * counter rows in the same order), skipping groups that change nothing. Static SQL: PL/pgSQL plans
 * it once per session and trigger, where a dynamic statement was planned again on every write.
 */
const countPurchases = (source: string) => `
        insert into business_sales_totals as t (business_id, sales, revenue_cents, business_share_cents, platform_fee_cents, redemptions, refunds)
        select * from (
          select business_id,
                 coalesce(sum(sign) filter (where status = 'completed'), 0),
                 coalesce(sum(sign * amount_cents) filter (where status = 'completed'), 0),
                 coalesce(sum(sign * business_share_cents) filter (where status = 'completed'), 0),
                 coalesce(sum(sign * platform_fee_cents) filter (where status = 'completed'), 0),
                 coalesce(sum(sign * redemptions_used), 0),
                 coalesce(sum(sign) filter (where status = 'refunded'), 0)
            from (${source}) c
           group by business_id) d (business_id, sales, revenue_cents, business_share_cents, platform_fee_cents, redemptions, refunds)
         where (sales, revenue_cents, business_share_cents, platform_fee_cents, redemptions, refunds) <> (0, 0, 0, 0, 0, 0)
         order by business_id
        on conflict (business_id) do update set
          sales = t.sales + excluded.sales,
          revenue_cents = t.revenue_cents + excluded.revenue_cents,
          business_share_cents = t.business_share_cents + excluded.business_share_cents,
          platform_fee_cents = t.platform_fee_cents + excluded.platform_fee_cents,
          redemptions = t.redemptions + excluded.redemptions,
          refunds = t.refunds + excluded.refunds;
        insert into business_sales_days as t (business_id, day, sales, revenue_cents, business_share_cents)
        select * from (
          select business_id, (purchase_date at time zone 'UTC')::date, sum(sign), sum(sign * amount_cents), sum(sign * business_share_cents)
            from (${source}) c
           where status = 'completed'
           group by 1, 2) d (business_id, day, sales, revenue_cents, business_share_cents)
         where (sales, revenue_cents, business_share_cents) <> (0, 0, 0)
         order by business_id, day
        on conflict (business_id, day) do update set
          sales = t.sales + excluded.sales,
          revenue_cents = t.revenue_cents + excluded.revenue_cents,
          business_share_cents = t.business_share_cents + excluded.business_share_cents;`;

/** A redeem line that no undo line names (as the redemption repository's STANDING). */
const STANDING = `r.kind = 'redeem' and not exists (select 1 from redemptions u where u.undoes_id = r.id)`;

/** Sets the recorded bills of the businesses of `source` (rows with a business_id) to a recount of their standing lines. */
const recountBills = (source: string) => `
        insert into business_sales_totals as t (business_id, recorded_bills_cents)
        select b.business_id, (select coalesce(sum(r.bill_cents), 0) from redemptions r where r.business_id = b.business_id and ${STANDING})
          from (${source}) b
         order by b.business_id
        on conflict (business_id) do update set recorded_bills_cents = excluded.recorded_bills_cents;`;

/** A trigger function of `body` (static SQL). */
const triggerFunction = (name: string, body: string) => `
      create or replace function ${name}() returns trigger language plpgsql as $$
      begin${body}
        return null;
      end
      $$`;

/** Each trigger: its table, name, event, transition tables and function. */
const TRIGGERS: readonly (readonly [table: string, name: string, event: string, transitions: string, fn: string])[] = [
  ['purchases', 'purchases_count_sales_insert', 'insert', 'referencing new table as new_rows', 'purchases_count_inserted'],
  ['purchases', 'purchases_count_sales_update', 'update', '', 'purchases_count_updated'],
  ['purchases', 'purchases_count_sales_delete', 'delete', 'referencing old table as old_rows', 'purchases_count_deleted'],
  ['purchases', 'purchases_count_sales_truncate', 'truncate', '', 'sales_counters_truncated'],
  ['redemptions', 'redemptions_count_bills_insert', 'insert', 'referencing new table as new_rows', 'redemptions_count_inserted'],
  ['redemptions', 'redemptions_count_bills_update', 'update', 'referencing new table as new_rows old table as old_rows', 'redemptions_recount_updated'],
  ['redemptions', 'redemptions_count_bills_delete', 'delete', 'referencing old table as old_rows', 'redemptions_recount_deleted'],
  ['redemptions', 'redemptions_count_bills_truncate', 'truncate', '', 'sales_counters_truncated'],
  ['ledger_entries', 'ledger_entries_count_kinds_insert', 'insert', 'referencing new table as new_rows', 'ledger_entries_count_kinds'],
  ['ledger_entries', 'ledger_entries_count_kinds_truncate', 'truncate', '', 'sales_counters_truncated'],
];

/**
 * Figures that stay flat as the data grows (issue 22): the business's stats and the admin's
 * platform figures summed every purchase, ledger row and redemption line on each request, so their
 * time grew with the sales. They now read pre-aggregated counters, one row per business (and per
 * business and UTC day, and per business and ledger kind), kept by triggers in the same
 * transaction as the write, whichever code path writes (the app, the bulk seed, a migration, SQL by
 * hand): a rolled-back write rolls its counts back with it. Inserts and deletes, which may carry many
 * rows (the bulk seed), fire once per statement over their transition table; an update of a purchase
 * fires per row, and only when it changes a counted column.
 *
 * - `business_sales_totals`: a business's completed sales and their money, uses spent, refunds
 *   (from `purchases`) and the bills recorded with uses not undone (from `redemptions`).
 * - `business_sales_days`: completed sales per business and UTC day (the stats' daily series).
 * - `ledger_kind_totals`: the ledger summed per business and kind.
 *
 * Each trigger adds the signed changes it sees grouped by business. A business's concurrent writes
 * wait for each other on its counter row until commit; those of different businesses do not. The
 * platform's figures sum one row per business.
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

    this.addSql(triggerFunction('purchases_count_inserted', countPurchases('select 1 as sign, n.* from new_rows n')));
    this.addSql(triggerFunction('purchases_count_deleted', countPurchases('select -1 as sign, o.* from old_rows o')));
    // A row trigger: the app changes one purchase at a time (a status, the uses spent).
    this.addSql(triggerFunction('purchases_count_updated', countPurchases('select 1 as sign, new.* union all select -1, old.*')));
    this.addSql(
      triggerFunction(
        'redemptions_count_inserted',
        `
        insert into business_sales_totals as t (business_id, recorded_bills_cents)
        select business_id, sum(bill_cents)
          from (select n.business_id, n.bill_cents from new_rows n where n.kind = 'redeem' and n.bill_cents is not null
                union all
                select r.business_id, -r.bill_cents from new_rows n join redemptions r on r.id = n.undoes_id
                 where n.kind = 'undo' and r.bill_cents is not null) c
         group by business_id
        having sum(bill_cents) <> 0
         order by business_id
        on conflict (business_id) do update set recorded_bills_cents = t.recorded_bills_cents + excluded.recorded_bills_cents;`,
      ),
    );
    this.addSql(triggerFunction('redemptions_recount_updated', recountBills('select business_id from old_rows union select business_id from new_rows')));
    this.addSql(triggerFunction('redemptions_recount_deleted', recountBills('select distinct business_id from old_rows')));

    this.addSql(
      triggerFunction(
        'ledger_entries_count_kinds',
        `
        insert into ledger_kind_totals as t (business_id, kind, total_cents)
        select business_id, kind, sum(amount_cents) from new_rows group by business_id, kind order by business_id, kind
        on conflict (business_id, kind) do update set total_cents = t.total_cents + excluded.total_cents;`,
      ),
    );
    this.addSql(
      triggerFunction(
        'sales_counters_truncated',
        `
        if tg_table_name = 'purchases' then
          update business_sales_totals set sales = 0, revenue_cents = 0, business_share_cents = 0, platform_fee_cents = 0, redemptions = 0, refunds = 0;
          delete from business_sales_days;
        elsif tg_table_name = 'redemptions' then
          update business_sales_totals set recorded_bills_cents = 0;
        else
          delete from ledger_kind_totals;
        end if;`,
      ),
    );

    const changed = `(${COUNTED.map((column) => `old.${column}`).join(', ')}) is distinct from (${COUNTED.map((column) => `new.${column}`).join(', ')})`;
    for (const [table, name, event, transitions, fn] of TRIGGERS) {
      this.addSql(`drop trigger if exists "${name}" on "${table}"`);
      const each = fn === 'purchases_count_updated' ? `for each row when (${changed})` : 'for each statement';
      this.addSql(`create trigger "${name}" after ${event} on "${table}" ${transitions} ${each} execute function ${fn}()`);
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
    for (const [table, name] of TRIGGERS) this.addSql(`drop trigger if exists "${name}" on "${table}"`);
    for (const fn of new Set(TRIGGERS.map(([, , , , fn]) => fn))) this.addSql(`drop function if exists ${fn}()`);
    this.addSql('drop table if exists "ledger_kind_totals"');
    this.addSql('drop table if exists "business_sales_days"');
    this.addSql('drop table if exists "business_sales_totals"');
  }
}
