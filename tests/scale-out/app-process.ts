import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

/** The built server, exactly what `npm start` runs (`npx tsc -b` builds it). */
export const SERVER_MAIN = fileURLToPath(new URL('../../apps/http/dist/main.js', import.meta.url));

/** Every instance of a test file signs cookies with this, so any instance accepts any session. */
export const SHARED_SESSION_SECRET = 'scale-out-session-secret-shared-by-instances';

const READY_LINE = /Marketplace is running on http:\/\/localhost:(\d+)/;
const START_TIMEOUT_MS = 60_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One app instance: the built server as a child process of the test. */
export interface AppProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves when the process has ended. */
  readonly exited: Promise<Exit>;
  /** What it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** SIGTERM, then the exit. */
  stop(): Promise<Exit>;
}

/**
 * Starts `node apps/http/dist/main.js` on an ephemeral port of 127.0.0.1 in demo mode, with the
 * shared session secret and warn-level logs, plus `env`; resolves once it prints its address (it
 * has migrated and seeded by then). A clean environment: nothing of the test runner's leaks in.
 */
export async function startApp(env: Record<string, string>): Promise<AppProcess> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`The server is not built (${SERVER_MAIN} is missing): run \`npx tsc -b\` first.`);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: tmpdir(),
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_MODE: 'true',
      SESSION_SECRET: SHARED_SESSION_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    function fail(why: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`The server ${why}:\n${chunks.join('')}`));
    }
    child.stdout!.on('data', (chunk: Buffer) => {
      chunks.push(chunk.toString('utf8'));
      const ready = READY_LINE.exec(chunks.join(''));
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    void exited.then((exit) => fail(`exited before listening (${JSON.stringify(exit)})`));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => chunks.join(''),
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
