import { afterEach, describe, expect, it } from 'vitest';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { StripePaymentGateway } from '@marketplace/adapters-stripe/stripe-payment-gateway';
import { parseStripeWebhook } from '@marketplace/adapters-stripe/stripe-webhook';
import {
  CheckConnectedAccount,
  GetConnectState,
  StartConnectOnboarding,
  SyncConnectedAccount,
} from '@marketplace/core/connect/application/connect.use-case';
import { APPLICATION_JOB_QUEUES } from '@marketplace/core/jobs/domain/job-queues';
import { balanceFromTotals } from '@marketplace/core/ledger/domain/ledger-entry';
import { HandlePaymentEvent } from '@marketplace/core/payments/application/handle-payment-event.use-case';
import { RecordBankPayout, RunPayouts } from '@marketplace/core/payouts/application/run-payouts.use-case';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import { StartCheckout } from '@marketplace/core/purchases/application/start-checkout.use-case';
import { TransferRefusedError } from '@marketplace/core/purchases/ports/payment-gateway.port';
import { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aDeal } from '../contracts/mothers/deal.mother.js';
import { aUser } from '../contracts/mothers/user.mother.js';
import { OUTBOX_ONLY } from '../mail/email-writing.js';
import { FakeStripeServer, signedEvent } from './fake-stripe-server.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const WEBHOOK_SECRET = 'whsec_connect_test';
const PUBLIC_URL = 'https://deals.example';

const servers: FakeStripeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The Connect use cases over the in-memory adapters, against the fake Stripe through StripePaymentGateway. */
async function setUp() {
  const stripe = await FakeStripeServer.start({ now: () => NOW });
  servers.push(stripe);
  const payments = new StripePaymentGateway({ secretKey: stripe.apiKey, apiUrl: stripe.url, maxNetworkRetries: 0 });
  const { repositories, transactions } = createInMemoryRepositories();
  const { businesses, ledger, payouts, processedEvents, subscriptions, purchases, deals, users } = repositories;
  const clock = new FixedClock(NOW);
  const jobs = new InMemoryJobQueue(APPLICATION_JOB_QUEUES);
  const deps = { businesses, payments, transactions, clock };
  const syncConnectedAccount = new SyncConnectedAccount({ ...deps, jobs });
  const recordPurchase = new RecordPurchase({ purchases, deals, payments, transactions, codes: new SequentialCodeGenerator(), clock, ...OUTBOX_ONLY });
  const handlePaymentEvent = new HandlePaymentEvent({
    processedEvents,
    transactions,
    payments,
    recordPurchase,
    syncSubscription: new SyncSubscription({ subscriptions, transactions, clock }),
    syncConnectedAccount,
    recordBankPayout: new RecordBankPayout({ businesses, ledger, clock }),
    clock,
  });
  const shop = await businesses.add(aBusiness({ email: 'owner@cafe.example' }));
  const actor = shop.toActor();
  const user = await users.add(aUser());
  const deal = await deals.add(aDeal({ businessId: shop.id, priceCents: 2000, basePriceCents: 2000, discountPercent: 20, maxRedemptionsPerUser: 10 }));

  async function deliver(event: Record<string, unknown>) {
    const { body, header } = signedEvent(event, WEBHOOK_SECRET);
    return handlePaymentEvent.execute(parseStripeWebhook(body, header, WEBHOOK_SECRET));
  }
  const accountId = async () => (await businesses.findById(shop.id))!.stripeAccountId!;
  return {
    stripe,
    payments,
    repositories,
    shop,
    actor,
    deliver,
    accountId,
    onboarding: new StartConnectOnboarding({ ...deps, publicUrl: PUBLIC_URL }),
    state: new GetConnectState({ businesses }),
    check: new CheckConnectedAccount({ businesses, syncConnectedAccount }),
    runPayouts: new RunPayouts({ ...deps, ledger, payouts }),
    /** A customer pays a checkout and Stripe says so (the purchase and its ledger entries are recorded). */
    async buy() {
      const started = await new StartCheckout({ deals, purchases, payments, clock }).execute(user.toActor(), { dealId: deal.id, attemptId: `buy${Math.random()}` });
      stripe.succeed(started.paymentIntentId);
      expect(await deliver(stripe.event('payment_intent.succeeded', stripe.paymentIntentObject(started.paymentIntentId)))).toBe('purchase_recorded');
      return started.paymentIntentId;
    },
    checkout: () => new StartCheckout({ deals, purchases, payments, clock }).execute(user.toActor(), { dealId: deal.id, attemptId: `a${Math.random()}` }),
    balance: async () => balanceFromTotals(await ledger.totalsForBusiness(shop.id)),
  };
}

