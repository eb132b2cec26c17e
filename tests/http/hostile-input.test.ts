import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { LOGIN_WINDOW_MS } from '@marketplace/http/http/login-throttle';
import { adminClient, createDeal, daysFromNow, demoBusiness, demoCustomer, GOOD_CARD, newBusiness, standardDeal } from './api-helpers.js';
import { startTestServer, type HttpClient, type Reply, type TestServer } from './test-server.js';

/**
 * Bad input never gets a 5xx: every POST and PATCH endpoint, with each field of a valid payload
 * replaced by hostile values (wrong types, arrays, nulls, huge strings, SQL and HTML snippets,
 * unicode), whole bodies of the wrong shape, and hostile path parameters and cookies.
 */

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  '   ',
  'x'.repeat(20_000),
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000\u0001\u0002',
  '💥🔥🧨',
  'ｅｘａｍｐｌｅ＠ｔｅｓｔ．ｃｏｍ',
  '\u202eevil\u202c',
  'e\u0301'.repeat(50),
  '%00%2e%2e%2f',
  '${jndi:ldap://x}{{7*7}}',
  '1e400',
  '2025-13-45T99:99:99Z',
  [],
  [1, 2, 3],
  ['a@b.example'],
  {},
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
];

const HOSTILE_BODIES: string[] = [
  '[]',
  '"text"',
  '42',
  'null',
  'true',
  '{"__proto__":{"admin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  '{"email":"a@b.example","email":"c@d.example"}',
];

const HOSTILE_PATH_PARTS = ['0', '-1', '1.5', '99999999999999999999', 'abc', '%00', '%E0%A4%A', '..%2F..%2Fetc', '1%20OR%201=1', '💥'];

let server: TestServer;
const clock = new FixedClock(new Date());
let clients: { anonymous: HttpClient; customer: HttpClient; business: HttpClient; unverified: HttpClient; admin: HttpClient };
let ownDealId: number;
let intent: { clientSecret: string; paymentIntentId: string };
let subscriptionSecret: string;

beforeAll(async () => {
  // The server picks the demo payment gateway itself (demo mode), so the demo endpoints exist.
  server = await startTestServer({ payments: null, clock });
  clients = {
    anonymous: server.client(),
    customer: await demoCustomer(server),
    business: await demoBusiness(server),
    unverified: (await newBusiness(server)).client,
    admin: await adminClient(server),
  };
  ownDealId = (await createDeal(clients.business, standardDeal({}, clock.now()))).id;
  intent = (await clients.customer.post('/api/create-payment-intent', { dealId: 101 })).body;
  subscriptionSecret = (await clients.unverified.post('/api/business/create-subscription')).body.clientSecret;
});
afterAll(() => server.stop());

interface Endpoint {
  method: 'POST' | 'PATCH';
  path: () => string;
  as: keyof typeof clients;
  valid: () => Record<string, unknown>;
  /** Login endpoints count attempts: the window is moved on before each request. */
  throttled?: boolean;
}

const cashToDiscount = () => ({
  title: 'Hostile Cash to Discount',
  description: 'Prepay a little or a lot and save more on everything.',
  category: 'Services',
  basePrice: 10,
  minPrice: 5,
  maxPrice: 30,
  baseDiscount: 10,
  maxDiscount: 30,
  discountStep1: 10,
  discountStep2: 14,
  discountStep3: 18,
  discountStep4: 22,
  discountStep5: 26,
  discountStep6: 30,
  isSlidingDeal: true,
  slidingDiscounts: [{ price: 5, discountPercent: 10 }],
  startDate: daysFromNow(-1, clock.now()),
  endDate: daysFromNow(10, clock.now()),
  maxRedemptionsPerUser: 1,
});

const slider = () => ({
  ...standardDeal({}, clock.now()),
  isSliderDeal: true,
  basePrice: 15,
  minPrice: 5,
  maxPrice: 30,
  minDiscountPercent: 10,
  maxDiscountPercent: 35,
  discountSteps: '[10,15,20,25,30,35]',
});

