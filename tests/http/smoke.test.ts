import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('smoke', () => {
  it('answers health, deals and a demo login', async () => {
    const client = server.client();
    expect((await client.get('/healthz')).body).toEqual({ status: 'ok' });
    const deals = await client.get('/api/deals?active=true&featured=true&limit=4');
    expect(deals.status).toBe(200);
    expect(deals.body.deals).toHaveLength(4);
    const login = await client.post('/api/demo-login/user');
    expect(login.status).toBe(200);
    expect((await client.get('/api/user')).body).toMatchObject({ type: 'user', username: 'demo_discounter' });
  });
});
