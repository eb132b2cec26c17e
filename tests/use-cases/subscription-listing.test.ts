// DESIGN.md 10.5, issue 19 point 5: the subscription keeps deals listed. 30 free days from
// verification; then a business without an active subscription (past a 7-day grace after a failed
// payment) has its deals out of every public path (list, search, featured, detail, checkout,
// purchase recording), not deleted, still its own to see and edit; paying shows them at once.
import { ANONYMOUS, type Actor } from '@marketplace/core/accounts/domain/actor';
import { ConflictError, ForbiddenError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect, it } from 'vitest';
import { ADMIN, buy, createHarness, type Harness } from './harness.js';
import { givenACustomer, givenARunningDeal, givenAnUnverifiedBusiness, type Shop } from './mothers.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2025-06-01T12:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
let eventSequence = 0;
const eventId = () => `evt_listing_${++eventSequence}`;

/** A business verified at T0 + `verifiedOn` days with one running deal (long enough for every test). */
async function givenAVerifiedShop(h: Harness, verifiedOn = 0) {
  h.clock.set(at(verifiedOn));
  const shop = await givenAnUnverifiedBusiness(h, { verifiedAt: null, trialEndsAt: null, listedUntil: null });
  const deal = await givenARunningDeal(h, shop, { endDate: at(400), featured: true, title: 'Listed latte' });
  await h.verifyBusiness.execute(ADMIN, shop.id);
  return { shop, deal };
}

/** What a shopper sees of the deal: in the list, search, featured list, its page; and whether checkout starts. */
async function shopperView(h: Harness, dealId: number, customer: Actor) {
  const ids = async (query: Parameters<Harness['listDeals']['execute']>[1]) =>
    (await h.listDeals.execute(ANONYMOUS, query)).deals.map((deal) => deal.id);
  const listed = (await ids({})).includes(dealId);
  const searched = (await ids({ q: 'latte' })).includes(dealId);
  const featured = (await ids({ featured: true })).includes(dealId);
  const detail = await h.getDeal.execute(ANONYMOUS, dealId).then(
    () => true,
    (error: unknown) => (error instanceof NotFoundError ? false : Promise.reject(error)),
  );
  const checkout = await h.startCheckout.execute(customer, { dealId, attemptId: `a-${Math.random()}` }).then(
    () => true,
    (error: unknown) => (error instanceof NotFoundError ? false : Promise.reject(error)),
  );
  return { listed, searched, featured, detail, checkout };
}

const SHOWN = { listed: true, searched: true, featured: true, detail: true, checkout: true };
const HIDDEN = { listed: false, searched: false, featured: false, detail: false, checkout: false };

/** Subscribes through CreateSubscription and pays the first invoice (period of a month from now), as the webhook reports it. */
async function subscribeAndPay(h: Harness, shop: Shop) {
  const created = await h.createSubscription.execute(shop.actor);
  const id = created.subscription.stripeSubscriptionId;
  h.payments.activateSubscription(id, new Date(h.clock.now().getTime() + 30 * DAY), h.clock.now());
  expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id })).toBe('subscription_synced');
  return id;
}

async function listing(h: Harness, shop: Shop) {
  return (await h.subscriptionState.execute(shop.actor)).listing;
}

async function subscriptionCharges(h: Harness, businessId: number) {
  return h.repositories.ledger.list({ businessId, from: new Date(0), to: new Date('2100-01-01'), kinds: ['subscription_charge'] });
}