describe('Connect onboarding through Stripe', () => {
  it('creates one Express account per business and a fresh account link on every "Get paid", with return and refresh URLs', async () => {
    const world = await setUp();

    const first = await world.onboarding.execute(world.actor);
    const again = await world.onboarding.execute(world.actor);

    const [created, ...more] = world.stripe.requestsTo('POST', '/v1/accounts');
    expect(more).toEqual([]);
    expect(created?.idempotencyKey).toBe(`connect-account:${world.shop.id}`);
    expect(created?.params).toMatchObject({
      type: 'express',
      country: 'US',
      email: 'owner@cafe.example',
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'monday' } } },
      metadata: { businessId: String(world.shop.id) },
    });
    const links = world.stripe.accountLinkObjects();
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      account: await world.accountId(),
      type: 'account_onboarding',
      return_url: `${PUBLIC_URL}/business/dashboard?connect=return`,
      refresh_url: `${PUBLIC_URL}/business/connect/refresh`,
    });
    expect(first.url).toBe(links[0]?.['url']);
    expect(again.url).toBe(links[1]?.['url']);
    expect(again.url).not.toBe(first.url);
  });

  it('two first clicks at once make one account (the idempotency key)', async () => {
    const world = await setUp();
    await Promise.all([world.onboarding.execute(world.actor), world.onboarding.execute(world.actor)]);
    expect(world.stripe.accountIds()).toHaveLength(1);
    expect(await world.accountId()).toBe(world.stripe.accountIds()[0]);
  });

  it('says where a business stands: not started, setup not finished, Stripe needs more, payouts on', async () => {
    const world = await setUp();
    expect(await world.state.execute(world.actor)).toMatchObject({ status: 'not_started', payoutsEnabled: false, requirementsDue: [], updatedAt: null });

    await world.onboarding.execute(world.actor);
    expect(await world.state.execute(world.actor)).toMatchObject({
      status: 'incomplete',
      summary: 'Setup not finished',
      requirementsDue: ['your business website', 'your type of business', 'your bank account', "acceptance of Stripe's terms"],
      updatedAt: NOW,
    });

    const id = await world.accountId();
    world.stripe.updateAccount(id, { details_submitted: true, currently_due: ['individual.id_number'], past_due: ['external_account'], disabled_reason: 'requirements.past_due' });
    expect(await world.check.execute(world.actor)).toMatchObject({
      status: 'action_required',
      summary: 'Stripe needs more information',
      detailsSubmitted: true,
      chargesEnabled: false,
      requirementsDue: ['your Social Security number', 'your bank account'],
      disabledReason: 'Stripe is missing information it asked for.',
    });

    world.stripe.updateAccount(id, { currently_due: [], past_due: [], disabled_reason: 'requirements.pending_verification' });
    expect(await world.check.execute(world.actor)).toMatchObject({ status: 'pending', disabledReason: 'Stripe is checking the information you sent.' });

    world.stripe.completeOnboarding(id);
    expect(await world.check.execute(world.actor)).toEqual({
      status: 'enabled',
      summary: 'Payouts on',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
      disabledReason: null,
      updatedAt: NOW,
    });
  });

  it('account.updated stores the state Stripe has now: a replay and an older event delivered late change nothing', async () => {
    const world = await setUp();
    await world.onboarding.execute(world.actor);
    const id = await world.accountId();
    const early = world.stripe.connectEvent('account.updated', world.stripe.accountObject(id), id);
    world.stripe.completeOnboarding(id);
    const late = world.stripe.connectEvent('account.updated', world.stripe.accountObject(id), id);

    expect(await world.deliver(late)).toBe('account_synced');
    expect((await world.state.execute(world.actor)).status).toBe('enabled');
    expect(await world.deliver(late)).toBe('duplicate');
    // The "not enabled yet" event arrives last: the handler re-reads the account, which is enabled.
    expect(await world.deliver(early)).toBe('account_synced');
    expect(await world.state.execute(world.actor)).toMatchObject({ status: 'enabled', payoutsEnabled: true });

    // Stripe asks for more later on: the next event turns payouts off again.
    world.stripe.updateAccount(id, { payouts_enabled: false, past_due: ['external_account'], disabled_reason: 'requirements.past_due' });
    expect(await world.deliver(world.stripe.connectEvent('account.updated', world.stripe.accountObject(id), id))).toBe('account_synced');
    expect(await world.state.execute(world.actor)).toMatchObject({ status: 'action_required', payoutsEnabled: false, requirementsDue: ['your bank account'] });
  });

  it("ignores news of an account that is not one of ours", async () => {
    const world = await setUp();
    await world.onboarding.execute(world.actor);
    const other = world.stripe.connectEvent('account.updated', { id: 'acct_someone_else', object: 'account' }, 'acct_someone_else');
    expect(await world.deliver(other)).toBe('not_ours');
  });
});

