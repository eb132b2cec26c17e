import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';

/** The persistence an app instance runs on: the MikroORM database in production, memory in tests. */
export interface Infrastructure {
  repositories: Repositories;
  transactions: TransactionRunner;
  /** For /readyz: can the database answer now? */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
  describe: string;
}