describe('the free 30 days from verification', () => {
  it('lists the deals on day 29 and hides them on day 31 without a subscription, in every public path', async () => {
    const h = createHarness({ now: T0 });
    const { shop, deal } = await givenAVerifiedShop(h);
    const customer = await givenACustomer(h);

    expect((await h.repositories.businesses.findById(shop.id))?.toProps()).toMatchObject({ verifiedAt: T0, trialEndsAt: at(30), listedUntil: at(30) });
    h.clock.set(at(29));
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(SHOWN);
    expect(await listing(h, shop)).toMatchObject({ state: 'trial', trialEndsAt: at(30), listedUntil: at(30) });

    h.clock.set(at(31));
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(HIDDEN);
    expect(await listing(h, shop)).toMatchObject({ state: 'hidden', hiddenReason: 'trial_ended' });
  });

  it('keeps hidden deals in the business portal, editable, and not deleted', async () => {
    const h = createHarness({ now: T0 });
    const { shop, deal } = await givenAVerifiedShop(h);
    h.clock.set(at(31));

    const own = await h.listDeals.execute(shop.actor, { businessId: shop.id, active: true });
    expect(own.deals.map((d) => d.id)).toEqual([deal.id]);
    expect((await h.getDeal.execute(shop.actor, deal.id)).deal.id).toBe(deal.id);
    const updated = await h.updateDeal.execute(shop.actor, deal.id, { title: 'Still mine' });
    expect(updated.title).toBe('Still mine');
  });

  it('refunds a payment that completes after the listing lapsed, like one for an ended deal', async () => {
    const h = createHarness({ now: T0 });
    const { deal } = await givenAVerifiedShop(h);
    const customer = await givenACustomer(h);
    h.clock.set(at(29));
    const started = await h.startCheckout.execute(customer.actor, { dealId: deal.id, attemptId: 'late' });
    h.payments.succeed(started.paymentIntentId);

    h.clock.set(at(31));
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'payment_intent.succeeded', paymentIntentId: started.paymentIntentId })).toBe(
      'unrecordable_refunded:deal_unavailable',
    );
    expect(h.payments.refundRequests.map((request) => request.paymentIntentId)).toEqual([started.paymentIntentId]);
  });
});

describe('paying', () => {
  it('shows hidden deals again at once and books the invoice in the ledger once, however often the news comes', async () => {
    const h = createHarness({ now: T0 });
    const { shop, deal } = await givenAVerifiedShop(h);
    const customer = await givenACustomer(h);
    h.clock.set(at(45));
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(HIDDEN);

    const id = await subscribeAndPay(h, shop);

    expect(await shopperView(h, deal.id, customer.actor)).toEqual(SHOWN);
    expect(await listing(h, shop)).toMatchObject({ state: 'subscribed', listedUntil: at(45 + 30 + 1) });
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id });
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id });
    const charges = await subscriptionCharges(h, shop.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 2500, kind: 'subscription_charge', sourceKey: expect.stringMatching(/^subscription_charge:in_fake_/) });
    expect((await buy(h, customer.actor, { dealId: deal.id })).purchase.status).toBe('completed');
  });

  it('keeps the trial when a subscription paid during it ends earlier, and extends it when it runs longer', async () => {
    const h = createHarness({ now: T0 });
    const { shop } = await givenAVerifiedShop(h);
    h.clock.set(at(10));
    await subscribeAndPay(h, shop);
    expect(await listing(h, shop)).toMatchObject({ state: 'subscribed', listedUntil: at(10 + 30 + 1), trialEndsAt: at(30) });
  });
});

describe('a failed payment', () => {
  it('keeps the deals listed for 7 days from the failure, then hides them; paying shows them again at once', async () => {
    const h = createHarness({ now: T0 });
    const { shop, deal } = await givenAVerifiedShop(h, -40);
    const customer = await givenACustomer(h);
    h.clock.set(at(0));
    const id = await subscribeAndPay(h, shop);

    h.clock.set(at(30));
    h.payments.failSubscriptionPayment(id, at(60));
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id });
    expect(await listing(h, shop)).toMatchObject({ state: 'grace', listedUntil: at(37) });

    // Stripe retries and fails again: a later (or replayed) failure does not restart the grace.
    h.clock.set(at(33));
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id });
    expect(await listing(h, shop)).toMatchObject({ state: 'grace', listedUntil: at(37) });
    h.clock.set(at(36.9));
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(SHOWN);
    expect(await h.subscriptionState.execute(shop.actor)).toMatchObject({ kind: 'subscribed', clientSecret: `${id}_renewal_secret_x` });

    h.clock.set(at(37.1));
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(HIDDEN);
    expect(await listing(h, shop)).toMatchObject({ state: 'hidden', hiddenReason: 'payment_failed' });
    await expect(h.createSubscription.execute(shop.actor)).rejects.toMatchObject({ code: 'subscription.payment_failing' });

    h.payments.renewSubscription(id, at(60));
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id });
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(SHOWN);
    expect(await listing(h, shop)).toMatchObject({ state: 'subscribed', listedUntil: at(61) });
    expect((await h.repositories.subscriptions.findByStripeId(id))?.paymentFailedAt).toBeNull();
    expect(await subscriptionCharges(h, shop.id)).toHaveLength(2);
  });

  it('ends up right when the failure news arrives after the payment that settled it', async () => {
    const h = createHarness({ now: T0 });
    const { shop } = await givenAVerifiedShop(h, -40);
    h.clock.set(at(0));
    const id = await subscribeAndPay(h, shop);
    h.clock.set(at(30));
    h.payments.failSubscriptionPayment(id, at(60));
    const failureNews = { id: eventId(), type: 'subscription.changed' as const, subscriptionId: id };
    h.payments.renewSubscription(id, at(60));
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id });

    // The handler reads the provider's current state: the late failure event changes nothing.
    await h.handlePaymentEvent.execute(failureNews);
    expect(await listing(h, shop)).toMatchObject({ state: 'subscribed', listedUntil: at(61) });
    expect(await subscriptionCharges(h, shop.id)).toHaveLength(2);
  });
});

