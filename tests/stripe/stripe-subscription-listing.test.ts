// The subscription that keeps deals listed, through the Stripe adapter against the fake Stripe
// server and its signed webhooks: renewals, a declined renewal's grace, paying the open invoice
// with another card, cancel at period end and resume, replayed and late events, and the ledger's
// subscription charges.
import { afterEach, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { StripePaymentGateway } from '@marketplace/adapters-stripe/stripe-payment-gateway';
import { parseStripeWebhook } from '@marketplace/adapters-stripe/stripe-webhook';
import { HandlePaymentEvent } from '@marketplace/core/payments/application/handle-payment-event.use-case';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import {
  CancelSubscription,
  CreateSubscription,
  GetSubscriptionState,
  ResumeSubscription,
} from '@marketplace/core/subscriptions/application/subscription.use-case';
import { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { SyncConnectedAccount } from '@marketplace/core/connect/application/connect.use-case';
import { APPLICATION_JOB_QUEUES } from '@marketplace/core/jobs/domain/job-queues';
import { RecordBankPayout } from '@marketplace/core/payouts/application/run-payouts.use-case';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { OUTBOX_ONLY } from '../mail/email-writing.js';
import { FakeStripeServer, signedEvent } from './fake-stripe-server.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2025-06-15T12:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const WEBHOOK_SECRET = 'whsec_listing_test';

const servers: FakeStripeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The subscription's current period end as Stripe renders it (current API versions keep it on the item). */
function periodEndOf(stripe: FakeStripeServer, id: string): Date {
  const items = stripe.subscriptionObject(id)['items'] as { data: { current_period_end: number }[] };
  return new Date((items.data[0]?.current_period_end ?? 0) * 1000);
}

/** A business whose free days ended long ago, subscribed and paid at T0 for a month (Stripe's periods are whole seconds). */
async function subscribed() {
  const clock = new FixedClock(T0);
  const stripe = await FakeStripeServer.start({ now: () => clock.now() });
  servers.push(stripe);
  const payments = new StripePaymentGateway({ secretKey: stripe.apiKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
  const { repositories, transactions } = createInMemoryRepositories();
  const { businesses, subscriptions, processedEvents, purchases, deals } = repositories;
  const syncSubscription = new SyncSubscription({ subscriptions, transactions, clock });
  const recordPurchase = new RecordPurchase({ purchases, deals, payments, transactions, codes: new SequentialCodeGenerator(), clock, ...OUTBOX_ONLY });
  const syncConnectedAccount = new SyncConnectedAccount({ businesses, payments, transactions, clock, jobs: new InMemoryJobQueue(APPLICATION_JOB_QUEUES) });
  const recordBankPayout = new RecordBankPayout({ businesses, ledger: repositories.ledger, clock });
  const handle = new HandlePaymentEvent({ processedEvents, transactions, payments, recordPurchase, syncSubscription, syncConnectedAccount, recordBankPayout, clock });
  const ports = { businesses, subscriptions, payments, clock };
  const useCases = {
    state: new GetSubscriptionState(ports),
    create: new CreateSubscription(ports),
    cancel: new CancelSubscription({ ...ports, syncSubscription }),
    resume: new ResumeSubscription({ ...ports, syncSubscription }),
  };
  const shop = await businesses.add(aBusiness({ verifiedAt: at(-60), trialEndsAt: at(-30), listedUntil: at(-30) }));
  const actor = shop.toActor();

  async function deliver(event: Record<string, unknown>) {
    const { body, header } = signedEvent(event, WEBHOOK_SECRET);
    return handle.execute(parseStripeWebhook(body, header, WEBHOOK_SECRET, { now: () => clock.now().getTime() }));
  }
  const created = await useCases.create.execute(actor);
  const id = created.subscription.stripeSubscriptionId;
  stripe.activate(id, periodEndOf(stripe, id), T0);
  expect(await deliver(stripe.event('invoice.paid', stripe.invoiceOf(id)))).toBe('subscription_synced');

  const listedUntil = async () => (await businesses.findById(shop.id))!.listedUntil;
  const charges = () => repositories.ledger.list({ businessId: shop.id, from: new Date(0), to: new Date('2100-01-01'), kinds: ['subscription_charge'] });
  const periodEnd = periodEndOf(stripe, id);
  return { clock, stripe, id, actor, deliver, useCases, listedUntil, charges, periodEnd, shop };
}

describe('the listing through Stripe Billing', () => {
  it('lists until the paid period ends (plus a day for the renewal news) and books the first invoice once', async () => {
    const w = await subscribed();
    expect(await w.listedUntil()).toEqual(new Date(w.periodEnd.getTime() + DAY));
    const paid = w.stripe.event('invoice.paid', w.stripe.invoiceOf(w.id));
    expect(await w.deliver(paid)).toBe('subscription_synced');
    expect(await w.deliver(paid)).toBe('duplicate');
    expect(await w.deliver(w.stripe.event('customer.subscription.updated', w.stripe.subscriptionObject(w.id)))).toBe('subscription_synced');
    const charges = await w.charges();
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 2500, sourceKey: `subscription_charge:${w.stripe.invoiceOf(w.id)['id']}`, occurredAt: T0 });
  });

  it('keeps a declined renewal listed for 7 days, offers the open invoice to another card, and relists when it is paid', async () => {
    const w = await subscribed();
    w.clock.set(new Date(w.periodEnd.getTime() + 60 * 60 * 1000));
    w.stripe.renew(w.id, 'declined');
    const failed = w.stripe.event('invoice.payment_failed', w.stripe.invoiceOf(w.id));
    expect(await w.deliver(failed)).toBe('subscription_synced');
    const graceEnd = new Date(w.clock.now().getTime() + 7 * DAY);
    expect(await w.listedUntil()).toEqual(graceEnd);
    const state = await w.useCases.state.execute(w.actor);
    expect(state).toMatchObject({ kind: 'subscribed', listing: { state: 'grace', listedUntil: graceEnd } });
    expect(state.kind === 'subscribed' ? state.clientSecret : null).toMatch(/_secret_/);

    // Stripe retries three days later and fails again: the grace does not restart.
    w.clock.set(new Date(w.clock.now().getTime() + 3 * DAY));
    expect(await w.deliver(w.stripe.event('invoice.payment_failed', w.stripe.invoiceOf(w.id)))).toBe('subscription_synced');
    expect(await w.listedUntil()).toEqual(graceEnd);

    w.clock.set(new Date(graceEnd.getTime() + DAY));
    expect((await w.useCases.state.execute(w.actor)).listing).toMatchObject({ state: 'hidden', hiddenReason: 'payment_failed' });

    w.stripe.payOpenInvoice(w.id);
    const paid = w.stripe.event('invoice.paid', w.stripe.invoiceOf(w.id));
    expect(await w.deliver(paid)).toBe('subscription_synced');
    const newPeriodEnd = periodEndOf(w.stripe, w.id);
    expect(await w.listedUntil()).toEqual(new Date(newPeriodEnd.getTime() + DAY));
    expect((await w.useCases.state.execute(w.actor)).listing).toMatchObject({ state: 'subscribed' });
    expect(await w.charges()).toHaveLength(2);

    // The first failure's event arriving late changes nothing: the handler reads Stripe's current state.
    expect(await w.deliver(failed)).toBe('duplicate');
    expect(await w.deliver({ ...failed, id: 'evt_late_copy' })).toBe('subscription_synced');
    expect((await w.useCases.state.execute(w.actor)).listing).toMatchObject({ state: 'subscribed' });
  });

  it('cancels at the period end (cancel_at_period_end=true), listed until then, and resumes before it', async () => {
    const w = await subscribed();
    w.clock.set(at(10));
    const cancelled = await w.useCases.cancel.execute(w.actor);
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect(w.stripe.requestsTo('POST', `/v1/subscriptions/${w.id}`).at(-1)?.params).toMatchObject({ cancel_at_period_end: 'true' });
    expect(w.stripe.subscriptionObject(w.id)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(await w.listedUntil()).toEqual(w.periodEnd);

    const resumed = await w.useCases.resume.execute(w.actor);
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(w.stripe.requestsTo('POST', `/v1/subscriptions/${w.id}`).at(-1)?.params).toMatchObject({ cancel_at_period_end: 'false' });
    expect(await w.listedUntil()).toEqual(new Date(w.periodEnd.getTime() + DAY));
  });

  it('ends at the period end when cancelled: customer.subscription.deleted leaves the deals hidden after it', async () => {
    const w = await subscribed();
    await w.useCases.cancel.execute(w.actor);
    // The cancellation's own webhook, delivered late, after the cancel answered.
    expect(await w.deliver(w.stripe.event('customer.subscription.updated', w.stripe.subscriptionObject(w.id)))).toBe('subscription_synced');
    expect(await w.listedUntil()).toEqual(w.periodEnd);

    w.clock.set(new Date(w.periodEnd.getTime() + 1000));
    expect(w.stripe.renew(w.id, 'paid')).toBeNull();
    expect(await w.deliver(w.stripe.event('customer.subscription.deleted', w.stripe.subscriptionObject(w.id)))).toBe('subscription_synced');
    expect(await w.listedUntil()).toEqual(w.periodEnd);
    expect((await w.useCases.state.execute(w.actor)).listing).toMatchObject({ state: 'hidden', hiddenReason: 'subscription_ended' });
    await expect(w.useCases.resume.execute(w.actor)).rejects.toMatchObject({ code: 'subscription.not_resumable' });
    expect(await w.charges()).toHaveLength(1);
  });
});
