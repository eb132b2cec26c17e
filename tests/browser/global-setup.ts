import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';

const root = join(import.meta.dirname, '..', '..');

/** Starts the built server on a fresh embedded database with the demo data; returns its teardown. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:3199';
  const port = new URL(baseURL).port;
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-browser-'));
  const server = spawn(process.execPath, [join(root, 'apps/http/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.on('exit', () => (exited = true));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('The server exited before it was ready.');
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`The server did not answer ${baseURL}/readyz within 120 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return async () => {
    if (!exited) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (!exited) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
