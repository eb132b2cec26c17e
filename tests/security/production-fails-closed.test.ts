import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_BUSINESS, DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { runCli } from '../cli/cli-process.js';
import { SERVER_MAIN, startApp } from '../scale-out/app-process.js';

/**
 * DESIGN.md 10.1: with NODE_ENV=production the real built server (`node apps/http/dist/main.js`)
 * and the real built CLI refuse an unsafe configuration with exit 78 (EX_CONFIG) and a message
 * naming the variables, before they open any database. A complete production environment starts
 * without demo mode and prints no password.
 */

/** A complete, safe production environment; each test breaks one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_EMAIL: 'ops@shop.example.com',
  ADMIN_PASSWORD: 'correct horse battery staple',
  SESSION_SECRET: 'production-session-secret-of-32-or-more-chars',
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtps://apikey:secret@smtp.example.com:465',
  MAIL_FROM: 'Shop <no-reply@shop.example.com>',
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'marketplace-production-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs the built server in a clean environment until it exits (it must: these configurations are refused). */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`The server is not built (${SERVER_MAIN} is missing): run \`npx tsc -b\` first.`);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: tmpdir(),
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? tmpdir(), PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  // A server that starts after all would never exit: kill it so the test fails instead of hanging.
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') });
    });
  });
}

describe('the built server with NODE_ENV=production', () => {
  it('refuses DEMO_MODE=true with exit 78, naming NODE_ENV and DEMO_MODE', async () => {
    const run = await runServer({ NODE_ENV: 'production', DEMO_MODE: 'true' });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('DEMO_MODE=true is refused when NODE_ENV=production');
    expect(run.stdout).not.toContain('Marketplace is running');
  });

  it('refuses DEMO_MODE=true even when everything else is set', async () => {
    const run = await runServer({ ...PRODUCTION, DEMO_MODE: 'true' });
    expect(run.code).toBe(78);
    expect(run.stderr).toBe('Invalid configuration:\n  DEMO_MODE=true is refused when NODE_ENV=production: demo accounts, logins and payments must never run in production (unset DEMO_MODE)\n');
  });

  it('refuses to start with NODE_ENV=production and nothing else, naming each missing variable', async () => {
    const run = await runServer({ NODE_ENV: 'production' });
    expect(run.code).toBe(78);
    for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM']) {
      expect(run.stderr).toContain(`${name} is required when NODE_ENV=production`);
    }
  });

  it.each([
    ['a short admin password', { ADMIN_PASSWORD: 'elevenchars' }, 'ADMIN_PASSWORD: must be at least 12 characters when NODE_ENV=production'],
    ['the demo admin password', { ADMIN_PASSWORD: DEMO_ADMIN.password }, 'ADMIN_PASSWORD is the public demo admin password'],
    ['the demo admin email', { ADMIN_EMAIL: DEMO_ADMIN.email }, 'ADMIN_EMAIL is the public demo admin email'],
    ['a public URL with a path', { PUBLIC_URL: 'https://shop.example.com/app' }, 'PUBLIC_URL: must be the http(s) origin'],
  ])('refuses %s (exit 78)', async (_what, change, message) => {
    const run = await runServer({ ...PRODUCTION, ...change });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain(message);
  });

  it('starts with the complete production environment: no demo, no password printed, no credential served', async () => {
    const app = await startApp({ ...PRODUCTION, DEMO_MODE: '', DATA_DIR: join(dataDir, 'complete') });
    try {
      const config = await (await fetch(`${app.url}/api/config`)).json();
      expect(config).toEqual({ demoMode: false, paymentMode: 'none', stripePublishableKey: null, demoAdmin: false });
      expect((await fetch(`${app.url}/api/demo-login/user`, { method: 'POST', headers: { origin: app.url } })).status).toBe(404);
      const output = app.output();
      expect(output).toContain('users reach it at https://shop.example.com');
      for (const secret of [PRODUCTION.ADMIN_PASSWORD, DEMO_ADMIN.password, DEMO_CUSTOMER.password, DEMO_BUSINESS.password]) {
        expect(output).not.toContain(secret);
      }
    } finally {
      await app.stop();
    }
  }, 90_000);
});

describe('the built CLI with NODE_ENV=production (the same rules)', () => {
  it('refuses DEMO_MODE=true with exit 78, naming NODE_ENV and DEMO_MODE', async () => {
    const run = await runCli(['business', 'list'], { env: { ...PRODUCTION, DEMO_MODE: 'true', DATA_DIR: dataDir } });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('DEMO_MODE=true is refused when NODE_ENV=production');
  });

  it('refuses to seed with NODE_ENV=production and nothing else, naming each missing variable', async () => {
    const run = await runCli(['seed'], { env: { NODE_ENV: 'production', DATA_DIR: dataDir } });
    expect(run.code).toBe(78);
    for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM']) {
      expect(run.stderr).toContain(`${name} is required when NODE_ENV=production`);
    }
  });

  it('refuses the public demo admin password and a short one', async () => {
    const demo = await runCli(['seed'], { env: { ...PRODUCTION, ADMIN_PASSWORD: DEMO_ADMIN.password, DATA_DIR: dataDir } });
    expect(demo.code).toBe(78);
    expect(demo.stderr).toContain('ADMIN_PASSWORD is the public demo admin password');
    const short = await runCli(['seed'], { env: { ...PRODUCTION, ADMIN_PASSWORD: 'elevenchars', DATA_DIR: dataDir } });
    expect(short.code).toBe(78);
    expect(short.stderr).toContain('ADMIN_PASSWORD: must be at least 12 characters when NODE_ENV=production');
  });

  it('keeps the demo the default outside production', async () => {
    // No NODE_ENV: DEMO_MODE defaults to true, so the demo admin is seeded (the database is a fresh embedded one).
    const run = await runCli(['seed', '--json'], { env: { DATA_DIR: join(dataDir, 'cli-demo') } });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).seed).toMatchObject({ adminCreated: true, customersCreated: 1 });
  }, 90_000);
});
