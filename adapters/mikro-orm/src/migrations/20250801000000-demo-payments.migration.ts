import { Migration } from '@mikro-orm/migrations';

/**
 * The demo payment mode's table (DESIGN.md section 3, payment modes): demo payment intents,
 * subscriptions and customers live in the database, so any app instance can confirm a payment
 * another one started. Constraint names matter: the repository maps unique violations by name.
 */
export class Migration20250801000000DemoPayments extends Migration {
  override up(): void {
    this.addSql(`
      create table "demo_payments" (
        "id" text primary key,
        "kind" text not null,
        "status" text not null,
        "amount_cents" integer not null,
        "metadata" jsonb,
        "customer_id" text,
        "client_secret" text,
        "current_period_start" timestamptz,
        "current_period_end" timestamptz,
        "idempotency_key" text,
        "created_at" timestamptz not null default now(),
        constraint "demo_payments_kind_check" check ("kind" in ('payment_intent', 'subscription', 'customer')),
        constraint "demo_payments_idempotency_key_key" unique ("idempotency_key"),
        constraint "demo_payments_client_secret_key" unique ("client_secret")
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists "demo_payments"');
  }
}
