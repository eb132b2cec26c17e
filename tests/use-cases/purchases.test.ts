import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, PaymentRequiredError, UnauthenticatedError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { buy, createHarness, seeded, type Harness } from './harness.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

async function secondCustomer(h: Harness) {
  return (await h.registerCustomer.execute({ username: 'omar', email: 'omar@example.com', password: 'secret1' })).toActor();
}

describe('starting a checkout', () => {
  it('charges exactly the fixed price plus $5 per extra redemption', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await seeded(h);
    const started = await h.startCheckout.execute(customer, { dealId: 101, redemptions: 2, attemptId: 'a1' });
    // Deal 101 costs $8, the price it shows, plus one extra redemption at $5 (it allows 2 uses per customer).
    expect(started.quote).toMatchObject({ unitPriceCents: 800, discountPercent: 15, redemptions: 2, amountCents: 1300 });
    const [intent] = h.payments.paymentIntents();
    expect(intent).toMatchObject({ amountCents: 1300, currency: 'usd', metadata: { dealId: 101, priceCents: 800, discountPercent: 15, redemptions: 2 } });
    expect(started.clientSecret).toBeTruthy();
  });

  it('charges a slider price from its discount steps and refuses a discount that does not match', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await seeded(h);
    const started = await h.startCheckout.execute(customer, { dealId: 103, priceCents: 2000, discountPercent: 25, attemptId: 'a1' });
    expect(started.quote).toMatchObject({ unitPriceCents: 2000, discountPercent: 25, amountCents: 2000, isCustom: true });
    await expect(h.startCheckout.execute(customer, { dealId: 103, priceCents: 2000, discountPercent: 35, attemptId: 'a2' })).rejects.toBeInstanceOf(ValidationError);
    await expect(h.startCheckout.execute(customer, { dealId: 103, priceCents: 9000, attemptId: 'a3' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('reuses the payment intent when the same attempt is retried', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await seeded(h);
    const first = await h.startCheckout.execute(customer, { dealId: 101, attemptId: 'same' });
    const again = await h.startCheckout.execute(customer, { dealId: 101, attemptId: 'same' });
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
  });

  it('is for customers only, and only for published deals', async () => {
    const h = createHarness({ now: NOW });
    const { customer, business } = await seeded(h);
    await expect(h.startCheckout.execute(business, { dealId: 101, attemptId: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.startCheckout.execute({ kind: 'admin', userId: 999 }, { dealId: 101, attemptId: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.startCheckout.execute({ kind: 'anonymous' }, { dealId: 101, attemptId: 'x' })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(h.startCheckout.execute(customer, { dealId: 127, attemptId: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.startCheckout.execute(customer, { dealId: 130, attemptId: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("sends the platform's 25% as the application fee when the business has a Stripe account", async () => {
    const h = createHarness({ now: NOW });
    const { customer, businessId } = await seeded(h);
    const props = (await h.repositories.businesses.findById(businessId))!.toProps();
    const { Business } = await import('@marketplace/core/accounts/domain/business');
    await h.repositories.businesses.save(Business.restore({ ...props, stripeAccountId: 'acct_123' }));
    await h.startCheckout.execute(customer, { dealId: 101, redemptions: 2, attemptId: 'a' });
    const [intent] = h.payments.paymentIntents();
    expect(intent?.applicationFeeCents).toBe(325);
  });
});

describe('recording a purchase', () => {
  it('records a paid purchase with its codes, expiry and 75/25 split', async () => {
    const h = createHarness({ now: NOW });
    const { customer, customerId } = await seeded(h);
    const { purchase } = await buy(h, customer, { dealId: 101, redemptions: 2 });
    expect(purchase.toProps()).toMatchObject({
      userId: customerId,
      dealId: 101,
      status: 'completed',
      amountCents: 1300,
      priceCents: 800,
      discountPercent: 15,
      redemptions: 2,
      redemptionsUsed: 0,
      platformFeeCents: 325,
      businessShareCents: 975,
      customRedemptions: 2,
      purchaseDate: NOW,
    });
    expect(purchase.toProps().textCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(purchase.toProps().expiryDate).toEqual((await h.repositories.deals.findById(101))?.endDate);
  });

  it('trusts the payment, not the browser: an unpaid intent records nothing', async () => {
    const h = createHarness({ now: NOW });
    const { customer, customerId } = await seeded(h);
    const started = await h.startCheckout.execute(customer, { dealId: 101, attemptId: 'x' });
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { userId: customerId, dealId: 101 } })).rejects.toBeInstanceOf(PaymentRequiredError);
    await expect(h.recordPurchase.execute({ paymentIntentId: 'pi_made_up', claimed: { userId: customerId, dealId: 101 } })).rejects.toBeInstanceOf(NotFoundError);
    expect(await h.repositories.purchases.listByUser(customerId)).toEqual([]);
  });

  it('refuses a claim that differs from the payment', async () => {
    const h = createHarness({ now: NOW });
    const { customer, customerId } = await seeded(h);
    const started = await h.startCheckout.execute(customer, { dealId: 103, priceCents: 1000, attemptId: 'x' });
    h.payments.succeed(started.paymentIntentId);
    const claim = { userId: customerId, dealId: 103, priceCents: 1000, discountPercent: 15, redemptions: 1 };
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, priceCents: 3000 } })).rejects.toMatchObject({ code: 'purchase.payment_mismatch' });
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, discountPercent: 35 } })).rejects.toBeInstanceOf(ValidationError);
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, redemptions: 4 } })).rejects.toBeInstanceOf(ValidationError);
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, dealId: 101 } })).rejects.toBeInstanceOf(ValidationError);
    const other = await secondCustomer(h);
    if (other.kind !== 'customer') throw new Error();
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, userId: other.userId } })).rejects.toBeInstanceOf(NotFoundError);
    expect((await h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: claim })).toProps()).toMatchObject({ priceCents: 1000, discountPercent: 15 });
  });

  it('is idempotent per payment intent, for the browser and the webhook alike', async () => {
    const h = createHarness({ now: NOW });
    const { customer, customerId } = await seeded(h);
    const { started, purchase } = await buy(h, customer, { dealId: 101 });
    const fromWebhook = await h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId });
    const concurrent = await Promise.all([1, 2, 3].map(() => h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId })));
    expect(fromWebhook.id).toBe(purchase.id);
    expect(concurrent.map((p) => p.id)).toEqual([purchase.id, purchase.id, purchase.id]);
    expect(await h.repositories.purchases.listByUser(customerId)).toHaveLength(1);
    const other = await secondCustomer(h);
    if (other.kind !== 'customer') throw new Error();
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { userId: other.userId, dealId: 101 } })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('records from the webhook alone when the browser never comes back', async () => {
    const h = createHarness({ now: NOW });
    const { customer, customerId } = await seeded(h);
    const started = await h.startCheckout.execute(customer, { dealId: 105, priceCents: 3000, attemptId: 'x' });
    h.payments.succeed(started.paymentIntentId);
    const purchase = await h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId });
    expect(purchase.toProps()).toMatchObject({ userId: customerId, dealId: 105, discountPercent: 35, amountCents: 3000 });
  });

  it('enforces maxRedemptionsPerUser, even for payments started in parallel', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await seeded(h);
    // Deal 104 allows one purchase per user. Two checkouts begin before either is recorded.
    const a = await h.startCheckout.execute(customer, { dealId: 104, attemptId: 'a' });
    const b = await h.startCheckout.execute(customer, { dealId: 104, attemptId: 'b' });
    h.payments.succeed(a.paymentIntentId);
    h.payments.succeed(b.paymentIntentId);
    const results = await Promise.allSettled([a, b].map((s) => h.recordPurchase.execute({ paymentIntentId: s.paymentIntentId })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    // The losing payment is not kept: it is refunded in full, and the refusal says so.
    expect(rejected?.status === 'rejected' && rejected.reason).toMatchObject({ code: 'purchase.payment_refunded', reason: 'limit_reached', refundedNow: true });
    const loser = results[0]!.status === 'rejected' ? a : b;
    expect(h.payments.refundRequests).toEqual([{ paymentIntentId: loser.paymentIntentId, idempotencyKey: `unrecordable-refund:${loser.paymentIntentId}` }]);
    await expect(h.startCheckout.execute(customer, { dealId: 104, attemptId: 'c' })).rejects.toBeInstanceOf(ConflictError);
  });

  it('retries with fresh codes when a generated code collides', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await seeded(h);
    const first = await buy(h, customer, { dealId: 102 });
    const codes = h.codes as unknown as { textCode: () => string };
    const real = codes.textCode.bind(h.codes);
    let calls = 0;
    codes.textCode = () => (++calls === 1 ? first.purchase.toProps().textCode : real());
    const second = await buy(h, customer, { dealId: 101 });
    expect(calls).toBe(2);
    expect(second.purchase.toProps().textCode).not.toBe(first.purchase.toProps().textCode);
  });
});

