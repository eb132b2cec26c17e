import { Gift, type GiftProps, type NewGift } from '@marketplace/core/gifts/domain/gift';
import type { GiftRepository } from '@marketplace/core/gifts/ports/gift.repository.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Gifts in an {@link InMemoryStore}; a change is one synchronous check-and-write, so it cannot interleave. */
export class InMemoryGiftRepository implements GiftRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, GiftProps> {
    return this.store.tables.gifts;
  }

  private find(matches: (row: GiftProps) => boolean): Gift | null {
    const row = [...this.rows.values()].find(matches);
    return row ? Gift.restore(copyRow(row)) : null;
  }

  async add(gift: NewGift): Promise<Gift> {
    if ([...this.rows.values()].some((row) => row.purchaseId === gift.purchaseId)) {
      throw new ConflictError('gift.duplicate', 'This purchase is a gift already.');
    }
    const row: GiftProps = { ...copyRow(gift), id: this.store.nextId('gifts') };
    this.rows.set(row.id, row);
    return Gift.restore(copyRow(row));
  }

  async findById(id: number): Promise<Gift | null> {
    return this.find((row) => row.id === id);
  }

  async findByPurchaseId(purchaseId: number): Promise<Gift | null> {
    return this.find((row) => row.purchaseId === purchaseId);
  }

  async findByTokenHash(tokenHash: string): Promise<Gift | null> {
    return this.find((row) => row.tokenHash === tokenHash);
  }

  async listByBuyer(buyerId: number): Promise<Gift[]> {
    return [...this.rows.values()]
      .filter((row) => row.buyerId === buyerId)
      .sort((a, b) => b.id - a.id)
      .map((row) => Gift.restore(copyRow(row)));
  }

  async listByPurchaseIds(purchaseIds: readonly number[]): Promise<Gift[]> {
    const wanted = new Set(purchaseIds);
    return [...this.rows.values()].filter((row) => wanted.has(row.purchaseId)).map((row) => Gift.restore(copyRow(row)));
  }

  async listUnsentBy(sendOnBy: string, limit: number): Promise<Gift[]> {
    return [...this.rows.values()]
      .filter((row) => row.sentAt === null && row.claimedAt === null && row.sendOn <= sendOnBy)
      .sort((a, b) => a.id - b.id)
      .slice(0, limit)
      .map((row) => Gift.restore(copyRow(row)));
  }

  async saveChange(gift: Gift, readRevision: number): Promise<boolean> {
    const props = gift.toProps();
    const row = this.rows.get(props.id);
    if (!row || row.revision !== readRevision) return false;
    this.rows.set(props.id, copyRow(props));
    return true;
  }
}
