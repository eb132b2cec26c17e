import { randomUUID } from 'node:crypto';
import type {
  FailedJob,
  EnqueueOptions,
  JobHandler,
  JobToQueue,
  JobQueue,
  JobQueueOverview,
  QueueCounts,
  RetryOutcome,
} from '@marketplace/core/jobs/ports/job-queue.port';
import type { JobQueueDefinition } from '@marketplace/core/jobs/domain/job-queues';
import { fromPglite, PgBoss, type ConstructorOptions, type PGliteLike } from 'pg-boss';
import { PreparingClient } from './prepared-statements.js';

/** Where pg-boss keeps its tables, apart from the application's. */
const SCHEMA = 'pgboss';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNTED_STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;

/** A PostgreSQL server (pg-boss's own small pool), or the embedded engine's single connection. */
/** A server (its statements prepared as the app's are, unless turned off) or the embedded engine. */
export type PgBossConnection = { url: string; preparedStatements?: boolean } | { pglite: PGliteLike };

export interface PgBossJobQueueOptions {
  queues: readonly JobQueueDefinition[];
  /** Whether this instance runs workers, schedules and maintenance (false: it only queues and reads). */
  workers: boolean;
  /** pg-boss's background errors (a failed poll, maintenance): logged, never thrown into the app. */
  onError: (error: unknown) => void;
  /** How often an idle worker looks for jobs (tests shorten it). */
  pollingIntervalSeconds?: number;
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? 'unknown error' : JSON.stringify(output);
}

/**
 * The job queue on pg-boss, in the application's database: on a server through its own pool, on
 * the embedded engine through the app's PGlite connection (pg-boss's PGlite adapter, so `npm start`
 * needs no server). Every queue uses pg-boss's `short` policy: one waiting job per key, and a job
 * enqueued without a key gets a unique one, so only keyed work (and cron runs) is collapsed.
 */
export class PgBossJobQueue implements JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly options: PgBossJobQueueOptions,
  ) {}

  get queues(): readonly JobQueueDefinition[] {
    return this.options.queues;
  }

  static async start(connection: PgBossConnection, options: PgBossJobQueueOptions): Promise<PgBossJobQueue> {
    const common: ConstructorOptions = {
      schema: SCHEMA,
      supervise: options.workers,
      schedule: options.workers,
    };
    const boss =
      'url' in connection
        ? new PgBoss({
            ...common,
            connectionString: connection.url,
            max: 2,
            ...(connection.preparedStatements === false ? {} : { Client: PreparingClient }),
          } as ConstructorOptions)
        : new PgBoss({ ...common, db: fromPglite(connection.pglite), backend: 'pglite' });
    boss.on('error', options.onError);
    await boss.start();
    for (const queue of options.queues) {
      await boss.createQueue(queue.name, {
        policy: 'short',
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
      });
    }
    return new PgBossJobQueue(boss, options);
  }

  async enqueue(queue: string, data: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<string | null> {
    this.definition(queue);
    return this.boss.send(queue, data, {
      singletonKey: options.key ?? randomUUID(),
      ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
    });
  }

  async enqueueAll(queue: string, jobs: readonly JobToQueue[]): Promise<number> {
    this.definition(queue);
    if (jobs.length === 0) return 0;
    // pg-boss's insert is send's statement over a JSON array: the queue's policy and retries apply alike.
    const ids = await this.boss.insert(
      queue,
      jobs.map((job) => ({
        data: job.data ?? {},
        singletonKey: job.key ?? randomUUID(),
        ...(job.delaySeconds ? { startAfter: job.delaySeconds } : {}),
      })),
      { returnId: true },
    );
    return ids?.length ?? 0;
  }

  async schedule(queue: string, cron: string): Promise<void> {
    this.definition(queue);
    await this.boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }

  async work(queue: string, handler: JobHandler): Promise<void> {
    this.definition(queue);
    if (!this.options.workers) throw new Error('This job queue was started without workers');
    const polling = this.options.pollingIntervalSeconds;
    const batchSize = this.definition(queue).batchSize ?? 1;
    const options = {
      ...(polling ? { pollingIntervalSeconds: polling } : {}),
      batchSize,
      // A full batch suggests more are waiting: fetch again at once instead of after the poll interval.
      ...(batchSize > 1 ? { burstWhenBatchFull: true } : {}),
      perJobResults: true as const,
    };
    await this.boss.work<Record<string, unknown>>(queue, options, async (jobs) =>
      // Side by side, each settled on its own: one failing job is retried alone.
      Promise.all(
        jobs.map(async (job) => {
          try {
            await handler(job.data ?? {});
            return { id: job.id, status: 'completed' as const };
          } catch (error) {
            return { id: job.id, status: 'failed' as const, output: { message: error instanceof Error ? error.message : String(error) } };
          }
        }),
      ),
    );
  }

  async overview(options: { failures?: number } = {}): Promise<JobQueueOverview> {
    const names = this.options.queues.map((queue) => queue.name);
    const placeholders = names.map((_, index) => `$${index + 1}`).join(', ');
    const db = this.boss.getDb();
    const counted = await db.executeSql(
      `select name, state::text as state, count(*)::int as count from ${SCHEMA}.job
        where name in (${placeholders}) group by name, state`,
      names,
    );
    const queues: QueueCounts[] = names.map((queue) => ({ queue, created: 0, retry: 0, active: 0, completed: 0, failed: 0 }));
    for (const row of counted.rows as { name: string; state: string; count: number }[]) {
      const counts = queues.find((entry) => entry.queue === row.name);
      const state = COUNTED_STATES.find((known) => known === row.state);
      if (counts && state) counts[state] = Number(row.count);
    }
    const failed = await db.executeSql(
      `select id::text as id, name, output, completed_on, retry_count from ${SCHEMA}.job
        where state = 'failed' and name in (${placeholders})
        order by completed_on desc nulls last limit ${Math.max(1, Math.min(options.failures ?? 20, 100))}`,
      names,
    );
    const recentFailures: FailedJob[] = (failed.rows as { id: string; name: string; output: unknown; completed_on: unknown; retry_count: number }[]).map(
      (row) => ({
        id: row.id,
        queue: row.name,
        error: errorText(row.output),
        failedAt: toDate(row.completed_on),
        retries: Number(row.retry_count),
      }),
    );
    return { queues, recentFailures };
  }

  async retry(jobId: string): Promise<RetryOutcome> {
    if (!UUID.test(jobId)) return 'not-found';
    const found = await this.boss.getDb().executeSql(`select name, state::text as state from ${SCHEMA}.job where id = $1::uuid`, [jobId]);
    const job = found.rows[0] as { name: string; state: string } | undefined;
    if (!job) return 'not-found';
    if (job.state !== 'failed') return 'not-failed';
    await this.boss.retry(job.name, jobId);
    return 'retried';
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: true, timeout: 10_000 });
  }

  private definition(queue: string): JobQueueDefinition {
    const found = this.options.queues.find((known) => known.name === queue);
    if (!found) throw new Error(`Unknown job queue: ${queue}`);
    return found;
  }
}
