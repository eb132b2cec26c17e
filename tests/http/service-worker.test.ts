import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';

// The storefront's service worker must be re-checked by the browser on every visit (a cached
// worker would keep an old app shell alive), and the page's CSP must let it register.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('the storefront service worker', () => {
  it('is served from the site root as JavaScript, never cached', async () => {
    const reply = await server.client().get('/sw.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^(?:application|text)\/javascript/);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.text).toContain('Storefront service worker fixture');
  });

  it('is allowed by the Content-Security-Policy of the pages', async () => {
    const page = await server.client().get('/purchases/1/cashier');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const directives = (page.headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim());
    expect(directives).toContain("worker-src 'self'");
  });
});
