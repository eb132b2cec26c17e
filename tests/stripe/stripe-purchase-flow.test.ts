import { livePassPayload, timeStep } from '@marketplace/core/purchases/domain/live-pass';
import { afterEach, describe, expect, it } from 'vitest';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { StripePaymentGateway } from '@marketplace/adapters-stripe/stripe-payment-gateway';
import { parseStripeWebhook } from '@marketplace/adapters-stripe/stripe-webhook';
import type { NewBusiness } from '@marketplace/core/accounts/domain/business';
import { SyncConnectedAccount } from '@marketplace/core/connect/application/connect.use-case';
import { RecordBankPayout } from '@marketplace/core/payouts/application/run-payouts.use-case';
import { APPLICATION_JOB_QUEUES } from '@marketplace/core/jobs/domain/job-queues';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { HandlePaymentEvent } from '@marketplace/core/payments/application/handle-payment-event.use-case';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import { RedeemCode } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { StartCheckout } from '@marketplace/core/purchases/application/start-checkout.use-case';
import { ConflictError, GoneError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { CreateSubscription, GetSubscriptionState } from '@marketplace/core/subscriptions/application/subscription.use-case';
import { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import { expectDomainError } from '../contracts/expect-domain-error.js';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aDeal } from '../contracts/mothers/deal.mother.js';
import { aUser } from '../contracts/mothers/user.mother.js';
import { FakeStripeServer, signedEvent } from './fake-stripe-server.js';
import { OUTBOX_ONLY } from '../mail/email-writing.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const PERIOD_END = new Date('2025-07-15T12:00:00.000Z');
const WEBHOOK_SECRET = 'whsec_flow_test';

const servers: FakeStripeServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The real use cases over the in-memory adapters, paying through StripePaymentGateway against the fake Stripe. */
async function setUp(business: Partial<NewBusiness> = {}) {
  const stripe = await FakeStripeServer.start({ now: () => NOW });
  servers.push(stripe);
  const payments = new StripePaymentGateway({ secretKey: stripe.apiKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
  const { repositories, transactions } = createInMemoryRepositories();
  const clock = new FixedClock(NOW);
  const codes = new SequentialCodeGenerator();
  const { deals, businesses, purchases, subscriptions, users, redemptions, processedEvents } = repositories;

  const recordPurchase = new RecordPurchase({ purchases, deals, payments, transactions, codes, clock, ...OUTBOX_ONLY });
  const syncSubscription = new SyncSubscription({ subscriptions, transactions, clock });
  const syncConnectedAccount = new SyncConnectedAccount({ businesses, payments, transactions, clock, jobs: new InMemoryJobQueue(APPLICATION_JOB_QUEUES) });
  const recordBankPayout = new RecordBankPayout({ businesses, ledger: repositories.ledger, clock });
  const handlePaymentEvent = new HandlePaymentEvent({ processedEvents, transactions, payments, recordPurchase, syncSubscription, syncConnectedAccount, recordBankPayout, clock });

  const user = await users.add(aUser());
  const shop = await businesses.add(aBusiness(business));
  // $20.00 fixed price, one redemption: the customer pays $20.00, the platform keeps $5.00.
  const deal = await deals.add(aDeal({ businessId: shop.id, priceCents: 2000, basePriceCents: 2000, discountPercent: 20 }));

  /** Stripe's webhook delivery, through the signature check, to the handler. */
  async function deliver(event: Record<string, unknown>) {
    const { body, header } = signedEvent(event, WEBHOOK_SECRET);
    return handlePaymentEvent.execute(parseStripeWebhook(body, header, WEBHOOK_SECRET));
  }

  async function checkout(attemptId = 'page-load-1') {
    return new StartCheckout({ deals, purchases, payments, clock }).execute(user.toActor(), { dealId: deal.id, attemptId });
  }

  /** What the browser posts after Stripe.js confirmed the payment (POST /api/purchases). */
  function confirmFromBrowser(paymentIntentId: string) {
    return recordPurchase.execute({ paymentIntentId, claimed: { userId: user.id, dealId: deal.id, priceCents: 2000, redemptions: 1 } });
  }

  async function purchasesOfCustomer() {
    return purchases.listByUser(user.id);
  }

  return {
    stripe,
    payments,
    repositories,
    user,
    shop,
    deal,
    deliver,
    checkout,
    confirmFromBrowser,
    purchasesOfCustomer,
    redeemCode: new RedeemCode({ purchases, locations: repositories.locations, deals, users, clock }),
    createSubscription: new CreateSubscription({ businesses, subscriptions, payments, clock }),
    subscriptionState: new GetSubscriptionState({ businesses, subscriptions, payments, clock }),
    redemptions,
  };
}

type World = Awaited<ReturnType<typeof setUp>>;

function succeededEvent(world: World, paymentIntentId: string) {
  return world.stripe.event('payment_intent.succeeded', world.stripe.paymentIntentObject(paymentIntentId));
}

function refundedEvent(world: World, paymentIntentId: string) {
  return world.stripe.event('charge.refunded', world.stripe.chargeOf(paymentIntentId));
}

describe('buying a deal through Stripe', () => {
  it('records the paid purchase from the payment intent, with the 75/25 split', async () => {
    const world = await setUp();
    const started = await world.checkout();
    expect(started.quote.amountCents).toBe(2000);
    expect(world.stripe.paymentIntentObject(started.paymentIntentId)).toMatchObject({ amount: 2000, currency: 'usd', transfer_data: null });

    world.stripe.succeed(started.paymentIntentId);
    const purchase = await world.confirmFromBrowser(started.paymentIntentId);

    expect(purchase.toProps()).toMatchObject({
      userId: world.user.id,
      dealId: world.deal.id,
      status: 'completed',
      amountCents: 2000,
      stripePaymentIntentId: started.paymentIntentId,
      stripePaymentId: world.stripe.chargeOf(started.paymentIntentId)['id'],
      platformFeeCents: 500,
      businessShareCents: 1500,
    });
  });

  it("takes the platform fee from the destination charge's application fee when the business has a Stripe account", async () => {
    const world = await setUp({
      stripeAccountId: 'acct_corner_cafe',
      connect: { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: [], disabledReason: null, updatedAt: NOW },
    });
    const started = await world.checkout();
    expect(world.stripe.paymentIntentObject(started.paymentIntentId)).toMatchObject({
      transfer_data: { destination: 'acct_corner_cafe' },
      application_fee_amount: 500,
    });

    world.stripe.succeed(started.paymentIntentId);
    const purchase = await world.confirmFromBrowser(started.paymentIntentId);
    expect(purchase.toProps()).toMatchObject({ platformFeeCents: 500, businessShareCents: 1500 });
  });

  it('refuses a payment whose amount does not match the deal', async () => {
    const world = await setUp();
    const started = await world.checkout();
    world.stripe.tamper(started.paymentIntentId, { amount: 500 });
    world.stripe.succeed(started.paymentIntentId);

    // Paid, but not what the deal costs: the money goes back instead of being kept.
    await expectDomainError(world.confirmFromBrowser(started.paymentIntentId), ConflictError, 'purchase.payment_refunded');
    expect(world.stripe.chargeOf(started.paymentIntentId)).toMatchObject({ refunded: true, amount_refunded: 500 });
    expect(await world.deliver(succeededEvent(world, started.paymentIntentId))).toBe('unrecordable_refunded:deal_changed');
    expect(world.stripe.requestsTo('POST', '/v1/refunds')).toHaveLength(1);
    expect(await world.purchasesOfCustomer()).toEqual([]);
  });

  it('refuses a payment whose metadata was changed to a cheaper price', async () => {
    const world = await setUp();
    const started = await world.checkout();
    const metadata = world.stripe.paymentIntentObject(started.paymentIntentId)['metadata'] as Record<string, string>;
    world.stripe.tamper(started.paymentIntentId, { metadata: { ...metadata, priceCents: '500' } });
    world.stripe.succeed(started.paymentIntentId);

    // The browser's claim disagrees with the payment's metadata: refused, nothing else happens.
    await expect(world.confirmFromBrowser(started.paymentIntentId)).rejects.toBeInstanceOf(ValidationError);
    expect(world.stripe.chargeOf(started.paymentIntentId)).toMatchObject({ refunded: false });
    // The payment itself is ours but no longer fits the deal: refunded, not kept.
    expect(await world.deliver(succeededEvent(world, started.paymentIntentId))).toBe('unrecordable_refunded:deal_changed');
    expect(world.stripe.chargeOf(started.paymentIntentId)).toMatchObject({ refunded: true });
    // Metadata that is not ours at all is left alone.
    world.stripe.tamper(started.paymentIntentId, { metadata: { ...metadata, priceCents: 'twenty dollars' } });
    expect(await world.deliver(succeededEvent(world, started.paymentIntentId))).toBe('not_ours');
    expect(await world.purchasesOfCustomer()).toEqual([]);
  });

  it('records the purchase from the webhook alone, once however often Stripe delivers it', async () => {
    const world = await setUp();
    const { paymentIntentId } = await world.checkout();
    world.stripe.succeed(paymentIntentId);
    const event = succeededEvent(world, paymentIntentId);

    expect(await world.deliver(event)).toBe('purchase_recorded');
    expect(await world.deliver(event)).toBe('duplicate');
    expect(await world.purchasesOfCustomer()).toHaveLength(1);
  });

  it('gives one purchase when concurrent deliveries of one event race', async () => {
    const world = await setUp();
    const { paymentIntentId } = await world.checkout();
    world.stripe.succeed(paymentIntentId);
    const event = succeededEvent(world, paymentIntentId);

    await Promise.all([world.deliver(event), world.deliver(event), world.deliver(event)]);
    expect(await world.purchasesOfCustomer()).toHaveLength(1);
  });

  it('gives one purchase when the browser and the webhook race', async () => {
    const world = await setUp();
    const { paymentIntentId } = await world.checkout();
    world.stripe.succeed(paymentIntentId);

    const [fromBrowser, outcome] = await Promise.all([world.confirmFromBrowser(paymentIntentId), world.deliver(succeededEvent(world, paymentIntentId))]);
    expect(outcome).toBe('purchase_recorded');
    const recorded = await world.purchasesOfCustomer();
    expect(recorded.map((purchase) => purchase.id)).toEqual([fromBrowser.id]);
  });

  it('ignores a failed payment: nothing is recorded and the customer may retry', async () => {
    const world = await setUp();
    const { paymentIntentId } = await world.checkout();
    world.stripe.fail(paymentIntentId);
    expect(await world.deliver(world.stripe.event('payment_intent.payment_failed', world.stripe.paymentIntentObject(paymentIntentId)))).toBe(
      'payment_failed',
    );
    expect(await world.purchasesOfCustomer()).toEqual([]);
  });
});

describe('refunds through Stripe', () => {
  it('marks the purchase refunded, and its code can no longer be redeemed', async () => {
    const world = await setUp();
    const { paymentIntentId } = await world.checkout();
    world.stripe.succeed(paymentIntentId);
    const purchase = await world.confirmFromBrowser(paymentIntentId);

    world.stripe.refund(paymentIntentId);
    expect(await world.deliver(refundedEvent(world, paymentIntentId))).toBe('purchase_refunded');

    const [refunded] = await world.purchasesOfCustomer();
    expect(refunded?.toProps()).toMatchObject({ id: purchase.id, status: 'refunded' });
    await expectDomainError(
      world.redeemCode.execute(world.shop.toActor(), { kind: 'text', value: purchase.toProps().textCode }),
      GoneError,
      'purchase.refunded',
    );
  });

  it('keeps one refunded, unredeemable purchase when the refund arrives before the payment succeeded event', async () => {
    const world = await setUp();
    const { paymentIntentId } = await world.checkout();
    world.stripe.succeed(paymentIntentId);
    const succeeded = succeededEvent(world, paymentIntentId);
    world.stripe.refund(paymentIntentId);

    expect(await world.deliver(refundedEvent(world, paymentIntentId))).toBe('refund_before_purchase');
    expect(await world.deliver(succeeded)).toBe('purchase_recorded');

    const recorded = await world.purchasesOfCustomer();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.toProps()).toMatchObject({ status: 'refunded', stripePaymentIntentId: paymentIntentId });
    await expectDomainError(
      world.redeemCode.execute(world.shop.toActor(), { kind: 'text', value: recorded[0]?.toProps().textCode ?? '' }),
      GoneError,
      'purchase.refunded',
    );
  });

  it('marks a redeemed purchase refunded and keeps its redemption in the log', async () => {
    const world = await setUp();
    const { paymentIntentId } = await world.checkout();
    world.stripe.succeed(paymentIntentId);
    const purchase = await world.confirmFromBrowser(paymentIntentId);
    const { qrCode, passSecret } = purchase.toProps();
    await world.redeemCode.execute(world.shop.toActor(), { kind: 'qr', value: livePassPayload(qrCode, passSecret, timeStep(NOW)) });

    world.stripe.refund(paymentIntentId);
    expect(await world.deliver(refundedEvent(world, paymentIntentId))).toBe('purchase_refunded');

    const stored = await world.repositories.purchases.findById(purchase.id);
    expect(stored?.toProps()).toMatchObject({ status: 'refunded', redemptionsUsed: 1 });
    const log = await world.redemptions.listByPurchase(purchase.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ purchaseId: purchase.id, channel: 'qr_code' });
  });
});

describe('the business subscription through Stripe', () => {
  async function subscribed() {
    const world = await setUp();
    const actor = world.shop.toActor();
    const created = await world.createSubscription.execute(actor);
    const subscriptionId = created.subscription.stripeSubscriptionId;
    return { world, actor, created, subscriptionId };
  }

  async function business(world: World) {
    const stored = await world.repositories.businesses.findById(world.shop.id);
    if (!stored) throw new Error('the business is gone');
    return stored.toProps();
  }

  it('stays incomplete with a client secret until the first invoice is paid', async () => {
    const { world, actor, created, subscriptionId } = await subscribed();
    expect(created.subscription.status).toBe('incomplete');
    expect(world.stripe.subscriptionObject(subscriptionId)).toMatchObject({ status: 'incomplete', customer: (await business(world)).stripeCustomerId });
    expect(await world.subscriptionState.execute(actor)).toMatchObject({ kind: 'awaiting_payment', clientSecret: created.clientSecret });
    expect((await business(world)).subscriptionActive).toBe(false);
  });

  it('turns active for the paid period on the webhook events', async () => {
    const { world, actor, subscriptionId } = await subscribed();
    world.stripe.activate(subscriptionId, PERIOD_END, NOW);

    expect(await world.deliver(world.stripe.event('customer.subscription.updated', world.stripe.subscriptionObject(subscriptionId)))).toBe(
      'subscription_synced',
    );
    expect(await world.deliver(world.stripe.event('invoice.paid', world.stripe.invoiceOf(subscriptionId)))).toBe('subscription_synced');

    const state = await world.subscriptionState.execute(actor);
    expect(state.kind).toBe('subscribed');
    expect(await business(world)).toMatchObject({
      subscriptionActive: true,
      subscriptionExpiresAt: PERIOD_END,
      stripeSubscriptionId: subscriptionId,
    });
  });

  it('turns inactive when a renewal fails and Stripe marks it past due', async () => {
    const { world, subscriptionId } = await subscribed();
    world.stripe.activate(subscriptionId, PERIOD_END, NOW);
    await world.deliver(world.stripe.event('invoice.paid', world.stripe.invoiceOf(subscriptionId)));
    expect((await business(world)).subscriptionActive).toBe(true);

    world.stripe.setStatus(subscriptionId, 'past_due');
    expect(await world.deliver(world.stripe.event('invoice.payment_failed', world.stripe.invoiceOf(subscriptionId)))).toBe('subscription_synced');
    expect((await business(world)).subscriptionActive).toBe(false);
  });

  it('stays active when an older "incomplete" event arrives after the "active" one', async () => {
    const { world, actor, subscriptionId } = await subscribed();
    const createdEvent = world.stripe.event('customer.subscription.created', world.stripe.subscriptionObject(subscriptionId));
    world.stripe.activate(subscriptionId, PERIOD_END, NOW);
    const updatedEvent = world.stripe.event('customer.subscription.updated', world.stripe.subscriptionObject(subscriptionId));

    await world.deliver(updatedEvent);
    expect(await world.deliver(createdEvent)).toBe('subscription_synced');

    expect((await world.subscriptionState.execute(actor)).kind).toBe('subscribed');
    expect(await business(world)).toMatchObject({ subscriptionActive: true, subscriptionExpiresAt: PERIOD_END });
  });

  it("leaves alone news of a subscription that is not one of ours", async () => {
    const { world } = await subscribed();
    expect(await world.deliver(world.stripe.event('customer.subscription.updated', { id: 'sub_of_another_app', object: 'subscription' }))).toBe(
      'not_ours',
    );
  });
});
