import type { EntityData, EntitySchema } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Maps rows of a raw SQL statement (column names, driver values) to an entity's property names and
 * JavaScript values (dates, JSON), as a lean query would give them: no entity, no identity map.
 */
export function mapRawRows<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>, rows: readonly object[]): T[] {
  const meta = em.getMetadata(schema.meta.class);
  return rows.map((row) => em.getDriver().mapResult(row as EntityData<T>, meta) as T);
}