describe('cancel and resume', () => {
  it('cancels at the period end: listed until then, hidden after', async () => {
    const h = createHarness({ now: T0 });
    const { shop, deal } = await givenAVerifiedShop(h, -40);
    const customer = await givenACustomer(h);
    h.clock.set(at(0));
    const id = await subscribeAndPay(h, shop);

    h.clock.set(at(10));
    const cancelled = await h.cancelSubscription.execute(shop.actor);
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect((await h.payments.retrieveSubscription(id))?.cancelAtPeriodEnd).toBe(true);
    expect(await listing(h, shop)).toMatchObject({ state: 'cancelling', listedUntil: at(30) });
    // Cancelling twice changes nothing.
    expect((await h.cancelSubscription.execute(shop.actor)).cancelAtPeriodEnd).toBe(true);

    h.clock.set(at(29.9));
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(SHOWN);
    h.clock.set(at(30.1));
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(HIDDEN);
    expect(await listing(h, shop)).toMatchObject({ state: 'hidden', hiddenReason: 'subscription_ended' });
    await expect(h.resumeSubscription.execute(shop.actor)).rejects.toMatchObject({ code: 'subscription.not_resumable' });
  });

  it('resumes before the period ends: it renews again and stays listed past the period end', async () => {
    const h = createHarness({ now: T0 });
    const { shop, deal } = await givenAVerifiedShop(h, -40);
    const customer = await givenACustomer(h);
    h.clock.set(at(0));
    const id = await subscribeAndPay(h, shop);
    h.clock.set(at(10));
    await h.cancelSubscription.execute(shop.actor);

    const resumed = await h.resumeSubscription.execute(shop.actor);
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect((await h.payments.retrieveSubscription(id))?.cancelAtPeriodEnd).toBe(false);
    expect(await listing(h, shop)).toMatchObject({ state: 'subscribed', listedUntil: at(31) });
    h.clock.set(at(30.5));
    expect(await shopperView(h, deal.id, customer.actor)).toEqual(SHOWN);
  });

  it('refuses without an active subscription, and to anyone but a business', async () => {
    const h = createHarness({ now: T0 });
    const { shop } = await givenAVerifiedShop(h);
    const customer = await givenACustomer(h);

    await expect(h.cancelSubscription.execute(shop.actor)).rejects.toBeInstanceOf(ConflictError);
    await expect(h.resumeSubscription.execute(shop.actor)).rejects.toBeInstanceOf(ConflictError);
    await expect(h.cancelSubscription.execute(customer.actor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.resumeSubscription.execute(ADMIN)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('the demo', () => {
  it('restarts the demo businesses free days at each start, so the demo catalogue stays listed', async () => {
    const h = createHarness({ now: T0 });
    await h.seed.execute({ admin: { email: 'admin@test.example', password: 'admin-secret' }, demo: true });
    const anonymousCount = async () => (await h.listDeals.execute(ANONYMOUS, {})).pagination.total;
    const listedAtStart = await anonymousCount();
    expect(listedAtStart).toBeGreaterThan(0);

    h.clock.set(at(45));
    expect(await anonymousCount()).toBe(0);
    await h.seed.execute({ admin: { email: 'admin@test.example', password: 'admin-secret' }, demo: true });
    // Some demo deals have ended by their own dates meanwhile; the running ones are listed again.
    expect(await anonymousCount()).toBeGreaterThan(0);
    const demoBusiness = await h.demoLogin.execute('business');
    if (demoBusiness.type !== 'business') throw new Error('no demo business');
    expect(demoBusiness.business.toProps()).toMatchObject({ verifiedAt: T0, trialEndsAt: at(75), listedUntil: at(75) });
  });
});
