import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_PER_CONNECTION, PreparingClient } from '@marketplace/adapters-mikro-orm/prepared-statements';
import { onServer } from '../pg-statements.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();

interface PreparedRow {
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

describe.skipIf(!onPostgres)('PreparingClient (repeated statements prepared once per connection)', () => {
  let opened: TestDatabase;
  let client: PreparingClient;

  const prepared = async () => (await client.query<PreparedRow>('select statement, generic_plans, custom_plans from pg_prepared_statements order by statement')).rows;

  beforeAll(async () => {
    opened = await openTestDatabase({ migrate: false });
    await onServer(opened.url ?? '', 'create table prepared_probe (id int primary key, a text)', "insert into prepared_probe values (1, 'one'), (2, 'two')");
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  afterEach(async () => {
    await client?.end();
  });

  const connect = async () => {
    client = new PreparingClient({ connectionString: opened.url ?? '' });
    await client.connect();
  };

  it('prepares a statement from its second run and then plans it no more', async () => {
    await connect();
    const text = 'select id, a from prepared_probe where id = $1';
    const answers = [];
    for (let run = 0; run < 8; run += 1) answers.push((await client.query(text, [1 + (run % 2)])).rows[0]);
    expect(answers).toEqual([1, 2, 1, 2, 1, 2, 1, 2].map((id) => ({ id, a: id === 1 ? 'one' : 'two' })));
    const [statement, ...others] = await prepared();
    expect(others).toEqual([]);
    expect(statement?.statement).toBe(text);
    // Runs 2-8 used it: five custom plans, then PostgreSQL's generic one for a primary-key read.
    expect(Number(statement?.custom_plans) + Number(statement?.generic_plans)).toBe(7);
    expect(Number(statement?.generic_plans)).toBeGreaterThan(0);
  });

  it('prepares a read without parameters, but never other statements without them or one with many', async () => {
    await connect();
    for (let run = 0; run < 3; run += 1) {
      expect((await client.query('select count(*)::int as n from prepared_probe', [])).rows).toEqual([{ n: 2 }]);
      await client.query('begin', []);
      await client.query('set local statement_timeout = 5000', []);
      await client.query('commit', []);
      const many = Array.from({ length: 65 }, (_, i) => i);
      await client.query(`select ${many.map((i) => `$${i + 1}::int`).join(' + ')} as total`, many);
    }
    expect((await prepared()).map((row) => row.statement)).toEqual(['select count(*)::int as n from prepared_probe']);
  });

  it('keeps at most its cap, dropping the statement used least recently, inside a transaction too', async () => {
    await connect();
    const text = (n: number) => `select $1::int + ${n} as n`;
    const run = async (n: number) => expect((await client.query(text(n), [1])).rows).toEqual([{ n: n + 1 }]);
    for (let n = 0; n < MAX_PREPARED_PER_CONNECTION; n += 1) for (let twice = 0; twice < 2; twice += 1) await run(n);
    // Statement 0 used again: statement 1 is now the least recently used.
    await run(0);
    await client.query('begin');
    for (let twice = 0; twice < 2; twice += 1) await run(MAX_PREPARED_PER_CONNECTION);
    await client.query('commit');
    const kept = (await prepared()).map((row) => row.statement);
    expect(kept).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    expect(kept).toContain(text(0));
    expect(kept).toContain(text(MAX_PREPARED_PER_CONNECTION));
    expect(kept).not.toContain(text(1));
    // A dropped statement is prepared again when it comes back (under a new name), in place of the next one.
    for (let twice = 0; twice < 2; twice += 1) await run(1);
    const after = (await prepared()).map((row) => row.statement);
    expect(after).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    expect(after).toContain(text(1));
    expect(after).not.toContain(text(2));
  });

  it('runs a statement again after a migration changed its columns, and fails only the transaction that met it', async () => {
    await connect();
    const text = 'select * from prepared_probe where id = $1';
    for (let run = 0; run < 3; run += 1) await client.query(text, [1]);

    // Another connection adds a column (a migration while the app runs): on its own, the statement
    // runs again and answers the new shape; the connection's stale statements are gone, and the
    // next run prepares it afresh.
    await onServer(opened.url ?? '', 'alter table prepared_probe add column b text');
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, a: 'one', b: null }]);
    expect(await prepared()).toEqual([]);
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, a: 'one', b: null }]);
    expect((await prepared()).map((row) => row.statement)).toEqual([text]);

    for (let run = 0; run < 2; run += 1) await client.query(text, [2]);
    await onServer(opened.url ?? '', 'alter table prepared_probe add column c text');
    await client.query('begin');
    await expect(client.query(text, [2])).rejects.toThrow(/cached plan must not change result type/);
    await client.query('rollback');
    // The failed transaction's connection prepares it afresh, under a new name.
    for (let run = 0; run < 2; run += 1) expect((await client.query(text, [2])).rows).toEqual([{ id: 2, a: 'two', b: null, c: null }]);
    await client.query('begin');
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, a: 'one', b: null, c: null }]);
    await client.query('commit');
  });
});
