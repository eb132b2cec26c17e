import { Migration } from '@mikro-orm/migrations';

/**
 * The Redemptions list of a day (issue 22) reads a business's redeem lines of the day newest first,
 * a page of 50, and counts them. Every query on the business's lines asks for redeem lines only
 * (the list, its count, the weekly summary's uses, the count of uses), so the index now holds only
 * those, in the list's order (the time, then the id: read backwards it is the page's order) and
 * with the list's filters (location, who redeemed), so the count is an index-only scan.
 * Measured at 1,000,000 purchases (216 lines today of a business with 100,000 sales): the page's
 * statement 1.5 -> 0.45 ms, its count 0.13 -> 0.04 ms.
 */
export class Migration20251226000000RedemptionsLogIndex extends Migration {
  override up(): void {
    this.addSql(`drop index if exists "redemptions_business_id_idx"`);
    this.addSql(
      `create index "redemptions_business_id_idx" on "redemptions" ("business_id", "redeemed_at", "id") ` +
        `include ("location_id", "redeemed_by_type", "redeemed_by_id") where "kind" = 'redeem'`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "redemptions_business_id_idx"`);
    this.addSql(`create index "redemptions_business_id_idx" on "redemptions" ("business_id", "redeemed_at")`);
  }
}
