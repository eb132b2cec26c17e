import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresCatalogueSignals } from '@marketplace/adapters-mikro-orm/postgres-catalogue-signals';
import { InProcessCatalogueSignals } from '@marketplace/adapters-memory/in-process-catalogue-signals';
import { onServer } from '../pg-statements.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();

async function eventually(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!onPostgres)('PostgresCatalogueSignals (LISTEN/NOTIFY between app instances)', () => {
  let opened: TestDatabase;
  const errors: unknown[] = [];
  const open = () => PostgresCatalogueSignals.open(opened.url ?? '', (error) => errors.push(error));

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it("tells the other instances, not the announcing one, and listens again after its connection is cut", async () => {
    const [a, b] = [await open(), await open()];
    const heard = { a: 0, b: 0 };
    a.subscribe(() => (heard.a += 1));
    b.subscribe(() => (heard.b += 1));

    a.announce();
    await eventually(() => heard.b === 1);
    b.announce();
    await eventually(() => heard.a === 1);
    expect(heard).toEqual({ a: 1, b: 1 });

    // The database ends b's listening connection (a restart, a failover): b reconnects within seconds.
    await onServer(opened.url ?? '', "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'marketplace catalogue signals' and datname = current_database()");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const c = await open();
    c.subscribe(() => undefined);
    await eventually(() => {
      c.announce();
      return heard.a >= 2 && heard.b >= 2;
    });
    expect(errors.length).toBeGreaterThan(0);
    await Promise.all([a.close(), b.close(), c.close()]);
  }, 20_000);
});

describe('InProcessCatalogueSignals', () => {
  it('reaches every subscriber of the process', () => {
    const signals = new InProcessCatalogueSignals();
    const heard: string[] = [];
    signals.subscribe(() => heard.push('one'));
    signals.subscribe(() => heard.push('two'));
    signals.announce();
    expect(heard).toEqual(['one', 'two']);
  });
});
