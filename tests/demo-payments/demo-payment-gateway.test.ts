import { DemoPaymentGateway, oneCalendarMonthLater } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import { DEMO_DECLINING_CARDS } from '@marketplace/adapters-demo-payments/demo-test-cards';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { isDemoPaymentIntentId } from '@marketplace/core/payments/ports/demo-payment.repository.port';
import type { SubscriptionRecord } from '@marketplace/core/purchases/ports/payment-gateway.port';
import { DEMO_CARD_DEFAULTS } from '@marketplace/core/purchases/schemas/demo-card.schema';
import {
  ConflictError,
  NotFoundError,
  PaymentFailedError,
  PaymentRequiredError,
  ValidationError,
} from '@marketplace/core/shared/domain/domain-error';
import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../contracts/expect-domain-error.js';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { aSubscription } from '../contracts/mothers/subscription.mother.js';
import { buyWithDemoCard, subscribeWithDemoCard, wireDemoPayments } from './demo-payments-wiring.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const A_MONTH_LATER = new Date('2025-07-15T12:00:00.000Z');
const DECLINED_CARD = { ...DEMO_CARD_DEFAULTS, cardNumber: '4000 0000 0000 0002' };

async function setUp() {
  const database = createInMemoryRepositories();
  const clock = new FixedClock(NOW);
  const ids = new SequentialCodeGenerator();
  const demo = wireDemoPayments(database, clock, ids);
  const shop = await givenAShop(database.repositories);
  return { ...demo, database, repositories: database.repositories, clock, ids, shop };
}

async function startCheckout(world: Awaited<ReturnType<typeof setUp>>, attemptId = 'page-load-1') {
  return world.startCheckout.execute(world.shop.user.toActor(), { dealId: world.shop.deal.id, attemptId });
}