describe('my purchases and redeeming them', () => {
  it('lists my purchases newest first with their deals and businesses', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await seeded(h);
    await buy(h, customer, { dealId: 101 });
    await buy(h, customer, { dealId: 102 });
    const mine = await h.listMyPurchases.execute(customer);
    expect(mine.map(({ deal }) => deal?.id)).toEqual([102, 101]);
    expect(mine.map(({ business }) => business?.name)).toEqual(['Bean There Café', 'Sunrise Bistro']);
    expect(await h.listMyPurchases.execute(await secondCustomer(h))).toEqual([]);
    await expect(h.listMyPurchases.execute({ kind: 'anonymous' })).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('redeems each allowed use once, logs it, then refuses', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await seeded(h);
    const { purchase } = await buy(h, customer, { dealId: 101, redemptions: 2 });
    expect((await h.redeemMyPurchase.execute(customer, purchase.id)).usesLeft).toBe(1);
    const last = await h.redeemMyPurchase.execute(customer, purchase.id);
    expect(last.redeemed).toBe(true);
    expect(last.displayStatus(NOW)).toBe('Redeemed');
    await expect(h.redeemMyPurchase.execute(customer, purchase.id)).rejects.toMatchObject({ code: 'purchase.already_redeemed' });
    const log = await h.repositories.redemptions.listByPurchase(purchase.id);
    expect(log.map((line) => line.channel)).toEqual(['self', 'self']);
  });

  it("answers Not Found for someone else's purchase", async () => {
    const h = createHarness({ now: NOW });
    const { customer, business } = await seeded(h);
    const { purchase } = await buy(h, customer, { dealId: 101 });
    await expect(h.redeemMyPurchase.execute(await secondCustomer(h), purchase.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.redeemMyPurchase.execute(business, purchase.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.redeemMyPurchase.execute(customer, 98765)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses expired and refunded purchases', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await seeded(h);
    const expiring = await buy(h, customer, { dealId: 120 });
    const refunded = await buy(h, customer, { dealId: 101 });
    const stored = (await h.repositories.purchases.findById(refunded.purchase.id))!;
    stored.refund();
    await h.repositories.purchases.save(stored);
    await expect(h.redeemMyPurchase.execute(customer, refunded.purchase.id)).rejects.toMatchObject({ code: 'purchase.refunded' });
    h.clock.advance(30 * DAY);
    await expect(h.redeemMyPurchase.execute(customer, expiring.purchase.id)).rejects.toBeInstanceOf(GoneError);
    expect(await h.repositories.redemptions.listByPurchase(expiring.purchase.id)).toEqual([]);
  });
});

describe('business code scanning', () => {
  it('validates a code without redeeming it, then redeems it', async () => {
    const h = createHarness({ now: NOW });
    const { customer, business } = await seeded(h);
    const { purchase } = await buy(h, customer, { dealId: 101, redemptions: 2 });
    const text = { kind: 'text' as const, value: purchase.toProps().textCode };
    const check = await h.validateCode.execute(business, text);
    expect(check).toMatchObject({ status: 'Active', usesLeft: 2, refusal: null, customerName: 'demo_discounter' });
    expect(check.deal?.id).toBe(101);
    expect((await h.repositories.purchases.findById(purchase.id))?.redemptionsUsed).toBe(0);

    expect((await h.redeemCode.execute(business, text)).usesLeft).toBe(1);
    const qr = await h.redeemCode.execute(business, { kind: 'qr', value: purchase.toProps().qrCode });
    expect(qr).toMatchObject({ usesLeft: 0, status: 'Redeemed', refusal: 'used_up' });
    await expect(h.redeemCode.execute(business, text)).rejects.toMatchObject({ code: 'purchase.already_redeemed', kind: 'conflict' });
    const log = await h.repositories.redemptions.listByPurchase(purchase.id);
    expect(log.map((line) => line.toProps().channel)).toEqual(['text_code', 'qr_code']);
    expect(log[0]?.toProps().redeemedBy).toEqual({ type: 'business', id: (business as { businessId: number }).businessId });
  });

  it("refuses unknown codes and another business's codes with clear messages", async () => {
    const h = createHarness({ now: NOW });
    const { customer, customerId } = await seeded(h);
    const { purchase } = await buy(h, customer, { dealId: 102 });
    const sunrise = await h.demoLogin.execute('business');
    const sunriseActor = sunrise.type === 'business' ? sunrise.business.toActor() : customer;
    const code = { kind: 'text' as const, value: purchase.toProps().textCode };
    // Another business's code is refused exactly like a code that does not exist.
    const unknown = await h.validateCode.execute(sunriseActor, { kind: 'text', value: 'ZZZZ-ZZZZ' }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 'code.not_found', kind: 'not_found' });
    for (const refused of [h.validateCode.execute(sunriseActor, code), h.redeemCode.execute(sunriseActor, code)]) {
      const error = await refused.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf((unknown as Error).constructor);
      expect(error).toMatchObject({ code: 'code.not_found', kind: 'not_found', message: (unknown as Error).message });
    }
    await expect(h.validateCode.execute(customer, code)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await h.repositories.purchases.findById(purchase.id))?.redemptionsUsed).toBe(0);
    expect(customerId).toBeGreaterThan(0);
  });

  it('redeems a single-use code exactly once under 20 concurrent attempts', async () => {
    const h = createHarness({ now: NOW });
    const { customer, business } = await seeded(h);
    const { purchase } = await buy(h, customer, { dealId: 101 });
    const code = { kind: 'text' as const, value: purchase.toProps().textCode };
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => h.redeemCode.execute(business, code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await h.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(1);
  });

  it('reports real sales figures to the business', async () => {
    const h = createHarness({ now: NOW });
    const { customer, business } = await seeded(h);
    const { purchase } = await buy(h, customer, { dealId: 101, redemptions: 2 });
    await buy(h, customer, { dealId: 103, priceCents: 3000 });
    await h.redeemCode.execute(business, { kind: 'text', value: purchase.toProps().textCode });
    const stats = await h.businessStats.execute(business);
    expect(stats).toMatchObject({ sales: 2, revenueCents: 4300, businessShareCents: 3225, platformFeeCents: 1075, redemptions: 1, refunds: 0 });
    expect(stats.daily).toEqual([{ day: '2025-06-15', sales: 2, revenueCents: 4300, businessShareCents: 3225 }]);
    await expect(h.businessStats.execute(customer)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
