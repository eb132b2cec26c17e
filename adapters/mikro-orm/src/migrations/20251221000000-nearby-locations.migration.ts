import { Migration } from '@mikro-orm/migrations';

/**
 * Near me (DESIGN.md 10.7): the catalogue measures from the shopper's place to each business's
 * locations with the `cube` and `earthdistance` extensions (PostgreSQL's contrib; the embedded
 * engine loads both, see mikro-orm-database.ts). Both are trusted extensions, so a database owner
 * without superuser rights may create them. The GiST index serves `earth_box(...) @> ll_to_earth(...)`
 * for the active locations that have coordinates: exactly the rows and the expression the deal
 * repository's near filter asks for, so keep the two in step. `ll_to_earth` is declared IMMUTABLE
 * by earthdistance, which an index expression requires.
 */
export class Migration20251221000000NearbyLocations extends Migration {
  override up(): void {
    this.addSql('create extension if not exists cube');
    this.addSql('create extension if not exists earthdistance');
    this.addSql(`
      create index if not exists "business_locations_earth_idx" on "business_locations"
        using gist (ll_to_earth("latitude", "longitude"))
        where "archived_at" is null and "latitude" is not null`);
  }

  override down(): void {
    this.addSql('drop index if exists "business_locations_earth_idx"');
    this.addSql('drop extension if exists earthdistance');
    this.addSql('drop extension if exists cube');
  }
}
