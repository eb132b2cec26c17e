import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { givenACustomer, givenARunningDeal, givenAVerifiedBusiness } from './mothers.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
let eventNumber = 0;
const eventId = () => `evt_${++eventNumber}`;

/** A customer's checkout of a running deal that the provider reports paid, not yet recorded. */
async function paidCheckout(h: Harness) {
  const deal = await givenARunningDeal(h, await givenAVerifiedBusiness(h));
  const customer = (await givenACustomer(h)).actor;
  const started = await h.startCheckout.execute(customer, { dealId: deal.id, attemptId: `a-${Math.random()}` });
  h.payments.succeed(started.paymentIntentId);
  return { customer, paymentIntentId: started.paymentIntentId };
}

describe('payment events', () => {
  it('records the purchase from payment_intent.succeeded, once per event and per intent', async () => {
    const h = createHarness({ now: NOW });
    const { customer, paymentIntentId } = await paidCheckout(h);
    const event = { id: eventId(), type: 'payment_intent.succeeded' as const, paymentIntentId };
    expect(await h.handlePaymentEvent.execute(event)).toBe('purchase_recorded');
    expect(await h.handlePaymentEvent.execute(event)).toBe('duplicate');
    expect(await h.handlePaymentEvent.execute({ ...event, id: eventId() })).toBe('purchase_recorded');
    expect(await h.listMyPurchases.execute(customer)).toHaveLength(1);
  });

  it('marks a purchase refunded so its code can no longer be redeemed', async () => {
    const h = createHarness({ now: NOW });
    const { customer, paymentIntentId } = await paidCheckout(h);
    const purchase = await h.recordPurchase.execute({ paymentIntentId });
    h.payments.refund(paymentIntentId);
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'charge.refunded', paymentIntentId })).toBe('purchase_refunded');
    await expect(h.redeemMyPurchase.execute(customer, purchase.id)).rejects.toMatchObject({ code: 'purchase.refunded' });
  });

  it('ends with one refunded purchase when the refund arrives before the payment', async () => {
    const h = createHarness({ now: NOW });
    const { customer, paymentIntentId } = await paidCheckout(h);
    h.payments.refund(paymentIntentId);
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'charge.refunded', paymentIntentId })).toBe('refund_before_purchase');
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'payment_intent.succeeded', paymentIntentId })).toBe('purchase_recorded');
    const mine = await h.listMyPurchases.execute(customer);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.purchase.status).toBe('refunded');
  });

  it('keeps a refund after redemption on record', async () => {
    const h = createHarness({ now: NOW });
    const { customer, paymentIntentId } = await paidCheckout(h);
    const purchase = await h.recordPurchase.execute({ paymentIntentId });
    await h.redeemMyPurchase.execute(customer, purchase.id);
    h.payments.refund(paymentIntentId);
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'charge.refunded', paymentIntentId });
    expect((await h.repositories.purchases.findById(purchase.id))?.status).toBe('refunded');
    expect(await h.repositories.redemptions.listByPurchase(purchase.id)).toHaveLength(1);
  });

  it('ignores intents that are not ours, failures and unknown events', async () => {
    const h = createHarness({ now: NOW });
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'payment_intent.succeeded', paymentIntentId: 'pi_elsewhere' })).toBe('not_ours');
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'charge.refunded', paymentIntentId: 'pi_elsewhere' })).toBe('not_ours');
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'payment_intent.payment_failed', paymentIntentId: 'pi_x', reason: 'declined' })).toBe('payment_failed');
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'ignored', providerType: 'customer.created' })).toBe('ignored');
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: 'sub_unknown' })).toBe('not_ours');
  });

  it('keeps the subscription true to the provider, whatever order the news comes in', async () => {
    const h = createHarness({ now: NOW });
    const { actor: business, id: businessId } = await givenAVerifiedBusiness(h);
    const { subscription } = await h.createSubscription.execute(business);
    const id = subscription.stripeSubscriptionId;
    const periodEnd = new Date('2025-07-15T12:00:00.000Z');
    h.payments.activateSubscription(id, periodEnd);
    expect(await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id })).toBe('subscription_synced');
    // An older "incomplete" notification delivered late re-reads the current state: still active.
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id });
    expect((await h.subscriptionState.execute(business)).kind).toBe('subscribed');
    expect((await h.repositories.businesses.findById(businessId))?.toProps()).toMatchObject({ subscriptionActive: true, subscriptionExpiresAt: periodEnd });
    h.payments.setSubscriptionStatus(id, 'past_due');
    await h.handlePaymentEvent.execute({ id: eventId(), type: 'subscription.changed', subscriptionId: id });
    expect((await h.repositories.businesses.findById(businessId))?.subscriptionActive).toBe(false);
  });

  it('lets a failed handling be delivered again', async () => {
    const h = createHarness({ now: NOW });
    const { paymentIntentId } = await paidCheckout(h);
    const event = { id: eventId(), type: 'payment_intent.succeeded' as const, paymentIntentId };
    const retrieve = h.payments.retrievePaymentIntent.bind(h.payments);
    h.payments.retrievePaymentIntent = async () => {
      throw new Error('provider unreachable');
    };
    await expect(h.handlePaymentEvent.execute(event)).rejects.toThrow('provider unreachable');
    h.payments.retrievePaymentIntent = retrieve;
    expect(await h.handlePaymentEvent.execute(event)).toBe('purchase_recorded');
  });
});
