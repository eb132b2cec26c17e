import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { Subscription } from '@marketplace/core/subscriptions/domain/subscription';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aBusiness } from './mothers/business.mother.js';
import { aSubscription } from './mothers/subscription.mother.js';

export function subscriptionRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('SubscriptionRepository', () => {
    it('stores an incomplete subscription without a period and gives every field back', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      const input = aSubscription({ businessId: business.id });

      const added = await ctx.repositories.subscriptions.add(input);

      expect(added.id).toBeGreaterThan(0);
      expect(added.toProps()).toEqual({ ...input, id: added.id });
      expect((await ctx.repositories.subscriptions.findByStripeId(input.stripeSubscriptionId))?.toProps()).toEqual({
        ...input,
        id: added.id,
      });
    });

    it('stores an active subscription with its period', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      const input = aSubscription({
        businessId: business.id,
        status: 'active',
        currentPeriodStart: new Date('2025-05-01T10:00:00.123Z'),
        currentPeriodEnd: new Date('2025-06-01T10:00:00.456Z'),
      });

      const added = await ctx.repositories.subscriptions.add(input);

      expect((await ctx.repositories.subscriptions.findLatestByBusiness(business.id))?.toProps()).toEqual({
        ...input,
        id: added.id,
      });
    });

    it('answers null for an unknown provider id or a business without subscriptions', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      await ctx.repositories.subscriptions.add(aSubscription({ businessId: business.id }));
      const other = await ctx.repositories.businesses.add(aBusiness());

      expect(await ctx.repositories.subscriptions.findByStripeId('sub_unknown')).toBeNull();
      expect(await ctx.repositories.subscriptions.findLatestByBusiness(other.id)).toBeNull();
    });

    it("finds the business's most recent subscription, not another business's", async ({ ctx }) => {
      const { subscriptions } = ctx.repositories;
      const business = await ctx.repositories.businesses.add(aBusiness());
      const other = await ctx.repositories.businesses.add(aBusiness());
      await subscriptions.add(aSubscription({ businessId: business.id, status: 'canceled', createdAt: new Date('2025-01-01T00:00:00Z') }));
      const latest = await subscriptions.add(aSubscription({ businessId: business.id, createdAt: new Date('2025-05-01T00:00:00Z') }));
      await subscriptions.add(aSubscription({ businessId: other.id, createdAt: new Date('2025-06-01T00:00:00Z') }));

      expect((await subscriptions.findLatestByBusiness(business.id))?.id).toBe(latest.id);
    });

    it('refuses a second subscription with the same provider id', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      await ctx.repositories.subscriptions.add(aSubscription({ businessId: business.id, stripeSubscriptionId: 'sub_once' }));

      await expectDomainError(
        ctx.repositories.subscriptions.add(aSubscription({ businessId: business.id, stripeSubscriptionId: 'sub_once' })),
        ConflictError,
        'subscription.duplicate',
      );
    });

    it('saves a status and period change', async ({ ctx }) => {
      const { subscriptions } = ctx.repositories;
      const business = await ctx.repositories.businesses.add(aBusiness());
      const subscription = await subscriptions.add(aSubscription({ businessId: business.id }));

      subscription.update(
        { status: 'past_due', currentPeriodStart: new Date('2025-05-01T00:00:00Z'), currentPeriodEnd: new Date('2025-06-01T00:00:00Z'), cancelAtPeriodEnd: true },
        new Date('2025-05-02T00:00:00Z'),
      );
      await subscriptions.save(subscription);
      expect((await subscriptions.findByStripeId(subscription.stripeSubscriptionId))?.toProps()).toEqual(subscription.toProps());
      expect(subscription.toProps()).toMatchObject({ cancelAtPeriodEnd: true, paymentFailedAt: new Date('2025-05-02T00:00:00Z') });

      subscription.update(
        { status: 'active', currentPeriodStart: new Date('2025-05-01T00:00:00Z'), currentPeriodEnd: new Date('2025-06-01T00:00:00Z'), cancelAtPeriodEnd: false },
        new Date('2025-05-03T00:00:00Z'),
      );
      await subscriptions.save(subscription);

      const found = await subscriptions.findByStripeId(subscription.stripeSubscriptionId);
      expect(found?.toProps()).toEqual(subscription.toProps());
      expect(found?.isActive(new Date('2025-05-15T00:00:00Z'))).toBe(true);
    });

    it('refuses to save a subscription it does not know', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      const ghost = Subscription.restore({ ...aSubscription({ businessId: business.id }), id: 424242 });

      await expectDomainError(ctx.repositories.subscriptions.save(ghost), NotFoundError);
      expect(await ctx.repositories.subscriptions.findByStripeId(ghost.stripeSubscriptionId)).toBeNull();
    });

    it('keeps what is stored when a caller changes a subscription without saving it', async ({ ctx }) => {
      const { subscriptions } = ctx.repositories;
      const business = await ctx.repositories.businesses.add(aBusiness());
      const subscription = await subscriptions.add(aSubscription({ businessId: business.id }));

      subscription.update({ status: 'active', currentPeriodStart: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }, new Date());

      expect((await subscriptions.findByStripeId(subscription.stripeSubscriptionId))?.status).toBe('incomplete');
    });
  });
}
