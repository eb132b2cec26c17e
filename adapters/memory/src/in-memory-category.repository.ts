import type { Category } from '@marketplace/core/deals/domain/category';
import type { CategoryRepository } from '@marketplace/core/deals/ports/category.repository.port';
import type { InMemoryStore } from './in-memory-store.js';

/** Categories in an {@link InMemoryStore}; names are unique. */
export class InMemoryCategoryRepository implements CategoryRepository {
  constructor(private readonly store: InMemoryStore) {}

  async list(): Promise<Category[]> {
    return [...this.store.tables.categories.values()].sort((a, b) => a.id - b.id).map((row) => ({ ...row }));
  }

  async ensure(names: readonly string[]): Promise<number> {
    const known = new Set([...this.store.tables.categories.values()].map((row) => row.name));
    let added = 0;
    for (const name of names) {
      if (known.has(name)) continue;
      const id = this.store.nextId('categories');
      this.store.tables.categories.set(id, { id, name });
      known.add(name);
      added += 1;
    }
    return added;
  }
}
