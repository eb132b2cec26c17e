import type { Category } from '@marketplace/core/deals/domain/category';
import type { CategoryRecord } from '../entities/category.entity.js';

/** From `categories` records to {@link Category} (categories are only ever added by name). */
export const categoryMapper = {
  toDomain(record: CategoryRecord): Category {
    return { id: record.id, name: record.name };
  },
};
