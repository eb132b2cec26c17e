import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../contracts/mothers/user.mother.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PGlite is one connection. These tests show that MikroORM's PGlite driver (Kysely's, underneath)
 * serialises its users: a transaction keeps the connection from BEGIN to COMMIT or ROLLBACK, and
 * every other statement waits. If statements interleaved, a statement sent while a transaction is
 * open would run inside it: it would see the transaction's uncommitted rows, and a rollback would
 * take its writes away.
 */
describe('the embedded engine under concurrent transactions', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase({ engine: 'embedded' });
  }, 60_000);

  afterAll(async () => {
    await opened.close();
  });

  beforeEach(async () => {
    await opened.database.truncateAll();
  });

  it('does not let a read issued during a transaction see its uncommitted rows; the read waits for the rollback', async () => {
    const { repositories, transactions } = opened.database;
    const events: string[] = [];

    const failing = transactions
      .run(async ({ users }) => {
        await users.add(aUser({ email: 'uncommitted@example.com' }));
        await sleep(50);
        events.push('transaction ends');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await sleep(10);
    const seen = await repositories.users.findByEmail('uncommitted@example.com');
    events.push('read answers');
    await failing;

    expect(seen).toBeNull();
    expect(events).toEqual(['transaction ends', 'read answers']);
  });

  it('runs a transaction started while another is open after it, so a rollback takes only its own writes', async () => {
    const { repositories, transactions } = opened.database;
    const events: string[] = [];
    const addUser = async ({ users }: Repositories, email: string): Promise<void> => {
      await users.add(aUser({ email }));
    };

    const first = transactions
      .run(async (tx) => {
        events.push('first begins');
        await addUser(tx, 'first@example.com');
        await sleep(50);
        events.push('first ends');
        throw new Error('first fails');
      })
      .catch(() => undefined);
    await sleep(10);
    const second = transactions.run(async (tx) => {
      events.push('second begins');
      await addUser(tx, 'second@example.com');
    });
    await Promise.all([first, second]);

    expect(events).toEqual(['first begins', 'first ends', 'second begins']);
    expect(await repositories.users.findByEmail('first@example.com')).toBeNull();
    expect(await repositories.users.findByEmail('second@example.com')).not.toBeNull();
  });
});
