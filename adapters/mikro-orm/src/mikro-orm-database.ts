import { mkdir } from 'node:fs/promises';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { SessionPolicy } from '@marketplace/core/accounts/domain/session';
import type { BulkLoader } from '@marketplace/core/demo/ports/bulk-loader.port';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';
import type { LoggerOptions, MikroORM, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteMikroORM, type PgliteConnection } from '@mikro-orm/pglite';
import { MikroORM as PostgreSqlMikroORM } from '@mikro-orm/postgresql';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { ALL_ENTITY_SCHEMAS } from './entities/all-entities.js';
import { lockEmbeddedDatabase } from './embedded-lock.js';
import { MIGRATIONS } from './migrations/migrations-list.js';
import { MikroOrmBulkLoader } from './mikro-orm-bulk-loader.js';
import { createMikroOrmRepositories } from './mikro-orm-repositories.js';
import { MikroOrmTransactionRunner } from './mikro-orm-transaction-runner.js';
import type { PgBossConnection } from './pg-boss-job-queue.js';
import { QueryListeningLogger } from './query-listening-logger.js';
import { PreparingClient } from './prepared-statements.js';

/**
 * Where the data lives: a PostgreSQL server (with optional read replicas of it), or the embedded
 * engine (PGlite) in a directory or in memory (`null`).
 */
export type MikroOrmDatabaseOptions =
  | {
      databaseUrl: string;
      poolMax?: number | undefined;
      readReplicaUrls?: readonly string[] | undefined;
      /** Repeated statements run as named prepared statements of their connection (default true; see `prepared-statements.ts`). */
      preparedStatements?: boolean | undefined;
    }
  | { dataDir: string | null };

export interface MikroOrmDatabaseExtras {
  /**
   * Called with every SQL statement run, transaction control included (query counting, logging),
   * and its parameters when it has any. Parameters can hold secrets (password hashes): log with care.
   */
  onQuery?: ((sql: string, params?: readonly unknown[]) => void) | undefined;
  /** The policy sessions are restored with (the default policy when omitted). */
  sessionPolicy?: SessionPolicy | undefined;
}

const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * The session settings of every pooled connection (PostgreSQL's startup `options`): no parallel
 * workers. The app runs many small statements side by side; a parallel plan starts worker processes
 * for one statement, which on a small machine under load costs far more than it saves. PostgreSQL
 * chooses one only for a large scan (a table of more than 8 MB: the count of a list of 100,000
 * deals), and there it cut the throughput by two thirds: browse over 100,000 deals, 10 connections,
 * 2-core AMD EPYC, 31 -> 95 requests/s with it off. PGOPTIONS (libpq's variable), when set, comes
 * after and so wins.
 */
export function connectionOptions(pgOptions = process.env['PGOPTIONS']): string {
  return ['-c max_parallel_workers_per_gather=0', pgOptions?.trim()].filter(Boolean).join(' ');
}

/** Migrations of concurrently starting app instances run one after the other. */
const MIGRATION_LOCK_KEY = 'marketplace:migrations';

/** The table MikroORM's migrator keeps, with the columns it creates it with. */
const CREATE_MIGRATIONS_TABLE_SQL = `
  create table if not exists "${MIGRATIONS_TABLE}" (
    "id" serial primary key,
    "name" varchar(255) not null,
    "executed_at" timestamptz(6) not null default current_timestamp(6)
  )`;

async function takeMigrationLock(em: SqlEntityManager): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [MIGRATION_LOCK_KEY]);
}

/** What the migrations built, as the database's catalogue tells it. */
export interface SchemaDescription {
  tables: string[];
  indexes: { table: string; name: string; definition: string }[];
  /** Primary keys, unique constraints, foreign keys and checks (`type` as information_schema says it). */
  constraints: { table: string; name: string; type: string }[];
  extensions: string[];
}

