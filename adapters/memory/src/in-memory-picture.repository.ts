import type { Picture } from '@marketplace/core/media/domain/picture';
import type { LinkedDealPicture, PictureRepository } from '@marketplace/core/media/ports/picture.repository.port';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Uploaded pictures in an {@link InMemoryStore}. */
export class InMemoryPictureRepository implements PictureRepository {
  constructor(private readonly store: InMemoryStore) {}

  async add(picture: Picture): Promise<void> {
    const key = `${picture.id}@${picture.businessId}`;
    if (!this.store.tables.pictures.has(key)) this.store.tables.pictures.set(key, copyRow(picture));
  }

  async findOwned(id: string, businessId: number): Promise<Picture | null> {
    const row = this.store.tables.pictures.get(`${id}@${businessId}`);
    return row ? copyRow(row) : null;
  }

  async listLinkedDeals(afterDealId: number, limit: number): Promise<LinkedDealPicture[]> {
    return [...this.store.tables.deals.values()]
      .filter((deal) => deal.id > afterDealId && deal.imageUrl !== null && /^https?:\/\//i.test(deal.imageUrl))
      .sort((a, b) => a.id - b.id)
      .slice(0, limit)
      .map((deal) => ({ dealId: deal.id, businessId: deal.businessId, url: deal.imageUrl! }));
  }

  async replaceDealLink(dealId: number, from: string, to: string): Promise<boolean> {
    const deal = this.store.tables.deals.get(dealId);
    if (!deal || deal.imageUrl !== from) return false;
    this.store.tables.deals.set(dealId, { ...deal, imageUrl: to });
    return true;
  }
}
