import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { onServer } from '../pg-statements.js';

/** The built CLI, exactly what `npx marketplace` runs (`npm test` builds it with `tsc -b` first). */
export const CLI_MAIN = fileURLToPath(new URL('../../apps/cli/dist/main.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout as the bytes the CLI wrote. */
  stdoutBytes: Buffer;
}

export interface RunOptions {
  /** Added to a clean environment (PATH and HOME only: no DATABASE_URL, DATA_DIR or NODE_OPTIONS leaks in). */
  env?: Record<string, string> | undefined;
  /** Written to the CLI's stdin, which is then closed. */
  input?: string | undefined;
  cwd?: string | undefined;
}

function assertBuilt(): void {
  if (!existsSync(CLI_MAIN)) throw new Error(`The CLI is not built (${CLI_MAIN} is missing): run \`npx tsc -b\` (npm test does) first.`);
}

/** Runs `node apps/cli/dist/main.js ...args` as a child process and collects what it printed. */
export function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  assertBuilt();
  const env = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? tmpdir(), ...options.env };
  const child = spawn(process.execPath, [CLI_MAIN, ...args], { env, cwd: options.cwd ?? tmpdir(), stdio: ['pipe', 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdin.end(options.input ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const bytes = Buffer.concat(stdout);
      resolve({ code, stdout: bytes.toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8'), stdoutBytes: bytes });
    });
  });
}

/** One empty database for the CLI of one test file, and a way for the test to look inside it. */
export interface CliTarget {
  engine: 'embedded' | 'postgresql';
  /** DATA_DIR or DATABASE_URL, for the CLI's environment. */
  env: Record<string, string>;
  /** A scratch directory (the embedded engine's DATA_DIR lives in it too). */
  dir: string;
  /**
   * Opens the database in the test process, runs `work`, closes it again: the embedded engine is
   * one process's at a time, so the CLI must not run meanwhile.
   */
  withDatabase<T>(work: (database: MikroOrmDatabase) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** The PostgreSQL server of TEST_DATABASE_URL, when set. */
export const POSTGRES_URL = process.env['TEST_DATABASE_URL'] || undefined;

/**
 * A fresh target: an embedded database in a new temporary DATA_DIR, or a new database on the
 * TEST_DATABASE_URL server (created empty; the CLI migrates it).
 */
export async function createTarget(engine: CliTarget['engine']): Promise<CliTarget> {
  const dir = await mkdtemp(join(tmpdir(), 'marketplace-cli-'));
  const withOptions = (options: Parameters<typeof MikroOrmDatabase.open>[0]) => async <T>(work: (database: MikroOrmDatabase) => Promise<T>) => {
    const database = await MikroOrmDatabase.open(options);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  if (engine === 'embedded') {
    const dataDir = join(dir, 'data');
    return {
      engine,
      env: { DATA_DIR: dataDir },
      dir,
      withDatabase: withOptions({ dataDir: join(dataDir, 'db') }),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mp_cli_${randomBytes(6).toString('hex')}`;
  await onServer(POSTGRES_URL, `create database "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    engine,
    env: { DATABASE_URL: databaseUrl },
    dir,
    withDatabase: withOptions({ databaseUrl, poolMax: 2 }),
    dispose: async () => {
      await onServer(POSTGRES_URL, `drop database if exists "${name}" with (force)`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The engines to run a CLI suite on: the embedded one always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: readonly { engine: CliTarget['engine']; enabled: boolean }[] = [
  { engine: 'embedded', enabled: true },
  { engine: 'postgresql', enabled: POSTGRES_URL !== undefined },
];
