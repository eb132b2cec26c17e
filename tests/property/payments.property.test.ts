import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoCardSchema } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { payloadObject, requiredString } from '@marketplace/core/shared/validation/messages';
import { DECLINING_CARD, demoBusiness, GOOD_CARD, newBusiness, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type Reply, type TestServer } from '../http/test-server.js';
import { FakeStripeServer, signedEvent } from '../stripe/fake-stripe-server.js';
import { checkEndpoint, expectSome, inspectableInfrastructure, sendJson } from './property-harness.js';
import { payloadArbitrary, validArbitrary, type FieldHints } from './zod-arbitrary.js';

/**
 * The payment provider's side under generated input: the demo card form's confirmations (demo
 * mode) and Stripe's webhook (Stripe mode, against a local stand-in for Stripe's API), with
 * correctly signed events of every shape, so they reach the handler, and some badly signed ones.
 */

const demo = inspectableInfrastructure();
const stripeMode = inspectableInfrastructure();
const WEBHOOK_SECRET = 'whsec_property_test';
let demoServer: TestServer;
let stripeServer: TestServer;
let stripe: FakeStripeServer;
let customer: HttpClient;
let business: HttpClient;
/** Client secrets of this customer's payment intents, then another customer's. */
const intentSecrets: string[] = [];
/** Client secrets of the demo business's subscription, then another business's. */
const subscriptionSecrets: string[] = [];
/** Whole events about real intents, charges and subscriptions at the Stripe stand-in. */
const realEvents: Record<string, unknown>[] = [];

async function clientSecretOf(reply: Promise<Reply>): Promise<string> {
  const { status, body, text } = await reply;
  if (status !== 200 && status !== 201) throw new Error(`${status} ${text}`);
  return body.clientSecret;
}

async function startDemoServer(): Promise<void> {
  demoServer = await startTestServer({ infrastructure: demo.infrastructure, payments: null });
  customer = (await newCustomer(demoServer)).client;
  business = await demoBusiness(demoServer);
  // A paid intent answers every later confirmation alike: twenty unpaid ones leave room for declines.
  for (let dealId = 101; dealId <= 120; dealId += 1) intentSecrets.push(await clientSecretOf(customer.post('/api/create-payment-intent', { dealId })));
  const otherCustomer = (await newCustomer(demoServer)).client;
  intentSecrets.push(await clientSecretOf(otherCustomer.post('/api/create-payment-intent', { dealId: 101 })));
  subscriptionSecrets.push(await clientSecretOf(business.post('/api/business/create-subscription')));
  const otherBusiness = (await newBusiness(demoServer)).client;
  subscriptionSecrets.push(await clientSecretOf(otherBusiness.post('/api/business/create-subscription')));
}

