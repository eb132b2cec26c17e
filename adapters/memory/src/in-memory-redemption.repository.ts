import { Redemption, type NewRedemption, type RedemptionProps } from '@marketplace/core/purchases/domain/redemption';
import type { RedemptionRepository } from '@marketplace/core/purchases/ports/redemption.repository.port';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** The redemption log in an {@link InMemoryStore}. "Oldest first" means redeemedAt, then id. */
export class InMemoryRedemptionRepository implements RedemptionRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, RedemptionProps> {
    return this.store.tables.redemptions;
  }

  async add(redemption: NewRedemption): Promise<Redemption> {
    const id = this.store.nextId('redemptions');
    const row: RedemptionProps = { ...copyRow(redemption), id };
    this.rows.set(id, row);
    return Redemption.restore(copyRow(row));
  }

  async listByPurchase(purchaseId: number): Promise<Redemption[]> {
    return [...this.rows.values()]
      .filter((row) => row.purchaseId === purchaseId)
      .sort((a, b) => a.redeemedAt.getTime() - b.redeemedAt.getTime() || a.id - b.id)
      .map((row) => Redemption.restore(copyRow(row)));
  }

  async countByBusiness(businessId: number): Promise<number> {
    let count = 0;
    for (const row of this.rows.values()) if (row.businessId === businessId) count += 1;
    return count;
  }
}
