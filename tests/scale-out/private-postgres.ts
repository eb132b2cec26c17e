import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (the `postgresql-15` package). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** The ports private clusters may take (other test files use other ranges). */
const PORT_RANGE = { first: 5500, last: 5599 };

/** Why no private cluster can run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) return `no PostgreSQL server binaries in ${POSTGRES_BIN} (install postgresql-15)`;
  return null;
}

/**
 * A PostgreSQL cluster of one test file's own, which the test may stop and start (restarting the
 * shared server would break every other test). Trust authentication, superuser `postgres`, on
 * 127.0.0.1 only, its socket and data in a temporary directory.
 */
export interface PrivatePostgres {
  /** The server's `postgres` database; `urlOf(name)` for another. */
  readonly url: string;
  urlOf(database: string): string;
  /** `pg_ctl stop -m fast`: ends every session at once, as a restart or failover does. */
  stop(): Promise<void>;
  /** Starts it again; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Stops it (when running) and deletes its data. */
  destroy(): Promise<void>;
}

/** initdb refuses to run as root, so as root every server command runs as the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  const binary = join(POSTGRES_BIN, command);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

async function serverCommand(command: string, args: string[]): Promise<void> {
  const [file, argv] = asServerUser(command, args);
  await run(file, argv, { timeout: 60_000 });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = PORT_RANGE.first + ((start + i) % size);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${PORT_RANGE.first}-${PORT_RANGE.last} for a private PostgreSQL cluster`);
}

/** initdb, then start: about a second. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'marketplace-pg-'));
  const dataDir = join(dir, 'data');
  if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', dir]);
  await serverCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c max_connections=50`;
  const pgCtl = (...args: string[]) => serverCommand('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '30', ...args]);
  let running = false;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: PrivatePostgres = {
    url: urlOf('postgres'),
    urlOf,
    async stop() {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    async start() {
      await pgCtl('-o', options, 'start');
      running = true;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
