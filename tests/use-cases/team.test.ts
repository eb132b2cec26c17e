import { describe, expect, it } from 'vitest';
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import { UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { createHarness, type Harness } from './harness.js';
import { givenACustomer, givenARunningDeal, givenAVerifiedBusiness, type Shop } from './mothers.js';

const PASSWORD = 'till-password';

function tokenOf(acceptUrl: string): string {
  const token = new URL(acceptUrl).searchParams.get('token');
  if (!token) throw new Error(`no token in ${acceptUrl}`);
  return token;
}

async function invitations(h: Harness, to: string) {
  return (await h.repositories.outbox.listRecent(100)).filter((mail) => mail.kind === 'staff-invitation' && mail.to === to);
}

/** Invites and accepts: an active member, signed in under a session. */
async function givenAMember(h: Harness, shop: Shop, role: 'manager' | 'cashier', email = `${role}@staff.example`) {
  const { member, acceptUrl } = await h.inviteStaff.execute(shop.actor, { email, role });
  const account = await h.acceptInvitation.execute({ token: tokenOf(acceptUrl), name: `A ${role}`, password: PASSWORD });
  const session = await h.openSession.execute(account);
  return { member, account, session, actor: account.type === 'staff' ? account.member.toActor() : (null as never as Actor) };
}

describe('inviting staff', () => {
  it('writes the member, its link and the email in one go, and answers the link too', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h, { name: 'Corner Café' });
    const { member, acceptUrl } = await h.inviteStaff.execute(shop.actor, { email: 'Kim@Staff.example', name: 'Kim', role: 'cashier' });
    expect(member.toProps()).toMatchObject({ businessId: shop.id, email: 'kim@staff.example', name: 'Kim', role: 'cashier', acceptedAt: null, passwordHash: null });
    expect(acceptUrl).toMatch(/\/business\/join\?token=/);
    const [mail] = await invitations(h, 'kim@staff.example');
    expect(mail?.subject).toBe("You're invited to Corner Café on Discount Marketplace");
    expect(mail?.text).toContain(acceptUrl);
    expect(await h.listTeam.execute(shop.actor)).toHaveLength(1);
  });

  it('refuses an email that signs in a business or is on a team already (409), and anyone but the owner (403)', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const other = await givenAVerifiedBusiness(h, { email: 'other@shop.example' });
    await expect(h.inviteStaff.execute(shop.actor, { email: 'OTHER@shop.example', role: 'cashier' })).rejects.toMatchObject({ code: 'team.email_taken' });
    await h.inviteStaff.execute(other.actor, { email: 'busy@staff.example', role: 'cashier' });
    await expect(h.inviteStaff.execute(shop.actor, { email: 'busy@staff.example', role: 'manager' })).rejects.toMatchObject({ code: 'team.email_taken' });
    const manager = await givenAMember(h, shop, 'manager');
    await expect(h.inviteStaff.execute(manager.actor, { email: 'x@staff.example', role: 'cashier' })).rejects.toMatchObject({ code: 'auth.owner_only' });
    const customer = await givenACustomer(h);
    await expect(h.listTeam.execute(customer.actor)).rejects.toMatchObject({ code: 'auth.businesses_only' });
  });

  it('resends under a new link: the old one stops working', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const first = await h.inviteStaff.execute(shop.actor, { email: 'kim@staff.example', role: 'cashier' });
    const second = await h.resendInvitation.execute(shop.actor, first.member.id);
    expect(second.acceptUrl).not.toBe(first.acceptUrl);
    expect(await invitations(h, 'kim@staff.example')).toHaveLength(2);
    await expect(h.showInvitation.execute(tokenOf(first.acceptUrl))).rejects.toMatchObject({ code: 'team.invitation_not_found' });
    expect(await h.showInvitation.execute(tokenOf(second.acceptUrl))).toMatchObject({ email: 'kim@staff.example', role: 'cashier' });
  });

  it("never lets an owner touch another business's member (404)", async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const other = await givenAVerifiedBusiness(h, { email: 'other@shop.example' });
    const { member } = await h.inviteStaff.execute(other.actor, { email: 'kim@staff.example', role: 'cashier' });
    await expect(h.resendInvitation.execute(shop.actor, member.id)).rejects.toMatchObject({ code: 'team.member_not_found' });
    await expect(h.changeStaffRole.execute(shop.actor, member.id, 'manager')).rejects.toMatchObject({ code: 'team.member_not_found' });
    await expect(h.removeStaff.execute(shop.actor, member.id)).rejects.toMatchObject({ code: 'team.member_not_found' });
  });
});

