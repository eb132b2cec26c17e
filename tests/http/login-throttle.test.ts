import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import type { RateLimitRepository } from '@marketplace/core/security/ports/rate-limit.repository.port';
import { LoginThrottle } from '@marketplace/http/http/login-throttle';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function register(n: number) {
  const client = server.client();
  const email = `shared-${n}@example.com`;
  await client.post('/api/register', { username: `shared${n}`, email, password: 'secret1' });
  return email;
}

describe('login throttling counts failures, not successes', () => {
  it('lets many people behind one address sign in', async () => {
    const emails = await Promise.all(Array.from({ length: 6 }, (_, i) => register(i)));
    for (let round = 0; round < 10; round += 1) {
      for (const email of emails) {
        const reply = await server.client().post('/api/login', { email, password: 'secret1' });
        expect(reply.status).toBe(200);
      }
    }
  });

  it('clears an email’s failures after a successful login', async () => {
    const email = await register(100);
    for (let i = 0; i < 9; i += 1) expect((await server.client().post('/api/login', { email, password: 'wrong!' })).status).toBe(401);
    expect((await server.client().post('/api/login', { email, password: 'secret1' })).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await server.client().post('/api/login', { email, password: 'wrong!' })).status).toBe(401);
    expect((await server.client().post('/api/login', { email, password: 'secret1' })).status).toBe(200);
  });

  it('refuses the 11th attempt after ten failures, even with the right password', async () => {
    const email = await register(200);
    for (let i = 0; i < 10; i += 1) expect((await server.client().post('/api/login', { email, password: 'wrong!' })).status).toBe(401);
    const refused = await server.client().post('/api/login', { email, password: 'secret1' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('login throttle keys', () => {
  it('never carry a NUL or a lone surrogate of the raw email into storage (PostgreSQL refuses them in text)', async () => {
    const keys: string[] = [];
    const rateLimits = { hit: async (key: string) => void keys.push(key), peek: async () => 0, reset: async () => undefined } as unknown as RateLimitRepository;
    const throttle = new LoginThrottle({ rateLimits, clock: new FixedClock(new Date('2026-01-01T00:00:00Z')) });
    await throttle.failed('user', 'a\u0000b\ud800@example.com', '127.0.0.1');
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).not.toMatch(/\0/);
      expect(key).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });
});
