import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import { startApp, type AppProcess } from './app-process.js';
import { call, countStatuses, sessionCookie } from './http-load.js';
import { nginxUnavailable, startNginx, type RunningNginx } from './nginx.js';
import { inOneWindow } from './rate-windows.js';
import { createScratchDatabase, NO_SHARED_SERVER, SHARED_SERVER_URL, type ScratchDatabase } from './scratch-database.js';

/**
 * The shipped deploy/nginx.conf, run by the real nginx binary in front of two app instances
 * (TRUST_PROXY=true, as docker-compose.yml runs them) on one PostgreSQL database. The test plays
 * the load balancer in front of nginx from 127.0.0.2 (the one trusted balancer, set_real_ip_from)
 * and an untrusted client from 127.0.0.3; the apps must count each real client address apart.
 */

const BALANCER = '127.0.0.2';
const UNTRUSTED = '127.0.0.3';
const PER_EMAIL_AND_ADDRESS = RATE_LIMITS.loginPerEmailAndAddress.max;
const CODE_LOOKUPS = RATE_LIMITS.codeLookupFailuresPerAddress.max;

const skipped = NO_SHARED_SERVER ?? nginxUnavailable();

let database: ScratchDatabase;
let a: AppProcess;
let b: AppProcess;
let nginx: RunningNginx;
const viaBalancer = new Agent({ keepAlive: true, localAddress: BALANCER });
const fromUntrusted = new Agent({ keepAlive: true, localAddress: UNTRUSTED });

// A test may first wait up to 20 s for a fresh limit window (rate-windows.ts).
describe.skipIf(skipped)(`deploy/nginx.conf in front of two instances${skipped ? ` (skipped: ${skipped})` : ''}`, { timeout: 60_000 }, () => {
  beforeAll(async () => {
    database = await createScratchDatabase(SHARED_SERVER_URL!);
    const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true', CATALOGUE_CACHE_MS: '0', DATABASE_POOL_MAX: '6' };
    [a, b] = await Promise.all([startApp(env), startApp(env)]);
    nginx = await startNginx({ appPorts: [a.port, b.port], trustedBalancer: `${BALANCER}/32` });
  }, 90_000);

  afterAll(async () => {
    viaBalancer.destroy();
    fromUntrusted.destroy();
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  /** A request as the balancer forwards it: the client's address appended to X-Forwarded-For. */
  const forwarded = (path: string, client: string, json: unknown, options: { cookie?: string; spoofed?: string } = {}) =>
    call(nginx.url, 'POST', path, {
      json,
      cookie: options.cookie,
      agent: viaBalancer,
      headers: { 'x-forwarded-for': options.spoofed ? `${options.spoofed}, ${client}` : client },
    });

  const account = (name: string) => ({ username: name, email: `${name}@nginx.example`, password: 'right-password' });

  it('serves through both instances', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(nginx.url, 'GET', '/readyz', { agent: viaBalancer })));
    expect(countStatuses(answers)).toEqual({ 200: 8 });
  });

  it("counts the balancer's clients apart: an email locked from one client address still signs in from another", async () => {
    await inOneWindow(RATE_LIMITS.loginPerEmailAndAddress.windowMs, 20_000);
    const owner = account('nginx_owner');
    expect((await forwarded('/api/register', '198.51.100.20', owner)).status).toBe(201);
    const wrong = { email: owner.email, password: 'wrong-password' };
    // Failures from 198.51.100.21, each with a different made-up address at the start of its header.
    const failures = await Promise.all(
      Array.from({ length: PER_EMAIL_AND_ADDRESS }, (_, n) => forwarded('/api/login', '198.51.100.21', wrong, { spoofed: `10.9.8.${n}` })),
    );
    expect(countStatuses(failures)).toEqual({ 401: PER_EMAIL_AND_ADDRESS });
    const right = { email: owner.email, password: owner.password };
    // That address is locked out on both instances (nginx alternates between them) ...
    const locked = await Promise.all([forwarded('/api/login', '198.51.100.21', right), forwarded('/api/login', '198.51.100.21', right)]);
    expect(countStatuses(locked)).toEqual({ 429: 2 });
    expect(Number(locked[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // ... and only that address: the owner, at another, signs in (through both instances).
    const elsewhere = await Promise.all([forwarded('/api/login', '198.51.100.22', right), forwarded('/api/login', '198.51.100.22', right)]);
    expect(countStatuses(elsewhere)).toEqual({ 200: 2 });
  });

  it("ignores the X-Forwarded-For of a client that is not the trusted balancer: its failures count against its own address", async () => {
    await inOneWindow(RATE_LIMITS.loginPerEmailAndAddress.windowMs, 20_000);
    const victim = account('nginx_victim');
    expect((await forwarded('/api/register', '198.51.100.30', victim)).status).toBe(201);
    // The untrusted client claims to be the victim's address.
    const spoofed = (json: unknown) => call(nginx.url, 'POST', '/api/login', { json, agent: fromUntrusted, headers: { 'x-forwarded-for': '198.51.100.31' } });
    for (let i = 0; i < PER_EMAIL_AND_ADDRESS; i += 1) expect((await spoofed({ email: victim.email, password: 'guess' })).status).toBe(401);
    expect((await spoofed({ email: victim.email, password: victim.password })).status).toBe(429);
    // The victim, at the address the attacker named, is not locked out.
    expect((await forwarded('/api/login', '198.51.100.31', { email: victim.email, password: victim.password })).status).toBe(200);
  });

  it('counts failed code look-ups per real client address over both instances, and another client address is not blocked', async () => {
    await inOneWindow(RATE_LIMITS.codeLookupFailuresPerAddress.windowMs, 15_000);
    // Two businesses behind one client address, a third behind another.
    const shops = await Promise.all(
      ['198.51.100.40', '198.51.100.40', '198.51.100.41'].map(async (address, n) => {
        const shop = { name: `Nginx Shop ${n}`, email: `nginx.shop.${n}@nginx.example`, password: 'shop-password', category: 'Retail' };
        const registered = await forwarded('/api/business/register', address, shop);
        expect(registered.status).toBe(201);
        return { address, cookie: sessionCookie(registered) };
      }),
    );
    const guess = (shop: (typeof shops)[number], n: number) =>
      forwarded('/api/business/validate-code', shop.address, { code: `ZZZZZ-${String(n).padStart(5, '0')}` }, { cookie: shop.cookie, spoofed: `10.7.7.${n % 250}` });
    const burst = await Promise.all(Array.from({ length: CODE_LOOKUPS + 10 }, (_, n) => guess(shops[0]!, n)));
    const statuses = countStatuses(burst);
    expect(Object.keys(statuses).sort(), JSON.stringify(statuses)).toEqual(['404', '429']);
    // At most the limit gets through a burst; the rest one by one until the address is spent.
    expect(statuses[404]).toBeLessThanOrEqual(CODE_LOOKUPS);
    for (let n = statuses[404]!; n < CODE_LOOKUPS; n += 1) expect((await guess(shops[0]!, 200 + n)).status).toBe(404);
    // The other business at the same client address is refused: the address is spent ...
    expect((await guess(shops[1]!, 100)).status).toBe(429);
    // ... while a business at another client address is not.
    expect((await guess(shops[2]!, 101)).status).toBe(404);
  });
});
