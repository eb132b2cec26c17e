import type { SqlEntityManager } from '@mikro-orm/sql';
import { executeBound } from '@marketplace/adapters-mikro-orm/bound-statement';
import { connectionOptions, MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

/** The settings every pooled connection starts with (PostgreSQL's startup `options`). */
describe('connection settings', () => {
  it('turns parallel workers off, and lets PGOPTIONS come after so that it wins', () => {
    expect(connectionOptions('')).toBe('-c max_parallel_workers_per_gather=0');
    expect(connectionOptions(undefined)).toBe('-c max_parallel_workers_per_gather=0');
    expect(connectionOptions(' -c max_parallel_workers_per_gather=2 -c work_mem=8MB ')).toBe(
      '-c max_parallel_workers_per_gather=0 -c max_parallel_workers_per_gather=2 -c work_mem=8MB',
    );
  });
});

describe.runIf(await mainTargetIsPostgres())('connection settings on PostgreSQL', () => {
  let primary: TestDatabase;
  let database: MikroOrmDatabase;

  beforeAll(async () => {
    primary = await openTestDatabase();
    const url = primary.url ?? '';
    // The primary doubles as its own replica: the replica's pool must start with the same settings.
    database = await MikroOrmDatabase.open({ databaseUrl: url, poolMax: 2, readReplicaUrls: [url] });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await primary?.close();
  });

  const setting = async (connection: 'read' | 'write'): Promise<string | undefined> => {
    // The ORM is private to the adapter: reached here only to ask the connections themselves.
    const em = (database as unknown as { orm: { em: SqlEntityManager } }).orm.em.fork();
    const rows = await executeBound<{ max_parallel_workers_per_gather: string }>(em, 'show max_parallel_workers_per_gather', [], connection);
    return rows[0]?.max_parallel_workers_per_gather;
  };

  it('runs the primary and the read replicas without parallel workers, whatever the server says', async () => {
    expect(await setting('write')).toBe('0');
    expect(await setting('read')).toBe('0');
  });
});