describe('charges and payouts through Stripe', () => {
  it('charges the platform before the account takes charges, and destination charges with the 25% fee after', async () => {
    const world = await setUp();
    const before = await world.checkout();
    await world.onboarding.execute(world.actor);
    const onboarding = await world.checkout();
    world.stripe.completeOnboarding(await world.accountId());
    await world.check.execute(world.actor);
    const after = await world.checkout();

    expect(world.stripe.paymentIntentObject(before.paymentIntentId)).toMatchObject({ transfer_data: null, application_fee_amount: null });
    expect(world.stripe.paymentIntentObject(onboarding.paymentIntentId)).toMatchObject({ transfer_data: null, application_fee_amount: null });
    expect(world.stripe.paymentIntentObject(after.paymentIntentId)).toMatchObject({
      transfer_data: { destination: await world.accountId() },
      application_fee_amount: 500,
    });
  });

  it('refunds a destination charge with reverse_transfer and refund_application_fee, so the business and the platform both give back their part', async () => {
    const world = await setUp();
    await world.onboarding.execute(world.actor);
    world.stripe.completeOnboarding(await world.accountId());
    await world.check.execute(world.actor);
    const started = await world.checkout();
    world.stripe.succeed(started.paymentIntentId);

    await world.payments.refundPayment({ paymentIntentId: started.paymentIntentId, idempotencyKey: 'refund-1' });

    const [refund] = world.stripe.requestsTo('POST', '/v1/refunds');
    expect(refund?.params).toMatchObject({ payment_intent: started.paymentIntentId, reverse_transfer: 'true', refund_application_fee: 'true' });
    const [transfer] = world.stripe.transferObjects();
    expect(transfer).toMatchObject({ destination: await world.accountId(), amount: 1500, amount_reversed: 1500 });
    expect(world.stripe.applicationFeeRefundObjects()).toEqual([expect.objectContaining({ amount: 500 })]);
  });

  it('refunds a platform charge (business not connected then) without reversing anything', async () => {
    const world = await setUp();
    const started = await world.checkout();
    world.stripe.succeed(started.paymentIntentId);
    await world.payments.refundPayment({ paymentIntentId: started.paymentIntentId, idempotencyKey: 'refund-1' });
    const [refund] = world.stripe.requestsTo('POST', '/v1/refunds');
    expect(refund?.params['reverse_transfer']).toBeUndefined();
    expect(refund?.params['refund_application_fee']).toBeUndefined();
  });

  it('transfers what accrued once payouts are on, with the payout idempotency key, and books the bank payout from payout.paid', async () => {
    const world = await setUp();
    const { ledger } = world.repositories;
    await ledger.append(
      [
        { businessId: world.shop.id, kind: 'sale', amountCents: 2000, sourceKey: 'sale:t1', purchaseId: null, providerObjectId: null, occurredAt: NOW },
        { businessId: world.shop.id, kind: 'platform_fee', amountCents: -500, sourceKey: 'platform_fee:t1', purchaseId: null, providerObjectId: null, occurredAt: NOW },
      ],
      NOW,
    );
    await world.onboarding.execute(world.actor);
    expect((await world.runPayouts.execute()).payouts).toEqual([]);

    const id = await world.accountId();
    world.stripe.completeOnboarding(id);
    await world.deliver(world.stripe.connectEvent('account.updated', world.stripe.accountObject(id), id));
    const report = await world.runPayouts.execute();

    const [payout] = await world.repositories.payouts.listForBusiness(world.shop.id);
    const [request] = world.stripe.requestsTo('POST', '/v1/transfers');
    expect(request?.idempotencyKey).toBe(`payout:${payout!.id}`);
    expect(request?.params).toEqual({ amount: '1500', currency: 'usd', destination: id, metadata: { payoutId: String(payout!.id), businessId: String(world.shop.id) } });
    expect(report.payouts).toEqual([expect.objectContaining({ outcome: 'sent', amountCents: 1500, transferId: world.stripe.transferObjects()[0]?.['id'] })]);
    expect(await world.balance()).toEqual({ earnedCents: 1500, owedCents: 0, inTransitCents: 1500, paidCents: 0 });

    const paidOut = world.stripe.payOut(id, 1500);
    expect(await world.deliver(world.stripe.connectEvent('payout.paid', paidOut, id))).toBe('bank_payout_recorded');
    expect(await world.deliver(world.stripe.connectEvent('payout.paid', paidOut, id))).toBe('bank_payout_recorded');
    expect(await world.balance()).toEqual({ earnedCents: 1500, owedCents: 0, inTransitCents: 0, paidCents: 1500 });
    expect(await ledger.has(`bank_payout:${paidOut['id'] as string}`)).toBe(true);
  });

  it('a sale before connecting accrues and is transferred once payouts are on; a sale after is a destination charge; a refund after the transfer is netted', async () => {
    const world = await setUp();
    const before = await world.buy();
    expect(await world.balance()).toEqual({ earnedCents: 1500, owedCents: 1500, inTransitCents: 0, paidCents: 0 });
    expect((await world.runPayouts.execute()).payouts).toEqual([]);

    await world.onboarding.execute(world.actor);
    const id = await world.accountId();
    world.stripe.completeOnboarding(id);
    await world.deliver(world.stripe.connectEvent('account.updated', world.stripe.accountObject(id), id));
    expect((await world.runPayouts.execute()).payouts).toEqual([expect.objectContaining({ outcome: 'sent', amountCents: 1500 })]);

    const after = await world.buy();
    expect(world.stripe.paymentIntentObject(after)).toMatchObject({ transfer_data: { destination: id }, application_fee_amount: 500 });
    // Stripe moved the share with the charge: nothing more is owed, nothing more is transferred.
    expect(await world.balance()).toEqual({ earnedCents: 3000, owedCents: 0, inTransitCents: 3000, paidCents: 0 });
    expect((await world.runPayouts.execute()).payouts).toEqual([]);
    expect(world.stripe.requestsTo('POST', '/v1/transfers')).toHaveLength(1);

    // The first sale is refunded after its money was transferred: the business owes it back, and the next sales net it.
    world.stripe.refund(before);
    expect(await world.deliver(world.stripe.event('charge.refunded', world.stripe.chargeOf(before)))).toBe('purchase_refunded');
    expect(await world.balance()).toMatchObject({ owedCents: -1500 });
    expect((await world.runPayouts.execute()).payouts).toEqual([]);
  });

  it('a transfer Stripe refuses (the platform balance is too low) is refused for good, and the payout is marked failed', async () => {
    const world = await setUp();
    await world.onboarding.execute(world.actor);
    const id = await world.accountId();
    world.stripe.completeOnboarding(id);
    world.stripe.availableBalanceCents = 100;

    await expect(
      world.payments.createTransfer({ destinationAccountId: id, amountCents: 1500, currency: 'usd', idempotencyKey: 'payout:1', metadata: {} }),
    ).rejects.toBeInstanceOf(TransferRefusedError);
    // The same key answers the same refusal (Stripe keeps the result of a request under its key).
    await expect(
      world.payments.createTransfer({ destinationAccountId: id, amountCents: 1500, currency: 'usd', idempotencyKey: 'payout:1', metadata: {} }),
    ).rejects.toThrow(/insufficient available funds/);
    expect(world.stripe.transferObjects()).toEqual([]);
  });
});
