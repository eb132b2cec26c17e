import { issueAccountToken, type AccountTokenPurpose } from '@marketplace/core/accounts/domain/account-token';
import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { uniqueNumber } from './mothers/sequence.js';

const ISSUED = new Date('2025-06-01T10:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(ISSUED.getTime() + minutes * 60_000);

function aToken(account: AccountRef, purpose: AccountTokenPurpose = 'password-reset', hash = `hash-${uniqueNumber()}`) {
  return issueAccountToken({ purpose, account, tokenHash: hash, newEmail: purpose === 'email-change' ? 'new@example.com' : null, now: ISSUED });
}

export function accountTokenRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);
  const customer: AccountRef = { type: 'user', id: 7 };
  const business: AccountRef = { type: 'business', id: 7 };

  describe('AccountTokenRepository', () => {
    it('stores a token by its hash and gives it back once, marked used', async ({ ctx }) => {
      const { accountTokens } = ctx.repositories;
      const added = await accountTokens.add(aToken(customer, 'email-change', 'h1'));

      const used = await accountTokens.consume('h1', 'email-change', minutesAfter(5));

      expect(used).toEqual({ ...added, usedAt: minutesAfter(5) });
      expect(used).toMatchObject({ purpose: 'email-change', account: customer, newEmail: 'new@example.com', expiresAt: new Date('2025-06-02T10:00:00.000Z') });
      expect(await accountTokens.consume('h1', 'email-change', minutesAfter(6))).toBeNull();
    });

    it('refuses a reset token from its 30th minute on', async ({ ctx }) => {
      const { accountTokens } = ctx.repositories;
      await accountTokens.add(aToken(customer, 'password-reset', 'late'));
      await accountTokens.add(aToken(customer, 'password-reset', 'in-time'));

      expect(await accountTokens.consume('late', 'password-reset', minutesAfter(30))).toBeNull();
      expect(await accountTokens.consume('in-time', 'password-reset', new Date(minutesAfter(30).getTime() - 1))).not.toBeNull();
    });

    it('refuses a token of another purpose and an unknown hash', async ({ ctx }) => {
      const { accountTokens } = ctx.repositories;
      await accountTokens.add(aToken(customer, 'email-change', 'change'));

      expect(await accountTokens.consume('change', 'password-reset', minutesAfter(1))).toBeNull();
      expect(await accountTokens.consume('nothing', 'email-change', minutesAfter(1))).toBeNull();
      expect(await accountTokens.consume('change', 'email-change', minutesAfter(1))).not.toBeNull();
    });

    it('lets exactly one of many concurrent uses of a token win', async ({ ctx }) => {
      const { accountTokens } = ctx.repositories;
      await accountTokens.add(aToken(customer, 'password-reset', 'raced'));

      const outcomes = await Promise.all(Array.from({ length: 8 }, () => accountTokens.consume('raced', 'password-reset', minutesAfter(1))));

      expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    });

    it('revokes the unused tokens of one account and purpose only', async ({ ctx }) => {
      const { accountTokens } = ctx.repositories;
      await accountTokens.add(aToken(customer, 'password-reset', 'old-1'));
      await accountTokens.add(aToken(customer, 'password-reset', 'old-2'));
      await accountTokens.add(aToken(customer, 'email-change', 'change'));
      await accountTokens.add(aToken(business, 'password-reset', 'business'));

      expect(await accountTokens.revokeAll(customer, 'password-reset', minutesAfter(1))).toBe(2);

      expect(await accountTokens.consume('old-1', 'password-reset', minutesAfter(2))).toBeNull();
      expect(await accountTokens.consume('old-2', 'password-reset', minutesAfter(2))).toBeNull();
      expect(await accountTokens.consume('change', 'email-change', minutesAfter(2))).not.toBeNull();
      expect(await accountTokens.consume('business', 'password-reset', minutesAfter(2))).toMatchObject({ account: business });
    });

    it('deletes only tokens that expired before the given time', async ({ ctx }) => {
      const { accountTokens } = ctx.repositories;
      await accountTokens.add(aToken(customer, 'password-reset', 'reset'));
      await accountTokens.add(aToken(customer, 'email-change', 'change'));

      expect(await accountTokens.deleteExpired(minutesAfter(31))).toBe(1);

      expect(await accountTokens.consume('change', 'email-change', minutesAfter(32))).not.toBeNull();
    });
  });
}
