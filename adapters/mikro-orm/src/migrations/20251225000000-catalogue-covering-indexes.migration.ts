import { Migration } from '@mikro-orm/migrations';

/** Each catalogue index: its name, its key (as before) and what it now carries for the count. */
const COVERING: readonly (readonly [name: string, key: string, include: string])[] = [
  ['deals_visibility_idx', '"active", "start_date", "end_date"', '"business_id"'],
  ['deals_featured_idx', '"featured", "active", "id" desc', '"start_date", "end_date", "business_id"'],
  ['deals_category_idx', '"category", "id" desc', '"active", "start_date", "end_date", "business_id"'],
];

/**
 * The count of a deal list (issue 22) reads every live deal that matches: the whole catalogue for
 * browse, every featured one for home, a category's. Through these indexes it needed each deal's
 * row (its dates and business) from the table; with those columns in the index the count is an
 * index-only scan of a few pages. Same names and keys as before, so every other query plans as it
 * did. pgbench of the count alone on the bench database (10,000 deals, one client): browse
 * 243-270 -> 579-696 statements/s, home's featured 1,068-1,422 -> 1,645-2,273, a category
 * 712-1,024 -> 1,128-1,400.
 */
export class Migration20251225000000CatalogueCoveringIndexes extends Migration {
  override up(): void {
    for (const [name, key, include] of COVERING) {
      this.addSql(`drop index if exists "${name}"`);
      this.addSql(`create index "${name}" on "deals" (${key}) include (${include})`);
    }
  }

  override down(): void {
    for (const [name, key] of COVERING) {
      this.addSql(`drop index if exists "${name}"`);
      this.addSql(`create index "${name}" on "deals" (${key})`);
    }
  }
}
