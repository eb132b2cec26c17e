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
