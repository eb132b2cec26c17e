import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../http/api-helpers.js';
import { startTestServer, type TestServer } from '../http/test-server.js';

/** The Set-Cookie lines of the session cookie and its signature, by name. */
function sessionCookies(lines: string[], name: string): { value: string; signature: string } {
  const value = lines.find((line) => line.startsWith(`${name}=`));
  const signature = lines.find((line) => line.startsWith(`${name}.sig=`));
  expect(value, lines.join('\n')).toBeDefined();
  expect(signature, lines.join('\n')).toBeDefined();
  return { value: value!, signature: signature! };
}

function expectCommonFlags(line: string): void {
  expect(line).toMatch(/;\s*path=\/(;|$)/i);
  expect(line).toMatch(/;\s*httponly(;|$)/i);
  expect(line).toMatch(/;\s*samesite=lax(;|$)/i);
  expect(line).not.toMatch(/;\s*domain=/i);
}

describe('the session cookie in development (plain HTTP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('is HttpOnly, SameSite=Lax, Path=/, signed, and holds only an opaque id', async () => {
    const customer = await newCustomer(server);
    const reply = await server.client().post('/api/login', { email: customer.email, password: customer.password });
    const { value, signature } = sessionCookies(reply.headers.getSetCookie(), 'sid');
    for (const line of [value, signature]) {
      expectCommonFlags(line);
      expect(line).not.toMatch(/;\s*secure/i);
    }
    const id = value.split(';')[0]!.slice('sid='.length);
    expect(id).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(id).not.toContain(String(customer.id));
  });

  it('is refused when its signature is missing or does not match', async () => {
    const customer = await newCustomer(server);
    const id = customer.client.cookies.get('sid')!;
    const other = await newCustomer(server);
    const otherSignature = other.client.cookies.get('sid.sig')!;
    expect((await server.client().get('/api/user', { cookie: `sid=${id}` })).status).toBe(401);
    expect((await server.client().get('/api/user', { cookie: `sid=${id}; sid.sig=${otherSignature}` })).status).toBe(401);
  });
});

describe('the session cookie in production (NODE_ENV=production)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.stop());

  it('is __Host-sid: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const customer = await newCustomer(server);
    const https = { 'x-forwarded-proto': 'https' };
    const reply = await server.client().post('/api/login', { email: customer.email, password: customer.password }, https);
    expect(reply.status, reply.text).toBe(200);
    const lines = reply.headers.getSetCookie();
    expect(lines.some((line) => line.startsWith('sid='))).toBe(false);
    const { value, signature } = sessionCookies(lines, '__Host-sid');
    for (const line of [value, signature]) {
      expectCommonFlags(line);
      expect(line).toMatch(/;\s*secure(;|$)/i);
    }
  });

  it('stays Secure when a request reaches the server as plain HTTP, instead of failing', async () => {
    // Registration over a hop the server sees as HTTP used to create the account and then answer 500.
    const client = server.client();
    const reply = await client.post('/api/register', { username: 'plain_hop', email: 'plain.hop@test.example', password: 'secret-123' });
    expect(reply.status, reply.text).toBe(201);
    const { value } = sessionCookies(reply.headers.getSetCookie(), '__Host-sid');
    expect(value).toMatch(/;\s*secure(;|$)/i);
  });
});
