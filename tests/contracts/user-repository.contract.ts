import { ADMIN_ACCOUNT_ID } from '@marketplace/core/accounts/domain/actor';
import { User } from '@marketplace/core/accounts/domain/user';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aUser } from './mothers/user.mother.js';

export function userRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('UserRepository', () => {
    it('stores a new user with an id and gives every field back', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const input = aUser({ createdAt: new Date('2025-03-04T05:06:07.890Z') });

      const added = await users.add(input);
      const found = await users.findById(added.id);

      expect(added.id).toBeGreaterThan(0);
      expect(added.toProps()).toEqual({ ...input, id: added.id });
      expect(found?.toProps()).toEqual({ ...input, id: added.id });
    });

    it('gives each new user its own id', async ({ ctx }) => {
      const first = await ctx.repositories.users.add(aUser());
      const second = await ctx.repositories.users.add(aUser());

      expect(second.id).not.toBe(first.id);
    });

    it('answers null for an unknown id, email or username', async ({ ctx }) => {
      const { users } = ctx.repositories;
      await users.add(aUser());

      expect(await users.findById(424242)).toBeNull();
      expect(await users.findByEmail('nobody@example.com')).toBeNull();
      expect(await users.findByUsername('nobody')).toBeNull();
    });

    it('finds a user by email whatever its case', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const added = await users.add(aUser({ email: 'jane@example.com' }));

      expect((await users.findByEmail('jane@example.com'))?.id).toBe(added.id);
      expect((await users.findByEmail('Jane@Example.COM'))?.id).toBe(added.id);
    });

    it('finds a user by username whatever its case', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const added = await users.add(aUser({ username: 'JaneDoe' }));

      expect((await users.findByUsername('JaneDoe'))?.id).toBe(added.id);
      expect((await users.findByUsername('janedoe'))?.id).toBe(added.id);
    });

    it('refuses a second user with the same email, in any case', async ({ ctx }) => {
      const { users } = ctx.repositories;
      await users.add(aUser({ email: 'taken@example.com' }));

      await expectDomainError(users.add(aUser({ email: 'taken@example.com' })), ConflictError, 'user.email_taken');
      await expectDomainError(users.add(aUser({ email: 'TAKEN@example.com' })), ConflictError, 'user.email_taken');
    });

    it('refuses a second user with the same username, in any case', async ({ ctx }) => {
      const { users } = ctx.repositories;
      await users.add(aUser({ username: 'coffeefan' }));

      await expectDomainError(users.add(aUser({ username: 'coffeefan' })), ConflictError, 'user.username_taken');
      await expectDomainError(users.add(aUser({ username: 'CoffeeFan' })), ConflictError, 'user.username_taken');
    });

    it('stores nothing when it refuses a duplicate', async ({ ctx }) => {
      const { users } = ctx.repositories;
      await users.add(aUser({ email: 'taken@example.com' }));

      await expectDomainError(users.add(aUser({ email: 'taken@example.com', username: 'newcomer' })), ConflictError);

      expect(await users.findByUsername('newcomer')).toBeNull();
    });

    it('honours a forced id (the admin, 999) and hands out later ids above it', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const admin = await users.add(aUser({ role: 'admin' }), { id: ADMIN_ACCOUNT_ID });
      const next = await users.add(aUser());

      expect(admin.id).toBe(ADMIN_ACCOUNT_ID);
      expect((await users.findById(ADMIN_ACCOUNT_ID))?.isAdmin).toBe(true);
      expect(next.id).toBeGreaterThan(ADMIN_ACCOUNT_ID);
      expect(await users.findById(next.id)).not.toBeNull();
    });

    it('saves changes to a user', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const user = await users.add(aUser());

      user.updateProfile({ username: 'renamed', email: 'Renamed@Example.com' });
      user.changePasswordHash('new-hash');
      await users.save(user);

      const found = await users.findById(user.id);
      expect(found?.toProps()).toEqual({ ...user.toProps(), email: 'renamed@example.com' });
      expect((await users.findByEmail('renamed@example.com'))?.id).toBe(user.id);
    });

    it('stores a disabled state and clears it again', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const user = await users.add(aUser());
      const at = new Date('2025-06-01T12:34:56.789Z');

      expect(user.disable(at)).toBe(true);
      await users.save(user);
      const disabled = await users.findByEmail(user.email);
      expect(disabled?.disabled).toBe(true);
      expect(disabled?.toProps().disabledAt).toEqual(at);

      expect(disabled!.enable()).toBe(true);
      await users.save(disabled!);
      expect((await users.findById(user.id))?.toProps()).toEqual({ ...user.toProps(), disabledAt: null });
    });

    it('saves a user with its own unchanged email and username', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const user = await users.add(aUser());

      await users.save(user);

      expect((await users.findById(user.id))?.toProps()).toEqual(user.toProps());
    });

    it('refuses to save an email or username another user has', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const other = await users.add(aUser({ username: 'other', email: 'other@example.com' }));
      const user = await users.add(aUser());

      const withEmail = User.restore({ ...user.toProps(), email: other.email });
      await expectDomainError(users.save(withEmail), ConflictError, 'user.email_taken');
      const withUsername = User.restore({ ...user.toProps(), username: 'OTHER' });
      await expectDomainError(users.save(withUsername), ConflictError, 'user.username_taken');

      expect((await users.findById(user.id))?.toProps()).toEqual(user.toProps());
    });

    it('refuses to save a user it does not know', async ({ ctx }) => {
      const ghost = User.restore({ ...aUser(), id: 424242 });

      await expectDomainError(ctx.repositories.users.save(ghost), NotFoundError);
      expect(await ctx.repositories.users.findById(424242)).toBeNull();
    });

    it('keeps what is stored when a caller changes an entity without saving it', async ({ ctx }) => {
      const { users } = ctx.repositories;
      const user = await users.add(aUser({ username: 'original' }));
      const loaded = await users.findById(user.id);

      user.updateProfile({ username: 'changed-after-add' });
      loaded?.updateProfile({ username: 'changed-after-find' });

      expect((await users.findById(user.id))?.username).toBe('original');
    });
  });
}
