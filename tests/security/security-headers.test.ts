import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, buy, demoBusiness, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type Reply, type TestServer } from '../http/test-server.js';

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  production = await startTestServer({ env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server.stop();
  await production.stop();
});

function expectSecurityHeaders({ headers }: Reply): void {
  const csp = headers.get('content-security-policy') ?? '';
  for (const directive of ["default-src 'self'", "script-src 'self' https://js.stripe.com", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(csp).toContain(directive);
  }
  // Pictures are uploaded and served from this site (DESIGN.md 10.7): no image from another host.
  expect(csp.split(';').map((directive) => directive.trim())).toContain("img-src 'self' data: blob:");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=(self)');
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('security headers', () => {
  it('are on pages, assets, API answers and API errors', async () => {
    const client = server.client();
    for (const path of ['/', '/deals', '/business/dashboard', '/portal/assets/index-AbCdEf12.js', '/api/deals?limit=1', '/api/user', '/api/nope', '/healthz']) {
      const reply = await client.get(path);
      expectSecurityHeaders(reply);
      expect(reply.headers.get('strict-transport-security'), path).toBeNull();
    }
    expectSecurityHeaders(await client.post('/api/login', { email: 'bad' }));
  });

  it('include HSTS in production, on pages and API answers', async () => {
    for (const path of ['/', '/api/deals?limit=1', '/api/user']) {
      const reply = await production.client().get(path, { 'x-forwarded-proto': 'https' });
      expectSecurityHeaders(reply);
      expect(reply.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('private API answers are never cached', () => {
  it('are Cache-Control: no-store for every account, errors included', async () => {
    const customer = await newCustomer(server);
    await buy(server, customer.client, 101);
    const business = await demoBusiness(server);
    const admin = await adminClient(server);
    const answers: [string, Reply][] = [
      ['customer profile', await customer.client.get('/api/user')],
      ['customer purchases and codes', await customer.client.get('/api/user/purchases')],
      ['checkout', await customer.client.post('/api/create-payment-intent', { dealId: 101 })],
      ['business figures', await business.get('/api/business/stats')],
      ['business deals', await business.get('/api/business/deals')],
      ['business subscription', await business.get('/api/business/subscription')],
      ['waitlist', await admin.get('/api/waitlist')],
      ['admin figures', await admin.get('/api/admin/stats')],
      ['admin businesses', await admin.get('/api/admin/businesses')],
      ['login answer', await server.client().post('/api/login', { email: customer.email, password: customer.password })],
      ['signed-out error', await server.client().get('/api/user')],
    ];
    for (const [what, reply] of answers) {
      expect(reply.status, what).toBeLessThan(500);
      expect(reply.headers.get('cache-control'), what).toBe('no-store');
    }
  });

  it('leave the public catalogue and reference data cacheable', async () => {
    expect((await server.client().get('/api/deals?limit=1')).headers.get('cache-control')).toBe('public, no-cache');
    expect((await server.client().get('/api/categories')).headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});
