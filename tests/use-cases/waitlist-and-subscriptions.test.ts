import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { ADMIN, createHarness } from './harness.js';
import { givenACustomer, givenAVerifiedBusiness } from './mothers.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const entry = { name: 'Priya', email: 'Priya@Example.com', phone: '555-0100', type: 'business' as const, rating: 4, feedback: 'Can I list two shops?' };

describe('waitlist', () => {
  it('lets anyone join and only the admin and business owners read it, newest first', async () => {
    const h = createHarness({ now: NOW });
    const { actor: customer } = await givenACustomer(h);
    const { actor: business } = await givenAVerifiedBusiness(h);
    await h.joinWaitlist.execute(entry);
    h.clock.advance(1000);
    await h.joinWaitlist.execute({ ...entry, name: 'Sam', email: 'sam@example.com', type: 'discounter', rating: 5, feedback: undefined });
    const forAdmin = await h.listWaitlist.execute(ADMIN);
    expect(forAdmin.map((e) => e.toProps().name)).toEqual(['Sam', 'Priya']);
    expect(forAdmin[1]?.toProps()).toMatchObject({ email: 'priya@example.com', rating: 4 });
    // A plain business (a public demo login is one) must not read the waitlist.
    await expect(h.listWaitlist.execute(business)).rejects.toBeInstanceOf(ForbiddenError);
    const owner = (await h.repositories.businesses.findById((await h.registerBusiness.execute({ name: 'O', email: 'o@x.io', password: 'secret1', category: 'Retail' })).id))!;
    owner.changeRole('owner');
    await h.repositories.businesses.save(owner);
    expect(await h.listWaitlist.execute(owner.toActor(), { type: 'business' })).toHaveLength(1);
    await expect(h.listWaitlist.execute(customer)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.listWaitlist.execute({ kind: 'anonymous' })).rejects.toBeInstanceOf(UnauthenticatedError);
    const plain = await h.registerBusiness.execute({ name: 'P', email: 'p@x.io', password: 'secret1', category: 'Retail' });
    await expect(h.listWaitlist.execute(plain.toActor())).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('subscriptions ($25.00 a month)', () => {
  it('creates an incomplete subscription, hands out its client secret, and shows it once paid', async () => {
    const h = createHarness({ now: NOW });
    const { actor: business, id: businessId } = await givenAVerifiedBusiness(h);
    expect(await h.subscriptionState.execute(business)).toMatchObject({ kind: 'none' });

    const created = await h.createSubscription.execute(business);
    expect(created.clientSecret).toBeTruthy();
    expect(created.subscription.status).toBe('incomplete');
    const stored = (await h.repositories.businesses.findById(businessId))!;
    expect(stored.stripeCustomerId).toBeTruthy();
    expect(await h.subscriptionState.execute(business)).toMatchObject({ kind: 'awaiting_payment', clientSecret: created.clientSecret });

    const periodEnd = new Date(NOW.getTime() + 30 * 24 * 60 * 60 * 1000);
    h.payments.activateSubscription(created.subscription.stripeSubscriptionId, periodEnd);
    const subscription = (await h.repositories.subscriptions.findByStripeId(created.subscription.stripeSubscriptionId))!;
    subscription.update({ status: 'active', currentPeriodStart: NOW, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false }, NOW);
    await h.repositories.subscriptions.save(subscription);
    const state = await h.subscriptionState.execute(business);
    expect(state.kind).toBe('subscribed');
    await expect(h.createSubscription.execute(business)).rejects.toBeInstanceOf(ConflictError);
  });

  it('reuses the business customer for a second attempt and is for businesses only', async () => {
    const h = createHarness({ now: NOW });
    const { actor: business } = await givenAVerifiedBusiness(h);
    const { actor: customer } = await givenACustomer(h);
    const first = await h.createSubscription.execute(business);
    h.payments.setSubscriptionStatus(first.subscription.stripeSubscriptionId, 'incomplete_expired');
    const sub = (await h.repositories.subscriptions.findByStripeId(first.subscription.stripeSubscriptionId))!;
    sub.update({ status: 'incomplete_expired', currentPeriodStart: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }, NOW);
    await h.repositories.subscriptions.save(sub);
    expect(await h.subscriptionState.execute(business)).toMatchObject({ kind: 'none' });
    const second = await h.createSubscription.execute(business);
    expect(second.subscription.stripeSubscriptionId).not.toBe(first.subscription.stripeSubscriptionId);
    await expect(h.createSubscription.execute(customer)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
