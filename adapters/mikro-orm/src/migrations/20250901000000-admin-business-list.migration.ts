import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the admin's business list (GET /api/admin/businesses): newest first within the
 * verified filter, and the substring search on name, email and city (ILIKE '%...%' can only use
 * trigram indexes; created only where pg_trgm is installed, as in the initial schema).
 */
export class Migration20250901000000AdminBusinessList extends Migration {
  override up(): void {
    this.addSql(`create index if not exists "businesses_verified_idx" on "businesses" ("verified", "id" desc)`);
    this.addSql(`
      do $$
      begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index if not exists "businesses_name_trgm_idx" on "businesses" using gin ("name" gin_trgm_ops);
          create index if not exists "businesses_email_trgm_idx" on "businesses" using gin ("email" gin_trgm_ops);
          create index if not exists "businesses_city_trgm_idx" on "businesses" using gin ("city" gin_trgm_ops);
        end if;
      end
      $$`);
  }

  override down(): void {
    this.addSql(
      'drop index if exists "businesses_city_trgm_idx", "businesses_email_trgm_idx", "businesses_name_trgm_idx", "businesses_verified_idx"',
    );
  }
}