describe('demo payments: a purchase', () => {
  it('goes from the payment intent through the demo card form to a completed purchase marked as a demo payment', async () => {
    const world = await setUp();

    const { started, confirmed, purchase } = await buyWithDemoCard(world, world.shop);

    expect(started.paymentIntentId).toMatch(/^pi_demo_[A-Za-z0-9]+$/);
    expect(started.clientSecret).toMatch(new RegExp(`^${started.paymentIntentId}_secret_[A-Za-z0-9]+$`));
    expect(confirmed).toEqual({
      id: started.paymentIntentId,
      status: 'succeeded',
      amountCents: 2000,
      currency: 'usd',
      metadata: { dealId: world.shop.deal.id, userId: world.shop.user.id, priceCents: 2000, discountPercent: 20, redemptions: 1 },
      chargeId: `ch_demo_${started.paymentIntentId.slice('pi_demo_'.length)}`,
      applicationFeeCents: null,
      refunded: false,
    });
    expect(purchase.toProps()).toMatchObject({
      userId: world.shop.user.id,
      dealId: world.shop.deal.id,
      status: 'completed',
      stripePaymentIntentId: started.paymentIntentId,
      stripePaymentId: confirmed.chargeId,
      amountCents: 2000,
      platformFeeCents: 500,
      businessShareCents: 1500,
    });
    expect(isDemoPaymentIntentId(purchase.stripePaymentIntentId)).toBe(true);
    expect(await world.gateway.retrievePaymentIntent(started.paymentIntentId)).toEqual(confirmed);
  });

  it('refuses to record the purchase before the demo card form is confirmed', async () => {
    const world = await setUp();
    const started = await startCheckout(world);

    await expectDomainError(
      world.recordPurchase.execute({ paymentIntentId: started.paymentIntentId }),
      PaymentRequiredError,
      'payment.not_completed',
    );
    expect((await world.gateway.retrievePaymentIntent(started.paymentIntentId))?.status).toBe('requires_payment_method');
    expect(await world.repositories.purchases.findByPaymentIntentId(started.paymentIntentId)).toBeNull();
  });

  it("refuses a malformed card with the demo card form's messages and leaves the payment to do", async () => {
    const world = await setUp();
    const started = await startCheckout(world);

    const refused = await world.gateway
      .confirmPayment(started.clientSecret, { cardNumber: '4242', expiry: '13/30', cvc: '', nameOnCard: ' ' })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).issues).toEqual([
      { path: 'cardNumber', message: 'Invalid input' },
      { path: 'expiry', message: 'Invalid input' },
      { path: 'cvc', message: 'Required' },
      { path: 'nameOnCard', message: 'Required' },
    ]);
    await expectDomainError(world.gateway.confirmPayment(started.clientSecret, undefined), ValidationError);
    expect((await world.gateway.retrievePaymentIntent(started.paymentIntentId))?.status).toBe('requires_payment_method');
  });

  it('declines the test card 4000 0000 0000 0002 as Stripe does, and then takes another card', async () => {
    const world = await setUp();
    const started = await startCheckout(world);

    const declined = await world.gateway.confirmPayment(started.clientSecret, DECLINED_CARD).catch((error: unknown) => error);

    expect(declined).toBeInstanceOf(PaymentFailedError);
    expect(declined).toMatchObject({ code: 'payment.card_declined', message: 'Your card was declined.' });
    expect((await world.gateway.retrievePaymentIntent(started.paymentIntentId))?.status).toBe('requires_payment_method');
    await expectDomainError(world.recordPurchase.execute({ paymentIntentId: started.paymentIntentId }), PaymentRequiredError);

    expect((await world.gateway.confirmPayment(started.clientSecret, DEMO_CARD_DEFAULTS)).status).toBe('succeeded');
    expect((await world.recordPurchase.execute({ paymentIntentId: started.paymentIntentId })).status).toBe('completed');
  });

  it.each(Object.entries(DEMO_DECLINING_CARDS))('declines the test card %s', async (digits, decline) => {
    const world = await setUp();
    const started = await startCheckout(world);
    const cardNumber = digits.replace(/(\d{4})(?=\d)/g, '$1 ');

    await expectDomainError(
      world.gateway.confirmPayment(started.clientSecret, { ...DEMO_CARD_DEFAULTS, cardNumber }),
      PaymentFailedError,
      decline.code,
    );
  });

  it('declines a card whose expiry month has ended, and takes one expiring this month', async () => {
    const world = await setUp();
    const started = await startCheckout(world);

    await expectDomainError(
      world.gateway.confirmPayment(started.clientSecret, { ...DEMO_CARD_DEFAULTS, expiry: '05/25' }),
      PaymentFailedError,
      'payment.expired_card',
    );
    expect((await world.gateway.confirmPayment(started.clientSecret, { ...DEMO_CARD_DEFAULTS, expiry: '06/25' })).status).toBe('succeeded');
  });

  it('answers a retried checkout with the same intent, and refuses its key for another amount or object', async () => {
    const world = await setUp();
    const first = await startCheckout(world, 'page-load-1');
    const again = await startCheckout(world, 'page-load-1');
    const other = await startCheckout(world, 'page-load-2');

    expect(again).toEqual(first);
    expect(other.paymentIntentId).not.toBe(first.paymentIntentId);

    const request = {
      amountCents: 2000,
      currency: 'usd' as const,
      metadata: { dealId: 1, userId: 2, priceCents: 2000, discountPercent: 20, redemptions: 1 },
      idempotencyKey: 'key-1',
    };
    const created = await world.gateway.createPaymentIntent(request);
    expect(await world.gateway.createPaymentIntent({ ...request, metadata: { ...request.metadata } })).toEqual(created);
    await expectDomainError(
      world.gateway.createPaymentIntent({ ...request, amountCents: 2500 }),
      ConflictError,
      'payment.idempotency_key_reused',
    );
    await expectDomainError(
      world.gateway.createPaymentIntent({ ...request, metadata: { ...request.metadata, redemptions: 2 } }),
      ConflictError,
      'payment.idempotency_key_reused',
    );
    await expectDomainError(
      world.gateway.createSubscription({ customerId: 'cus_demo_x', priceCents: 2000, idempotencyKey: 'key-1' }),
      ConflictError,
      'payment.idempotency_key_reused',
    );
  });

  it('stores a new intent in one write without reading first, and reads an idempotency key only once it is taken', async () => {
    const world = await setUp();
    const repository = world.repositories.demoPayments;
    const calls: string[] = [];
    const [add, byKey] = [repository.add.bind(repository), repository.findByIdempotencyKey.bind(repository)];
    repository.add = (record) => (calls.push('add'), add(record));
    repository.findByIdempotencyKey = (key) => (calls.push('read'), byKey(key));

    const first = await startCheckout(world, 'page-load-1');
    expect(calls).toEqual(['add']);
    calls.length = 0;
    expect(await startCheckout(world, 'page-load-1')).toEqual(first);
    expect(calls).toEqual(['add', 'read']);
  });

  it('makes confirming and recording twice harmless, by client secret or by id, even at the same time', async () => {
    const world = await setUp();
    const started = await startCheckout(world);

    const confirmations = await Promise.all([
      world.gateway.confirmPayment(started.clientSecret, DEMO_CARD_DEFAULTS),
      world.gateway.confirmPayment(started.clientSecret, DEMO_CARD_DEFAULTS),
      world.gateway.confirmPayment(started.paymentIntentId, DEMO_CARD_DEFAULTS),
    ]);
    const first = await world.recordPurchase.execute({ paymentIntentId: started.paymentIntentId });
    const second = await world.recordPurchase.execute({ paymentIntentId: started.paymentIntentId });

    expect(new Set(confirmations.map((intent) => JSON.stringify(intent))).size).toBe(1);
    expect(confirmations[0]?.status).toBe('succeeded');
    expect(second.id).toBe(first.id);
  });

  it('confirms an intent handed in as just read without reading it again, and answers a paid one as it is', async () => {
    const world = await setUp();
    const started = await startCheckout(world);
    const read = await world.gateway.paymentIntentForSecret(started.clientSecret);
    const repository = world.repositories.demoPayments;
    const reads = { secret: 0, id: 0 };
    const [bySecret, byId] = [repository.findByClientSecret.bind(repository), repository.findById.bind(repository)];
    repository.findByClientSecret = (secret) => ((reads.secret += 1), bySecret(secret));
    repository.findById = (id) => ((reads.id += 1), byId(id));

    const confirmed = await world.gateway.confirmPayment(read!, DEMO_CARD_DEFAULTS);
    expect(confirmed).toMatchObject({ id: started.paymentIntentId, status: 'succeeded' });
    expect(reads).toEqual({ secret: 0, id: 0 });
    // The record read before the payment still says it is due: the stored status decides, and the paid intent is answered.
    expect(await world.gateway.confirmPayment(read!, DEMO_CARD_DEFAULTS)).toEqual(confirmed);
    expect((await world.recordPurchase.execute({ paymentIntentId: started.paymentIntentId })).status).toBe('completed');
  });

  it('answers NotFound for an unknown intent, and for a subscription handed in as a payment', async () => {
    const world = await setUp();
    const subscription = await world.gateway.createSubscription({ customerId: 'cus_demo_x', priceCents: 2500, idempotencyKey: 'sub-1' });

    await expectDomainError(world.gateway.confirmPayment('pi_demo_unknown', DEMO_CARD_DEFAULTS), NotFoundError, 'payment.not_found');
    await expectDomainError(
      world.gateway.confirmPayment('pi_demo_unknown_secret_x', DEMO_CARD_DEFAULTS),
      NotFoundError,
      'payment.not_found',
    );
    await expectDomainError(
      world.gateway.confirmPayment(subscription.clientSecret!, DEMO_CARD_DEFAULTS),
      NotFoundError,
      'payment.not_found',
    );
    expect(await world.gateway.retrievePaymentIntent(subscription.id)).toBeNull();
    expect(await world.gateway.retrievePaymentIntent('pi_demo_unknown')).toBeNull();
  });

  it('keeps nothing in the gateway: another instance over the same database confirms what one started', async () => {
    const world = await setUp();
    const otherInstance = new DemoPaymentGateway({
      repository: world.repositories.demoPayments,
      clock: world.clock,
      ids: world.ids,
    });
    const started = await startCheckout(world);

    await otherInstance.confirmPayment(started.clientSecret, DEMO_CARD_DEFAULTS);

    expect((await world.recordPurchase.execute({ paymentIntentId: started.paymentIntentId })).status).toBe('completed');
  });
});

