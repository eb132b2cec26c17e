import { AsyncLocalStorage } from 'node:async_hooks';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';
import type { InMemoryStore } from './in-memory-store.js';

/**
 * Transactions over an {@link InMemoryStore}: one at a time (an async mutex), each rolled back to a
 * snapshot of the store when its work throws.
 *
 * Limits of an in-memory database, fine for tests and demos: writes made outside any transaction
 * while one is running are rolled back with it, and reads outside transactions see uncommitted
 * writes. A `run` inside a running transaction joins it, with a savepoint: its own writes are
 * undone if it throws.
 */
export class InMemoryTransactionRunner implements TransactionRunner {
  private queue: Promise<void> = Promise.resolve();
  private readonly insideTransaction = new AsyncLocalStorage<true>();

  constructor(
    private readonly store: InMemoryStore,
    private readonly repositories: Repositories,
  ) {}

  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    if (this.insideTransaction.getStore()) return this.withRollback(work);
    const release = await this.acquire();
    try {
      return await this.insideTransaction.run(true, () => this.withRollback(work));
    } finally {
      release();
    }
  }

  private async withRollback<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const snapshot = this.store.snapshot();
    try {
      return await work(this.repositories);
    } catch (error) {
      this.store.restore(snapshot);
      throw error;
    }
  }

  private async acquire(): Promise<() => void> {
    let release: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    return release;
  }
}
