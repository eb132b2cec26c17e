import type { Picture } from '@marketplace/core/media/domain/picture';
import type { PictureRepository } from '@marketplace/core/media/ports/picture.repository.port';
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
}