describe('demo payments: the business subscription', () => {
  it('creates an incomplete subscription that the demo card form activates for a month', async () => {
    const world = await setUp();
    const actor = world.shop.business.toActor();

    const created = await world.createSubscription.execute(actor);
    expect(created.subscription.stripeSubscriptionId).toMatch(/^sub_demo_[A-Za-z0-9]+$/);
    expect(await world.subscriptionState.execute(actor)).toMatchObject({ kind: 'awaiting_payment', clientSecret: created.clientSecret });

    const confirmed = await world.gateway.confirmSubscription(created.clientSecret, DEMO_CARD_DEFAULTS);
    expect(confirmed).toEqual({
      id: created.subscription.stripeSubscriptionId,
      customerId: expect.stringMatching(/^cus_demo_/),
      status: 'active',
      currentPeriodStart: NOW,
      currentPeriodEnd: A_MONTH_LATER,
      cancelAtPeriodEnd: false,
      clientSecret: null,
      paidInvoice: { id: expect.stringMatching(/^in_demo_/), amountPaidCents: 2500, paidAt: NOW },
    });

    const synced = await world.syncSubscription.execute(confirmed);
    expect(synced.status).toBe('active');
    const state = await world.subscriptionState.execute(actor);
    expect(state.kind).toBe('subscribed');
    const business = (await world.repositories.businesses.findById(world.shop.business.id))!.toProps();
    expect(business).toMatchObject({
      stripeCustomerId: confirmed.customerId,
      stripeSubscriptionId: confirmed.id,
      subscriptionActive: true,
      subscriptionExpiresAt: A_MONTH_LATER,
    });
    expect(await world.gateway.retrieveSubscription(confirmed.id)).toEqual(confirmed);
    await expectDomainError(world.createSubscription.execute(actor), ConflictError, 'subscription.already_active');
  });

  it('runs the whole page in one go, as the HTTP layer will', async () => {
    const world = await setUp();

    const { state } = await subscribeWithDemoCard(world, world.shop);

    expect(state.kind).toBe('subscribed');
  });

  it('leaves the subscription waiting for payment after a declined card', async () => {
    const world = await setUp();
    const actor = world.shop.business.toActor();
    const created = await world.createSubscription.execute(actor);

    await expectDomainError(
      world.gateway.confirmSubscription(created.clientSecret, DECLINED_CARD),
      PaymentFailedError,
      'payment.card_declined',
    );

    expect((await world.gateway.retrieveSubscription(created.subscription.stripeSubscriptionId))?.status).toBe('incomplete');
    expect(await world.subscriptionState.execute(actor)).toMatchObject({ kind: 'awaiting_payment', clientSecret: created.clientSecret });
    await expectDomainError(world.gateway.confirmSubscription(created.clientSecret, {}), ValidationError);
  });

  it('keeps the first period when the form is confirmed again later', async () => {
    const world = await setUp();
    const created = await world.createSubscription.execute(world.shop.business.toActor());
    const first = await world.gateway.confirmSubscription(created.clientSecret, DEMO_CARD_DEFAULTS);

    world.clock.advance(60_000);
    const again = await world.gateway.confirmSubscription(created.subscription.stripeSubscriptionId, DEMO_CARD_DEFAULTS);

    expect(again).toEqual(first);
  });

  it('answers NotFound for an unknown subscription, and for a payment intent handed in as one', async () => {
    const world = await setUp();
    const started = await startCheckout(world);

    for (const unknown of ['sub_demo_unknown', 'sub_demo_unknown_secret_x', started.clientSecret]) {
      await expectDomainError(world.gateway.confirmSubscription(unknown, DEMO_CARD_DEFAULTS), NotFoundError, 'subscription.not_found');
    }
    expect(await world.gateway.retrieveSubscription(started.paymentIntentId)).toBeNull();
  });

  it('creates one customer per idempotency key and refuses a subscription key for another price', async () => {
    const world = await setUp();
    const input = { email: 'a@b.example', name: 'Shop', businessId: 1, idempotencyKey: 'customer:1' };

    const customer = await world.gateway.createCustomer(input);
    expect(customer.id).toMatch(/^cus_demo_[A-Za-z0-9]+$/);
    expect(await world.gateway.createCustomer(input)).toEqual(customer);

    const subscription = { customerId: customer.id, priceCents: 2500, idempotencyKey: 'subscription:1:0' };
    const created = await world.gateway.createSubscription(subscription);
    expect(await world.gateway.createSubscription(subscription)).toEqual(created);
    await expectDomainError(
      world.gateway.createSubscription({ ...subscription, priceCents: 3000 }),
      ConflictError,
      'payment.idempotency_key_reused',
    );
  });

  it('cancels at the period end and resumes as Stripe does: active until then, refused once it is over or before it is paid', async () => {
    const world = await setUp();
    const created = await world.createSubscription.execute(world.shop.business.toActor());
    const id = created.subscription.stripeSubscriptionId;
    await expectDomainError(world.gateway.cancelSubscriptionAtPeriodEnd(id), ConflictError, 'subscription.not_active');
    await world.gateway.confirmSubscription(created.clientSecret, DEMO_CARD_DEFAULTS);

    const cancelled = await world.gateway.cancelSubscriptionAtPeriodEnd(id);
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: A_MONTH_LATER });
    expect(await world.gateway.retrieveSubscription(id)).toEqual(cancelled);
    expect(await world.gateway.cancelSubscriptionAtPeriodEnd(id)).toEqual(cancelled);
    const resumed = await world.gateway.resumeSubscription(id);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    world.clock.set(new Date(A_MONTH_LATER.getTime() + 1));
    await expectDomainError(world.gateway.resumeSubscription(id), ConflictError, 'subscription.not_active');
    await expectDomainError(world.gateway.cancelSubscriptionAtPeriodEnd('sub_demo_unknown'), NotFoundError, 'subscription.not_found');
  });

  it('counts a month in calendar months (UTC), clamped to the end of a shorter month', () => {
    expect(oneCalendarMonthLater(new Date('2025-06-15T12:00:00.000Z'))).toEqual(new Date('2025-07-15T12:00:00.000Z'));
    expect(oneCalendarMonthLater(new Date('2025-01-31T23:30:00.000Z'))).toEqual(new Date('2025-02-28T23:30:00.000Z'));
    expect(oneCalendarMonthLater(new Date('2024-01-31T00:00:00.000Z'))).toEqual(new Date('2024-02-29T00:00:00.000Z'));
    expect(oneCalendarMonthLater(new Date('2025-12-31T08:00:00.000Z'))).toEqual(new Date('2026-01-31T08:00:00.000Z'));
  });
});

