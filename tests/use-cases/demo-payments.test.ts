import { describe, expect, it, vi } from 'vitest';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { PlainTextPasswordHasher } from '@marketplace/adapters-memory/plain-password-hasher';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { DEMO_CARD_DEFAULTS } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { buildContainer, resolveUseCases, type UseCases } from '@marketplace/http/container';
import { ADMIN } from './harness.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const CARD = { ...DEMO_CARD_DEFAULTS };

/** The use cases as the server wires them in demo mode (or not): the gateway is the container's choice. */
function demoWorld(options: { demoMode: boolean } = { demoMode: true }, db = createInMemoryRepositories()): UseCases {
  const container = buildContainer({
    config: { database: { dataDir: 'in-memory' }, dataDir: 'in-memory', demoMode: options.demoMode, production: false },
    infrastructure: { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' },
    overrides: { clock: new FixedClock(NOW), codes: new SequentialCodeGenerator(), hasher: new PlainTextPasswordHasher() },
  });
  return resolveUseCases(container);
}

let accounts = 0;

async function givenACustomer(u: UseCases): Promise<Actor> {
  accounts += 1;
  return (await u.registerCustomer.execute({ username: `buyer_${accounts}`, email: `buyer${accounts}@example.com`, password: 'secret1' })).toActor();
}

async function givenAVerifiedBusiness(u: UseCases): Promise<Actor> {
  accounts += 1;
  const business = await u.registerBusiness.execute({ name: `Shop ${accounts}`, email: `shop${accounts}@example.com`, password: 'secret1', category: 'Restaurant', city: 'Austin' });
  await u.verifyBusiness.execute(ADMIN, business.id);
  return business.toActor();
}

async function givenAnOpenDeal(u: UseCases, business: Actor): Promise<number> {
  const payload = createDealPayloadSchema.parse({
    title: 'Lunch plate',
    description: 'Any lunch plate, weekdays only.',
    category: 'Restaurant',
    price: 10,
    discountPercent: 20,
    startDate: '2025-06-01T00:00:00.000Z',
    endDate: '2025-07-01T00:00:00.000Z',
    maxRedemptionsPerUser: 3,
    active: true,
  });
  return (await u.createDeal.execute(business, payload)).deal.id;
}

async function givenAStartedCheckout(u: UseCases) {
  const dealId = await givenAnOpenDeal(u, await givenAVerifiedBusiness(u));
  const customer = await givenACustomer(u);
  const started = await u.startCheckout.execute(customer, { dealId, attemptId: `attempt-${accounts}` });
  return { customer, dealId, started };
}

describe('paying with the demo card', () => {
  it("pays the customer's own intent, and the purchase recorded from it says it was a demo payment", async () => {
    const u = demoWorld();
    const { customer, dealId, started } = await givenAStartedCheckout(u);
    const paid = await u.confirmDemoPayment.execute(customer, () => ({ clientSecret: started.clientSecret, card: CARD }));
    expect(paid).toEqual({ paymentIntentId: started.paymentIntentId, status: 'succeeded' });

    const owned = await u.recordMyPurchase.execute(customer, {
      paymentIntentId: started.paymentIntentId,
      dealId,
      priceCents: started.quote.unitPriceCents,
      discountPercent: started.quote.discountPercent,
      redemptions: started.quote.redemptions,
    });
    expect(owned.demoPayment).toBe(true);
    expect(owned.deal?.id).toBe(dealId);
    expect(owned.business?.id).toBe(owned.purchase.businessId);
    expect((await u.listMyPurchases.execute(customer)).map((mine) => mine.demoPayment)).toEqual([true]);
  });

  it('answers a new purchase with the deal and business its recording read, and a retry reads them', async () => {
    const db = createInMemoryRepositories();
    const u = demoWorld({ demoMode: true }, db);
    const { customer, dealId, started } = await givenAStartedCheckout(u);
    await u.confirmDemoPayment.execute(customer, () => ({ clientSecret: started.clientSecret, card: CARD }));
    const claim = { paymentIntentId: started.paymentIntentId, dealId };
    const dealReads = vi.spyOn(db.repositories.deals, 'findById');
    const businessReads = vi.spyOn(db.repositories.businesses, 'findById');

    const owned = await u.recordMyPurchase.execute(customer, claim);
    expect([owned.deal?.title, owned.business?.id]).toEqual(['Lunch plate', owned.purchase.businessId]);
    expect([dealReads.mock.calls.length, businessReads.mock.calls.length]).toEqual([0, 0]);

    const again = await u.recordMyPurchase.execute(customer, claim);
    expect([again.purchase.id, again.deal?.title, again.business?.id]).toEqual([owned.purchase.id, 'Lunch plate', owned.purchase.businessId]);
    expect([dealReads.mock.calls.length, businessReads.mock.calls.length]).toEqual([1, 1]);
  });

  it("refuses another customer's intent as not found, and leaves it unpaid", async () => {
    const u = demoWorld();
    const { started } = await givenAStartedCheckout(u);
    const stranger = await givenACustomer(u);
    await expect(u.confirmDemoPayment.execute(stranger, () => ({ clientSecret: started.clientSecret, card: CARD }))).rejects.toMatchObject({
      code: 'payment.not_found',
    });
    await expect(u.confirmDemoPayment.execute(stranger, () => ({ clientSecret: `${started.paymentIntentId}_secret_forged`, card: CARD }))).rejects.toMatchObject({
      code: 'payment.not_found',
    });
  });

  it('is closed outside demo mode before the actor or the input is looked at', async () => {
    const u = demoWorld({ demoMode: false });
    const read = () => {
      throw new Error('the input must not be read');
    };
    await expect(u.confirmDemoPayment.execute({ kind: 'anonymous' }, read)).rejects.toMatchObject({ code: 'demo.disabled' });
    await expect(u.confirmDemoSubscription.execute({ kind: 'anonymous' }, read)).rejects.toMatchObject({ code: 'demo.disabled' });
  });

  it('asks who pays before reading what is paid', async () => {
    const u = demoWorld();
    const read = () => {
      throw new Error('the input must not be read');
    };
    await expect(u.confirmDemoPayment.execute({ kind: 'anonymous' }, read)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(u.confirmDemoPayment.execute(await givenAVerifiedBusiness(u), read)).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it("activates the business's own subscription, and refuses another business's as not found", async () => {
    const u = demoWorld();
    const owner = await givenAVerifiedBusiness(u);
    const { clientSecret } = await u.createSubscription.execute(owner);
    const other = await givenAVerifiedBusiness(u);
    await expect(u.confirmDemoSubscription.execute(other, () => ({ clientSecret, card: CARD }))).rejects.toMatchObject({ code: 'subscription.not_found' });
    expect((await u.subscriptionState.execute(owner)).kind).toBe('awaiting_payment');

    const paid = await u.confirmDemoSubscription.execute(owner, () => ({ clientSecret, card: CARD }));
    expect(paid.status).toBe('active');
    expect(paid.subscription.status).toBe('active');
    expect((await u.subscriptionState.execute(owner)).kind).toBe('subscribed');
  });
});
