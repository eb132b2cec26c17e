import type { BulkLoader } from '@marketplace/core/demo/ports/bulk-loader.port';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';

/** The persistence an app instance runs on: the MikroORM database in production, memory in tests. */
export interface Infrastructure {
  repositories: Repositories;
  transactions: TransactionRunner;
  /** Bulk inserts for generated load-test data; absent where nothing loads in bulk. */
  bulkLoader?: BulkLoader;
  /** For /readyz: can the database answer now? */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
  describe: string;
}

/** The infrastructure with its schema's migrations, as the composition root binds it. */
export interface Database extends Infrastructure {
  /** Applies the pending migrations; @returns their names, oldest first. */
  migrate(): Promise<{ applied: string[] }>;
  migrationStatus(): Promise<{ executed: string[]; pending: string[] }>;
}
