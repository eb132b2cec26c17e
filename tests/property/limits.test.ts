import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTERS } from '@marketplace/http/app';
import type { RouteDeps } from '@marketplace/http/routes/route-deps';
import { adminClient, copyOfJar, demoBusiness, expectError, GOOD_CARD, newCustomer, newOwnerBusiness, standardDeal, writeOutboxEmail } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type Reply, type TestServer } from '../http/test-server.js';
import { inspectableInfrastructure } from './property-harness.js';

/**
 * The two limits every route shares: a JSON body over 100 kB is refused with 413 before it is
 * read (so it changes nothing), and a session cookie that was tampered with, forged or logged out
 * is no session (401). The inventory tests fail when a router gains a route these tables miss.
 */

type Sender = 'anonymous' | 'customer' | 'business' | 'admin' | 'stripe';

interface Write {
  sender: Sender;
  /** The path sent, when the route has parameters. */
  path?: string;
  /** What the route would accept, before the padding. */
  body: Record<string, unknown>;
}

const EVENT = { id: 'evt_limits', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_limits', object: 'payment_intent' } } };

/** Every JSON POST and PATCH route of the routers, with who sends it and a plausible body. */
const JSON_WRITES: Record<string, Write> = {
  'POST /api/register': { sender: 'anonymous', body: { username: 'padded_user', email: 'padded@test.example', password: 'secret-123' } },
  'POST /api/login': { sender: 'anonymous', body: { email: 'padded@test.example', password: 'secret-123' } },
  'POST /api/business/register': { sender: 'anonymous', body: { name: 'Padded Shop', email: 'shop@test.example', password: 'secret-123', category: 'Retail' } },
  'POST /api/business/login': { sender: 'anonymous', body: { email: 'shop@test.example', password: 'secret-123' } },
  'POST /api/admin/login': { sender: 'anonymous', body: { email: 'admin@test.example', password: 'admin-test-password' } },
  'POST /api/demo-login/:kind': { sender: 'anonymous', path: '/api/demo-login/user', body: {} },
  'POST /api/logout': { sender: 'customer', body: {} },
  'PATCH /api/user': { sender: 'customer', body: { username: 'renamed_user' } },
  'PATCH /api/user/email-preferences': { sender: 'customer', body: { newsletter: true } },
  'POST /api/password-reset': { sender: 'anonymous', body: { email: 'padded@test.example' } },
  'POST /api/business/password-reset': { sender: 'anonymous', body: { email: 'shop@test.example' } },
  'POST /api/admin/password-reset': { sender: 'anonymous', body: { email: 'admin@test.example' } },
  'POST /api/password-reset/complete': { sender: 'anonymous', body: { token: 'padded-token', password: 'padded-password' } },
  'POST /api/user/password': { sender: 'customer', body: { currentPassword: 'secret-123', password: 'padded-password' } },
  'POST /api/user/email-change': { sender: 'customer', body: { newEmail: 'padded.new@test.example', currentPassword: 'secret-123' } },
  'POST /api/email-change/confirm': { sender: 'anonymous', body: { token: 'padded-token' } },
  'PATCH /api/business/email-preferences': { sender: 'business', body: { weeklySummary: false } },
  'PATCH /api/business/settings': { sender: 'business', body: { timeZone: 'America/Chicago' } },
  'POST /api/business/locations': { sender: 'business', body: { name: 'Padded Shop East', address: '1 Padded St', zip: '78701' } },
  // Takes a raw image body (up to 5 MB, tests/http/media.test.ts); a JSON body is held to 100 kB like any other.
  'POST /api/business/media': { sender: 'business', body: {} },
  'PATCH /api/business/locations/:id': { sender: 'business', path: '/api/business/locations/1', body: { name: 'Padded Shop East' } },
  'DELETE /api/business/locations/:id': { sender: 'business', path: '/api/business/locations/1', body: {} },
  'POST /api/unsubscribe': { sender: 'anonymous', body: { token: 'c.1.newsletter.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
  'POST /api/unsubscribe/one-click': { sender: 'anonymous', path: '/api/unsubscribe/one-click?token=c.1.newsletter.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', body: {} },
  'POST /api/contact': { sender: 'anonymous', body: { name: 'Padded Person', email: 'contact@test.example', topic: 'general', message: 'A padded message for the team.' } },
  'PATCH /api/admin/contact-messages/:id': { sender: 'admin', path: '/api/admin/contact-messages/1', body: { status: 'read' } },
  'POST /api/deals': { sender: 'business', body: standardDeal() },
  'PATCH /api/deals/:id': { sender: 'business', path: '/api/deals/101', body: { active: false } },
  'POST /api/create-payment-intent': { sender: 'customer', body: { dealId: 101 } },
  'POST /api/purchases': { sender: 'customer', body: { dealId: 101, price: 8, discountPercent: 15, redemptions: 1, stripePaymentIntentId: 'pi_demo_limits' } },
  'POST /api/purchases/:id/redeem': { sender: 'customer', path: '/api/purchases/1/redeem', body: {} },
  'POST /api/gifts': { sender: 'customer', body: { dealId: 101, price: 8, discountPercent: 15, redemptions: 1, stripePaymentIntentId: 'pi_demo_limits', gift: { recipientName: 'Padded', recipientEmail: 'gift@test.example', sendOn: '2026-01-01' } } },
  'POST /api/gifts/:id/resend': { sender: 'customer', path: '/api/gifts/1/resend', body: {} },
  'POST /api/gifts/:id/reassign': { sender: 'customer', path: '/api/gifts/1/reassign', body: { recipientName: 'Padded', recipientEmail: 'gift@test.example' } },
  'POST /api/gifts/claim/view': { sender: 'anonymous', body: { token: 'padded-token' } },
  'POST /api/gifts/claim': { sender: 'customer', body: { token: 'padded-token' } },
  'POST /api/purchases/:id/review': { sender: 'customer', path: '/api/purchases/1/review', body: { rating: 5, text: 'A padded review of the place.' } },
  'PATCH /api/user/reviews/:id': { sender: 'customer', path: '/api/user/reviews/1', body: { rating: 4, text: 'A padded review of the place.' } },
  'POST /api/business/reviews/:id/reply': { sender: 'business', path: '/api/business/reviews/1/reply', body: { text: 'Thank you!' } },
  'POST /api/admin/reviews/:id/hide': { sender: 'admin', path: '/api/admin/reviews/1/hide', body: { reason: 'Padded reason' } },
  'POST /api/admin/reviews/:id/unhide': { sender: 'admin', path: '/api/admin/reviews/1/unhide', body: {} },
  'POST /api/business/validate-code': { sender: 'business', body: { code: 'ABCD-EFGH' } },
  'POST /api/business/redeem': { sender: 'business', body: { code: 'ABCD-EFGH' } },
  'POST /api/business/redemptions/:id/undo': { sender: 'business', path: '/api/business/redemptions/1/undo', body: { reason: 'Padded reason' } },
  'POST /api/business/create-subscription': { sender: 'business', body: {} },
  'POST /api/business/subscription/cancel': { sender: 'business', body: {} },
  'POST /api/business/subscription/resume': { sender: 'business', body: {} },
  'POST /api/business/connect/onboarding': { sender: 'business', body: {} },
  'POST /api/business/connect/check': { sender: 'business', body: {} },
  'POST /api/demo-payments/connect/complete': { sender: 'business', body: { accountId: 'acct_demo_limits' } },
  'POST /api/waitlist': { sender: 'anonymous', body: { name: 'Padded Person', email: 'wait@test.example', phone: '555-0100', type: 'discounter' } },
  'POST /api/admin/businesses/:id/verify': { sender: 'admin', path: '/api/admin/businesses/1/verify', body: {} },
  'POST /api/admin/jobs/:jobId/retry': { sender: 'admin', path: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry', body: {} },
  'POST /api/demo-payments/confirm': { sender: 'customer', body: { clientSecret: 'pi_demo_limits_secret_x', card: GOOD_CARD } },
  'POST /api/demo-payments/confirm-subscription': { sender: 'business', body: { clientSecret: 'sub_demo_limits_secret_x', card: GOOD_CARD } },
  'POST /api/stripe/webhook': { sender: 'stripe', body: EVENT },
  'POST /api/business/team/invitations': { sender: 'business', body: { email: 'padded.staff@test.example', role: 'cashier' } },
  'POST /api/business/team/:id/resend': { sender: 'business', path: '/api/business/team/1/resend', body: {} },
  'PATCH /api/business/team/:id': { sender: 'business', path: '/api/business/team/1', body: { role: 'manager' } },
  'DELETE /api/business/team/:id': { sender: 'business', path: '/api/business/team/1', body: {} },
  'PUT /api/favorites/:businessId': { sender: 'customer', path: '/api/favorites/1', body: {} },
  'DELETE /api/favorites/:businessId': { sender: 'customer', path: '/api/favorites/1', body: {} },
  'POST /api/team/invitations/accept': { sender: 'anonymous', body: { token: 'padded-token', name: 'Padded Person', password: 'padded-password' } },
};

type Role = 'customer' | 'business' | 'admin';

/** Every GET route that needs a session, with the role it answers 200 for (the demo business is an owner). */
const AUTHENTICATED_GETS: Record<string, Role> = {
  '/api/user': 'customer',
  '/api/user/purchases': 'customer',
  '/api/gifts': 'customer',
  '/api/user/email-preferences': 'customer',
  '/api/business/email-preferences': 'business',
  '/api/business/settings': 'business',
  '/api/business/locations': 'business',
  '/api/business/payouts': 'business',
  '/api/business/payouts/statements/:week': 'business',
  '/api/business/payouts/statements/:week/csv': 'business',
  '/api/admin/payouts': 'admin',
  '/api/admin/payouts/statements/:week/csv': 'admin',
  '/api/user/deals/:id/allowance': 'customer',
  '/api/business/deals': 'business',
  '/api/business/stats': 'business',
  '/api/business/redemptions': 'business',
  '/api/business/redemptions.csv': 'business',
  '/api/business/subscription': 'business',
  '/api/business/connect': 'business',
  '/api/admin/sample-waitlist': 'business',
  '/api/waitlist': 'admin',
  '/api/waitlist/summary': 'admin',
  '/api/waitlist/export.csv': 'admin',
  '/api/admin/businesses': 'admin',
  '/api/admin/stats': 'admin',
  '/api/admin/contact-messages': 'admin',
  '/api/admin/mail': 'admin',
  '/api/admin/mail/:id': 'admin',
  '/api/admin/jobs': 'admin',
  '/api/business/team': 'business',
  '/api/favorites': 'customer',
  '/api/favorites/ids': 'customer',
  '/api/user/reviews': 'customer',
  '/api/business/reviews': 'business',
  '/api/admin/reviews': 'admin',
};
/** A real path for each parameterised route above. */
const EXAMPLE_PATHS: Record<string, string> = {
  '/api/user/deals/:id/allowance': '/api/user/deals/101/allowance',
  '/api/business/payouts/statements/:week': '/api/business/payouts/statements/2026-W48',
  '/api/business/payouts/statements/:week/csv': '/api/business/payouts/statements/2026-W48/csv',
  '/api/admin/payouts/statements/:week/csv': '/api/admin/payouts/statements/2026-W48/csv',
};
// Filled once a message is caught (beforeAll): the catcher names messages by random ids.
const PUBLIC_GETS = [
  '/healthz',
  '/readyz',
  '/api/categories',
  '/api/businesses',
  '/api/config',
  '/api/platform-figures',
  '/api/deals',
  '/api/deals/:id',
  '/api/deals/:id/reviews',
  '/api/openapi.json',
  '/api/docs',
  '/api/unsubscribe',
  '/api/unsubscribe/one-click',
  '/api/team/invitations/:token',
  '/media/:file',
];

/** Over BODY_LIMIT (100 kB) of apps/http/src/app.ts. */
const PADDING = 'x'.repeat(101 * 1024);
const SESSION_SECRET = 'limits-test-session-secret-long-enough-0000';

function routesOf(methods: readonly string[]): string[] {
  // The routers read their dependencies only when a request comes, except the webhook's secret.
  const deps = { config: { stripe: { webhookSecret: 'whsec_inventory' } } } as unknown as RouteDeps;
  return API_ROUTERS
    .flatMap((make) => make(deps).stack)
    .flatMap((layer) => layer.methods.filter((method) => methods.includes(method)).map((method) => `${method} ${String(layer.path)}`))
    .sort();
}

const { db, infrastructure } = inspectableInfrastructure();
let server: TestServer;
let stripeServer: TestServer;
const clients = {} as Record<Sender, HttpClient>;
/** Per role: a second session of the same account, logged out, its cookie kept. */
const loggedOut = {} as Record<Role, HttpClient>;
/** The session of another account, for its valid signature. */
let other: HttpClient;

async function loggedOutSession(signIn: () => Promise<HttpClient>): Promise<HttpClient> {
  const client = await signIn();
  const kept = copyOfJar(client);
  expect((await client.post('/api/logout')).status).toBe(200);
  return kept;
}

beforeAll(async () => {
  server = await startTestServer({ infrastructure, payments: null, env: { SESSION_SECRET } });
  // Never called: an oversized delivery is refused before the webhook reads it.
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_limits', STRIPE_PUBLISHABLE_KEY: 'pk_test_limits', STRIPE_WEBHOOK_SECRET: 'whsec_limits', STRIPE_API_URL: 'http://127.0.0.1:9' };
  stripeServer = await startTestServer({ env: stripeEnv });
  const customer = await newCustomer(server);
  Object.assign(clients, { anonymous: server.client(), customer: customer.client, business: (await newOwnerBusiness(server)).client, admin: await adminClient(server), stripe: stripeServer.client() });
  EXAMPLE_PATHS['/api/admin/mail/:id'] = `/api/admin/mail/${await writeOutboxEmail(server, { to: 'limits@test.example' })}`;
  Object.assign(loggedOut, {
    customer: await loggedOutSession(async () => {
      const client = server.client();
      expect((await client.post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
      return client;
    }),
    business: await loggedOutSession(() => demoBusiness(server)),
    admin: await loggedOutSession(() => adminClient(server)),
  });
  other = (await newCustomer(server)).client;
});
afterAll(async () => {
  await server?.stop();
  await stripeServer?.stop();
});

function tableSizes(): Record<string, number> {
  return Object.fromEntries(Object.entries(db.store.tables).map(([name, table]) => [name, (table as Map<unknown, unknown>).size]));
}

/** A body sent without Content-Length, in 8 kB chunks, as a streaming client would. */
function sendChunked(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // The server may answer and close before the last chunk is written.
    request.on('error', reject);
    for (let at = 0; at < body.length; at += 8192) request.write(body.slice(at, at + 8192));
    request.end();
  });
}

describe('a JSON body over 100 kB', () => {
  it('covers every JSON POST and PATCH route of the routers', () => {
    expect(routesOf(['POST', 'PATCH', 'PUT', 'DELETE'])).toEqual(Object.keys(JSON_WRITES).sort());
  });

  it.each(Object.keys(JSON_WRITES))('%s: 413 with a JSON message, and nothing changes', async (route) => {
    const { sender, path, body } = JSON_WRITES[route]!;
    const before = tableSizes();
    const reply = await clients[sender].request(route.split(' ')[0]!, path ?? route.split(' ')[1]!, { json: { ...body, padding: PADDING } });
    expectError(reply, 413, 'The request body is too large.');
    expect(tableSizes()).toEqual(before);
  });

  it('is refused when it comes gzipped or chunked, counted as read', async () => {
    const json = JSON.stringify({ ...JSON_WRITES['POST /api/waitlist']!.body, padding: PADDING });
    const zipped = gzipSync(json);
    expect(zipped.length).toBeLessThan(1024);
    const fromGzip = await fetch(`${server.url}/api/waitlist`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: zipped });
    expect(fromGzip.status).toBe(413);
    expect(await fromGzip.json()).toEqual({ message: 'The request body is too large.' });
    const chunked = await sendChunked(`${server.url}/api/waitlist`, json);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text)).toEqual({ message: 'The request body is too large.' });
  });
});

interface SessionCookie {
  sid: string;
  sig: string;
}

function sessionOf(client: HttpClient): SessionCookie {
  return { sid: client.cookies.get('sid')!, sig: client.cookies.get('sid.sig')! };
}

function cookie({ sid, sig }: SessionCookie): string {
  return `sid=${sid}; sid.sig=${sig}`;
}

/** The cookie's signature as the server computes it (Keygrip: HMAC-SHA1 of "sid=<id>", base64url). */
function sign(sid: string): string {
  return createHmac('sha1', SESSION_SECRET).update(`sid=${sid}`).digest('base64url');
}

/** `text` with its middle character replaced by another of the base64url alphabet. */
function flipOne(text: string): string {
  const at = Math.floor(text.length / 2);
  return text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
}

function tamperedCookies(own: SessionCookie, role: Role): Record<string, string> {
  const randomId = randomBytes(32).toString('base64url');
  return {
    'one character of sid flipped': cookie({ sid: flipOne(own.sid), sig: own.sig }),
    'one character of sid.sig flipped': cookie({ sid: own.sid, sig: flipOne(own.sig) }),
    "a random sid with another session's signature": cookie({ sid: randomId, sig: sessionOf(other).sig }),
    "this sid with another session's signature": cookie({ sid: own.sid, sig: sessionOf(other).sig }),
    'a random sid signed with the real secret': cookie({ sid: randomId, sig: sign(randomId) }),
    'the sid without its signature': `sid=${own.sid}`,
    'the session after logout': cookie(sessionOf(loggedOut[role])),
  };
}

describe('a tampered session cookie', () => {
  it('covers every GET route of the routers', () => {
    expect(routesOf(['GET'])).toEqual([...Object.keys(AUTHENTICATED_GETS), ...PUBLIC_GETS].map((path) => `GET ${path}`).sort());
  });

  it.each(Object.keys(AUTHENTICATED_GETS))('GET %s: 401 for every tampered cookie, 200 for the real one', async (path) => {
    const role = AUTHENTICATED_GETS[path]!;
    const own = sessionOf(clients[role]);
    const send = (value: string): Promise<Reply> => server.client().get(EXAMPLE_PATHS[path] ?? path, { cookie: value });
    expect((await send(cookie(own))).status).toBe(200);
    // The signature is computed as the server does, so the forged cookie below fails on the session, not the signature.
    expect(sign(own.sid)).toBe(own.sig);
    for (const [how, value] of Object.entries(tamperedCookies(own, role))) {
      const reply = await send(value);
      expect(reply.status, `${how}: ${reply.status} ${reply.text}`).toBe(401);
      expectError(reply, 401);
    }
  });
});
