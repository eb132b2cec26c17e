import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import { FakePaymentGateway } from '@marketplace/adapters-memory/fake-payment-gateway';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { PlainTextPasswordHasher } from '@marketplace/adapters-memory/plain-password-hasher';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import type { PaymentIntentRequest } from '@marketplace/core/purchases/ports/payment-gateway.port';
import { describe, expect, it } from 'vitest';

const CROCKFORD_CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

function aPaymentRequest(overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest {
  return {
    amountCents: 2000,
    currency: 'usd',
    metadata: { dealId: 1, userId: 2, priceCents: 2500, discountPercent: 20, redemptions: 1 },
    idempotencyKey: 'checkout-1',
    ...overrides,
  };
}

describe('FixedClock', () => {
  it('stays where it is set and moves only when advanced', () => {
    const clock = new FixedClock(new Date('2025-01-01T00:00:00.000Z'));

    expect(clock.now()).toEqual(new Date('2025-01-01T00:00:00.000Z'));
    clock.advance(1500);
    expect(clock.now()).toEqual(new Date('2025-01-01T00:00:01.500Z'));
    clock.set(new Date('2030-05-05T05:05:05.000Z'));
    expect(clock.now()).toEqual(new Date('2030-05-05T05:05:05.000Z'));
  });

  it('hands out copies, so a caller cannot move it by mutating a date', () => {
    const start = new Date('2025-01-01T00:00:00.000Z');
    const clock = new FixedClock(start);

    clock.now().setUTCFullYear(1999);
    start.setUTCFullYear(1999);

    expect(clock.now()).toEqual(new Date('2025-01-01T00:00:00.000Z'));
  });
});

describe('SystemClock', () => {
  it('tells the current time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();

    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('FakePaymentGateway', () => {
  it('creates payment intents waiting for a payment method, with fake ids and client secrets', async () => {
    const gateway = new FakePaymentGateway();

    const first = await gateway.createPaymentIntent(aPaymentRequest({ idempotencyKey: 'a' }));
    const second = await gateway.createPaymentIntent(
      aPaymentRequest({ idempotencyKey: 'b', destination: { accountId: 'acct_1', applicationFeeCents: 500 } }),
    );

    expect(gateway.mode).toBe('fake');
    expect(first).toEqual({ id: 'pi_fake_1', clientSecret: 'pi_fake_1_secret_x' });
    expect(second.id).toBe('pi_fake_2');
    expect(await gateway.retrievePaymentIntent('pi_fake_1')).toEqual({
      id: 'pi_fake_1',
      status: 'requires_payment_method',
      amountCents: 2000,
      currency: 'usd',
      metadata: aPaymentRequest().metadata,
      chargeId: null,
      refunded: false,
      applicationFeeCents: null,
    });
    expect((await gateway.retrievePaymentIntent('pi_fake_2'))?.applicationFeeCents).toBe(500);
    expect(await gateway.retrievePaymentIntent('pi_unknown')).toBeNull();
  });

  it('answers the same intent for a repeated idempotency key with the same request', async () => {
    const gateway = new FakePaymentGateway();

    const first = await gateway.createPaymentIntent(aPaymentRequest());
    const again = await gateway.createPaymentIntent(aPaymentRequest({ destination: undefined }));

    expect(again).toEqual(first);
    expect(gateway.paymentIntents()).toHaveLength(1);
  });

  it('refuses a repeated idempotency key with a different request, as Stripe does', async () => {
    const gateway = new FakePaymentGateway();
    await gateway.createPaymentIntent(aPaymentRequest());

    await expect(gateway.createPaymentIntent(aPaymentRequest({ amountCents: 2500 }))).rejects.toThrow(/idempotent/);
    await expect(
      gateway.createPaymentIntent(aPaymentRequest({ metadata: { ...aPaymentRequest().metadata, redemptions: 2 } })),
    ).rejects.toThrow(/idempotent/);
    expect(gateway.paymentIntents()).toHaveLength(1);
  });

  it('lets a test decide how a payment ends', async () => {
    const gateway = new FakePaymentGateway();
    const paid = await gateway.createPaymentIntent(aPaymentRequest({ idempotencyKey: 'paid' }));
    const declined = await gateway.createPaymentIntent(aPaymentRequest({ idempotencyKey: 'declined' }));
    const processing = await gateway.createPaymentIntent(aPaymentRequest({ idempotencyKey: 'processing' }));

    gateway.succeed(paid.id);
    gateway.fail(declined.id);
    gateway.setStatus(processing.id, 'processing');

    expect(await gateway.retrievePaymentIntent(paid.id)).toMatchObject({ status: 'succeeded', chargeId: 'ch_fake_1' });
    expect(await gateway.retrievePaymentIntent(declined.id)).toMatchObject({
      status: 'requires_payment_method',
      chargeId: null,
      refunded: false,
    });
    expect((await gateway.retrievePaymentIntent(processing.id))?.status).toBe('processing');
    expect(() => gateway.succeed('pi_unknown')).toThrow(/No such payment_intent/);
  });

  it('hands out copies of its records', async () => {
    const gateway = new FakePaymentGateway();
    const { id } = await gateway.createPaymentIntent(aPaymentRequest());

    const record = await gateway.retrievePaymentIntent(id);
    if (!record?.metadata) throw new Error('expected a record with metadata');
    record.status = 'succeeded';
    record.metadata.priceCents = 1;

    expect(await gateway.retrievePaymentIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      metadata: { priceCents: 2500 },
    });
  });

  it('creates customers and incomplete subscriptions that a test can activate', async () => {
    const gateway = new FakePaymentGateway();
    const customer = await gateway.createCustomer({ email: 'shop@example.com', name: 'Shop', businessId: 3, idempotencyKey: 'customer:3' });
    expect((await gateway.createCustomer({ email: 'shop@example.com', name: 'Shop', businessId: 3, idempotencyKey: 'customer:3' })).id).toBe(customer.id);

    const created = await gateway.createSubscription({ customerId: customer.id, priceCents: 2500, idempotencyKey: 'sub-1' });
    const periodEnd = new Date('2025-07-01T00:00:00.000Z');
    gateway.activateSubscription(created.id, periodEnd);

    expect(customer.id).toBe('cus_fake_1');
    expect(gateway.customer(customer.id)).toEqual({ id: 'cus_fake_1', email: 'shop@example.com', name: 'Shop', businessId: 3 });
    expect(created).toEqual({
      id: 'sub_fake_1',
      customerId: 'cus_fake_1',
      status: 'incomplete',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      clientSecret: 'sub_fake_1_secret_x',
      paidInvoice: null,
    });
    expect(await gateway.retrieveSubscription(created.id)).toEqual({
      ...created,
      status: 'active',
      currentPeriodStart: new Date('2025-06-01T00:00:00.000Z'),
      currentPeriodEnd: periodEnd,
      clientSecret: null,
      paidInvoice: { id: 'in_fake_1', amountPaidCents: 2500, paidAt: new Date('2025-06-01T00:00:00.000Z') },
    });
    expect(await gateway.retrieveSubscription('sub_unknown')).toBeNull();
  });

  it('honours idempotency keys for subscriptions and refuses an unknown customer', async () => {
    const gateway = new FakePaymentGateway();
    const { id: customerId } = await gateway.createCustomer({ email: 'shop@example.com', name: 'Shop', businessId: 3, idempotencyKey: 'customer:3' });

    const first = await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'sub-1' });
    const again = await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'sub-1' });

    expect(again.id).toBe(first.id);
    await expect(gateway.createSubscription({ customerId, priceCents: 3000, idempotencyKey: 'sub-1' })).rejects.toThrow(/idempotent/);
    await expect(
      gateway.createSubscription({ customerId: 'cus_unknown', priceCents: 2500, idempotencyKey: 'sub-2' }),
    ).rejects.toThrow(/No such customer/);
  });

  it('lets a test move a subscription to any provider status', async () => {
    const gateway = new FakePaymentGateway();
    const { id: customerId } = await gateway.createCustomer({ email: 'shop@example.com', name: 'Shop', businessId: 3, idempotencyKey: 'customer:3' });
    const { id } = await gateway.createSubscription({ customerId, priceCents: 2500, idempotencyKey: 'sub-1' });

    gateway.setSubscriptionStatus(id, 'past_due');

    expect((await gateway.retrieveSubscription(id))?.status).toBe('past_due');
  });
});

