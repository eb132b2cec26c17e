import { balanceFromTotals } from '@marketplace/core/ledger/domain/ledger-entry';
import type { NewBusiness } from '@marketplace/core/accounts/domain/business';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { givenACustomer, givenARunningDeal, givenAVerifiedBusiness } from './mothers.js';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let eventNumber = 0;
const eventId = () => `evt_ledger_${++eventNumber}`;

/** A paid checkout of a $20.00 deal (the platform's fee $5.00), not yet recorded. */
async function paidCheckout(h: Harness, business: Partial<NewBusiness> = {}) {
  const shop = await givenAVerifiedBusiness(h, business);
  const deal = await givenARunningDeal(h, shop, { priceCents: 2000, basePriceCents: 2000 });
  const customer = (await givenACustomer(h)).actor;
  const started = await h.startCheckout.execute(customer, { dealId: deal.id, attemptId: `a-${Math.random()}` });
  h.payments.succeed(started.paymentIntentId);
  return { shop, paymentIntentId: started.paymentIntentId };
}

async function book(h: Harness, businessId: number) {
  return h.repositories.ledger.totalsForBusiness(businessId);
}

describe('the ledger books every money movement of a purchase, once', () => {
  it('a sale and its fee with the purchase; the business is owed its 75% until it is paid out', async () => {
    const h = createHarness({ now: NOW });
    const { shop, paymentIntentId } = await paidCheckout(h);
    const purchase = await h.recordPurchase.execute({ paymentIntentId });
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'payment_intent.succeeded', paymentIntentId });

    expect(await book(h, shop.id)).toEqual({ sale: 2000, platform_fee: -500 });
    expect(balanceFromTotals(await book(h, shop.id))).toEqual({ earnedCents: 1500, owedCents: 1500, inTransitCents: 0, paidCents: 0 });
    const [sale] = await h.repositories.ledger.list({ businessId: shop.id, from: new Date(0), to: new Date('2100-01-01'), kinds: ['sale'] });
    expect(sale).toMatchObject({ purchaseId: purchase.id, sourceKey: `sale:purchase:${purchase.id}`, occurredAt: NOW });
  });

  it('a refund gives the sale and the fee back, once however often the event comes', async () => {
    const h = createHarness({ now: NOW });
    const { shop, paymentIntentId } = await paidCheckout(h);
    await h.recordPurchase.execute({ paymentIntentId });
    h.payments.refund(paymentIntentId);
    const refunded = { id: eventId(), type: 'charge.refunded' as const, paymentIntentId };
    expect(await h.handlePaymentEvent.execute(refunded)).toBe('purchase_refunded');
    expect(await h.handlePaymentEvent.execute({ ...refunded, id: eventId() })).toBe('purchase_refunded');
    // A dispute of the refunded charge takes nothing back a second time.
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'charge.disputed', paymentIntentId })).toBe('purchase_disputed');

    expect(await book(h, shop.id)).toEqual({ sale: 2000, platform_fee: -500, refund: -2000, fee_refund: 500 });
    expect(balanceFromTotals(await book(h, shop.id)).owedCents).toBe(0);
  });

  it('a dispute that arrives before the payment is recorded books the sale and the dispute', async () => {
    const h = createHarness({ now: NOW });
    const { shop, paymentIntentId } = await paidCheckout(h);
    h.payments.refund(paymentIntentId);
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'charge.disputed', paymentIntentId })).toBe('dispute_before_purchase');
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'payment_intent.succeeded', paymentIntentId })).toBe('purchase_recorded');

    expect(await book(h, shop.id)).toEqual({ sale: 2000, platform_fee: -500, dispute: -2000, dispute_fee_refund: 500 });
  });

  it('a payment refunded before anyone recorded it is booked as sold and refunded when it is recorded', async () => {
    const h = createHarness({ now: NOW });
    const { shop, paymentIntentId } = await paidCheckout(h);
    h.payments.refund(paymentIntentId);
    await h.recordPurchase.execute({ paymentIntentId });
    expect(await book(h, shop.id)).toEqual({ sale: 2000, platform_fee: -500, refund: -2000, fee_refund: 500 });
  });

  it('a destination charge of a connected business is paid out with the sale, and a refund reverses that transfer', async () => {
    const h = createHarness({ now: NOW });
    const { shop, paymentIntentId } = await paidCheckout(h, {
      stripeAccountId: 'acct_connected',
      connect: { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: [], disabledReason: null, updatedAt: NOW },
    });
    const purchase = await h.recordPurchase.execute({ paymentIntentId });
    expect(await book(h, shop.id)).toEqual({ sale: 2000, platform_fee: -500, transfer: -1500 });
    expect(balanceFromTotals(await book(h, shop.id))).toMatchObject({ owedCents: 0, inTransitCents: 1500 });
    expect(await h.repositories.ledger.has(`transfer:purchase:${purchase.id}`)).toBe(true);

    h.payments.refund(paymentIntentId);
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'charge.refunded', paymentIntentId });
    expect(await book(h, shop.id)).toEqual({ sale: 2000, platform_fee: -500, transfer: -1500, refund: -2000, fee_refund: 500, transfer_reversal: 1500 });
    expect(balanceFromTotals(await book(h, shop.id))).toEqual({ earnedCents: 0, owedCents: 0, inTransitCents: 0, paidCents: 0 });
  });

  it('an unpaid or unrecordable payment books nothing', async () => {
    const h = createHarness({ now: NOW });
    const { shop, paymentIntentId } = await paidCheckout(h);
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'payment_intent.payment_failed', paymentIntentId: 'pi_other', reason: 'declined' });
    expect(await book(h, shop.id)).toEqual({});
    await h.recordPurchase.execute({ paymentIntentId });
    expect(Object.keys(await book(h, shop.id))).toEqual(['sale', 'platform_fee']);
  });
});
