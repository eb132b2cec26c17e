import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Moves the id sequence of `table` to at least `id` after a row was inserted with a forced id (the
 * admin's 999, seeded deals), so the next generated id is above it. Never moves a sequence back.
 */
export async function advanceIdSequence(em: SqlEntityManager, table: string, id: number): Promise<void> {
  await em.execute(
    `select setval(seq, greatest(?, coalesce(pg_sequence_last_value(seq::regclass), 0)))
       from pg_get_serial_sequence(?, 'id') as seq`,
    [id, table],
  );
}

/**
 * Inserts a row with the next generated id, or with `forcedId`; with a forced id the insert and
 * the sequence move commit together, so later ids never collide with it. @returns the row's id.
 */
export async function insertWithOptionalId(
  em: SqlEntityManager,
  entity: Parameters<SqlEntityManager['insert']>[0],
  data: object,
  table: string,
  forcedId: number | undefined,
): Promise<number> {
  if (forcedId === undefined) return (await em.insert(entity, data as never)) as number;
  return em.transactional(async (tx) => {
    await tx.insert(entity, { ...data, id: forcedId } as never);
    await advanceIdSequence(tx, table, forcedId);
    return forcedId;
  });
}
