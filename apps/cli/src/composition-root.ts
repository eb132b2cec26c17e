import type { Logger } from 'pino';
import { describeDatabaseLocation } from '@marketplace/adapters-mikro-orm/database-location';
import { ADMIN_ACCOUNT_ID, type Actor } from '@marketplace/core/accounts/domain/actor';
import type { Mailer } from '@marketplace/core/mail/ports/mailer.port';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import type { Container, Database, UseCases } from '@marketplace/http/container';
import { resolve, TOKENS } from '@marketplace/http/tokens';
import { CliError } from './cli-error.js';
import { loadCliConfig, type CliConfig } from './cli-config.js';
import type { CliIo } from './cli-io.js';
import { EXIT } from './exit-codes.js';

/** Whoever runs the CLI has the database in hand: they act as the admin (id 999). */
export const OPERATOR: Actor = { kind: 'admin', userId: ADMIN_ACCOUNT_ID };

/** The use cases the commands call, from the server's composition root. */
export type CliUseCases = UseCases;

/**
 * What the CLI takes from the server's composition root (apps/http/src/container.ts), on first
 * use: `--help` or a usage error never reads the configuration or opens the database, and never
 * loads the container's modules either.
 */
export class CliRuntime {
  private loadedConfig: CliConfig | undefined;
  private opened: Promise<Container> | undefined;
  /** Set by `marketplace worker` before anything opens: the job queue then runs workers and schedules. */
  private workers: { logger: Logger } | null = null;

  constructor(readonly io: CliIo) {}

  /** The configuration, read from the environment on first use. @throws CliError (exit 78). */
  get config(): CliConfig {
    this.loadedConfig ??= loadCliConfig(this.io.env);
    return this.loadedConfig;
  }

  /** "PostgreSQL" or "the embedded database in ./.data". */
  describeDatabase(): string {
    return describeDatabaseLocation(this.config.database, this.config.dataDir);
  }

  /** The composition root on the configured database, connected without checking anything (`db migrate` creates what is missing). */
  private container(): Promise<Container> {
    const config = this.config;
    // Loaded on first use: the container pulls in MikroORM, which takes a third of a second to
    // import, and every adapter; --help and usage errors need not pay that.
    this.opened ??= import('@marketplace/http/container')
      .then(({ createContainer }) =>
        createContainer({ config: { ...config, jobs: this.workers !== null }, ...(this.workers ? { logger: this.workers.logger } : {}) }),
      )
      .catch((error: unknown) => {
        throw this.unavailable(error instanceof Error ? error.message : String(error));
      });
    return this.opened;
  }

  /**
   * The mailer the configuration names, without opening the database (sending a test message
   * needs none, and a running server may hold the embedded one).
   */
  async mailer(): Promise<Mailer> {
    const config = this.config;
    const { createMailer } = await import('@marketplace/http/container');
    return createMailer(config).mailer;
  }

  /** The clock's now (default file names). */
  async now(): Promise<Date> {
    return resolve(await this.container(), TOKENS.clock).now();
  }

  /** The configured database, connected. */
  async connect(): Promise<Database> {
    return resolve(await this.container(), TOKENS.database);
  }

  /** Connects and makes sure the database answers. */
  async reachableDatabase(): Promise<Database> {
    const database = await this.connect();
    if (!(await database.isReachable())) {
      throw this.unavailable('it does not answer (is the server running, and does the database exist? `marketplace db migrate` creates it)');
    }
    return database;
  }

  /** The use cases over a reachable database whose schema is up to date. */
  async useCases(): Promise<CliUseCases> {
    const database = await this.reachableDatabase();
    const { pending } = await database.migrationStatus();
    if (pending.length > 0) {
      throw new CliError(
        EXIT.unavailable,
        'database.migrations_pending',
        `The database schema is not up to date (${pending.length} pending migration${pending.length === 1 ? '' : 's'}): run \`marketplace db migrate\` first.`,
      );
    }
    return this.resolveUseCases();
  }

  /**
   * Applies the pending migrations, creating a PostgreSQL database that does not exist yet, as the
   * server does at start. @returns the names applied, oldest first.
   */
  async migrate(): Promise<string[]> {
    const database = await this.connect();
    try {
      return (await database.migrate()).applied;
    } catch (error) {
      if (await database.isReachable()) throw error;
      throw this.unavailable(error instanceof Error ? error.message : String(error));
    }
  }

  /** The use cases after applying any pending migration (`seed`, like the server's start). */
  async migratedUseCases(): Promise<{ useCases: CliUseCases; applied: string[] }> {
    const applied = await this.migrate();
    return { useCases: await this.resolveUseCases(), applied };
  }

  /** Makes this run a worker (before the database opens): its job queue runs workers, logging to `logger`. */
  runWorkers(logger: Logger): void {
    if (this.opened) throw new Error('runWorkers() must come before the database is opened');
    this.workers = { logger };
  }

  /** Starts the job workers on a reachable, migrated database (after {@link runWorkers}). @returns the job queue. */
  async startWorkers(): Promise<JobQueue> {
    if (!this.workers) throw new Error('startWorkers() needs runWorkers() first');
    await this.useCases();
    const { startJobWorkers } = await import('@marketplace/http/container');
    return startJobWorkers(await this.container(), { logger: this.workers.logger });
  }

  /** Exit 69, naming the database the configuration points at. */
  unavailable(reason: string): CliError {
    return new CliError(EXIT.unavailable, 'database.unavailable', `Cannot use ${this.describeDatabase()}: ${reason}`);
  }

  /** Closes the database if a command opened it. */
  async close(): Promise<void> {
    const opened = this.opened;
    this.opened = undefined;
    if (!opened) return;
    const container = await opened.catch(() => null);
    if (!container) return;
    // The job queue first: its workers finish their jobs on the database.
    await resolve(container, TOKENS.jobQueue).stop();
    await resolve(container, TOKENS.database).close();
  }

  private async resolveUseCases(): Promise<CliUseCases> {
    const container = await this.container();
    const { resolveUseCases } = await import('@marketplace/http/container');
    return resolveUseCases(container);
  }
}
