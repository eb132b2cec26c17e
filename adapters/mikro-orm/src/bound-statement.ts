import { CompiledQuery } from 'kysely';
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Runs a statement with its values bound by the database (`$1`, `$2`, … over PostgreSQL's extended
 * protocol), where `em.execute` writes them into the statement's text and sends it as a simple
 * query. PostgreSQL answers the catalogue's list statement about 60% faster bound (pgbench, the same
 * text, 4 clients on this 2-core machine: 1,500 per second simple, 2,300-2,500 bound), and the
 * statement skips MikroORM's formatting. The hot reads use it; in a transaction it runs on the
 * transaction's connection, and MikroORM's logger hears of it (with `$n` and the values), as with
 * `em.execute`.
 *
 * Each `?` of `sql` is the next value of `values`: the statement may hold no other `?` (no `??`,
 * no JSON `?` operators), and a list goes in as one array value (`= any(?::int[])`), never `in (?)`.
 */
export async function executeBound<Row extends object>(
  em: SqlEntityManager,
  sql: string,
  values: readonly unknown[],
  connectionType: 'read' | 'write' = 'write',
): Promise<Row[]> {
  let position = 0;
  const text = sql.replace(/\?/g, () => `$${++position}`);
  if (position !== values.length) throw new Error(`The statement has ${position} placeholders for ${values.length} values.`);
  const transaction = em.getTransactionContext<{ executeQuery: (query: CompiledQuery) => Promise<{ rows: unknown[] }> }>();
  const client = transaction ?? em.getConnection(connectionType).getClient();
  const started = Date.now();
  const logQuery = (level: 'info' | 'error') => em.config.getLogger().logQuery({ query: text, params: [...values], took: Date.now() - started, level });
  try {
    const { rows } = await client.executeQuery(CompiledQuery.raw(text, [...values]));
    logQuery('info');
    return rows as Row[];
  } catch (error) {
    logQuery('error');
    throw error;
  }
}
