import { afterEach, describe, expect, it } from 'vitest';
import { parseStripeApiUrl } from '@marketplace/adapters-stripe/stripe-api-url';
import { StripePaymentGateway, SUBSCRIPTION_PRODUCT_ID } from '@marketplace/adapters-stripe/stripe-payment-gateway';
import { parseStripeMetadata, toStripeMetadata } from '@marketplace/adapters-stripe/stripe-payment-metadata';
import type { PaymentIntentRequest } from '@marketplace/core/purchases/ports/payment-gateway.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { expectDomainError } from '../contracts/expect-domain-error.js';
import { FakeStripeServer, type FakeStripeOptions } from './fake-stripe-server.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const A_MONTH_LATER = new Date('2025-07-15T12:00:00.000Z');

const servers: FakeStripeServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function setUp(options: FakeStripeOptions = {}) {
  const stripe = await FakeStripeServer.start({ now: () => NOW, ...options });
  servers.push(stripe);
  const gateway = new StripePaymentGateway({ secretKey: stripe.apiKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
  return { stripe, gateway };
}

function anIntentRequest(overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest {
  return {
    amountCents: 2000,
    currency: 'usd',
    metadata: { dealId: 101, userId: 7, priceCents: 1500, discountPercent: 15, redemptions: 2 },
    idempotencyKey: 'checkout:7:101:page-1:2000:2',
    ...overrides,
  };
}

describe('StripePaymentGateway: payment intents', () => {
  it('creates an intent for the server-computed amount, with string metadata, automatic payment methods and the idempotency key', async () => {
    const { stripe, gateway } = await setUp();
    const created = await gateway.createPaymentIntent(anIntentRequest());

    expect(created.id).toMatch(/^pi_/);
    expect(created.clientSecret).toContain(`${created.id}_secret_`);
    const [request] = stripe.requestsTo('POST', '/v1/payment_intents');
    expect(request?.idempotencyKey).toBe('checkout:7:101:page-1:2000:2');
    expect(request?.params).toEqual({
      amount: '2000',
      currency: 'usd',
      metadata: { dealId: '101', userId: '7', priceCents: '1500', discountPercent: '15', redemptions: '2' },
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(stripe.paymentIntentObject(created.id)).toMatchObject({
      amount: 2000,
      currency: 'usd',
      status: 'requires_payment_method',
      application_fee_amount: null,
      transfer_data: null,
    });
  });

  it('makes a destination charge with the application fee only when the business has a Stripe account', async () => {
    const { stripe, gateway } = await setUp();
    const created = await gateway.createPaymentIntent(
      anIntentRequest({ destination: { accountId: 'acct_business1', applicationFeeCents: 500 }, idempotencyKey: 'with-destination' }),
    );

    const [request] = stripe.requestsTo('POST', '/v1/payment_intents');
    expect(request?.params).toMatchObject({ transfer_data: { destination: 'acct_business1' }, application_fee_amount: '500' });
    expect(stripe.paymentIntentObject(created.id)).toMatchObject({
      transfer_data: { destination: 'acct_business1' },
      application_fee_amount: 500,
    });
    expect(await gateway.retrievePaymentIntent(created.id)).toMatchObject({ applicationFeeCents: 500 });
  });

  it('answers a retried checkout attempt with the same intent, and refuses the key for another amount', async () => {
    const { stripe, gateway } = await setUp();
    const first = await gateway.createPaymentIntent(anIntentRequest());
    const again = await gateway.createPaymentIntent(anIntentRequest());
    expect(again).toEqual(first);
    expect(stripe.requestsTo('POST', '/v1/payment_intents')).toHaveLength(2);

    await expectDomainError(gateway.createPaymentIntent(anIntentRequest({ amountCents: 2500 })), ConflictError, 'payment.idempotency_key_reused');
  });

  it("reads the provider's record back: status, amount, metadata, charge, fee", async () => {
    const { stripe, gateway } = await setUp();
    const { id } = await gateway.createPaymentIntent(anIntentRequest());
    expect(await gateway.retrievePaymentIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountCents: 2000,
      currency: 'usd',
      metadata: { dealId: 101, userId: 7, priceCents: 1500, discountPercent: 15, redemptions: 2 },
      chargeId: null,
      applicationFeeCents: null,
      refunded: false,
      disputed: false,
    });

    stripe.succeed(id);
    const paid = await gateway.retrievePaymentIntent(id);
    expect(paid).toMatchObject({ status: 'succeeded', chargeId: stripe.chargeOf(id)['id'], refunded: false });
    const [, retrieve] = stripe.requests;
    expect(retrieve?.params).toEqual({ expand: ['latest_charge'] });
  });

  it('says refunded once any money went back on the charge, partial refunds included', async () => {
    const { stripe, gateway } = await setUp();
    const full = await gateway.createPaymentIntent(anIntentRequest({ idempotencyKey: 'full' }));
    const partial = await gateway.createPaymentIntent(anIntentRequest({ idempotencyKey: 'partial' }));
    stripe.succeed(full.id);
    stripe.succeed(partial.id);
    stripe.refund(full.id);
    stripe.refund(partial.id, 500);

    expect(await gateway.retrievePaymentIntent(full.id)).toMatchObject({ status: 'succeeded', refunded: true });
    expect(await gateway.retrievePaymentIntent(partial.id)).toMatchObject({ status: 'succeeded', refunded: true });
    expect(stripe.chargeOf(partial.id)).toMatchObject({ amount_refunded: 500, refunded: false });
  });

  it('says disputed when a chargeback, not a refund, takes the money back', async () => {
    const { stripe, gateway } = await setUp();
    const disputed = await gateway.createPaymentIntent(anIntentRequest({ idempotencyKey: 'disputed' }));
    const both = await gateway.createPaymentIntent(anIntentRequest({ idempotencyKey: 'both' }));
    stripe.succeed(disputed.id);
    stripe.succeed(both.id);
    stripe.dispute(disputed.id);
    stripe.refund(both.id);
    stripe.dispute(both.id);

    expect(await gateway.retrievePaymentIntent(disputed.id)).toMatchObject({ refunded: true, disputed: true });
    expect(await gateway.retrievePaymentIntent(both.id)).toMatchObject({ refunded: true, disputed: false });
  });

  it('gives no metadata for an intent whose metadata is missing or malformed', async () => {
    const { stripe, gateway } = await setUp();
    const { id } = await gateway.createPaymentIntent(anIntentRequest());
    const good = toStripeMetadata(anIntentRequest().metadata);

    const malformed: Record<string, string>[] = [
      {},
      { ...good, priceCents: '15.00' },
      { ...good, priceCents: '1e3' },
      { ...good, dealId: '' },
      { ...good, dealId: '0101' },
      { ...good, userId: 'seven' },
      { ...good, redemptions: '0' },
      { ...good, discountPercent: '15.0' },
      { ...good, discountPercent: '101' },
      { dealId: '101', userId: '7', priceCents: '1500', discountPercent: '15' },
    ];
    for (const metadata of malformed) {
      stripe.tamper(id, { metadata });
      expect((await gateway.retrievePaymentIntent(id))?.metadata, JSON.stringify(metadata)).toBeNull();
    }

    stripe.tamper(id, { metadata: { ...good, unrelated: 'added by another tool' } });
    expect((await gateway.retrievePaymentIntent(id))?.metadata).toEqual(anIntentRequest().metadata);
  });

  it('answers null for an unknown intent and lets other errors through', async () => {
    const { stripe, gateway } = await setUp();
    expect(await gateway.retrievePaymentIntent('pi_does_not_exist')).toBeNull();
    expect(await gateway.retrievePaymentIntent('')).toBeNull();

    const wrongKey = new StripePaymentGateway({ secretKey: 'sk_test_wrong', apiUrl: stripe.url, maxNetworkRetries: 0 });
    await expect(wrongKey.retrievePaymentIntent('pi_does_not_exist')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    await expect(wrongKey.createPaymentIntent(anIntentRequest())).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('StripePaymentGateway: customers and subscriptions', () => {
  it('creates one customer per idempotency key', async () => {
    const { stripe, gateway } = await setUp();
    const input = { email: 'owner@cafe.example.com', name: 'Corner Cafe', businessId: 12, idempotencyKey: 'customer:12' };
    const customer = await gateway.createCustomer(input);
    expect(await gateway.createCustomer(input)).toEqual(customer);
    expect(stripe.customerObject(customer.id)).toMatchObject({ email: input.email, name: input.name, metadata: { businessId: '12' } });
    expect(stripe.requestsTo('POST', '/v1/customers').map((request) => request.idempotencyKey)).toEqual(['customer:12', 'customer:12']);
  });

  it('creates an incomplete $25.00 monthly subscription whose first invoice the browser pays with the client secret', async () => {
    const { stripe, gateway } = await setUp();
    const { id: customerId } = await gateway.createCustomer({ email: 'o@x.example', name: 'X', businessId: 1, idempotencyKey: 'customer:1' });
    const subscription = await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'subscription:1:0' });

    const invoiceIntent = stripe.invoiceOf(subscription.id);
    expect(subscription).toEqual({
      id: expect.stringMatching(/^sub_/),
      customerId,
      status: 'incomplete',
      currentPeriodStart: NOW,
      currentPeriodEnd: A_MONTH_LATER,
      clientSecret: expect.stringContaining('_secret_'),
    });
    expect(invoiceIntent).toMatchObject({ amount_due: 2500, parent: { subscription_details: { subscription: subscription.id } } });

    const [request] = stripe.requestsTo('POST', '/v1/subscriptions');
    expect(request?.idempotencyKey).toBe('subscription:1:0');
    expect(request?.params).toMatchObject({
      customer: customerId,
      items: [{ price_data: { currency: 'usd', product: SUBSCRIPTION_PRODUCT_ID, unit_amount: '2500', recurring: { interval: 'month' } } }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(await gateway.retrieveSubscription(subscription.id)).toEqual(subscription);
    expect(await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'subscription:1:0' })).toEqual(subscription);
  });

  it('creates the subscription product once, and finds it again after a restart', async () => {
    const { stripe, gateway } = await setUp();
    const { id: customerId } = await gateway.createCustomer({ email: 'o@x.example', name: 'X', businessId: 1, idempotencyKey: 'customer:1' });
    await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'subscription:1:0' });
    await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'subscription:1:1' });
    const restarted = new StripePaymentGateway({ secretKey: stripe.apiKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
    await restarted.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'subscription:1:2' });

    expect(stripe.productObject(SUBSCRIPTION_PRODUCT_ID)).toMatchObject({ active: true });
    expect(stripe.requestsTo('POST', '/v1/products')).toHaveLength(1);
    expect(stripe.requestsTo('GET', `/v1/products/${SUBSCRIPTION_PRODUCT_ID}`)).toHaveLength(2);
  });

  it('shows the subscription active for its period once paid, without a client secret', async () => {
    const { stripe, gateway } = await setUp();
    const { id: customerId } = await gateway.createCustomer({ email: 'o@x.example', name: 'X', businessId: 1, idempotencyKey: 'customer:1' });
    const { id } = await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'subscription:1:0' });
    const periodEnd = new Date('2025-07-20T00:00:00.000Z');
    stripe.activate(id, periodEnd, NOW);

    expect(await gateway.retrieveSubscription(id)).toEqual({
      id,
      customerId,
      status: 'active',
      currentPeriodStart: NOW,
      currentPeriodEnd: periodEnd,
      clientSecret: null,
    });
    stripe.setStatus(id, 'past_due');
    expect(await gateway.retrieveSubscription(id)).toMatchObject({ status: 'past_due', clientSecret: null });
  });

  it('answers null for an unknown subscription', async () => {
    const { gateway } = await setUp();
    expect(await gateway.retrieveSubscription('sub_does_not_exist')).toBeNull();
  });

  it('reads the shapes of older API versions: periods on the subscription, the invoice payment intent', async () => {
    const { stripe, gateway } = await setUp({ shape: 'legacy' });
    const { id: customerId } = await gateway.createCustomer({ email: 'o@x.example', name: 'X', businessId: 1, idempotencyKey: 'customer:1' });
    const subscription = await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'subscription:1:0' });

    const invoice = stripe.invoiceOf(subscription.id);
    expect(invoice).toMatchObject({ subscription: subscription.id, payment_intent: expect.stringMatching(/^pi_/) });
    const intent = stripe.paymentIntentObject(invoice['payment_intent'] as string);
    expect(subscription).toMatchObject({ status: 'incomplete', currentPeriodStart: NOW, currentPeriodEnd: A_MONTH_LATER, clientSecret: intent['client_secret'] });

    stripe.activate(subscription.id, new Date('2025-07-20T00:00:00.000Z'), NOW);
    expect(await gateway.retrieveSubscription(subscription.id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date('2025-07-20T00:00:00.000Z'),
      clientSecret: null,
    });
  });
});

