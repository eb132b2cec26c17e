import { livePassPayload, timeStep } from '@marketplace/core/purchases/domain/live-pass';
import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, PaymentRequiredError, UnauthenticatedError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { ADMIN, buy, createHarness, type Harness } from './harness.js';
import { givenACustomer, givenAnEndedDeal, givenARunningDeal, givenASliderDeal, givenAVerifiedBusiness } from './mothers.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/** $8 for 15% off, two uses per customer. */
const BRUNCH = { title: 'Weekend Brunch for Two', priceCents: 800, basePriceCents: 800, discountPercent: 15, maxRedemptionsPerUser: 2 };

/** A verified shop selling the brunch deal, and a customer of it. */
async function givenAShopAndACustomer(h: Harness) {
  const shop = await givenAVerifiedBusiness(h, { name: 'Sunrise Bistro' });
  const brunch = await givenARunningDeal(h, shop, BRUNCH);
  const customer = await givenACustomer(h, { username: 'demo_discounter' });
  return { shop, brunch, customer };
}

async function secondCustomer(h: Harness) {
  return (await givenACustomer(h, { username: 'omar' })).actor;
}

describe('starting a checkout', () => {
  it('charges exactly the fixed price plus $5 per extra redemption', async () => {
    const h = createHarness({ now: NOW });
    const { brunch, customer } = await givenAShopAndACustomer(h);
    const started = await h.startCheckout.execute(customer.actor, { dealId: brunch.id, redemptions: 2, attemptId: 'a1' });
    // $8, the price it shows, plus one extra redemption at $5 (it allows 2 uses per customer).
    expect(started.quote).toMatchObject({ unitPriceCents: 800, discountPercent: 15, redemptions: 2, amountCents: 1300 });
    const [intent] = h.payments.paymentIntents();
    expect(intent).toMatchObject({ amountCents: 1300, currency: 'usd', metadata: { dealId: brunch.id, priceCents: 800, discountPercent: 15, redemptions: 2 } });
    expect(started.clientSecret).toBeTruthy();
  });

  it('charges a slider price from its discount steps and refuses a discount that does not match', async () => {
    const h = createHarness({ now: NOW });
    const { shop, customer } = await givenAShopAndACustomer(h);
    const slider = await givenASliderDeal(h, shop);
    const started = await h.startCheckout.execute(customer.actor, { dealId: slider.id, priceCents: 2000, discountPercent: 25, attemptId: 'a1' });
    expect(started.quote).toMatchObject({ unitPriceCents: 2000, discountPercent: 25, amountCents: 2000, isCustom: true });
    await expect(h.startCheckout.execute(customer.actor, { dealId: slider.id, priceCents: 2000, discountPercent: 35, attemptId: 'a2' })).rejects.toBeInstanceOf(ValidationError);
    await expect(h.startCheckout.execute(customer.actor, { dealId: slider.id, priceCents: 9000, attemptId: 'a3' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('reuses the payment intent when the same attempt is retried', async () => {
    const h = createHarness({ now: NOW });
    const { brunch, customer } = await givenAShopAndACustomer(h);
    const first = await h.startCheckout.execute(customer.actor, { dealId: brunch.id, attemptId: 'same' });
    const again = await h.startCheckout.execute(customer.actor, { dealId: brunch.id, attemptId: 'same' });
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
  });

  it('is for customers only, and only for published deals', async () => {
    const h = createHarness({ now: NOW });
    const { shop, brunch, customer } = await givenAShopAndACustomer(h);
    const ended = await givenAnEndedDeal(h, shop);
    await expect(h.startCheckout.execute(shop.actor, { dealId: brunch.id, attemptId: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.startCheckout.execute({ kind: 'admin', userId: 999 }, { dealId: brunch.id, attemptId: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.startCheckout.execute({ kind: 'anonymous' }, { dealId: brunch.id, attemptId: 'x' })).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(h.startCheckout.execute(customer.actor, { dealId: ended.id, attemptId: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.startCheckout.execute(customer.actor, { dealId: 9999, attemptId: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("sends the platform's 25% as the application fee once the business's connected account takes charges, and not before", async () => {
    const h = createHarness({ now: NOW });
    const connect = { chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: true, requirementsDue: ['external_account'], disabledReason: null, updatedAt: NOW };
    const pending = await givenAVerifiedBusiness(h, { stripeAccountId: 'acct_pending', connect });
    const shop = await givenAVerifiedBusiness(h, { stripeAccountId: 'acct_123', connect: { ...connect, chargesEnabled: true, payoutsEnabled: true, requirementsDue: [] } });
    const customer = await givenACustomer(h);
    await h.startCheckout.execute(customer.actor, { dealId: (await givenARunningDeal(h, pending, BRUNCH)).id, redemptions: 2, attemptId: 'a' });
    await h.startCheckout.execute(customer.actor, { dealId: (await givenARunningDeal(h, shop, BRUNCH)).id, redemptions: 2, attemptId: 'a' });
    const [notYet, connected] = h.payments.paymentIntents();
    expect(notYet?.applicationFeeCents).toBeNull();
    expect(connected?.applicationFeeCents).toBe(325);
  });
});

describe('recording a purchase', () => {
  it('records a paid purchase with its codes, expiry and 75/25 split', async () => {
    const h = createHarness({ now: NOW });
    const { brunch, customer } = await givenAShopAndACustomer(h);
    const { purchase } = await buy(h, customer.actor, { dealId: brunch.id, redemptions: 2 });
    expect(purchase.toProps()).toMatchObject({
      userId: customer.id,
      dealId: brunch.id,
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
      expiryDate: brunch.endDate,
    });
    expect(purchase.toProps().textCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it('trusts the payment, not the browser: an unpaid intent records nothing', async () => {
    const h = createHarness({ now: NOW });
    const { brunch, customer } = await givenAShopAndACustomer(h);
    const started = await h.startCheckout.execute(customer.actor, { dealId: brunch.id, attemptId: 'x' });
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { userId: customer.id, dealId: brunch.id } })).rejects.toBeInstanceOf(PaymentRequiredError);
    await expect(h.recordPurchase.execute({ paymentIntentId: 'pi_made_up', claimed: { userId: customer.id, dealId: brunch.id } })).rejects.toBeInstanceOf(NotFoundError);
    expect(await h.repositories.purchases.listByUser(customer.id)).toEqual([]);
  });

  it('refuses a claim that differs from the payment', async () => {
    const h = createHarness({ now: NOW });
    const { shop, brunch, customer } = await givenAShopAndACustomer(h);
    const slider = await givenASliderDeal(h, shop);
    const started = await h.startCheckout.execute(customer.actor, { dealId: slider.id, priceCents: 1000, attemptId: 'x' });
    h.payments.succeed(started.paymentIntentId);
    const claim = { userId: customer.id, dealId: slider.id, priceCents: 1000, discountPercent: 15, redemptions: 1 };
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, priceCents: 3000 } })).rejects.toMatchObject({ code: 'purchase.payment_mismatch' });
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, discountPercent: 35 } })).rejects.toBeInstanceOf(ValidationError);
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, redemptions: 4 } })).rejects.toBeInstanceOf(ValidationError);
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, dealId: brunch.id } })).rejects.toBeInstanceOf(ValidationError);
    const other = await secondCustomer(h);
    if (other.kind !== 'customer') throw new Error();
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { ...claim, userId: other.userId } })).rejects.toBeInstanceOf(NotFoundError);
    expect((await h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: claim })).toProps()).toMatchObject({ priceCents: 1000, discountPercent: 15 });
  });

  it('is idempotent per payment intent, for the browser and the webhook alike', async () => {
    const h = createHarness({ now: NOW });
    const { brunch, customer } = await givenAShopAndACustomer(h);
    const { started, purchase } = await buy(h, customer.actor, { dealId: brunch.id });
    const fromWebhook = await h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId });
    const concurrent = await Promise.all([1, 2, 3].map(() => h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId })));
    expect(fromWebhook.id).toBe(purchase.id);
    expect(concurrent.map((p) => p.id)).toEqual([purchase.id, purchase.id, purchase.id]);
    expect(await h.repositories.purchases.listByUser(customer.id)).toHaveLength(1);
    const other = await secondCustomer(h);
    if (other.kind !== 'customer') throw new Error();
    await expect(h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId, claimed: { userId: other.userId, dealId: brunch.id } })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('records from the webhook alone when the browser never comes back', async () => {
    const h = createHarness({ now: NOW });
    const { shop, customer } = await givenAShopAndACustomer(h);
    const slider = await givenASliderDeal(h, shop);
    const started = await h.startCheckout.execute(customer.actor, { dealId: slider.id, priceCents: 3000, attemptId: 'x' });
    h.payments.succeed(started.paymentIntentId);
    const purchase = await h.recordPurchase.execute({ paymentIntentId: started.paymentIntentId });
    expect(purchase.toProps()).toMatchObject({ userId: customer.id, dealId: slider.id, discountPercent: 35, amountCents: 3000 });
  });

  it('enforces maxRedemptionsPerUser, even for payments started in parallel', async () => {
    const h = createHarness({ now: NOW });
    const { shop, customer } = await givenAShopAndACustomer(h);
    const once = await givenARunningDeal(h, shop, { maxRedemptionsPerUser: 1 });
    // Two checkouts begin before either is recorded.
    const a = await h.startCheckout.execute(customer.actor, { dealId: once.id, attemptId: 'a' });
    const b = await h.startCheckout.execute(customer.actor, { dealId: once.id, attemptId: 'b' });
    h.payments.succeed(a.paymentIntentId);
    h.payments.succeed(b.paymentIntentId);
    const results = await Promise.allSettled([a, b].map((s) => h.recordPurchase.execute({ paymentIntentId: s.paymentIntentId })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    // The losing payment is not kept: it is refunded in full, and the refusal says so.
    expect(rejected?.status === 'rejected' && rejected.reason).toMatchObject({ code: 'purchase.payment_refunded', reason: 'limit_reached', refundedNow: true });
    const loser = results[0]!.status === 'rejected' ? a : b;
    expect(h.payments.refundRequests).toEqual([{ paymentIntentId: loser.paymentIntentId, idempotencyKey: `unrecordable-refund:${loser.paymentIntentId}` }]);
    await expect(h.startCheckout.execute(customer.actor, { dealId: once.id, attemptId: 'c' })).rejects.toBeInstanceOf(ConflictError);
  });

  it('retries with fresh codes when a generated code collides', async () => {
    const h = createHarness({ now: NOW });
    const { shop, brunch, customer } = await givenAShopAndACustomer(h);
    const other = await givenARunningDeal(h, shop);
    const first = await buy(h, customer.actor, { dealId: other.id });
    const codes = h.codes as unknown as { textCode: () => string };
    const real = codes.textCode.bind(h.codes);
    let calls = 0;
    codes.textCode = () => (++calls === 1 ? first.purchase.toProps().textCode : real());
    const second = await buy(h, customer.actor, { dealId: brunch.id });
    expect(calls).toBe(2);
    expect(second.purchase.toProps().textCode).not.toBe(first.purchase.toProps().textCode);
  });
});

