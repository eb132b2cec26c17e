import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export interface BuiltServer {
  readonly baseURL: string;
  /** Its DATA_DIR (the development session secret is generated there). */
  readonly dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/http/dist/main.js) on a fresh embedded database in a temporary
 * DATA_DIR, with `env` on top of a development configuration, and waits for /readyz. `stop` ends
 * it (SIGTERM, then SIGKILL after 5 s) and removes the data directory.
 */
export async function startBuiltServer(port: number | string, env: Record<string, string>): Promise<BuiltServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-browser-'));
  const server = spawn(process.execPath, [join(root, 'apps/http/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.on('exit', () => (exited = true));

  const stop = async () => {
    if (!exited) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (!exited) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error('The server exited before it was ready.');
    }
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer ${baseURL}/readyz within 120 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseURL, dataDir, stop };
}
