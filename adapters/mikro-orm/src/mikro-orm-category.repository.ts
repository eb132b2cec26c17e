import type { Category } from '@marketplace/core/deals/domain/category';
import type { CategoryRepository } from '@marketplace/core/deals/ports/category.repository.port';
import { CategoryRecordSchema } from './entities/category.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { categoryMapper } from './mappers/category.mapper.js';

/** Categories in the `categories` table; names are unique. */
export class MikroOrmCategoryRepository implements CategoryRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async list(): Promise<Category[]> {
    const records = await this.em().find(CategoryRecordSchema, {}, { orderBy: { id: 'asc' }, disableIdentityMap: true });
    return records.map((record) => categoryMapper.toDomain(record));
  }

  /** One multi-row insert that skips the names present already; the rows get ids in the given order. */
  async ensure(names: readonly string[]): Promise<number> {
    const unique = [...new Set(names)];
    if (unique.length === 0) return 0;
    const result = await this.em()
      .createQueryBuilder(CategoryRecordSchema)
      .insert(unique.map((name) => ({ name })))
      .onConflict('name')
      .ignore()
      .execute('run');
    return result.affectedRows;
  }
}