describe('my purchases and redeeming them', () => {
  it('lists my purchases newest first with their deals and businesses', async () => {
    const h = createHarness({ now: NOW });
    const { brunch, customer } = await givenAShopAndACustomer(h);
    const coffee = await givenARunningDeal(h, await givenAVerifiedBusiness(h, { name: 'Bean There Café' }));
    await buy(h, customer.actor, { dealId: brunch.id });
    await buy(h, customer.actor, { dealId: coffee.id });
    const mine = await h.listMyPurchases.execute(customer.actor);
    expect(mine.map(({ deal }) => deal?.id)).toEqual([coffee.id, brunch.id]);
    expect(mine.map(({ business }) => business?.name)).toEqual(['Bean There Café', 'Sunrise Bistro']);
    expect(await h.listMyPurchases.execute(await secondCustomer(h))).toEqual([]);
    await expect(h.listMyPurchases.execute({ kind: 'anonymous' })).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('redeems each allowed use once, logs it, then refuses', async () => {
    const h = createHarness({ now: NOW });
    const { brunch, customer } = await givenAShopAndACustomer(h);
    const { purchase } = await buy(h, customer.actor, { dealId: brunch.id, redemptions: 2 });
    expect((await h.redeemMyPurchase.execute(customer.actor, purchase.id)).usesLeft).toBe(1);
    const last = await h.redeemMyPurchase.execute(customer.actor, purchase.id);
    expect(last.redeemed).toBe(true);
    expect(last.displayStatus(NOW)).toBe('Redeemed');
    await expect(h.redeemMyPurchase.execute(customer.actor, purchase.id)).rejects.toMatchObject({ code: 'purchase.already_redeemed' });
    const log = await h.repositories.redemptions.listByPurchase(purchase.id);
    expect(log.map((line) => line.channel)).toEqual(['self', 'self']);
  });

  it("answers Not Found for someone else's purchase", async () => {
    const h = createHarness({ now: NOW });
    const { shop, brunch, customer } = await givenAShopAndACustomer(h);
    const { purchase } = await buy(h, customer.actor, { dealId: brunch.id });
    await expect(h.redeemMyPurchase.execute(await secondCustomer(h), purchase.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.redeemMyPurchase.execute(shop.actor, purchase.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.redeemMyPurchase.execute(customer.actor, 98765)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a purchase once its deal has ended, and a refunded one', async () => {
    const h = createHarness({ now: NOW });
    const { shop, brunch, customer } = await givenAShopAndACustomer(h);
    const endsInTenDays = await givenARunningDeal(h, shop, { endDate: new Date(NOW.getTime() + 10 * DAY) });
    const expiring = await buy(h, customer.actor, { dealId: endsInTenDays.id });
    const refunded = await buy(h, customer.actor, { dealId: brunch.id });
    const stored = (await h.repositories.purchases.findById(refunded.purchase.id))!;
    stored.refund();
    await h.repositories.purchases.save(stored);
    await expect(h.redeemMyPurchase.execute(customer.actor, refunded.purchase.id)).rejects.toMatchObject({ code: 'purchase.refunded' });
    h.clock.advance(30 * DAY);
    await expect(h.redeemMyPurchase.execute(customer.actor, expiring.purchase.id)).rejects.toBeInstanceOf(GoneError);
    expect(await h.repositories.redemptions.listByPurchase(expiring.purchase.id)).toEqual([]);
  });
});

describe('business code scanning', () => {
  it('validates a code without redeeming it, then redeems it', async () => {
    const h = createHarness({ now: NOW });
    const { shop, brunch, customer } = await givenAShopAndACustomer(h);
    const { purchase } = await buy(h, customer.actor, { dealId: brunch.id, redemptions: 2 });
    const text = { kind: 'text' as const, value: purchase.toProps().textCode };
    const check = await h.validateCode.execute(shop.actor, text);
    expect(check).toMatchObject({ status: 'Active', usesLeft: 2, refusal: null, customerName: 'demo_discounter' });
    expect(check.deal?.id).toBe(brunch.id);
    expect((await h.repositories.purchases.findById(purchase.id))?.redemptionsUsed).toBe(0);

    expect((await h.redeemCode.execute(shop.actor, text)).usesLeft).toBe(1);
    const { qrCode, passSecret } = purchase.toProps();
    const qr = await h.redeemCode.execute(shop.actor, { kind: 'qr', value: livePassPayload(qrCode, passSecret, timeStep(h.clock.now())) });
    expect(qr).toMatchObject({ usesLeft: 0, status: 'Redeemed', refusal: 'used_up' });
    await expect(h.redeemCode.execute(shop.actor, text)).rejects.toMatchObject({ code: 'purchase.already_redeemed', kind: 'conflict' });
    const log = await h.repositories.redemptions.listByPurchase(purchase.id);
    expect(log.map((line) => line.toProps().channel)).toEqual(['text_code', 'qr_code']);
    expect(log[0]?.toProps().redeemedBy).toEqual({ type: 'business', id: shop.id });
  });

  it("refuses unknown codes and another business's codes with clear messages", async () => {
    const h = createHarness({ now: NOW });
    const { shop: sunrise, customer } = await givenAShopAndACustomer(h);
    const coffee = await givenARunningDeal(h, await givenAVerifiedBusiness(h));
    const { purchase } = await buy(h, customer.actor, { dealId: coffee.id });
    const code = { kind: 'text' as const, value: purchase.toProps().textCode };
    // Another business's code is refused exactly like a code that does not exist.
    const unknown = await h.validateCode.execute(sunrise.actor, { kind: 'text', value: 'ZZZZ-ZZZZ' }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 'code.not_found', kind: 'not_found' });
    for (const refused of [h.validateCode.execute(sunrise.actor, code), h.redeemCode.execute(sunrise.actor, code)]) {
      const error = await refused.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf((unknown as Error).constructor);
      expect(error).toMatchObject({ code: 'code.not_found', kind: 'not_found', message: (unknown as Error).message });
    }
    await expect(h.validateCode.execute(customer.actor, code)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await h.repositories.purchases.findById(purchase.id))?.redemptionsUsed).toBe(0);
  });

  it("lets the operator redeem any code, or act as a business and hear whose another shop's code is", async () => {
    const h = createHarness({ now: NOW });
    const { shop: sunrise, brunch, customer } = await givenAShopAndACustomer(h);
    const coffee = await givenARunningDeal(h, await givenAVerifiedBusiness(h));
    const own = { kind: 'text' as const, value: (await buy(h, customer.actor, { dealId: brunch.id, redemptions: 2 })).purchase.toProps().textCode };
    const other = { kind: 'text' as const, value: (await buy(h, customer.actor, { dealId: coffee.id })).purchase.toProps().textCode };

    expect(await h.operatorRedeem.execute(ADMIN, { code: own })).toMatchObject({ usesLeft: 1 });
    expect(await h.operatorRedeem.execute(ADMIN, { code: own, businessId: sunrise.id })).toMatchObject({ usesLeft: 0 });
    // As Sunrise the coffee shop's code is refused, and the operator is told why (a till is not).
    await expect(h.operatorRedeem.execute(ADMIN, { code: other, businessId: sunrise.id })).rejects.toMatchObject({ code: 'code.other_business', kind: 'forbidden' });
    await expect(h.operatorRedeem.execute(ADMIN, { code: { kind: 'text', value: 'ZZZZ-ZZZZ' }, businessId: sunrise.id })).rejects.toMatchObject({ code: 'code.not_found' });
    await expect(h.operatorRedeem.execute(ADMIN, { code: own, businessId: 424242 })).rejects.toMatchObject({ code: 'business.not_found' });
    // Only the operator (the admin) may use it.
    await expect(h.operatorRedeem.execute(sunrise.actor, { code: own })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await h.validateCode.execute(ADMIN, other)).toMatchObject({ usesLeft: 1 });
  });

  it('redeems a single-use code exactly once under 20 concurrent attempts', async () => {
    const h = createHarness({ now: NOW });
    const { shop, brunch, customer } = await givenAShopAndACustomer(h);
    const { purchase } = await buy(h, customer.actor, { dealId: brunch.id });
    const code = { kind: 'text' as const, value: purchase.toProps().textCode };
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => h.redeemCode.execute(shop.actor, code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await h.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(1);
  });

  it('reports real sales figures to the business', async () => {
    const h = createHarness({ now: NOW });
    const { shop, brunch, customer } = await givenAShopAndACustomer(h);
    const slider = await givenASliderDeal(h, shop);
    const { purchase } = await buy(h, customer.actor, { dealId: brunch.id, redemptions: 2 });
    await buy(h, customer.actor, { dealId: slider.id, priceCents: 3000 });
    await h.redeemCode.execute(shop.actor, { kind: 'text', value: purchase.toProps().textCode });
    const stats = await h.businessStats.execute(shop.actor);
    expect(stats).toMatchObject({ sales: 2, revenueCents: 4300, businessShareCents: 3225, platformFeeCents: 1075, redemptions: 1, refunds: 0 });
    expect(stats.daily).toEqual([{ day: '2025-06-15', sales: 2, revenueCents: 4300, businessShareCents: 3225 }]);
    await expect(h.businessStats.execute(customer.actor)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
