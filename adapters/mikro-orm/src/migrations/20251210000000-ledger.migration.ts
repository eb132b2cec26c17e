import { Migration } from '@mikro-orm/migrations';

const KINDS = ['sale', 'platform_fee', 'refund', 'fee_refund', 'dispute', 'dispute_fee_refund', 'transfer', 'transfer_reversal', 'bank_payout', 'subscription_charge'];

/**
 * `ledger_entries`: the append-only ledger of money movements (DESIGN.md 10.5). `source_key` is
 * unique, so a replayed webhook or a retried job books nothing twice; the checks keep every amount a
 * non-zero integer of the kind's sign. Appends only: an update or delete is refused by a trigger.
 *
 * Backfill: every paid purchase recorded before the ledger existed (completed or refunded) gets its
 * sale and platform fee, and a refunded one its refund and the fee given back, dated at the
 * purchase (the purchases table does not keep when a refund happened). A destination charge's
 * automatic transfer cannot be told apart from the old rows, and no business could connect before
 * this release, so none is booked.
 */
export class Migration20251210000000Ledger extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "ledger_entries" (
        "id" serial primary key,
        "business_id" integer not null references "businesses" ("id"),
        "kind" text not null check ("kind" in (${KINDS.map((kind) => `'${kind}'`).join(', ')})),
        "amount_cents" integer not null check ("amount_cents" <> 0),
        "source_key" text not null,
        "purchase_id" integer null references "purchases" ("id"),
        "provider_object_id" text null,
        "occurred_at" timestamptz not null,
        "created_at" timestamptz not null,
        constraint "ledger_entries_sign_check" check (
          case when "kind" in ('sale', 'fee_refund', 'dispute_fee_refund', 'transfer_reversal', 'bank_payout', 'subscription_charge')
               then "amount_cents" > 0 else "amount_cents" < 0 end)
      )`);
    this.addSql('create unique index if not exists "ledger_entries_source_key_unique" on "ledger_entries" ("source_key")');
    this.addSql('create index if not exists "ledger_entries_business_occurred_idx" on "ledger_entries" ("business_id", "occurred_at")');
    this.addSql('create index if not exists "ledger_entries_occurred_idx" on "ledger_entries" ("occurred_at")');
    this.addSql(`
      create or replace function ledger_entries_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger_entries is append-only';
      end
      $$`);
    this.addSql('drop trigger if exists "ledger_entries_append_only" on "ledger_entries"');
    this.addSql(`
      create trigger "ledger_entries_append_only" before update or delete on "ledger_entries"
      for each row execute function ledger_entries_append_only()`);
    for (const [kind, sign, amount, statuses] of [
      ['sale', '', 'amount_cents', `'completed', 'refunded'`],
      ['platform_fee', '-', 'platform_fee_cents', `'completed', 'refunded'`],
      ['refund', '-', 'amount_cents', `'refunded'`],
      ['fee_refund', '', 'platform_fee_cents', `'refunded'`],
    ] as const) {
      this.addSql(`
        insert into "ledger_entries" ("business_id", "kind", "amount_cents", "source_key", "purchase_id", "provider_object_id", "occurred_at", "created_at")
        select "business_id", '${kind}', ${sign}"${amount}", '${kind}:purchase:' || "id", "id", "stripe_payment_intent_id", "purchase_date", now()
          from "purchases"
         where "status" in (${statuses}) and "${amount}" <> 0
        on conflict ("source_key") do nothing`);
    }
  }

  override down(): void {
    this.addSql('drop table if exists "ledger_entries"');
    this.addSql('drop function if exists ledger_entries_append_only()');
  }
}
