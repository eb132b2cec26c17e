import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { expectError, newCustomer } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

/** A hashed asset of the storefront fixture with its build-time .br and .gz beside it. */
const FIXTURE_ASSETS = join(import.meta.dirname, 'fixtures', 'storefront', 'assets');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A request sent exactly as written (fetch would normalise the path and set its own headers). */
function raw(
  target: TestServer,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(target.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain('https://js.stripe.com');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // Plain HTTP outside production: no HSTS.
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('malformed and oversized bodies', () => {
  it('answers malformed JSON with 400 JSON { message }', async () => {
    const reply = await server.client().request('POST', '/api/register', { body: '{"username": "x",', headers: { 'content-type': 'application/json' } });
    expectError(reply, 400, 'Malformed JSON in the request body.');
  });

  it('answers a body over 100kb with 413', async () => {
    const reply = await server.client().post('/api/waitlist', { name: 'x'.repeat(101 * 1024), email: 'big@test.example', phone: '1' });
    expectError(reply, 413, 'The request body is too large.');
  });

  it('reads a body just under the limit', async () => {
    const reply = await server.client().post('/api/waitlist', { name: 'Big Body', email: 'big@test.example', phone: '1', padding: 'x'.repeat(90 * 1024) });
    expect(reply.status).toBe(201);
  });

  it('reads a gzipped JSON body; a body that claims gzip but is not is 400; an unknown encoding 415', async () => {
    const json = JSON.stringify({ name: 'Zipped Person', email: 'zip@test.example', phone: '1' });
    const zipped = await raw(server, 'POST', '/api/waitlist', { body: gzipSync(json), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(zipped.status).toBe(201);
    const fake = await raw(server, 'POST', '/api/waitlist', { body: json, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(fake.status).toBe(400);
    expect(JSON.parse(fake.body.toString('utf8'))).toEqual({ message: 'The request body could not be read.' });
    const unknown = await raw(server, 'POST', '/api/waitlist', { body: json, headers: { 'content-type': 'application/json', 'content-encoding': 'compress' } });
    expect(unknown.status).toBe(415);
    expect(JSON.parse(unknown.body.toString('utf8')).message).toEqual(expect.any(String));
  });

  it('ignores a body that is not JSON (form or text): the fields are then missing', async () => {
    const form = await server.client().request('POST', '/api/login', { body: 'email=a@b.example&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectError(form, 400, 'Required');
    const text = await server.client().request('POST', '/api/waitlist', { body: 'hello', headers: { 'content-type': 'text/plain' } });
    expectError(text, 400);
  });
});

describe('unknown paths and methods', () => {
  it.each(['/api/nope', '/api', '/api/deals/101/extra', '/api/admin', '/api/user/purchases/1'])('answers GET %s with JSON 404', async (path) => {
    expectError(await server.client().get(path), 404, 'Not found');
  });

  it('answers POST to an unknown API path with JSON 404', async () => {
    expectError(await server.client().post('/api/nope', {}), 404, 'Not found');
  });

  it.each([
    ['DELETE', '/api/deals', 'HEAD, GET, POST'],
    ['PUT', '/api/user', 'HEAD, GET, PATCH'],
    ['GET', '/api/login', 'POST'],
    ['DELETE', '/api/deals/101', 'HEAD, GET, PATCH'],
    ['PATCH', '/api/waitlist', 'HEAD, GET, POST'],
  ])('answers %s %s with 405 and Allow', async (method, path, allow) => {
    const reply = await server.client().request(method, path, method === 'GET' ? {} : { json: {} });
    expectError(reply, 405, 'Method not allowed');
    const methods = (header: string | null) => (header ?? '').split(',').map((one) => one.trim()).sort();
    expect(methods(reply.headers.get('allow'))).toEqual(methods(allow));
  });
});

describe('cross-site writes', () => {
  it('refuses a POST with an Origin of another site (403), whatever its credentials', async () => {
    const customer = await newCustomer(server);
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1', 'not a url']) {
      const reply = await customer.client.post('/api/create-payment-intent', { dealId: 101 }, { origin });
      expectError(reply, 403, 'Cross-site request refused.');
    }
    expectError(await server.client().post('/api/login', { email: customer.email, password: customer.password }, { origin: 'https://evil.example' }), 403);
    expectError(await customer.client.post('/api/logout', {}, { origin: 'https://evil.example' }), 403);
    // Still signed in: the cross-site logout did nothing.
    expect((await customer.client.get('/api/user')).status).toBe(200);
  });

  it('refuses a cross-site PATCH too', async () => {
    const customer = await newCustomer(server);
    const reply = await customer.client.request('PATCH', '/api/user', { json: { username: 'hacked', email: 'hacked@evil.example' }, headers: { origin: 'https://evil.example' } });
    expectError(reply, 403);
    expect((await customer.client.get('/api/user')).body.username).toBe(customer.username);
  });

  it('allows a same-origin POST, and a POST without Origin', async () => {
    const customer = await newCustomer(server);
    const sameOrigin = await customer.client.post('/api/create-payment-intent', { dealId: 101 }, { origin: server.url });
    expect(sameOrigin.status).toBe(200);
    expect((await customer.client.post('/api/create-payment-intent', { dealId: 101 })).status).toBe(200);
  });

  it('lets cross-site reads through (GET)', async () => {
    expect((await server.client().get('/api/deals?limit=1', { origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('headers', () => {
  it('sets the security headers on API responses, errors included', async () => {
    expectSecurityHeaders((await server.client().get('/api/deals?limit=1')).headers);
    expectSecurityHeaders((await server.client().get('/api/user')).headers);
    expectSecurityHeaders((await server.client().get('/api/nope')).headers);
  });

  it('sets the security headers on page responses', async () => {
    expectSecurityHeaders((await server.client().get('/')).headers);
    expectSecurityHeaders((await server.client().get('/business/dashboard')).headers);
    expectSecurityHeaders((await server.client().get('/portal/assets/index-AbCdEf12.js')).headers);
  });

  it('echoes a sane X-Request-Id and generates one otherwise', async () => {
    const echoed = await server.client().get('/api/categories', { 'x-request-id': 'trace-abc.123_XYZ' });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc.123_XYZ');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect((await server.client().get('/api/categories')).headers.get('x-request-id')).toMatch(uuid);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), '<script>alert(1)</script>']) {
      const reply = await server.client().get('/api/categories', { 'x-request-id': bad });
      expect(reply.headers.get('x-request-id')).toMatch(uuid);
    }
    const one = (await server.client().get('/healthz')).headers.get('x-request-id');
    const two = (await server.client().get('/healthz')).headers.get('x-request-id');
    expect(one).not.toBe(two);
  });

  it('compresses a large API response for a client that accepts gzip', async () => {
    const reply = await raw(server, 'GET', '/api/deals?limit=50', { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(reply.body).toString('utf8'));
    expect(body.deals.length).toBeGreaterThan(12);

    const plain = await raw(server, 'GET', '/api/deals?limit=50', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Small responses are not worth compressing.
    const small = await raw(server, 'GET', '/healthz', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends a built file as the .br or .gz made at build time, and compresses only for an encoding it has not', async () => {
    const path = '/assets/app-Zx9Yw8Vu.js';
    const file = (suffix = '') => readFileSync(join(FIXTURE_ASSETS, `app-Zx9Yw8Vu.js${suffix}`));
    const chrome = await raw(server, 'GET', path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(chrome.body.equals(file('.br'))).toBe(true);
    expect(brotliDecompressSync(chrome.body).equals(file())).toBe(true);
    expect(chrome.headers['content-type']).toMatch(/javascript/);
    expect(chrome.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chrome.headers.vary).toContain('Accept-Encoding');
    const gzipOnly = await raw(server, 'GET', path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.body.equals(file('.gz'))).toBe(true);
    const zstdOnly = await raw(server, 'GET', path, { headers: { 'accept-encoding': 'zstd' } });
    expect(zstdOnly.headers['content-encoding']).toBe('zstd');
    expect(zstdDecompressSync(zstdOnly.body).equals(file())).toBe(true);
    const plain = await raw(server, 'GET', path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file())).toBe(true);
  });
});

describe('health', () => {
  it('GET /healthz and /readyz answer ok, never cached', async () => {
    const health = await server.client().get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await server.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /readyz answers 503 when the database is unreachable (or the check fails)', async () => {
    for (const isReachable of [async () => false, async () => Promise.reject(new Error('connection refused'))]) {
      const db = createInMemoryRepositories();
      const down = await startTestServer({ infrastructure: { ...db, isReachable, close: async () => undefined, describe: 'unreachable' } });
      try {
        const ready = await down.client().get('/readyz');
        expect(ready.status).toBe(503);
        expect(ready.body).toEqual({ status: 'database unreachable' });
        // Liveness is not readiness.
        expect((await down.client().get('/healthz')).status).toBe(200);
      } finally {
        await down.stop();
      }
    }
  });
});

describe('web apps', () => {
  it.each(['/', '/deals/101', '/profile', '/checkout/101?price=10', '/auth'])('serves the storefront index.html at %s, never cached', async (path) => {
    const reply = await server.client().get(path);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/text\/html/);
    expect(reply.text).toContain('Storefront fixture');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/business/dashboard', '/business/auth', '/business', '/admin/login', '/admin/dashboard'])('serves the portal index.html at %s', async (path) => {
    const reply = await server.client().get(path);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('Portal fixture');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a hashed portal asset with immutable caching', async () => {
    const reply = await server.client().get('/portal/assets/index-AbCdEf12.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/javascript/);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset instead of the index page', async () => {
    for (const path of ['/portal/assets/missing-AbCdEf12.js', '/assets/missing-AbCdEf12.css', '/favicon.ico']) {
      const reply = await server.client().get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.text).not.toContain('fixture');
    }
  });

  it('never serves a file outside the web roots', async () => {
    for (const path of ['/../../../../etc/passwd', '/portal/../../../../etc/passwd', '/..%2F..%2F..%2F..%2Fetc%2Fpasswd', '/portal/..%2f..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json']) {
      const reply = await raw(server, 'GET', path);
      expect(reply.status, path).toBeLessThan(500);
      expect(reply.body.toString('utf8'), path).not.toMatch(/root:|"workspaces"/);
    }
  });

  it('answers a malformed percent-encoding with 400, not a server error', async () => {
    for (const path of ['/%E0%A4%A', '/portal/%E0%A4%A.js', '/deals/%']) {
      const reply = await raw(server, 'GET', path);
      expect(reply.status, path).toBe(400);
    }
    for (const path of ['/api/deals/%E0%A4%A', '/api/%']) {
      const reply = await raw(server, 'GET', path);
      expect(reply.status, path).toBe(404);
    }
    // A query string is decoded leniently.
    expect((await raw(server, 'GET', '/api/deals?q=%E0%A4%A')).status).toBe(200);
  });

  it('does not serve pages to non-GET requests', async () => {
    expect((await server.client().post('/deals/101', {})).status).toBe(404);
  });
});