describe('SequentialCodeGenerator', () => {
  it('gives distinct Crockford base32 text codes shaped XXXXX-XXXXX', () => {
    const generator = new SequentialCodeGenerator();

    const codes = Array.from({ length: 1100 }, () => generator.textCode());

    for (const code of codes) expect(code).toMatch(CROCKFORD_CODE);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes[0]).toBe('00000-00001');
  });

  it('gives distinct URL-safe QR tokens of at least 128 bits', () => {
    const generator = new SequentialCodeGenerator();

    const tokens = Array.from({ length: 100 }, () => generator.qrToken());

    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('gives distinct opaque ids', () => {
    const generator = new SequentialCodeGenerator();

    const ids = Array.from({ length: 100 }, () => generator.opaqueId());

    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives the same sequence on every run', () => {
    const run = (): string[] => {
      const generator = new SequentialCodeGenerator();
      return [generator.textCode(), generator.qrToken(), generator.opaqueId(), generator.textCode(), generator.qrToken()];
    };

    expect(run()).toEqual(run());
  });

  it('repeats each code when asked, so tests can make codes collide', () => {
    const generator = new SequentialCodeGenerator({ timesEach: 2 });

    const texts = [generator.textCode(), generator.textCode(), generator.textCode()];
    const tokens = [generator.qrToken(), generator.qrToken(), generator.qrToken()];

    expect(texts[0]).toBe(texts[1]);
    expect(texts[2]).not.toBe(texts[1]);
    expect(tokens[0]).toBe(tokens[1]);
    expect(tokens[2]).not.toBe(tokens[1]);
    expect(generator.opaqueId()).not.toBe(generator.opaqueId());
  });
});

describe('PlainTextPasswordHasher (tests only)', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hasher = new PlainTextPasswordHasher();

    const hash = await hasher.hash('s3cret!');

    expect(hash).toBe('plain$s3cret!');
    expect(await hasher.verify(hash, 's3cret!')).toBe(true);
    expect(await hasher.verify(hash, 'S3cret!')).toBe(false);
    expect(await hasher.verify('s3cret!', 's3cret!')).toBe(false);
  });

  it('answers false when no account matched', async () => {
    expect(await new PlainTextPasswordHasher().verify(null, 'anything')).toBe(false);
    expect(await new PlainTextPasswordHasher().verify(null, '')).toBe(false);
  });
});
