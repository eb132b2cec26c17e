import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '@marketplace/core/accounts/domain/email-preferences';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aUser } from './mothers/user.mother.js';

const AT = new Date('2025-03-02T09:00:00.000Z');
const INITIAL: EmailPreferences = { ...DEFAULT_EMAIL_PREFERENCES };

export function emailPreferencesRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('EmailPreferencesRepository', () => {
    it('has nothing for a customer who never saved a choice', async ({ ctx }) => {
      const user = await ctx.repositories.users.add(aUser());

      expect(await ctx.repositories.emailPreferences.find(user.id)).toBeNull();
    });

    it('starts a first change from the initial set and keeps it', async ({ ctx }) => {
      const { users, emailPreferences } = ctx.repositories;
      const user = await users.add(aUser());

      const saved = await emailPreferences.update(user.id, { newsletter: true, purchaseReceipts: false }, INITIAL, AT);

      const expected = { ...INITIAL, newsletter: true, purchaseReceipts: false };
      expect(saved).toEqual(expected);
      expect(await emailPreferences.find(user.id)).toEqual(expected);
    });

    it('changes only the switches named, keeping the others as stored', async ({ ctx }) => {
      const { users, emailPreferences } = ctx.repositories;
      const user = await users.add(aUser());
      await emailPreferences.update(user.id, { newsletter: true, newDeals: false }, INITIAL, AT);

      const saved = await emailPreferences.update(user.id, { expiryReminders: false }, INITIAL, AT);

      expect(saved).toEqual({ purchaseReceipts: true, expiryReminders: false, newDeals: false, newsletter: true, favoriteDeals: false });
    });

    it('keeps every customer’s choices apart', async ({ ctx }) => {
      const { users, emailPreferences } = ctx.repositories;
      const [a, b] = [await users.add(aUser()), await users.add(aUser())];

      await emailPreferences.update(a.id, { newsletter: true }, INITIAL, AT);

      expect(await emailPreferences.find(b.id)).toBeNull();
      expect((await emailPreferences.find(a.id))?.newsletter).toBe(true);
    });

    it('lets concurrent changes to different switches all stick', async ({ ctx }) => {
      const { users, emailPreferences } = ctx.repositories;
      const user = await users.add(aUser());
      await emailPreferences.update(user.id, {}, INITIAL, AT);

      await Promise.all([
        emailPreferences.update(user.id, { purchaseReceipts: false }, INITIAL, AT),
        emailPreferences.update(user.id, { newsletter: true }, INITIAL, AT),
        emailPreferences.update(user.id, { newDeals: false }, INITIAL, AT),
      ]);

      expect(await emailPreferences.find(user.id)).toEqual({ purchaseReceipts: false, expiryReminders: true, newDeals: false, newsletter: true, favoriteDeals: false });
    });
  });
}
