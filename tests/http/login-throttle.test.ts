import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { RateLimiter } from '@marketplace/core/security/application/rate-limiter';
import type { RateLimitRepository } from '@marketplace/core/security/ports/rate-limit.repository.port';
import { UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS, LoginThrottle } from '@marketplace/http/http/login-throttle';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

let addresses = 0;
/** A client address of its own for one test (TEST-NET-3). */
function freshAddress(): string {
  addresses += 1;
  return `203.0.113.${addresses}`;
}

async function register(n: number) {
  const email = `shared-${n}@example.com`;
  expect((await server.client().post('/api/register', { username: `shared${n}`, email, password: 'secret-1' })).status).toBe(201);
  return email;
}

const login = (address: string, email: string, password: string) => server.client({ address }).post('/api/login', { email, password });

describe('login throttling counts failures per (email, address) and per address, not successes', () => {
  it('lets many people behind one address sign in, more often than the address may fail', async () => {
    const address = freshAddress();
    const emails = await Promise.all(Array.from({ length: 6 }, (_, i) => register(i)));
    for (let round = 0; round < 10; round += 1) {
      for (const email of emails) expect((await login(address, email, 'secret-1')).status).toBe(200);
    }
    expect(6 * 10).toBeGreaterThan(LOGIN_ATTEMPTS_PER_ADDRESS);
  });

  it('a successful login costs nothing: nine failures, a success, then one more failure before the refusal', async () => {
    const address = freshAddress();
    const email = await register(100);
    for (let i = 0; i < 9; i += 1) expect((await login(address, email, 'wrong!')).status).toBe(401);
    expect((await login(address, email, 'secret-1')).status).toBe(200);
    expect((await login(address, email, 'wrong!')).status).toBe(401);
    expect((await login(address, email, 'secret-1')).status).toBe(429);
  });

  it(`refuses the ${LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS + 1}th attempt from the address after ${LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS} failures, even with the right password`, async () => {
    const address = freshAddress();
    const email = await register(200);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS; i += 1) expect((await login(address, email, 'wrong!')).status).toBe(401);
    const refused = await login(address, email, 'secret-1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many login attempts. Please wait a few minutes and try again.', code: 'rate_limited.login_email_address' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('an email locked from one address still signs in from another (a stranger cannot lock the owner out)', async () => {
    const stranger = freshAddress();
    const email = await register(300);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS; i += 1) expect((await login(stranger, email, 'guess')).status).toBe(401);
    expect((await login(stranger, email, 'secret-1')).status).toBe(429);
    expect((await login(freshAddress(), email, 'secret-1')).status).toBe(200);
  });

  it(`refuses an address after ${LOGIN_ATTEMPTS_PER_ADDRESS} failures over many emails, and only that address`, async () => {
    const address = freshAddress();
    const email = await register(400);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i += 1) expect((await login(address, `nobody.${i}@example.com`, 'guess')).status).toBe(401);
    const refused = await login(address, email, 'secret-1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited.login_address');
    expect((await login(freshAddress(), email, 'secret-1')).status).toBe(200);
  });

  it('300 wrong passwords at once for one email from one address: at most the limit are tried, the rest refused', async () => {
    const address = freshAddress();
    const email = await register(500);
    const answers = await Promise.all(Array.from({ length: 300 }, () => login(address, email, 'wrong!')));
    const statuses = answers.map((answer) => answer.status);
    // At most the limit: attempts that one counter refuses hold the other's hit for a moment, so a
    // burst may get fewer through, never more.
    const tried = statuses.filter((status) => status === 401).length;
    expect(tried).toBeGreaterThan(0);
    expect(tried).toBeLessThanOrEqual(LOGIN_ATTEMPTS_PER_EMAIL_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - tried);
  });
});

describe('login throttle keys', () => {
  it('never carry a NUL or a lone surrogate of the raw email into storage (PostgreSQL refuses them in text)', async () => {
    const keys: string[] = [];
    const rateLimits = {
      hit: async (key: string) => {
        keys.push(key);
        return { count: 1, resetAt: new Date('2026-01-01T00:15:00Z') };
      },
      release: async () => undefined,
    } as unknown as RateLimitRepository;
    const throttle = new LoginThrottle(new RateLimiter({ rateLimits, clock: new FixedClock(new Date('2026-01-01T00:00:00Z')) }));
    await expect(
      throttle.attempt('user', 'a\u0000b\ud800@example.com', '127.0.0.1', () => Promise.reject(new UnauthenticatedError('auth.invalid', 'no'))),
    ).rejects.toThrow(UnauthenticatedError);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).not.toMatch(/\0/);
      expect(key).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });
});
