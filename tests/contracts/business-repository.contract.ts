import { Business } from '@marketplace/core/accounts/domain/business';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aBareBusiness, aBusiness } from './mothers/business.mother.js';

export function businessRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('BusinessRepository', () => {
    it('stores a business with every field filled and gives every field back', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const input = aBusiness({
        role: 'owner',
        stripeAccountId: 'acct_1',
        stripeCustomerId: 'cus_1',
        stripeSubscriptionId: 'sub_1',
        subscriptionActive: true,
        subscriptionExpiresAt: new Date('2025-07-01T00:00:00.000Z'),
        createdAt: new Date('2025-02-03T04:05:06.789Z'),
      });

      const added = await businesses.add(input);

      expect(added.id).toBeGreaterThan(0);
      expect(added.toProps()).toEqual({ ...input, id: added.id });
      expect((await businesses.findById(added.id))?.toProps()).toEqual({ ...input, id: added.id });
    });

    it('stores a business with every optional field null', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const input = aBareBusiness();

      const added = await businesses.add(input);

      expect((await businesses.findById(added.id))?.toProps()).toEqual({ ...input, id: added.id });
    });

    it('answers null for an unknown id, email or Stripe customer', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      await businesses.add(aBusiness({ stripeCustomerId: 'cus_known' }));

      expect(await businesses.findById(424242)).toBeNull();
      expect(await businesses.findByEmail('nobody@example.com')).toBeNull();
      expect(await businesses.findByStripeCustomerId('cus_unknown')).toBeNull();
    });

    it('finds a business by email whatever its case', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const added = await businesses.add(aBusiness({ email: 'bakery@example.com' }));

      expect((await businesses.findByEmail('bakery@example.com'))?.id).toBe(added.id);
      expect((await businesses.findByEmail('Bakery@EXAMPLE.com'))?.id).toBe(added.id);
    });

    it('finds a business by its Stripe customer id', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const added = await businesses.add(aBusiness());
      await businesses.add(aBusiness({ stripeCustomerId: 'cus_other' }));

      added.linkStripeCustomer('cus_mine');
      await businesses.save(added);

      expect((await businesses.findByStripeCustomerId('cus_mine'))?.id).toBe(added.id);
    });

    it('keeps the Connect state (requirements in order) and finds the business by its connected account, one account per business', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const added = await businesses.add(aBusiness());
      await businesses.add(aBusiness({ stripeAccountId: 'acct_other' }));
      expect(await businesses.findByStripeAccountId('acct_mine')).toBeNull();

      added.linkConnectedAccount('acct_mine');
      const state = {
        chargesEnabled: false,
        payoutsEnabled: false,
        detailsSubmitted: true,
        requirementsDue: ['external_account', 'individual.id_number'],
        disabledReason: 'requirements.past_due',
        updatedAt: new Date('2025-06-15T12:00:00.000Z'),
      };
      expect(added.applyConnectState(state)).toBe(false);
      await businesses.save(added);

      const found = await businesses.findByStripeAccountId('acct_mine');
      expect(found?.id).toBe(added.id);
      expect(found?.connect).toEqual(state);
      expect((await businesses.findByIds([added.id]))[0]?.connect).toEqual(state);
      expect(found?.applyConnectState({ ...state, chargesEnabled: true, payoutsEnabled: true, requirementsDue: [], disabledReason: null })).toBe(true);
      await businesses.save(found!);
      expect((await businesses.findById(added.id))?.payoutsEnabled).toBe(true);

      const thief = await businesses.add(aBusiness());
      thief.linkConnectedAccount('acct_mine');
      await expectDomainError(businesses.save(thief), ConflictError, 'business.account_taken');
    });

    it('finds several businesses by id, skipping unknown ids', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const first = await businesses.add(aBusiness());
      await businesses.add(aBusiness());
      const third = await businesses.add(aBusiness());

      const found = await businesses.findByIds([third.id, first.id, 424242]);

      expect(found.map((b) => b.id).sort((a, b) => a - b)).toEqual([first.id, third.id]);
      expect(found.find((b) => b.id === first.id)?.toProps()).toEqual((await businesses.findById(first.id))?.toProps());
      expect(await businesses.findByIds([])).toEqual([]);
    });

    it('lists every business ordered by id', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const ids = [];
      for (let i = 0; i < 4; i += 1) ids.push((await businesses.add(aBusiness())).id);

      const all = await businesses.listAll();

      expect(all.map((b) => b.id)).toEqual([...ids].sort((a, b) => a - b));
    });

    it('refuses a second business with the same email, in any case', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      await businesses.add(aBusiness({ email: 'shop@example.com' }));

      await expectDomainError(businesses.add(aBusiness({ email: 'shop@example.com' })), ConflictError, 'business.email_taken');
      await expectDomainError(businesses.add(aBusiness({ email: 'SHOP@example.com' })), ConflictError, 'business.email_taken');
      expect(await businesses.listAll()).toHaveLength(1);
    });

    it('saves changes to a business', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const business = await businesses.add(aBareBusiness());

      business.verify(new Date('2025-07-01T08:00:00.000Z'), null);
      business.updateEmail('New@Example.com');
      business.changePasswordHash('new-hash');
      business.applySubscription('sub_9', true, new Date('2025-08-01T00:00:00.000Z'), new Date('2025-08-02T00:00:00.000Z'));
      await businesses.save(business);

      const found = await businesses.findById(business.id);
      expect(found?.toProps()).toEqual(business.toProps());
      expect(found?.verified).toBe(true);
      expect(found?.toProps()).toMatchObject({
        verifiedAt: new Date('2025-07-01T08:00:00.000Z'),
        trialEndsAt: new Date('2025-07-31T08:00:00.000Z'),
        listedUntil: new Date('2025-08-02T00:00:00.000Z'),
      });
      expect(found?.email).toBe('new@example.com');
    });

    it('stores a disabled state and a role change, and clears the disabled state again', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const business = await businesses.add({ ...aBareBusiness(), role: 'owner' });
      const at = new Date('2025-06-01T12:34:56.789Z');

      expect(business.disable(at)).toBe(true);
      expect(business.changeRole('business')).toBe(true);
      await businesses.save(business);
      const disabled = await businesses.findByEmail(business.email);
      expect(disabled?.toProps()).toMatchObject({ disabledAt: at, role: 'business' });
      expect((await businesses.list({}, { page: 1, limit: 100 })).businesses.find((b) => b.id === business.id)?.disabled).toBe(true);

      expect(disabled!.enable()).toBe(true);
      await businesses.save(disabled!);
      expect((await businesses.findById(business.id))?.toProps()).toEqual({ ...business.toProps(), disabledAt: null });
    });

    it('refuses to save an email another business has', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      await businesses.add(aBusiness({ email: 'first@example.com' }));
      const second = await businesses.add(aBusiness());

      second.updateEmail('first@example.com');

      await expectDomainError(businesses.save(second), ConflictError, 'business.email_taken');
    });

    it('refuses to save a business it does not know', async ({ ctx }) => {
      const ghost = Business.restore({ ...aBusiness(), id: 424242 });

      await expectDomainError(ctx.repositories.businesses.save(ghost), NotFoundError);
      expect(await ctx.repositories.businesses.findById(424242)).toBeNull();
    });

    it('keeps what is stored when a caller changes an entity without saving it', async ({ ctx }) => {
      const { businesses } = ctx.repositories;
      const business = await businesses.add(aBareBusiness());

      business.verify(new Date(), null);
      (await businesses.findById(business.id))?.verify(new Date(), null);

      expect((await businesses.findById(business.id))?.verified).toBe(false);
    });
  });
}