/**
 * The MikroORM persistence of the marketplace: one set of entities and migrations, two engines.
 * With a database URL it talks to a PostgreSQL server (a connection pool); without one it runs
 * PostgreSQL in WebAssembly (PGlite) in-process, persisted in a data directory or in memory.
 *
 * The embedded engine has a single connection. Kysely's PGlite driver, under MikroORM, guards it
 * with a mutex: a transaction holds the connection from BEGIN to COMMIT, and every other statement
 * (another transaction's, or one outside any transaction) waits for it, so statements of
 * concurrent transactions never interleave (tests/mikro-orm/embedded-concurrency.test.ts checks it).
 */
export class MikroOrmDatabase {
  /** The embedded engine's data-directory lock, released on close. */
  private releaseLock: (() => Promise<void>) | null = null;

  readonly repositories: Repositories;
  readonly transactions: TransactionRunner;
  /** Multi-row inserts of generated load-test data (`marketplace seed --deals N`). */
  readonly bulkLoader: BulkLoader;

  private constructor(
    private readonly orm: MikroORM,
    readonly engine: 'postgresql' | 'embedded',
    sessionPolicy: SessionPolicy | undefined,
    readonly databaseUrl: string | null = null,
    private readonly preparedStatements = true,
  ) {
    const root = orm.em as SqlEntityManager;
    const runner = new MikroOrmTransactionRunner(root, (em) => createMikroOrmRepositories(em, sessionPolicy));
    this.transactions = runner;
    // Outside a transaction every call gets its own fork: no identity map outlives one call.
    this.repositories = createMikroOrmRepositories(() => runner.current() ?? root.fork(), sessionPolicy);
    this.bulkLoader = new MikroOrmBulkLoader(() => runner.current() ?? root.fork());
  }

  /** Connects (the embedded engine creates its data directory when missing). Does not migrate. */
  static async open(options: MikroOrmDatabaseOptions, extra: MikroOrmDatabaseExtras = {}): Promise<MikroOrmDatabase> {
    const onQuery = extra.onQuery;
    const common = {
      entities: [...ALL_ENTITY_SCHEMAS],
      extensions: [Migrator],
      migrations: {
        migrationsList: MIGRATIONS,
        tableName: MIGRATIONS_TABLE,
        transactional: true,
        allOrNothing: true,
        // The schema is the committed migrations; nothing is generated or snapshotted at run time.
        snapshot: false,
        silent: true,
      },
      // The migrator creates a missing database itself; opening never changes anything.
      ensureDatabase: false,
      ...(onQuery ? { loggerFactory: (logger: LoggerOptions) => new QueryListeningLogger(logger, onQuery) } : {}),
    } satisfies Partial<Options>;

    if ('databaseUrl' in options) {
      const orm = await PostgreSqlMikroORM.init({
        ...common,
        clientUrl: options.databaseUrl,
        pool: { max: options.poolMax ?? 10 },
        // pg's pool options: waiting for a connection (a server down or unreachable, or every
        // connection busy) fails after 5 s instead of hanging the request; the app answers 503.
        driverOptions: {
          connectionTimeoutMillis: 5000,
          options: connectionOptions(),
          ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
        },
        // Each replica gets a pool of the same size. Nothing reads from a replica unless it asks
        // (`connectionType: 'read'`): MikroORM's default would send every find and count outside a
        // transaction there, and a lagging replica would then miss a write made a moment before
        // (the session after login, the demo payment after its confirmation, the subscription after
        // activation, a processed webhook event, the migrations already applied).
        replicas: (options.readReplicaUrls ?? []).map((clientUrl, index) => ({ name: `read-replica-${index + 1}`, clientUrl })),
        preferReadReplicas: false,
      });
      return new MikroOrmDatabase(orm, 'postgresql', extra.sessionPolicy, options.databaseUrl, options.preparedStatements !== false);
    }
    // PGlite creates the last directory of the path only.
    let release: (() => Promise<void>) | null = null;
    if (options.dataDir !== null) {
      await mkdir(options.dataDir, { recursive: true });
      release = await lockEmbeddedDatabase(options.dataDir);
    }
    const orm = await PgliteMikroORM.init({
      ...common,
      // Without dbName PGlite runs in memory; with it, dbName is the data directory.
      ...(options.dataDir !== null ? { dbName: options.dataDir } : {}),
      // Forwarded to PGlite.create: pg_trgm for the trigram indexes of the migrations, cube and
      // earthdistance for the catalogue's near filter.
      driverOptions: { extensions: { pg_trgm, cube, earthdistance } },
    }).catch(async (error: unknown) => {
      await release?.();
      throw error;
    });
    const database = new MikroOrmDatabase(orm, 'embedded', extra.sessionPolicy);
    database.releaseLock = release;
    return database;
  }

