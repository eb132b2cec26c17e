import { Migration } from '@mikro-orm/migrations';

/**
 * The screenshot-proof pass (DESIGN.md 10.6): every purchase gets `pass_secret`, the key of the
 * HMAC its cashier view's QR carries (256 random bits, base64url, 43 characters). The application
 * sets it on issue from the code generator; the default (SHA-256 of three random UUIDs, built into
 * both PostgreSQL and PGlite, no extension needed) fills every existing row with its own value when
 * the column is added, and any row written without one (bulk loads, raw test inserts).
 */
export class Migration20251218000000PurchasePassSecret extends Migration {
  override up(): void {
    this.addSql(`
      alter table "purchases" add column if not exists "pass_secret" text not null
        default translate(encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'base64'), '+/=', '-_')`);
  }

  override down(): void {
    this.addSql('alter table "purchases" drop column if exists "pass_secret"');
  }
}