describe('STRIPE_API_URL', () => {
  it("becomes the SDK's host, port and protocol", () => {
    expect(parseStripeApiUrl('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(parseStripeApiUrl('https://stripe-mock.internal/')).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
    expect(parseStripeApiUrl('http://localhost')).toEqual({ host: 'localhost', port: 80, protocol: 'http' });
    expect(parseStripeApiUrl('http://[::1]:8420')).toEqual({ host: '::1', port: 8420, protocol: 'http' });
  });

  it('refuses what the SDK could not honour', () => {
    expect(() => parseStripeApiUrl('127.0.0.1:12111')).toThrow(/STRIPE_API_URL/);
    expect(() => parseStripeApiUrl('not a url')).toThrow(/not a valid URL/);
    expect(() => parseStripeApiUrl('ftp://stripe.example')).toThrow(/http or https/);
    expect(() => parseStripeApiUrl('http://stripe.example/v1')).toThrow(/origin only/);
    expect(() => parseStripeApiUrl('http://user:pw@stripe.example')).toThrow(/origin only/);
  });

  it('sends every call to that server', async () => {
    const { stripe, gateway } = await setUp();
    await gateway.retrievePaymentIntent('pi_anything');
    expect(stripe.requests).toHaveLength(1);
    expect(stripe.requests[0]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_anything', authorization: `Bearer ${stripe.apiKey}` });
  });
});

describe('Stripe payment metadata', () => {
  it('round-trips through strings', () => {
    const metadata = { dealId: 3, userId: 4, priceCents: 2250, discountPercent: 22.5, redemptions: 1 };
    expect(toStripeMetadata(metadata)).toEqual({ dealId: '3', userId: '4', priceCents: '2250', discountPercent: '22.5', redemptions: '1' });
    expect(parseStripeMetadata(toStripeMetadata(metadata))).toEqual(metadata);
    expect(parseStripeMetadata(null)).toBeNull();
  });
});

describe('StripePaymentGateway: refunds and disputes', () => {
  it('refunds a payment in full with its idempotency key, once however often it is asked', async () => {
    const { stripe, gateway } = await setUp();
    const { id } = await gateway.createPaymentIntent(anIntentRequest());
    stripe.succeed(id);

    await gateway.refundPayment({ paymentIntentId: id, idempotencyKey: `unrecordable-refund:${id}` });
    await gateway.refundPayment({ paymentIntentId: id, idempotencyKey: `unrecordable-refund:${id}` });
    // Refunded already (in the dashboard, say) under another key: not an error either.
    await gateway.refundPayment({ paymentIntentId: id, idempotencyKey: 'another-key' });

    expect(stripe.refundObjects()).toEqual([expect.objectContaining({ payment_intent: id, amount: 2000, reverse_transfer: false })]);
    expect(stripe.requestsTo('POST', '/v1/refunds')[0]?.idempotencyKey).toBe(`unrecordable-refund:${id}`);
    expect(await gateway.retrievePaymentIntent(id)).toMatchObject({ refunded: true });
  });

  it('takes a destination charge back from the connected account and returns the platform fee', async () => {
    const { stripe, gateway } = await setUp();
    const { id } = await gateway.createPaymentIntent(anIntentRequest({ destination: { accountId: 'acct_cafe', applicationFeeCents: 500 } }));
    stripe.succeed(id);
    await gateway.refundPayment({ paymentIntentId: id, idempotencyKey: `unrecordable-refund:${id}` });
    expect(stripe.refundObjects()).toEqual([expect.objectContaining({ payment_intent: id, reverse_transfer: true, refund_application_fee: true })]);
  });

  it('reads a disputed charge as voided (refunded)', async () => {
    const { stripe, gateway } = await setUp();
    const { id } = await gateway.createPaymentIntent(anIntentRequest());
    stripe.succeed(id);
    expect(await gateway.retrievePaymentIntent(id)).toMatchObject({ refunded: false });
    stripe.dispute(id);
    expect(await gateway.retrievePaymentIntent(id)).toMatchObject({ status: 'succeeded', refunded: true });
  });
});
