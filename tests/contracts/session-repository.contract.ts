import { ADMIN_ACCOUNT_ID } from '@marketplace/core/accounts/domain/actor';
import { Session } from '@marketplace/core/accounts/domain/session';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aSession } from './mothers/session.mother.js';
import { aUser } from './mothers/user.mother.js';
import { aBusiness } from './mothers/business.mother.js';

const HOUR = 60 * 60 * 1000;

export function sessionRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('SessionRepository', () => {
    it('stores a session and gives every field back', async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const session = aSession({ type: 'business', id: 7 }, new Date('2025-06-01T12:34:56.789Z'));

      await sessions.add(session);

      expect((await sessions.findById(session.id))?.toProps()).toEqual(session.toProps());
    });

    it('answers null for an unknown session', async ({ ctx }) => {
      expect(await ctx.repositories.sessions.findById('no-such-session')).toBeNull();
    });

    it("reads a session with its account's rows: a customer, a business, a staff member with their business", async ({ ctx }) => {
      const { sessions, users, businesses, staff } = ctx.repositories;
      const user = await users.add(aUser());
      const business = await businesses.add(aBusiness());
      const at = new Date('2025-06-01T12:00:00.000Z');
      const member = await staff.add({ businessId: business.id, email: 'kim@staff.example', name: 'Kim', role: 'cashier', passwordHash: 'hash', invitedAt: at, acceptedAt: at, removedAt: null });
      const [ofUser, ofBusiness, ofMember] = [aSession({ type: 'user', id: user.id }, at), aSession({ type: 'business', id: business.id }, at), aSession({ type: 'staff', id: member.id }, at)];
      for (const session of [ofUser, ofBusiness, ofMember]) await sessions.add(session);

      const read = async (id: string) => {
        const found = await sessions.findWithAccount(id);
        return found && { session: found.session.toProps(), user: found.user?.toProps() ?? null, member: found.member?.toProps() ?? null, business: found.business?.toProps() ?? null };
      };
      const businessProps = (await businesses.findById(business.id))!.toProps();
      expect(await read(ofUser.id)).toEqual({ session: ofUser.toProps(), user: (await users.findById(user.id))!.toProps(), member: null, business: null });
      expect(await read(ofBusiness.id)).toEqual({ session: ofBusiness.toProps(), user: null, member: null, business: businessProps });
      expect(await read(ofMember.id)).toEqual({ session: ofMember.toProps(), user: null, member: (await staff.findById(member.id))!.toProps(), business: businessProps });
    });

    it("reads a session whose account is gone with no account rows, and an unknown one as null", async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const orphan = aSession({ type: 'user', id: 987_654 });
      const orphanMember = aSession({ type: 'staff', id: 987_654 });
      await sessions.add(orphan);
      await sessions.add(orphanMember);

      for (const session of [orphan, orphanMember]) {
        const found = await sessions.findWithAccount(session.id);
        expect({ session: found?.session.toProps(), user: found?.user, member: found?.member, business: found?.business }).toEqual({ session: session.toProps(), user: null, member: null, business: null });
      }
      expect(await sessions.findWithAccount('no-such-session')).toBeNull();
    });

    it('refuses a second session with the same id', async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const session = aSession({ type: 'user', id: 1 });
      await sessions.add(session);

      await expectDomainError(sessions.add(session), ConflictError);
    });

    it('saves a touched session', async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const openedAt = new Date('2025-06-01T12:00:00.000Z');
      const session = aSession({ type: 'user', id: 1 }, openedAt);
      await sessions.add(session);

      expect(session.touch(new Date(openedAt.getTime() + HOUR))).toBe(true);
      await sessions.save(session);

      const found = await sessions.findById(session.id);
      expect(found?.toProps()).toEqual(session.toProps());
      expect(found?.toProps().lastSeenAt).toEqual(new Date(openedAt.getTime() + HOUR));
    });

    it("gives a session back with its account's policy: the admin's idle out after 30 minutes, others' after 7 days", async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const openedAt = new Date('2025-06-01T12:00:00.000Z');
      const admin = aSession({ type: 'user', id: ADMIN_ACCOUNT_ID }, openedAt);
      const customer = aSession({ type: 'user', id: 1 }, openedAt);
      await sessions.add(admin);
      await sessions.add(customer);

      const later = new Date(openedAt.getTime() + 31 * 60 * 1000);
      expect((await sessions.findById(admin.id))?.isActive(later)).toBe(false);
      expect((await sessions.findById(customer.id))?.isActive(later)).toBe(true);
      expect((await sessions.findById(admin.id))?.expiresAt).toEqual(new Date(openedAt.getTime() + 30 * 60 * 1000));
    });

    it('refuses to save a session it does not know', async ({ ctx }) => {
      const ghost = aSession({ type: 'user', id: 1 });

      await expectDomainError(ctx.repositories.sessions.save(ghost), NotFoundError);
      expect(await ctx.repositories.sessions.findById(ghost.id)).toBeNull();
    });

    it('deletes a session, and deleting an unknown one is harmless', async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const kept = aSession({ type: 'user', id: 1 });
      const deleted = aSession({ type: 'user', id: 1 });
      await sessions.add(kept);
      await sessions.add(deleted);

      await sessions.delete(deleted.id);
      await sessions.delete('no-such-session');

      expect(await sessions.findById(deleted.id)).toBeNull();
      expect(await sessions.findById(kept.id)).not.toBeNull();
    });

    it('deletes every session of one account and no other', async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const user = await ctx.repositories.users.add(aUser());
      const mine = [aSession({ type: 'user', id: user.id }), aSession({ type: 'user', id: user.id })];
      const sameIdBusiness = aSession({ type: 'business', id: user.id });
      const otherUser = aSession({ type: 'user', id: user.id + 1 });
      for (const session of [...mine, sameIdBusiness, otherUser]) await sessions.add(session);

      expect(await sessions.deleteAllFor({ type: 'user', id: user.id })).toBe(2);

      for (const session of mine) expect(await sessions.findById(session.id)).toBeNull();
      expect(await sessions.findById(sameIdBusiness.id)).not.toBeNull();
      expect(await sessions.findById(otherUser.id)).not.toBeNull();
      expect(await sessions.deleteAllFor({ type: 'user', id: user.id })).toBe(0);
    });

    it('sweeps the sessions whose expiry has been reached, and only those', async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const sweepAt = new Date('2025-06-20T00:00:00.000Z');
      const expiringAt = (instant: Date): Session =>
        Session.restore({ ...aSession({ type: 'user', id: 1 }).toProps(), expiresAt: instant });
      const longGone = expiringAt(new Date(sweepAt.getTime() - HOUR));
      const endingNow = expiringAt(sweepAt);
      const stillLive = expiringAt(new Date(sweepAt.getTime() + 1));
      for (const session of [longGone, endingNow, stillLive]) await sessions.add(session);

      expect(endingNow.isActive(sweepAt)).toBe(false);
      expect(await sessions.deleteExpired(sweepAt)).toBe(2);

      expect(await sessions.findById(longGone.id)).toBeNull();
      expect(await sessions.findById(endingNow.id)).toBeNull();
      expect(await sessions.findById(stillLive.id)).not.toBeNull();
      expect(await sessions.deleteExpired(sweepAt)).toBe(0);
    });

    it('keeps what is stored when a caller changes a session without saving it', async ({ ctx }) => {
      const { sessions } = ctx.repositories;
      const openedAt = new Date('2025-06-01T12:00:00.000Z');
      const session = aSession({ type: 'user', id: 1 }, openedAt);
      await sessions.add(session);

      session.touch(new Date(openedAt.getTime() + HOUR));

      expect((await sessions.findById(session.id))?.toProps().lastSeenAt).toEqual(openedAt);
    });
  });
}