/** A Stripe-mode server with a paid intent, a refunded one and an active subscription at "Stripe". */
async function startStripeServer(): Promise<void> {
  stripe = await FakeStripeServer.start();
  stripeServer = await startTestServer({
    infrastructure: stripeMode.infrastructure,
    payments: null,
    env: { STRIPE_SECRET_KEY: stripe.apiKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_property', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
  });
  const shopper = (await newCustomer(stripeServer)).client;
  const [paid, refunded] = [await shopper.post('/api/create-payment-intent', { dealId: 101 }), await shopper.post('/api/create-payment-intent', { dealId: 105 })];
  for (const intent of [paid, refunded]) stripe.succeed(intent.body.paymentIntentId);
  stripe.refund(refunded.body.paymentIntentId);
  const owner = await demoBusiness(stripeServer);
  await owner.post('/api/business/create-subscription');
  const subscriptionId = stripe.subscriptionIds().at(-1) ?? '';
  stripe.activate(subscriptionId, new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
  realEvents.push(
    stripe.event('payment_intent.succeeded', stripe.paymentIntentObject(paid.body.paymentIntentId)),
    stripe.event('payment_intent.payment_failed', stripe.paymentIntentObject(refunded.body.paymentIntentId)),
    stripe.event('charge.refunded', stripe.chargeOf(refunded.body.paymentIntentId)),
    stripe.event('customer.subscription.updated', stripe.subscriptionObject(subscriptionId)),
    stripe.event('invoice.paid', stripe.invoiceOf(subscriptionId)),
  );
}

beforeAll(async () => {
  await Promise.all([startDemoServer(), startStripeServer()]);
});
afterAll(async () => {
  await demoServer?.stop();
  await stripeServer?.stop();
  await stripe?.close();
});

/** The body of both confirmations: the client secret and the demo card form (demo-payments.router.ts). */
const confirmationSchema = payloadObject({ clientSecret: requiredString({ label: 'Client secret', max: 300 }), card: demoCardSchema });

/** Real client secrets, their bare ids, secrets one character off; cards that pay, decline or are made up. */
function confirmationHints(secrets: readonly string[]): FieldHints {
  const secret = fc.constantFrom(...secrets);
  return {
    clientSecret: fc.oneof(secret, secret.map((text) => text.split('_secret_')[0]!), secret.map((text) => `${text.slice(0, -1)}x`)),
    cardNumber: fc.oneof(fc.constantFrom(GOOD_CARD.cardNumber, DECLINING_CARD.cardNumber), fc.stringMatching(/^\d{4} \d{4} \d{4} \d{1,4}$/)),
    expiry: fc.stringMatching(/^(0[1-9]|1[0-2])\/\d{2}$/),
    cvc: fc.stringMatching(/^\d{3}$/),
  };
}

const STRIPE_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'customer.created',
  'checkout.session.completed',
] as const;

const stripeId = z.string().regex(/^(evt|pi|ch|sub|in|cus)_[A-Za-z0-9]{14,24}$/);

/** A Stripe event as the handler reads it: its id, its type, and the object it is about. */
const stripeEventSchema = z.object({
  id: stripeId,
  object: z.literal('event'),
  type: z.enum(STRIPE_EVENT_TYPES),
  created: z.number().int().min(0),
  livemode: z.boolean(),
  data: z.object({
    object: z.object({
      id: stripeId,
      object: z.enum(['payment_intent', 'charge', 'subscription', 'invoice']),
      payment_intent: stripeId.optional(),
      subscription: stripeId.optional(),
      last_payment_error: z.object({ message: z.string() }).nullable().optional(),
    }),
  }),
});

/** How a delivery is signed: mostly right, sometimes not at all, with another secret, or too long ago. */
type Signing = 'signed' | 'unsigned' | 'wrong secret' | 'stale';
const signing = fc.constantFrom<Signing>('signed', 'signed', 'signed', 'signed', 'signed', 'unsigned', 'wrong secret', 'stale');

/** POST /api/stripe/webhook as Stripe sends it: no cookie, no Origin, the raw JSON and its signature. */
async function deliver(event: unknown, how: Signing): Promise<Reply> {
  const timestamp = Math.floor(Date.now() / 1000) - (how === 'stale' ? 3600 : 0);
  const { body, header } = signedEvent(event, how === 'wrong secret' ? 'whsec_someone_else' : WEBHOOK_SECRET, { timestamp });
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (how !== 'unsigned') headers['stripe-signature'] = header;
  return stripeServer.client().request('POST', '/api/stripe/webhook', { body, headers });
}

describe('payment endpoints under generated input', { timeout: 60_000 }, () => {
  it('POST /api/demo-payments/confirm: 1,000 generated payloads around real client secrets', async () => {
    const input = payloadArbitrary(confirmationSchema, confirmationHints(intentSecrets));
    const statuses = await checkEndpoint({ db: demo.db, input, send: (payload) => sendJson(customer, 'POST', '/api/demo-payments/confirm', payload) });
    expectSome(statuses, 200, 201, 'payments confirmed');
    expectSome(statuses, 400, 401, 'malformed cards refused');
    expectSome(statuses, 402, 403, 'the declining card declined');
    expectSome(statuses, 404, 405, "unknown and another customer's payments not found");
  });

  it('POST /api/demo-payments/confirm-subscription: 1,000 generated payloads around real client secrets', async () => {
    const input = payloadArbitrary(confirmationSchema, confirmationHints(subscriptionSecrets));
    const statuses = await checkEndpoint({ db: demo.db, input, send: (payload) => sendJson(business, 'POST', '/api/demo-payments/confirm-subscription', payload) });
    expectSome(statuses, 200, 201, 'the subscription paid');
    expectSome(statuses, 400, 401, 'malformed cards refused');
    expectSome(statuses, 404, 405, "unknown and another business's subscriptions not found");
  });

  it('POST /api/stripe/webhook: 1,000 generated events, most of them correctly signed', async () => {
    // The demo seed's reviewed purchases are there before the events: only what the events made counts.
    const seeded = new Set(stripeMode.db.store.tables.purchases.keys());
    const data = fc.oneof(fc.constantFrom(...realEvents.map((event) => event['data'])), validArbitrary(stripeEventSchema.shape.data));
    const event = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...realEvents) }, { weight: 5, arbitrary: payloadArbitrary(stripeEventSchema, { data }) });
    const statuses = await checkEndpoint({ db: stripeMode.db, input: fc.tuple(event, signing), send: ([payload, how]) => deliver(payload, how) });
    expectSome(statuses, 200, 201, 'signed events handled');
    expectSome(statuses, 400, 401, 'bad signatures and malformed events refused');
    // The real events reached the handler: the paid intent and the refunded one are purchases.
    const purchases = [...stripeMode.db.store.tables.purchases.values()].filter((purchase) => !seeded.has(purchase.id)).map((purchase) => purchase.status).sort();
    expect(purchases).toEqual(['completed', 'refunded']);
  });
});
