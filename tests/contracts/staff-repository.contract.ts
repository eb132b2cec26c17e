import { issueAccountToken } from '@marketplace/core/accounts/domain/account-token';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { StaffMember } from '@marketplace/core/team/domain/staff-member';
import { describe, expect } from 'vitest';
import { contractTest, type ContractContext, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aBusiness } from './mothers/business.mother.js';

const INVITED = new Date('2025-06-01T10:00:00.000Z');
const later = (minutes: number) => new Date(INVITED.getTime() + minutes * 60_000);

async function aShop(ctx: ContractContext): Promise<number> {
  return (await ctx.repositories.businesses.add(aBusiness())).id;
}

export function staffRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('StaffRepository', () => {
    it('adds an invited member and reads it back by id and by email, whatever the case', async ({ ctx }) => {
      const { staff } = ctx.repositories;
      const businessId = await aShop(ctx);
      const added = await staff.add(StaffMember.invite({ businessId, email: 'Kim@Staff.example', name: 'Kim', role: 'cashier', now: INVITED }));
      expect(added.toProps()).toEqual({
        id: added.id,
        businessId,
        email: 'kim@staff.example',
        name: 'Kim',
        role: 'cashier',
        passwordHash: null,
        invitedAt: INVITED,
        acceptedAt: null,
        removedAt: null,
      });
      expect((await staff.findById(added.id))?.toProps()).toEqual(added.toProps());
      expect((await staff.findByEmail('KIM@staff.example'))?.id).toBe(added.id);
      expect(await staff.findByEmail('nobody@staff.example')).toBeNull();
      expect(await staff.findById(added.id + 1000)).toBeNull();
    });

    it('saves acceptance, role and removal; a removed member is out of the email look-up and the list', async ({ ctx }) => {
      const { staff } = ctx.repositories;
      const businessId = await aShop(ctx);
      const member = await staff.add(StaffMember.invite({ businessId, email: 'kim@staff.example', role: 'manager', now: INVITED }));
      member.accept({ name: 'Kim', passwordHash: 'hash', now: later(1) });
      member.changeRole('cashier');
      await staff.save(member);
      expect((await staff.findById(member.id))?.toProps()).toMatchObject({ name: 'Kim', passwordHash: 'hash', acceptedAt: later(1), role: 'cashier' });
      expect((await staff.listByBusiness(businessId)).map((m) => m.id)).toEqual([member.id]);

      member.remove(later(2));
      await staff.save(member);
      expect((await staff.findById(member.id))?.status).toBe('removed');
      expect(await staff.findByEmail('kim@staff.example')).toBeNull();
      expect(await staff.listByBusiness(businessId)).toEqual([]);
    });

    it('keeps one email per member not removed, across businesses; a removed member frees it', async ({ ctx }) => {
      const { staff } = ctx.repositories;
      const first = await aShop(ctx);
      const second = await aShop(ctx);
      const member = await staff.add(StaffMember.invite({ businessId: first, email: 'kim@staff.example', role: 'cashier', now: INVITED }));
      await expectDomainError(staff.add(StaffMember.invite({ businessId: second, email: 'KIM@staff.example', role: 'cashier', now: INVITED })), ConflictError, 'team.email_taken');
      member.remove(later(1));
      await staff.save(member);
      const again = await staff.add(StaffMember.invite({ businessId: second, email: 'kim@staff.example', role: 'manager', now: later(2) }));
      expect(again.businessId).toBe(second);
    });

    it("lists one business's members only, oldest invitation first", async ({ ctx }) => {
      const { staff } = ctx.repositories;
      const mine = await aShop(ctx);
      const theirs = await aShop(ctx);
      const newer = await staff.add(StaffMember.invite({ businessId: mine, email: 'b@staff.example', role: 'cashier', now: later(5) }));
      const older = await staff.add(StaffMember.invite({ businessId: mine, email: 'a@staff.example', role: 'manager', now: later(1) }));
      await staff.add(StaffMember.invite({ businessId: theirs, email: 'c@staff.example', role: 'cashier', now: later(0) }));
      expect((await staff.listByBusiness(mine)).map((m) => m.id)).toEqual([older.id, newer.id]);
    });

    it('finds a usable invitation token without using it up', async ({ ctx }) => {
      const { accountTokens } = ctx.repositories;
      const account = { type: 'staff' as const, id: 5 };
      await accountTokens.add(issueAccountToken({ purpose: 'staff-invitation', account, tokenHash: 'invite-hash', now: INVITED }));
      expect(await accountTokens.findUsable('invite-hash', 'staff-invitation', later(1))).toMatchObject({ account, usedAt: null });
      expect(await accountTokens.findUsable('invite-hash', 'password-reset', later(1))).toBeNull();
      expect(await accountTokens.findUsable('invite-hash', 'staff-invitation', later(7 * 24 * 60))).toBeNull();
      expect(await accountTokens.consume('invite-hash', 'staff-invitation', later(2))).not.toBeNull();
      expect(await accountTokens.findUsable('invite-hash', 'staff-invitation', later(3))).toBeNull();
    });
  });
}
