import { randomBytes } from 'node:crypto';
import {
  MikroOrmDatabase,
  type MikroOrmDatabaseExtras,
  type MikroOrmDatabaseOptions,
} from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { onServer } from '../pg-statements.js';

/**
 * Where the MikroORM tests run (DESIGN.md section 8): the PostgreSQL server of TEST_DATABASE_URL
 * when set, else a throwaway PostgreSQL container when a container runtime answers, else the
 * embedded engine (PGlite, in memory).
 */
export type TestEngine = 'postgresql' | 'embedded';

interface PostgresServer {
  /** A URL of the server; its database is only used to create and drop the per-file databases. */
  url: string;
  label: string;
}

/** One database for one test file, migrated unless asked otherwise. */
export interface TestDatabase {
  /** The open connection; {@link reopen} replaces it. */
  readonly database: MikroOrmDatabase;
  readonly engine: TestEngine;
  /** The database's URL on a PostgreSQL server, for checks in SQL; null for the embedded engine. */
  readonly url: string | null;
  /** Closes the connection and opens the same database again, as an app restart would. */
  reopen(): Promise<MikroOrmDatabase>;
  /** Another connection to the same database, as a second app instance has (PostgreSQL only); the caller closes it. */
  connectAgain(): Promise<MikroOrmDatabase>;
  /** Closes the connection and drops the database (PostgreSQL) or discards it (in-memory PGlite). */
  close(): Promise<void>;
}

export interface OpenTestDatabaseOptions extends MikroOrmDatabaseExtras {
  /** `embedded` forces the embedded engine; the default is the chosen target. */
  engine?: TestEngine | undefined;
  /** Apply the migrations before handing the database over (default true). */
  migrate?: boolean | undefined;
}

const LOG_PREFIX = '[mikro-orm contracts]';
const POSTGRES_IMAGE = 'postgres:16-alpine';

let server: Promise<PostgresServer | null> | undefined;
let announced = false;

/** The PostgreSQL server the tests of this file use, or null for the embedded engine. Decided once per file. */
function postgresServer(): Promise<PostgresServer | null> {
  server ??= findPostgresServer();
  return server;
}

async function findPostgresServer(): Promise<PostgresServer | null> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) return { url, label: 'PostgreSQL server (TEST_DATABASE_URL)' };
  return startContainer();
}

/**
 * A PostgreSQL container, when a container runtime answers. With none, testcontainers gives up in
 * milliseconds (it only looks for a socket), so the fallback to the embedded engine costs nothing.
 * The container lives as long as the test process: testcontainers' reaper removes it afterwards.
 */
async function startContainer(): Promise<PostgresServer | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
  } catch {
    return null;
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE).start();
  return { url: container.getConnectionUri(), label: `PostgreSQL container (testcontainers, ${POSTGRES_IMAGE})` };
}

/** Whether the chosen target is a PostgreSQL server (so the embedded engine needs its own run). */
export async function mainTargetIsPostgres(): Promise<boolean> {
  return (await postgresServer()) !== null;
}

/** Opens a database of its own for the calling test file. */
export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const { engine: forced, migrate = true, ...extras } = options;
  const target = forced === 'embedded' ? null : await postgresServer();
  announce(target);
  const opened = target ? await openOnServer(target, extras) : await openEmbedded(extras);
  if (migrate) await opened.database.migrate();
  return opened;
}

function announce(target: PostgresServer | null): void {
  if (announced) return;
  announced = true;
  console.info(`${LOG_PREFIX} engine: ${target ? target.label : 'embedded PGlite (in memory)'}`);
}

async function openEmbedded(extras: MikroOrmDatabaseExtras): Promise<TestDatabase> {
  const database = await MikroOrmDatabase.open({ dataDir: null }, extras);
  return {
    database,
    engine: 'embedded',
    url: null,
    reopen: () => Promise.reject(new Error('An in-memory database does not survive a restart')),
    connectAgain: () => Promise.reject(new Error('An in-memory database has one connection')),
    close: () => database.close(),
  };
}

/** A fresh database per test file, so files run in parallel against one server. */
async function openOnServer(target: PostgresServer, extras: MikroOrmDatabaseExtras): Promise<TestDatabase> {
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  await onServer(target.url, `create database "${name}"`);
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const options: MikroOrmDatabaseOptions = { databaseUrl: url.toString(), poolMax: 4 };
  let database = await MikroOrmDatabase.open(options, extras);
  return {
    get database() {
      return database;
    },
    engine: 'postgresql',
    url: url.toString(),
    reopen: async () => {
      await database.close();
      database = await MikroOrmDatabase.open(options, extras);
      return database;
    },
    connectAgain: () => MikroOrmDatabase.open(options, extras),
    close: async () => {
      await database.close();
      await onServer(target.url, `drop database if exists "${name}" with (force)`);
    },
  };
}

