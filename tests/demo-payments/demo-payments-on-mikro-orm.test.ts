import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { DEMO_CARD_DEFAULTS } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { buyWithDemoCard, subscribeWithDemoCard, wireDemoPayments } from './demo-payments-wiring.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const onPostgres = await mainTargetIsPostgres();

describe('demo payments on the embedded engine', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase({ engine: 'embedded' });
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('records a demo purchase and activates a demo subscription, all stored in the database', async () => {
    const { database } = opened;
    const demo = wireDemoPayments(database, new FixedClock(NOW), new CryptoCodeGenerator());
    const shop = await givenAShop(database.repositories);

    const { started, purchase } = await buyWithDemoCard(demo, shop);
    const again = await demo.recordPurchase.execute({ paymentIntentId: started.paymentIntentId });
    const { confirmed, state } = await subscribeWithDemoCard(demo, shop);

    expect(purchase.status).toBe('completed');
    expect(purchase.stripePaymentIntentId).toBe(started.paymentIntentId);
    expect(purchase.stripePaymentIntentId).toMatch(/^pi_demo_/);
    expect(again.id).toBe(purchase.id);
    expect((await database.repositories.demoPayments.findById(started.paymentIntentId))?.status).toBe('succeeded');
    expect(state.kind).toBe('subscribed');
    expect(confirmed.currentPeriodEnd).toEqual(new Date('2025-07-15T12:00:00.000Z'));
    expect((await database.repositories.businesses.findById(shop.business.id))?.subscriptionActive).toBe(true);

    // Cancel at the period end and resume: the flag is stored in the database.
    expect((await demo.gateway.cancelSubscriptionAtPeriodEnd(confirmed.id)).cancelAtPeriodEnd).toBe(true);
    expect((await database.repositories.demoPayments.findById(confirmed.id))?.cancelAtPeriodEnd).toBe(true);
    expect((await demo.gateway.resumeSubscription(confirmed.id)).cancelAtPeriodEnd).toBe(false);
    expect((await database.repositories.demoPayments.findById(confirmed.id))?.cancelAtPeriodEnd).toBe(false);
  });

  it('keeps a demo payout account in the database: created once, completed in one click', async () => {
    const { database } = opened;
    const demo = wireDemoPayments(database, new FixedClock(NOW), new CryptoCodeGenerator());
    const created = await demo.gateway.createConnectedAccount({ businessId: 7, email: 'shop@test.example', idempotencyKey: 'connect-account:7' });
    const again = await demo.gateway.createConnectedAccount({ businessId: 7, email: 'shop@test.example', idempotencyKey: 'connect-account:7' });
    expect(again.id).toBe(created.id);
    expect(created).toMatchObject({ payoutsEnabled: false, detailsSubmitted: false });
    expect(await demo.gateway.completeOnboarding(created.id)).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, requirementsDue: [] });
    expect((await database.repositories.demoPayments.findById(created.id))).toMatchObject({ kind: 'account', status: 'complete' });
  });
});

describe.runIf(onPostgres)('demo payments across two app instances on one PostgreSQL database', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('confirms on one instance what the other started, once, and records the purchase on either', async () => {
    const second = await opened.connectAgain();
    try {
      const clock = new FixedClock(NOW);
      const one = wireDemoPayments(opened.database, clock, new CryptoCodeGenerator());
      const two = wireDemoPayments(second, clock, new CryptoCodeGenerator());
      const shop = await givenAShop(opened.database.repositories);

      const started = await one.startCheckout.execute(shop.user.toActor(), { dealId: shop.deal.id, attemptId: 'page-load-1' });
      const retried = await two.startCheckout.execute(shop.user.toActor(), { dealId: shop.deal.id, attemptId: 'page-load-1' });
      const confirmations = await Promise.all([
        one.gateway.confirmPayment(started.clientSecret, DEMO_CARD_DEFAULTS),
        two.gateway.confirmPayment(started.clientSecret, DEMO_CARD_DEFAULTS),
      ]);
      const [fromOne, fromTwo] = await Promise.all([
        one.recordPurchase.execute({ paymentIntentId: started.paymentIntentId }),
        two.recordPurchase.execute({ paymentIntentId: started.paymentIntentId }),
      ]);

      expect(retried.paymentIntentId).toBe(started.paymentIntentId);
      expect(confirmations.map((intent) => intent.status)).toEqual(['succeeded', 'succeeded']);
      expect(fromTwo.id).toBe(fromOne.id);

      const created = await one.createSubscription.execute(shop.business.toActor());
      const confirmed = await two.gateway.confirmSubscription(created.clientSecret, DEMO_CARD_DEFAULTS);
      await one.syncSubscription.execute(confirmed);
      expect((await one.subscriptionState.execute(shop.business.toActor())).kind).toBe('subscribed');
    } finally {
      await second.close();
    }
  });
});