  /**
   * Applies the pending migrations, all in one transaction. App instances starting together do not
   * race: both steps below take the same advisory lock, so the second instance waits, then finds
   * nothing left to do. @returns the names applied, oldest first.
   */
  async migrate(): Promise<{ applied: string[] }> {
    // A server without the URL's database gets it created (MikroORM's own check, through the
    // server's maintenance database).
    await this.orm.schema.ensureDatabase();
    // The tracking table, committed on its own (as MikroORM would create it, but under the lock).
    await this.fork().transactional(async (em) => {
      await takeMigrationLock(em);
      await em.execute(CREATE_MIGRATIONS_TABLE_SQL);
    });
    const migrator = this.orm.migrator;
    // The migrator's own start-up queries run here, outside the transaction below: on the embedded
    // engine, a statement outside a running transaction waits for its single connection, forever here.
    await migrator.getExecuted();
    const applied = await this.fork().transactional(async (em) => {
      await takeMigrationLock(em);
      return migrator.up({ transaction: em.getTransactionContext() });
    });
    return { applied: applied.map((migration) => migration.name) };
  }

  async migrationStatus(): Promise<{ executed: string[]; pending: string[] }> {
    const migrator = this.orm.migrator;
    const executed = await migrator.getExecuted();
    const pending = await migrator.getPending();
    return { executed: executed.map((row) => row.name), pending: pending.map((migration) => migration.name) };
  }

  /** The tables, indexes, constraints and extensions of the current schema (checks, operators' status). */
  async describeSchema(): Promise<SchemaDescription> {
    const em = this.fork();
    const tables = await em.execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    const indexes = await em.execute<{ table: string; name: string; definition: string }[]>(
      `select tablename as table, indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() order by 1, 2`,
    );
    const constraints = await em.execute<{ table: string; name: string; type: string }[]>(
      `select table_name as table, constraint_name as name, constraint_type as type
         from information_schema.table_constraints
        where table_schema = current_schema()
          and not (constraint_type = 'CHECK' and constraint_name like '%_not_null')
        order by 1, 2`,
    );
    const extensions = await em.execute<{ name: string }[]>('select extname as name from pg_extension order by 1');
    return {
      tables: tables.map((row) => row.name),
      indexes,
      constraints,
      extensions: extensions.map((row) => row.name),
    };
  }

  /**
   * Where the job queue connects: the same server (a pool of its own), or, on the embedded engine,
   * this connection's PGlite itself, whose exclusive transactions keep pg-boss's statements and the
   * app's transactions from interleaving.
   */
  async jobQueueConnection(): Promise<PgBossConnection> {
    if (this.databaseUrl !== null) return { url: this.databaseUrl, preparedStatements: this.preparedStatements };
    const connection = this.orm.em.getConnection() as PgliteConnection;
    return { pglite: await connection.getNativeClient() };
  }

  /** For readiness probes: the database answers a trivial query. */
  async isReachable(): Promise<boolean> {
    try {
      await this.fork().execute('select 1');
      return true;
    } catch {
      return false;
    }
  }

  /** Tests only: empties every table and restarts the id sequences; the migrations table is kept. */
  async truncateAll(): Promise<void> {
    // Every entity's table (the migrations table has none) in one statement; CASCADE makes the order irrelevant.
    const tables = ALL_ENTITY_SCHEMAS.map((schema) => `"${schema.tableName}"`).join(', ');
    await this.fork().execute(`truncate table ${tables} restart identity cascade`);
  }

  async close(): Promise<void> {
    await this.orm.close(true);
    await this.releaseLock?.();
    this.releaseLock = null;
  }

  private fork(): SqlEntityManager {
    return (this.orm.em as SqlEntityManager).fork();
  }
}
