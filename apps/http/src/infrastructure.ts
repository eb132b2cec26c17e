import type { BulkLoader } from '@marketplace/core/demo/ports/bulk-loader.port';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { JobQueueDefinition } from '@marketplace/core/jobs/domain/job-queues';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';
import type { CatalogueSignals } from '@marketplace/core/deals/ports/catalogue-signals.port';

export interface JobQueueStart {
  queues: readonly JobQueueDefinition[];
  /** Whether this process runs workers and schedules (false: it only queues and reads). */
  workers: boolean;
  onError: (error: unknown) => void;
}

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
  /** Starts the job queue on this database; without it, jobs run in memory (tests). */
  openJobQueue?(options: JobQueueStart): Promise<JobQueue>;
  /**
   * Opens the channel on which the app instances of this database tell each other the catalogue
   * changed; without it, the instances of this process share one in-process channel.
   */
  openCatalogueSignals?(onError: (error: unknown) => void): Promise<CatalogueSignals>;
}

/** The infrastructure with its schema's migrations, as the composition root binds it. */
export interface Database extends Infrastructure {
  /** Applies the pending migrations; @returns their names, oldest first. */
  migrate(): Promise<{ applied: string[] }>;
  migrationStatus(): Promise<{ executed: string[]; pending: string[] }>;
}
