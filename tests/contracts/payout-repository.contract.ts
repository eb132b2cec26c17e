import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aBusiness } from './mothers/business.mother.js';

const CREATED = new Date('2025-06-15T12:00:00.000Z');
const SENT = new Date('2025-06-15T12:00:05.000Z');

export function payoutRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('PayoutRepository', () => {
    it('writes a pending payout, gives it back, and marks it sent once', async ({ ctx }) => {
      const { payouts, businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());

      const pending = await payouts.addPending({ businessId: business.id, amountCents: 1500, createdAt: CREATED });

      expect(pending).toEqual({
        id: expect.any(Number),
        businessId: business.id,
        amountCents: 1500,
        status: 'pending',
        providerTransferId: null,
        createdAt: CREATED,
        sentAt: null,
        error: null,
      });
      expect(await payouts.findPending(business.id)).toEqual(pending);
      expect(await payouts.listPending()).toEqual([pending]);

      expect(await payouts.markSent(pending.id, 'tr_1', SENT)).toBe(true);
      expect(await payouts.markSent(pending.id, 'tr_2', SENT)).toBe(false);
      expect(await payouts.markFailed(pending.id, 'too late')).toBe(false);
      expect(await payouts.findPending(business.id)).toBeNull();
      expect(await payouts.listForBusiness(business.id)).toEqual([{ ...pending, status: 'sent', providerTransferId: 'tr_1', sentAt: SENT }]);
    });

    it('keeps at most one pending payout per business; a failed one makes room for the next', async ({ ctx }) => {
      const { payouts, businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const other = await businesses.add(aBusiness());
      const first = await payouts.addPending({ businessId: business.id, amountCents: 1500, createdAt: CREATED });
      await payouts.addPending({ businessId: other.id, amountCents: 700, createdAt: CREATED });

      await expectDomainError(payouts.addPending({ businessId: business.id, amountCents: 1, createdAt: CREATED }), ConflictError, 'payout.pending_exists');

      expect(await payouts.markFailed(first.id, 'x'.repeat(900))).toBe(true);
      const [failed] = await payouts.listForBusiness(business.id);
      expect(failed).toMatchObject({ status: 'failed', providerTransferId: null, sentAt: null });
      expect(failed?.error).toHaveLength(500);
      const second = await payouts.addPending({ businessId: business.id, amountCents: 1500, createdAt: SENT });
      expect((await payouts.listForBusiness(business.id)).map((payout) => payout.id)).toEqual([second.id, first.id]);
      expect((await payouts.listPending()).map((payout) => payout.businessId)).toEqual([other.id, business.id]);
    });

    it('a pending payout rolled back with its transaction is gone', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      await expect(
        ctx.transactions.run(async ({ payouts }) => {
          await payouts.addPending({ businessId: business.id, amountCents: 100, createdAt: CREATED });
          throw new Error('crash');
        }),
      ).rejects.toThrow('crash');
      expect(await ctx.repositories.payouts.findPending(business.id)).toBeNull();
    });
  });
}
