import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 16, points 5 and 10.
 *
 * Categories: one shared list (core/src/deals/domain/category.ts). The Cash to Discount wizard's
 * "Food & Drink" and "Health & Wellness" become Restaurant and Wellness, so the storefront's filters
 * find those deals; any other name outside the list becomes Other. "Services" joins the list.
 *
 * Prices: a slider deal with discount steps offers exactly one price per step, $5 apart from its
 * minimum price. A stored maximum past the last step (a $5–$50 wizard deal with six steps) is
 * lowered to that last step's price, the price the merchant's preview ended at.
 */
export class Migration20251111000000SharedCategoriesOfferedPrices extends Migration {
  override up(): void {
    this.addSql(`update "deals" set "category" = 'Restaurant' where "category" = 'Food & Drink'`);
    this.addSql(`update "deals" set "category" = 'Wellness' where "category" = 'Health & Wellness'`);
    this.addSql(
      `update "deals" set "category" = 'Other' where "category" not in ` +
        `('Restaurant', 'Café', 'Retail', 'Wellness', 'Fitness', 'Beauty', 'Entertainment', 'Services', 'Other')`,
    );
    this.addSql(`delete from "categories" where "name" in ('Food & Drink', 'Health & Wellness')`);
    this.addSql(`insert into "categories" ("name") values ('Services') on conflict ("name") do nothing`);
    // jsonb_array_length fails on a non-array, and SQL does not promise to test jsonb_typeof first.
    const stepCount = `(case when jsonb_typeof("discount_steps") = 'array' then jsonb_array_length("discount_steps") else 0 end)`;
    const lastStepPrice = `coalesce("min_price_cents", 500) + 500 * (${stepCount} - 1)`;
    this.addSql(
      `update "deals" set "max_price_cents" = ${lastStepPrice} ` +
        `where "is_slider_deal" and ${stepCount} > 0 and "max_price_cents" > ${lastStepPrice}`,
    );
  }

  override down(): void {
    // Irreversible data fixes: the previous names and maximum prices are not kept.
  }
}