const ENDPOINTS: Record<string, Endpoint> = {
  'POST /api/register': { method: 'POST', path: () => '/api/register', as: 'anonymous', valid: () => ({ username: 'hostile_user', email: 'hostile@test.example', password: 'secret-123' }) },
  'POST /api/login': { method: 'POST', path: () => '/api/login', as: 'anonymous', throttled: true, valid: () => ({ email: 'demo@discounter.example', password: 'demo-discounter' }) },
  'POST /api/business/register': {
    method: 'POST',
    path: () => '/api/business/register',
    as: 'anonymous',
    valid: () => ({ name: 'Hostile Shop', email: 'hostile-shop@test.example', password: 'secret-123', category: 'Retail', description: 'd', address: 'a', city: 'c', state: 's', zip: 'z', phoneNumber: '1' }),
  },
  'POST /api/business/login': { method: 'POST', path: () => '/api/business/login', as: 'anonymous', throttled: true, valid: () => ({ email: 'demo@business.example', password: 'demo-business' }) },
  'POST /api/admin/login': { method: 'POST', path: () => '/api/admin/login', as: 'anonymous', throttled: true, valid: () => ({ email: 'admin@test.example', password: 'wrong-password' }) },
  'PATCH /api/user (customer)': { method: 'PATCH', path: () => '/api/user', as: 'customer', valid: () => ({ username: 'demo_discounter', email: 'demo@discounter.example' }) },
  'PATCH /api/user (business)': { method: 'PATCH', path: () => '/api/user', as: 'business', valid: () => ({ email: 'demo@business.example' }) },
  'POST /api/deals (standard)': { method: 'POST', path: () => '/api/deals', as: 'business', valid: () => standardDeal({}, clock.now()) },
  'POST /api/deals (slider)': { method: 'POST', path: () => '/api/deals', as: 'business', valid: slider },
  'POST /api/deals (cash to discount)': { method: 'POST', path: () => '/api/deals', as: 'unverified', valid: cashToDiscount },
  'PATCH /api/deals/:id': {
    method: 'PATCH',
    path: () => `/api/deals/${ownDealId}`,
    as: 'business',
    valid: () => ({ title: 'Still Valid', description: 'Still a valid description.', category: 'Retail', price: 9, discountPercent: 10, startDate: daysFromNow(-1, clock.now()), endDate: daysFromNow(40, clock.now()), maxRedemptionsPerUser: 2, imageUrl: null, active: true }),
  },
  'POST /api/create-payment-intent': { method: 'POST', path: () => '/api/create-payment-intent', as: 'customer', valid: () => ({ dealId: 103, customPrice: 20, customDiscount: 25, redemptions: 2 }) },
  'POST /api/purchases': {
    method: 'POST',
    path: () => '/api/purchases',
    as: 'customer',
    valid: () => ({ dealId: 101, price: 10, discountPercent: 15, redemptions: 1, stripePaymentIntentId: intent.paymentIntentId }),
  },
  'POST /api/business/validate-code': { method: 'POST', path: () => '/api/business/validate-code', as: 'business', valid: () => ({ code: 'ABCD-EFGH' }) },
  'POST /api/business/redeem': { method: 'POST', path: () => '/api/business/redeem', as: 'business', valid: () => ({ code: 'ABCD-EFGH' }) },
  'POST /api/waitlist': { method: 'POST', path: () => '/api/waitlist', as: 'anonymous', valid: () => ({ name: 'Hostile', email: 'h@test.example', phone: '1', type: 'business', rating: 3, feedback: 'f' }) },
  'POST /api/demo-payments/confirm': {
    method: 'POST',
    path: () => '/api/demo-payments/confirm',
    as: 'customer',
    valid: () => ({ clientSecret: intent.clientSecret, card: { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' } }),
  },
  'POST /api/demo-payments/confirm (card fields)': {
    method: 'POST',
    path: () => '/api/demo-payments/confirm',
    as: 'customer',
    valid: () => ({ clientSecret: intent.clientSecret, ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' }),
  },
  'POST /api/demo-payments/confirm-subscription': {
    method: 'POST',
    path: () => '/api/demo-payments/confirm-subscription',
    as: 'unverified',
    valid: () => ({ clientSecret: subscriptionSecret, card: { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' } }),
  },
};

/** The payload with one field replaced; for the "card fields" variant, the field goes inside card. */
function withField(name: string, endpoint: Endpoint, field: string, value: unknown): Record<string, unknown> {
  const payload = endpoint.valid();
  if (name.endsWith('(card fields)')) {
    const { clientSecret, ...card } = payload;
    return { clientSecret, card: { ...card, [field]: value } };
  }
  return { ...payload, [field]: value };
}

async function send(endpoint: Endpoint, init: { json?: unknown; body?: string }): Promise<Reply> {
  if (endpoint.throttled) clock.advance(LOGIN_WINDOW_MS + 1000);
  const headers = init.body === undefined ? undefined : { 'content-type': 'application/json' };
  // A visitor's request is made from a new browser each time, so a login that succeeds changes nothing.
  const client = endpoint.as === 'anonymous' ? server.client() : clients[endpoint.as];
  return client.request(endpoint.method, endpoint.path(), { ...init, ...(headers ? { headers } : {}) });
}

function expectHandled(reply: Reply, what: string): void {
  expect(reply.status, `${what} → ${reply.status} ${reply.text.slice(0, 200)}`).toBeLessThan(500);
  if (reply.status >= 400 && reply.status !== 405) expect(typeof reply.body?.message, `${what}: JSON message`).toBe('string');
}

describe('hostile input never gets a 5xx', () => {
  it.each(Object.keys(ENDPOINTS))('%s: each field replaced by each hostile value', async (name) => {
    const endpoint = ENDPOINTS[name]!;
    const fields = Object.keys(name.endsWith('(card fields)') ? GOOD_CARD : endpoint.valid());
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        expectHandled(await send(endpoint, { json: withField(name, endpoint, field, value) }), `${field}=${JSON.stringify(value)?.slice(0, 40)}`);
      }
      // The field left out altogether.
      const payload = withField(name, endpoint, field, undefined);
      expectHandled(await send(endpoint, { json: payload }), `${field} missing`);
    }
  });

  it.each(Object.keys(ENDPOINTS))('%s: whole bodies of the wrong shape', async (name) => {
    const endpoint = ENDPOINTS[name]!;
    for (const body of HOSTILE_BODIES) expectHandled(await send(endpoint, { body }), `body ${body.slice(0, 40)}`);
    for (const value of HOSTILE_VALUES) expectHandled(await send(endpoint, { json: value }), `body ${JSON.stringify(value)?.slice(0, 40)}`);
    // Unknown extra keys with hostile values.
    expectHandled(await send(endpoint, { json: { ...endpoint.valid(), role: 'admin', id: 999, businessId: [1], isAdmin: true, verified: true, featured: true } }), 'extra keys');
  });

  it('nothing hostile leaked into privileges', async () => {
    expect((await clients.customer.get('/api/user')).body).toMatchObject({ type: 'user', role: 'user' });
    expect((await clients.unverified.get('/api/user')).body).toMatchObject({ role: 'business', verified: false });
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
  });

  it('hostile path parameters are 4xx', async () => {
    for (const part of HOSTILE_PATH_PARTS) {
      const checks: [HttpClient, string, string][] = [
        [clients.anonymous, 'GET', `/api/deals/${part}`],
        [clients.business, 'PATCH', `/api/deals/${part}`],
        [clients.customer, 'POST', `/api/purchases/${part}/redeem`],
        [clients.admin, 'POST', `/api/admin/businesses/${part}/verify`],
        [clients.anonymous, 'POST', `/api/demo-login/${part}`],
        [clients.anonymous, 'GET', `/api/deals?page=${part}&limit=${part}&businessId=${part}&q=${part}&location=${part}&category=${part}`],
      ];
      for (const [client, method, path] of checks) {
        const reply = await client.request(method, path, method === 'GET' ? {} : { json: { active: false } });
        expectHandled(reply, `${method} ${path}`);
        expect(reply.status, `${method} ${path}`).toBeGreaterThanOrEqual(method === 'GET' && path.includes('?') ? 200 : 400);
      }
    }
  });

  it('hostile cookies are ignored (401), never a 5xx', async () => {
    for (const cookie of ['sid=%E0%A4%A; sid.sig=%', 'sid=; sid.sig=', `sid=${'x'.repeat(4000)}; sid.sig=abc`, 'sid=a=b=c; sid.sig===', 'sid="quoted"', '; ; ;', 'sid.sig=only']) {
      const reply = await server.client().get('/api/user', { cookie });
      expect(reply.status, cookie).toBe(401);
    }
  });

  it('hostile headers are handled', async () => {
    const checks: Record<string, string>[] = [
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      { 'content-type': 'application/json', 'idempotency-key': "'; DROP TABLE x; --" },
      { 'content-type': 'application/json', 'x-request-id': '\u00ff'.repeat(10) },
    ];
    for (const headers of checks) {
      const reply = await clients.customer.request('POST', '/api/create-payment-intent', { body: '{"dealId":101}', headers });
      expectHandled(reply, JSON.stringify(headers));
    }
  });
});
