import { InMemoryStore } from '@marketplace/adapters-memory/in-memory-store';
import { InMemoryTransactionRunner } from '@marketplace/adapters-memory/in-memory-transaction-runner';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { describe, expect, it } from 'vitest';
import { aUser } from '../contracts/mothers/user.mother.js';

describe('InMemoryStore', () => {
  it('restores every table to its snapshot', async () => {
    const { store, repositories } = createInMemoryRepositories();
    const kept = await repositories.users.add(aUser());
    const snapshot = store.snapshot();

    const dropped = await repositories.users.add(aUser());
    kept.updateProfile({ username: 'renamed' });
    await repositories.users.save(kept);
    store.restore(snapshot);

    expect(await repositories.users.findById(dropped.id)).toBeNull();
    expect((await repositories.users.findById(kept.id))?.username).not.toBe('renamed');
  });

  it('never hands out an id twice, even after a rollback (as database sequences do)', async () => {
    const { store, repositories } = createInMemoryRepositories();
    const snapshot = store.snapshot();
    const rolledBack = await repositories.users.add(aUser());

    store.restore(snapshot);
    const next = await repositories.users.add(aUser());

    expect(next.id).toBeGreaterThan(rolledBack.id);
  });

  it('keeps a snapshot apart from later writes', () => {
    const store = new InMemoryStore();
    const snapshot = store.snapshot();

    store.tables.users.set(1, { ...aUser(), id: 1 });
    store.restore(snapshot);
    store.tables.users.set(2, { ...aUser(), id: 2 });
    store.restore(snapshot);

    expect(store.tables.users.size).toBe(0);
  });
});

describe('InMemoryTransactionRunner', () => {
  it('lets a transaction started inside another join it, undoing only its own writes when it throws', async () => {
    const { repositories, transactions } = createInMemoryRepositories();

    await transactions.run(async ({ users }) => {
      await users.add(aUser({ email: 'outer@example.com' }));
      await transactions
        .run(async (inner) => {
          await inner.users.add(aUser({ email: 'inner@example.com' }));
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });

    expect(await repositories.users.findByEmail('outer@example.com')).not.toBeNull();
    expect(await repositories.users.findByEmail('inner@example.com')).toBeNull();
  });

  it('hands the work the repositories it was built with', async () => {
    const { store, repositories } = createInMemoryRepositories();
    const runner = new InMemoryTransactionRunner(store, repositories);

    expect(await runner.run(async (given) => given)).toBe(repositories);
  });
});
