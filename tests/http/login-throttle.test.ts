import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
