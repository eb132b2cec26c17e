import { AsyncLocalStorage } from 'node:async_hooks';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { TransactionOptions, TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * Real database transactions: `em.transactional` on a fresh fork, with repositories bound to the
 * transaction's EntityManager. With an `exclusiveKey` the transaction first takes
 * `pg_advisory_xact_lock(hashtextextended(key, 0))`, released at commit or rollback, so
 * transactions sharing a key run one after the other, across processes too.
 *
 * A `run` started inside a running transaction (in the same async context) joins it under a
 * savepoint: its writes are undone alone if it throws. Repository calls made from the
 * transaction's async context through the database's top-level repositories also join it (see
 * {@link current}); on the embedded engine, whose single connection the transaction holds, they
 * would otherwise wait for it forever.
 *
 * Work should not run writes of one transaction concurrently (`Promise.all`): the transaction is
 * one connection, and the savepoints of concurrent guarded writes would tangle.
 */
export class MikroOrmTransactionRunner implements TransactionRunner {
  private readonly running = new AsyncLocalStorage<SqlEntityManager>();

  constructor(
    private readonly root: SqlEntityManager,
    private readonly repositoriesFor: (em: EntityManagerSource) => Repositories,
  ) {}

  /** The EntityManager of the transaction running in this async context, if any. */
  current(): SqlEntityManager | undefined {
    return this.running.getStore();
  }

  async run<T>(work: (repositories: Repositories) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const start = this.current() ?? this.root.fork();
    return start.transactional(async (em) => {
      if (options.exclusiveKey !== undefined) {
        await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [options.exclusiveKey]);
      }
      return this.running.run(em, () => work(this.repositoriesFor(() => em)));
    });
  }
}
