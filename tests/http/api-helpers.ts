import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { OutboxEmailDraft } from '@marketplace/core/mail/domain/outbox-email';
import { DEMO_CARD_DEFAULTS } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { livePassPayload, timeStep } from '@marketplace/core/purchases/domain/live-pass';
import { HttpClient, TEST_ADMIN, type Reply, type TestServer } from './test-server.js';

/**
 * Helpers shared by the API tests: fresh accounts, a paid purchase, and the checks every response
 * must pass (no password hash or payment-provider id anywhere in it).
 */

// Response bodies are read loosely, field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo card form as the browser sends it (field names of demoCardSchema). */
export const GOOD_CARD = { ...DEMO_CARD_DEFAULTS };
export const DECLINING_CARD = { ...DEMO_CARD_DEFAULTS, cardNumber: '4000 0000 0000 0002' };

/**
 * What the owner's cashier view shows in its QR at `at` (DESIGN.md 10.6), from the owner's own
 * purchase answer (its `qrCode` token and `passSecret`): what a till scans.
 */
export function livePass(purchase: { qrCode: string; passSecret: string }, at: Date): string {
  return livePassPayload(purchase.qrCode, purchase.passSecret, timeStep(at));
}

/** A short unique suffix, so every test makes accounts of its own. */
export function unique(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10);
}

const SECRET_KEY = /^(password|passwordHash|password_hash|stripe.*)$/i;

/** Fails when any key at any depth looks like a password (hash) or a payment-provider id. */
export function expectNoSecrets(value: unknown, where = 'body'): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => expectNoSecrets(item, `${where}[${index}]`));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      expect(SECRET_KEY.test(key), `${where}.${key} must not be exposed`).toBe(false);
      expectNoSecrets(inner, `${where}.${key}`);
    }
  }
}

/** The error shape of every API failure: JSON with a message. */
export function expectError(reply: Reply, status: number, message?: string | RegExp): void {
  expect(reply.status, `${reply.status} ${reply.text}`).toBe(status);
  expect(reply.headers.get('content-type') ?? '').toMatch(/application\/json/);
  expect(typeof reply.body?.message).toBe('string');
  if (typeof message === 'string') expect(reply.body.message).toBe(message);
  else if (message) expect(reply.body.message).toMatch(message);
}

/** A copy of a browser's cookie jar, to replay its cookies later. */
export function copyOfJar(client: HttpClient): HttpClient {
  const copy = new HttpClient(client.baseUrl, client.address);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

/** The Cookie header a browser would send. */
export function cookieHeader(client: HttpClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface Customer {
  client: HttpClient;
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A new customer account, signed in on a browser of its own. */
export async function newCustomer(server: TestServer): Promise<Customer> {
  const client = server.client();
  const suffix = unique();
  const account = { username: `shopper_${suffix}`, email: `shopper_${suffix}@test.example`, password: 'secret-123' };
  const reply = await client.post('/api/register', account);
  expect(reply.status, reply.text).toBe(201);
  return { client, id: reply.body.id, ...account };
}

export interface BusinessAccount {
  client: HttpClient;
  id: number;
  name: string;
  email: string;
  password: string;
}

/** A new (unverified) business account, signed in on a browser of its own. */
export async function newBusiness(server: TestServer, extra: Record<string, unknown> = {}): Promise<BusinessAccount> {
  const client = server.client();
  const suffix = unique();
  const account = { name: `Shop ${suffix}`, email: `shop_${suffix}@test.example`, password: 'secret-123', category: 'Retail', city: 'Springfield', ...extra };
  const reply = await client.post('/api/business/register', account);
  expect(reply.status, reply.text).toBe(201);
  return { client, id: reply.body.id, name: account.name, email: account.email, password: account.password };
}

/**
 * A new business with role owner (it reads the waitlist), signed in. No endpoint makes an owner:
 * the role is given in the database, as an operator would.
 */
export async function newOwnerBusiness(server: TestServer): Promise<BusinessAccount> {
  const business = await newBusiness(server);
  const { businesses } = server.infrastructure.repositories;
  const stored = await businesses.findById(business.id);
  if (!stored) throw new Error(`business ${business.id} vanished`);
  stored.changeRole('owner');
  await businesses.save(stored);
  return business;
}

/**
 * An email written to the server's outbox, as the change that causes it would write it (for the
 * admin's Sent Mail); @returns its id.
 */
export async function writeOutboxEmail(server: TestServer, draft: Partial<OutboxEmailDraft> = {}): Promise<number> {
  const key = unique();
  const id = await server.infrastructure.repositories.outbox.add(
    { dedupeKey: `test:${key}`, kind: 'welcome', to: `someone_${key}@test.example`, subject: 'Welcome', html: '<p>Hi</p>', text: 'Hi', ...draft },
    new Date(),
  );
  if (id === null) throw new Error('the outbox wrote nothing');
  return id;
}

/** The admin, signed in on a browser of its own. */
export async function adminClient(server: TestServer): Promise<HttpClient> {
  const client = server.client();
  const reply = await client.post('/api/admin/login', TEST_ADMIN);
  expect(reply.status, reply.text).toBe(200);
  return client;
}

/** A new business the admin has verified, so its deals publish at once. */
export async function newVerifiedBusiness(server: TestServer, extra: Record<string, unknown> = {}): Promise<BusinessAccount> {
  const business = await newBusiness(server, extra);
  const admin = await adminClient(server);
  const verified = await admin.post(`/api/admin/businesses/${business.id}/verify`);
  expect(verified.status, verified.text).toBe(200);
  return business;
}

export async function demoCustomer(server: TestServer): Promise<HttpClient> {
  const client = server.client();
  expect((await client.post('/api/demo-login/user')).status).toBe(200);
  return client;
}

export async function demoBusiness(server: TestServer): Promise<HttpClient> {
  const client = server.client();
  expect((await client.post('/api/demo-login/business')).status).toBe(200);
  return client;
}

/** An ISO date-time `days` from now (of the given clock's time). */
export function daysFromNow(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** A valid standard deal payload. */
export function standardDeal(overrides: Record<string, unknown> = {}, now: Date = new Date()): Record<string, unknown> {
  return {
    title: 'Test Lunch Special',
    description: 'A discount on any lunch plate, weekdays only.',
    category: 'Restaurant',
    price: 8,
    discountPercent: 15,
    startDate: daysFromNow(-1, now),
    endDate: daysFromNow(30, now),
    maxRedemptionsPerUser: 5,
    active: true,
    ...overrides,
  };
}

/** A business creates a deal and gets its id. */
export async function createDeal(business: HttpClient, payload: Record<string, unknown>): Promise<Json> {
  const reply = await business.post('/api/deals', payload);
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

/**
 * The whole checkout with the fake gateway: a payment intent, the payment, the purchase record.
 * @returns the recorded purchase.
 */
export async function buy(server: TestServer, customer: HttpClient, dealId: number, request: Record<string, unknown> = {}): Promise<Json> {
  const intent = await customer.post('/api/create-payment-intent', { dealId, ...request });
  expect(intent.status, intent.text).toBe(200);
  server.fakePayments().succeed(intent.body.paymentIntentId);
  const purchase = await customer.post('/api/purchases', {
    dealId,
    price: intent.body.price,
    discountPercent: intent.body.discountPercent,
    redemptions: intent.body.redemptions,
    stripePaymentIntentId: intent.body.paymentIntentId,
  });
  expect(purchase.status, purchase.text).toBe(201);
  return purchase.body;
}
