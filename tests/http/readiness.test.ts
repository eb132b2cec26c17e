import { describe, expect, it } from 'vitest';
import { startTestServer } from './test-server.js';

describe('readiness', () => {
  it('is 200 while serving and 503 "stopping" once a stop began, while requests are still answered', async () => {
    const server = await startTestServer();
    const client = server.client();
    expect((await client.get('/readyz')).body).toEqual({ status: 'ready' });

    const stopped = server.stop();
    const during = await client.get('/readyz');
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ status: 'stopping' });
    expect((await client.get('/healthz')).status).toBe(200);
    await stopped;
  });
});
