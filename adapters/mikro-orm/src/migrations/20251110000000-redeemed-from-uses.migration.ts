import { Migration } from '@mikro-orm/migrations';

/**
 * DESIGN.md 10.3: a purchase is redeemed only when every use is spent. Rows written before that
 * rule may carry `redeemed = true` after the first of several uses; the flag is set again from the
 * uses (the domain derives it anyway, this keeps the table honest for its other readers).
 */
export class Migration20251110000000RedeemedFromUses extends Migration {
  override up(): void {
    this.addSql('update "purchases" set "redeemed" = ("redemptions_used" >= "redemptions") where "redeemed" <> ("redemptions_used" >= "redemptions")');
  }

  override down(): void {
    // Nothing to undo: the flag stays true to the uses.
  }
}
