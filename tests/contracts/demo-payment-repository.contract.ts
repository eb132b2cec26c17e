import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aDemoCustomer, aDemoPaymentIntent, aDemoSubscription } from './mothers/demo-payment.mother.js';

export function demoPaymentRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('DemoPaymentRepository', () => {
    it('stores each kind and gives every field back by id, idempotency key and client secret', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const intent = aDemoPaymentIntent();
      const subscription = aDemoSubscription({
        status: 'active',
        currentPeriodStart: new Date('2025-06-15T12:00:00.000Z'),
        currentPeriodEnd: new Date('2025-07-15T12:00:00.000Z'),
      });
      const customer = aDemoCustomer();

      for (const record of [intent, subscription, customer]) await demoPayments.add(record);

      for (const record of [intent, subscription, customer]) {
        expect(await demoPayments.findById(record.id)).toEqual(record);
        expect(await demoPayments.findByIdempotencyKey(record.idempotencyKey!)).toEqual(record);
      }
      expect(await demoPayments.findByClientSecret(intent.clientSecret!)).toEqual(intent);
      expect(await demoPayments.findByClientSecret(subscription.clientSecret!)).toEqual(subscription);
    });

    it('answers null for an unknown id, idempotency key or client secret', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      await demoPayments.add(aDemoPaymentIntent());

      expect(await demoPayments.findById('pi_demo_unknown')).toBeNull();
      expect(await demoPayments.findByIdempotencyKey('checkout:unknown')).toBeNull();
      expect(await demoPayments.findByClientSecret('pi_demo_unknown_secret_x')).toBeNull();
    });

    it('refuses a second record with the same id, idempotency key or client secret', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const first = aDemoPaymentIntent();
      await demoPayments.add(first);

      await expectDomainError(demoPayments.add(aDemoPaymentIntent({ id: first.id })), ConflictError, 'demo_payment.duplicate');
      await expectDomainError(
        demoPayments.add(aDemoPaymentIntent({ idempotencyKey: first.idempotencyKey })),
        ConflictError,
        'demo_payment.duplicate',
      );
      await expectDomainError(
        demoPayments.add(aDemoPaymentIntent({ clientSecret: first.clientSecret })),
        ConflictError,
        'demo_payment.duplicate',
      );
      expect(await demoPayments.findById(first.id)).toEqual(first);
    });

    it('lets any number of records go without an idempotency key or a client secret', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const one = aDemoCustomer({ idempotencyKey: null });
      const two = aDemoCustomer({ idempotencyKey: null });

      await demoPayments.add(one);
      await demoPayments.add(two);

      expect(await demoPayments.findById(one.id)).toEqual(one);
      expect(await demoPayments.findById(two.id)).toEqual(two);
    });

    it('moves a record from an allowed status, with its changes, and answers the updated record', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const subscription = aDemoSubscription();
      await demoPayments.add(subscription);
      const periodStart = new Date('2025-06-15T12:00:00.000Z');
      const periodEnd = new Date('2025-07-15T12:00:00.000Z');

      const updated = await demoPayments.transition(subscription.id, ['incomplete', 'past_due'], 'active', {
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      });

      const expected = { ...subscription, status: 'active', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd };
      expect(updated).toEqual(expected);
      expect(await demoPayments.findById(subscription.id)).toEqual(expected);

      // Cancelled at the period end, then resumed: the flag alone changes.
      expect(await demoPayments.transition(subscription.id, ['active'], 'active', { cancelAtPeriodEnd: true })).toEqual({ ...expected, cancelAtPeriodEnd: true });
      expect(await demoPayments.findById(subscription.id)).toEqual({ ...expected, cancelAtPeriodEnd: true });
      expect(await demoPayments.transition(subscription.id, ['active'], 'active', { cancelAtPeriodEnd: false })).toEqual(expected);
    });

    it('keeps what a transition does not change, and can clear a client secret', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const intent = aDemoPaymentIntent();
      await demoPayments.add(intent);

      expect(await demoPayments.transition(intent.id, ['requires_payment_method'], 'succeeded')).toEqual({
        ...intent,
        status: 'succeeded',
      });
      expect(await demoPayments.transition(intent.id, ['succeeded'], 'canceled', { clientSecret: null })).toEqual({
        ...intent,
        status: 'canceled',
        clientSecret: null,
      });
      expect(await demoPayments.findByClientSecret(intent.clientSecret!)).toBeNull();
    });

    it('changes nothing and answers null from another status, an empty list or an unknown id', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const intent = aDemoPaymentIntent({ status: 'succeeded' });
      await demoPayments.add(intent);

      expect(await demoPayments.transition(intent.id, ['requires_payment_method'], 'canceled')).toBeNull();
      expect(await demoPayments.transition(intent.id, [], 'canceled')).toBeNull();
      expect(await demoPayments.transition('pi_demo_unknown', ['succeeded'], 'canceled')).toBeNull();
      expect(await demoPayments.findById(intent.id)).toEqual(intent);
    });

    it('refuses a transition that sets a client secret in use', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const first = aDemoSubscription();
      const second = aDemoSubscription();
      await demoPayments.add(first);
      await demoPayments.add(second);

      await expectDomainError(
        demoPayments.transition(second.id, ['incomplete'], 'active', { clientSecret: first.clientSecret }),
        ConflictError,
        'demo_payment.duplicate',
      );
      expect(await demoPayments.findById(second.id)).toEqual(second);
    });

    it('lets exactly one of many concurrent transitions from one status through', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const intent = aDemoPaymentIntent();
      await demoPayments.add(intent);

      const results = await Promise.all(
        Array.from({ length: 8 }, () => demoPayments.transition(intent.id, ['requires_payment_method'], 'succeeded')),
      );

      expect(results.filter((result) => result !== null)).toHaveLength(1);
      expect((await demoPayments.findById(intent.id))?.status).toBe('succeeded');
    });

    it('undoes a transition and an addition with the transaction that made them', async ({ ctx }) => {
      const intent = aDemoPaymentIntent();
      await ctx.repositories.demoPayments.add(intent);
      const added = aDemoSubscription();

      await expect(
        ctx.transactions.run(async ({ demoPayments }) => {
          await demoPayments.transition(intent.id, ['requires_payment_method'], 'succeeded');
          await demoPayments.add(added);
          throw new Error('handler failed');
        }),
      ).rejects.toThrow('handler failed');

      expect(await ctx.repositories.demoPayments.findById(intent.id)).toEqual(intent);
      expect(await ctx.repositories.demoPayments.findById(added.id)).toBeNull();
    });

    it('keeps what is stored when a caller changes a record it gave or was given', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const input = aDemoPaymentIntent();
      const stored = structuredClone(input);
      await demoPayments.add(input);

      input.metadata!.dealId = 999;
      const found = (await demoPayments.findById(input.id))!;
      found.status = 'succeeded';
      found.currentPeriodEnd = new Date();

      expect(await demoPayments.findById(input.id)).toEqual(stored);
    });
      it('deletes the intents never paid that were created before the cut-off, and nothing else', async ({ ctx }) => {
      const { demoPayments } = ctx.repositories;
      const cutoff = new Date('2025-06-15T12:00:00.000Z');
      const before = new Date(cutoff.getTime() - 1);
      const abandoned = aDemoPaymentIntent({ createdAt: new Date(cutoff.getTime() - 86_400_000) });
      const abandonedJustBefore = aDemoPaymentIntent({ status: 'requires_action', createdAt: before });
      const atTheCutoff = aDemoPaymentIntent({ createdAt: cutoff });
      const paid = aDemoPaymentIntent({ status: 'succeeded', createdAt: before });
      const refunded = aDemoPaymentIntent({ status: 'refunded', createdAt: before });
      const subscription = aDemoSubscription({ createdAt: before });
      const customer = aDemoCustomer({ createdAt: before });
      for (const record of [abandoned, abandonedJustBefore, atTheCutoff, paid, refunded, subscription, customer]) await demoPayments.add(record);

      expect(await demoPayments.deleteAbandonedIntents(cutoff)).toBe(2);

      expect(await demoPayments.findById(abandoned.id)).toBeNull();
      expect(await demoPayments.findById(abandonedJustBefore.id)).toBeNull();
      for (const kept of [atTheCutoff, paid, refunded, subscription, customer]) expect(await demoPayments.findById(kept.id)).toEqual(kept);
      expect(await demoPayments.deleteAbandonedIntents(cutoff)).toBe(0);
    });
  });
}