describe('accepting an invitation', () => {
  it('makes the member active and signs them in as staff with their role, never as the platform owner', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const { account, session } = await givenAMember(h, shop, 'cashier');
    expect(account.type).toBe('staff');
    const resumed = await h.resumeSession.execute(session.id);
    expect(resumed?.account.type).toBe('staff');
    if (resumed?.account.type !== 'staff') throw new Error('not staff');
    expect(resumed.account.member.toActor()).toEqual({ kind: 'business', businessId: shop.id, role: 'business', teamRole: 'cashier', staffId: resumed.account.member.id });
  });

  it('uses the link once, and refuses a short password', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const { acceptUrl } = await h.inviteStaff.execute(shop.actor, { email: 'kim@staff.example', role: 'cashier' });
    await h.acceptInvitation.execute({ token: tokenOf(acceptUrl), name: 'Kim', password: PASSWORD });
    await expect(h.acceptInvitation.execute({ token: tokenOf(acceptUrl), name: 'Kim', password: PASSWORD })).rejects.toMatchObject({ code: 'team.invitation_not_found' });
    await expect(h.showInvitation.execute(tokenOf(acceptUrl))).rejects.toMatchObject({ code: 'team.invitation_not_found' });
  });

  it('refuses a link that expired (7 days)', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const { acceptUrl } = await h.inviteStaff.execute(shop.actor, { email: 'kim@staff.example', role: 'cashier' });
    h.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    await expect(h.acceptInvitation.execute({ token: tokenOf(acceptUrl), name: 'Kim', password: PASSWORD })).rejects.toMatchObject({ code: 'team.invitation_not_found' });
  });
});

describe('staff sign-in', () => {
  it('signs in a member at the business login, with the same answer as a wrong password otherwise', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    await givenAMember(h, shop, 'manager', 'kim@staff.example');
    const account = await h.logInBusiness.execute({ email: 'KIM@staff.example', password: PASSWORD });
    expect(account).toMatchObject({ type: 'staff', member: { role: 'manager' } });
    await expect(h.logInBusiness.execute({ email: 'kim@staff.example', password: 'wrong-password' })).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
    const { member } = await h.inviteStaff.execute(shop.actor, { email: 'pending@staff.example', role: 'cashier' });
    expect(member.status).toBe('invited');
    await expect(h.logInBusiness.execute({ email: 'pending@staff.example', password: '' })).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('refuses members of a disabled business, at sign-in and on their open sessions', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const { session } = await givenAMember(h, shop, 'cashier', 'kim@staff.example');
    const business = await h.repositories.businesses.findById(shop.id);
    business!.disable(h.clock.now());
    await h.repositories.businesses.save(business!);
    await expect(h.logInBusiness.execute({ email: 'kim@staff.example', password: PASSWORD })).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
    expect(await h.resumeSession.execute(session.id)).toBeNull();
  });

  it('lets a member change their own password and name, and reset a forgotten password', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const { actor } = await givenAMember(h, shop, 'cashier', 'kim@staff.example');
    await h.changePassword.execute(actor, { currentPassword: PASSWORD, password: 'a-new-password' });
    expect(await h.logInBusiness.execute({ email: 'kim@staff.example', password: 'a-new-password' })).toMatchObject({ type: 'staff' });
    const renamed = await h.updateAccount.execute(actor, { username: 'Kimberly' });
    expect(renamed).toMatchObject({ type: 'staff', member: { name: 'Kimberly' } });
    await h.requestPasswordReset.execute('business', 'kim@staff.example');
    const resets = (await h.repositories.outbox.listRecent(100)).filter((mail) => mail.kind === 'password-reset' && mail.to === 'kim@staff.example');
    expect(resets).toHaveLength(1);
    const business = await h.repositories.businesses.findById(shop.id);
    expect(business?.passwordHash).not.toBe('a-new-password');
  });
});