describe('SyncSubscription', () => {
  it("turns the business's subscription off when the provider says past_due, and starts the 7-day grace", async () => {
    const world = await setUp();
    const { confirmed } = await subscribeWithDemoCard(world, world.shop);

    const synced = await world.syncSubscription.execute({ ...confirmed, status: 'past_due' });

    expect(synced.status).toBe('past_due');
    expect((await world.repositories.subscriptions.findByStripeId(confirmed.id))?.status).toBe('past_due');
    const business = (await world.repositories.businesses.findById(world.shop.business.id))!.toProps();
    expect(business).toMatchObject({
      subscriptionActive: false,
      subscriptionExpiresAt: A_MONTH_LATER,
      stripeSubscriptionId: confirmed.id,
    });
    // Still shown, with the failed payment's warning: the deals stay listed for the grace period.
    expect(await world.subscriptionState.execute(world.shop.business.toActor())).toMatchObject({ kind: 'subscribed', listing: { state: 'grace' } });
    expect(synced.paymentFailedAt).toEqual(NOW);
  });

  it('stores the status and period and turns the business on for an active record', async () => {
    const world = await setUp();
    const business = await world.repositories.businesses.add(aBusiness());
    const stored = await world.repositories.subscriptions.add(aSubscription({ businessId: business.id, stripeSubscriptionId: 'sub_x' }));

    await world.syncSubscription.execute({
      id: 'sub_x',
      customerId: 'cus_x',
      status: 'active',
      currentPeriodStart: NOW,
      currentPeriodEnd: A_MONTH_LATER,
      clientSecret: null,
      cancelAtPeriodEnd: false,
      paidInvoice: null,
    });

    expect((await world.repositories.subscriptions.findByStripeId('sub_x'))?.toProps()).toEqual({
      ...stored.toProps(),
      status: 'active',
      currentPeriodStart: NOW,
      currentPeriodEnd: A_MONTH_LATER,
    });
    expect((await world.repositories.businesses.findById(business.id))?.toProps()).toMatchObject({
      stripeSubscriptionId: 'sub_x',
      subscriptionActive: true,
      subscriptionExpiresAt: A_MONTH_LATER,
    });
  });

  it("leaves the business alone when the news is about an older subscription than its latest", async () => {
    const world = await setUp();
    const { businesses, subscriptions } = world.repositories;
    const business = await businesses.add(aBusiness());
    const older = { businessId: business.id, stripeSubscriptionId: 'sub_old', createdAt: new Date('2025-01-01T00:00:00Z') };
    await subscriptions.add(aSubscription(older));
    await subscriptions.add(aSubscription({ ...older, stripeSubscriptionId: 'sub_new', createdAt: new Date('2025-06-01T00:00:00Z') }));
    const active: SubscriptionRecord = {
      id: 'sub_new',
      customerId: 'cus_x',
      status: 'active',
      currentPeriodStart: NOW,
      currentPeriodEnd: A_MONTH_LATER,
      clientSecret: null,
      cancelAtPeriodEnd: false,
      paidInvoice: null,
    };
    await world.syncSubscription.execute(active);

    await world.syncSubscription.execute({ ...active, id: 'sub_old', status: 'canceled' });

    expect((await subscriptions.findByStripeId('sub_old'))?.status).toBe('canceled');
    expect((await businesses.findById(business.id))?.toProps()).toMatchObject({
      stripeSubscriptionId: 'sub_new',
      subscriptionActive: true,
    });
  });

  it('answers NotFound for a subscription it does not know', async () => {
    const world = await setUp();

    await expectDomainError(
      world.syncSubscription.execute({
        id: 'sub_unknown',
        customerId: 'cus_x',
        status: 'active',
        currentPeriodStart: null,
        currentPeriodEnd: null,
        clientSecret: null,
        cancelAtPeriodEnd: false,
      paidInvoice: null,
      }),
      NotFoundError,
      'subscription.not_found',
    );
  });
});