describe('changing a role and removing a member', () => {
  it('ends the member’s sessions at once; the new role holds at the next sign-in', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const deal = await givenARunningDeal(h, shop);
    const { member, session } = await givenAMember(h, shop, 'manager', 'kim@staff.example');
    await h.changeStaffRole.execute(shop.actor, member.id, 'cashier');
    expect(await h.resumeSession.execute(session.id)).toBeNull();
    const again = await h.logInBusiness.execute({ email: 'kim@staff.example', password: PASSWORD });
    if (again.type !== 'staff') throw new Error('not staff');
    await expect(h.updateDeal.execute(again.member.toActor(), deal.id, { title: 'Changed' })).rejects.toMatchObject({ code: 'auth.managers_only' });
  });

  it('removes a member: no session, no sign-in, the email free again', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const { member, session } = await givenAMember(h, shop, 'cashier', 'kim@staff.example');
    await h.removeStaff.execute(shop.actor, member.id);
    expect(await h.resumeSession.execute(session.id)).toBeNull();
    await expect(h.logInBusiness.execute({ email: 'kim@staff.example', password: PASSWORD })).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
    expect(await h.listTeam.execute(shop.actor)).toEqual([]);
    await expect(h.inviteStaff.execute(shop.actor, { email: 'kim@staff.example', role: 'cashier' })).resolves.toBeDefined();
  });

  it('cancels an invitation: its link stops working', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const { member, acceptUrl } = await h.inviteStaff.execute(shop.actor, { email: 'kim@staff.example', role: 'cashier' });
    await h.removeStaff.execute(shop.actor, member.id);
    await expect(h.acceptInvitation.execute({ token: tokenOf(acceptUrl), name: 'Kim', password: PASSWORD })).rejects.toMatchObject({ code: 'team.invitation_not_found' });
  });
});

describe('what each role may do', () => {
  it('keeps the money, settings and team from staff, deals from cashiers, and the till open to all', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const deal = await givenARunningDeal(h, shop);
    const manager = (await givenAMember(h, shop, 'manager')).actor;
    const cashier = (await givenAMember(h, shop, 'cashier')).actor;
    for (const staff of [manager, cashier]) {
      await expect(h.businessStats.execute(staff)).rejects.toMatchObject({ code: 'auth.owner_only' });
      await expect(h.payoutsOverview.execute(staff)).rejects.toMatchObject({ code: 'auth.owner_only' });
      await expect(h.listTeam.execute(staff)).rejects.toMatchObject({ code: 'auth.owner_only' });
      await expect(h.getBusinessSettings.execute(staff)).rejects.toMatchObject({ code: 'auth.owner_only' });
      await expect(h.validateCode.execute(staff, { kind: 'text', value: 'NOPE-NOPE' })).rejects.toMatchObject({ code: expect.not.stringMatching(/^auth\./) });
    }
    await expect(h.updateDeal.execute(manager, deal.id, { title: 'By the manager' })).resolves.toMatchObject({ title: 'By the manager' });
    await expect(h.updateDeal.execute(cashier, deal.id, { title: 'By the cashier' })).rejects.toMatchObject({ code: 'auth.managers_only' });
    await expect(h.businessStats.execute(shop.actor)).resolves.toBeDefined();
  });
});

describe('the demo staff', () => {
  it('are seeded in demo mode only, and sign in with their public passwords', async () => {
    const off = createHarness({ demoMode: false });
    await off.seed.execute({ admin: { email: 'admin@test.example', password: 'admin-secret' }, demo: false });
    await expect(off.logInBusiness.execute({ email: 'cashier@business.example', password: 'demo-cashier' })).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
    const on = createHarness();
    const report = await on.seed.execute({ admin: { email: 'admin@test.example', password: 'admin-secret' }, demo: true });
    expect(report.staffCreated).toBe(2);
    expect(await on.logInBusiness.execute({ email: 'cashier@business.example', password: 'demo-cashier' })).toMatchObject({ type: 'staff', member: { role: 'cashier' } });
    expect(await on.logInBusiness.execute({ email: 'manager@business.example', password: 'demo-manager' })).toMatchObject({ type: 'staff', member: { role: 'manager' } });
    // Demo mode turned off later: the demo business is disabled, and its staff with it.
    await on.seed.execute({ admin: { email: 'admin@test.example', password: 'admin-secret' }, demo: false });
    await expect(on.logInBusiness.execute({ email: 'cashier@business.example', password: 'demo-cashier' })).rejects.toMatchObject({ code: 'auth.invalid_credentials' });
  });
});

describe('one email, one portal sign-in', () => {
  it('refuses a business registration or email change to an address on a team', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    await givenAMember(h, shop, 'cashier', 'kim@staff.example');
    await expect(h.registerBusiness.execute({ name: 'Kim Shop', email: 'kim@staff.example', password: 'secret-123', category: 'Retail' })).rejects.toMatchObject({ code: 'business.email_taken' });
    const other = await givenAVerifiedBusiness(h, { email: 'other@shop.example', passwordHash: 'plain$secret-123' });
    await expect(h.requestEmailChange.execute(other.actor, { currentPassword: 'secret-123', newEmail: 'kim@staff.example' })).rejects.toMatchObject({ code: 'business.email_taken' });
  });
});
