import type { AccountRef } from '../../accounts/domain/account-ref.js';
import { ACCOUNT_TOKEN_LIFETIME_MS, issueAccountToken } from '../../accounts/domain/account-token.js';
import { requireBusinessOwner, type Actor, type StaffRole } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import { normaliseEmail } from '../../accounts/domain/user.js';
import { linkTo } from '../../accounts/application/account-recovery-deps.js';
import { outboxDraft } from '../../mail/domain/outbox-email.js';
import { renderStaffInvitation } from '../../mail/domain/staff-invitation.email.js';
import { ConflictError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import { StaffMember } from '../domain/staff-member.js';
import { STAFF_ROLE_LABELS, EMAIL_OF_A_BUSINESS_MESSAGE, EMAIL_ON_A_TEAM_MESSAGE, MEMBER_NOT_FOUND_MESSAGE } from '../schemas/team.schema.js';
import { STAFF_JOIN_PATH, type TeamDeps } from './team-deps.js';

/** A member with the link that accepts their invitation (shown to the owner to pass on by hand). */
export interface SentInvitation {
  member: StaffMember;
  acceptUrl: string;
}

function staffRef(member: StaffMember): AccountRef {
  return { type: 'staff', id: member.id };
}

function memberNotFound(): NotFoundError {
  return new NotFoundError('team.member_not_found', MEMBER_NOT_FOUND_MESSAGE);
}

/** The business's member by id; another business's member, or a removed one, is "not found". */
async function memberOf(staff: Repositories['staff'], businessId: number, id: number): Promise<StaffMember> {
  const member = await staff.findById(id);
  if (!member || !member.belongsTo(businessId) || member.status === 'removed') throw memberNotFound();
  return member;
}

async function ownerBusiness(deps: TeamDeps, actor: Actor): Promise<Business> {
  const { businessId } = requireBusinessOwner(actor);
  const business = await deps.repositories.businesses.findById(businessId);
  if (!business) throw new NotFoundError('business.not_found', 'Business not found');
  return business;
}

/**
 * Writes a fresh invitation link for the member (earlier ones stop working) and its email, in the
 * caller's transaction. @returns the link and the outbox id.
 */
async function writeInvitation(deps: TeamDeps, tx: Repositories, business: Business, member: StaffMember, now: Date): Promise<{ acceptUrl: string; outboxId: number | null }> {
  const secret = deps.secrets.issue();
  const ref = staffRef(member);
  await tx.accountTokens.revokeAll(ref, 'staff-invitation', now);
  const token = await tx.accountTokens.add(issueAccountToken({ purpose: 'staff-invitation', account: ref, tokenHash: secret.hash, now }));
  const acceptUrl = linkTo(deps.publicUrl, STAFF_JOIN_PATH, secret.token);
  const rendered = renderStaffInvitation({
    businessName: business.name,
    name: member.name,
    roleLabel: STAFF_ROLE_LABELS[member.role],
    acceptUrl,
    days: ACCOUNT_TOKEN_LIFETIME_MS['staff-invitation'] / 86_400_000,
    publicUrl: deps.publicUrl,
  });
  const outboxId = await tx.outbox.add(outboxDraft(rendered, { kind: 'staff-invitation', dedupeKey: `staff-invitation:${token.id}`, to: member.email }), now);
  return { acceptUrl, outboxId };
}

/** The owner's team: every member invited or active, oldest first. */
export class ListTeam {
  constructor(private readonly deps: Pick<TeamDeps, 'repositories'>) {}

  async execute(actor: Actor): Promise<StaffMember[]> {
    const { businessId } = requireBusinessOwner(actor);
    return this.deps.repositories.staff.listByBusiness(businessId);
  }
}

/**
 * The owner invites someone by email with a role. The member row, the link's token and the email
 * are written in one transaction; an email that signs in a business, or is on a team already, is
 * refused (a login must name one account).
 */
export class InviteStaff {
  constructor(private readonly deps: TeamDeps) {}

  async execute(actor: Actor, input: { email: string; name?: string | undefined; role: StaffRole }): Promise<SentInvitation> {
    const business = await ownerBusiness(this.deps, actor);
    const email = normaliseEmail(input.email);
    const now = this.deps.clock.now();
    const { member, acceptUrl, outboxId } = await this.deps.transactions.run(
      async (tx) => {
        if (await tx.businesses.findByEmail(email)) throw new ConflictError('team.email_taken', EMAIL_OF_A_BUSINESS_MESSAGE);
        if (await tx.staff.findByEmail(email)) throw new ConflictError('team.email_taken', EMAIL_ON_A_TEAM_MESSAGE);
        const member = await tx.staff.add(StaffMember.invite({ businessId: business.id, email, name: input.name, role: input.role, now }));
        return { member, ...(await writeInvitation(this.deps, tx, business, member, now)) };
      },
      { exclusiveKey: `staff-email:${email}` },
    );
    if (outboxId !== null) await this.deps.emailDispatch.dispatch([outboxId]);
    return { member, acceptUrl };
  }
}

/** A new link for an open invitation: the earlier link stops working, the email goes again. */
export class ResendInvitation {
  constructor(private readonly deps: TeamDeps) {}

  async execute(actor: Actor, memberId: number): Promise<SentInvitation> {
    const business = await ownerBusiness(this.deps, actor);
    const now = this.deps.clock.now();
    const { member, acceptUrl, outboxId } = await this.deps.transactions.run(async (tx) => {
      const member = await memberOf(tx.staff, business.id, memberId);
      member.reinvite(now);
      await tx.staff.save(member);
      return { member, ...(await writeInvitation(this.deps, tx, business, member, now)) };
    });
    if (outboxId !== null) await this.deps.emailDispatch.dispatch([outboxId]);
    return { member, acceptUrl };
  }
}

/** A new role; the member's sessions end, so the next sign-in carries it (and the actor is rebuilt per request anyway). */
export class ChangeStaffRole {
  constructor(private readonly deps: Pick<TeamDeps, 'transactions'>) {}

  async execute(actor: Actor, memberId: number, role: StaffRole): Promise<StaffMember> {
    const { businessId } = requireBusinessOwner(actor);
    return this.deps.transactions.run(async (tx) => {
      const member = await memberOf(tx.staff, businessId, memberId);
      if (member.role === role) return member;
      member.changeRole(role);
      await tx.staff.save(member);
      await tx.sessions.deleteAllFor(staffRef(member));
      return member;
    });
  }
}

/**
 * Removes a member, or cancels an invitation not yet accepted: their sessions end at once, their
 * links stop working, and their email is free again. The row stays for the redemption log.
 */
export class RemoveStaff {
  constructor(private readonly deps: Pick<TeamDeps, 'transactions' | 'clock'>) {}

  async execute(actor: Actor, memberId: number): Promise<StaffMember> {
    const { businessId } = requireBusinessOwner(actor);
    const now = this.deps.clock.now();
    return this.deps.transactions.run(async (tx) => {
      const member = await memberOf(tx.staff, businessId, memberId);
      member.remove(now);
      await tx.staff.save(member);
      const ref = staffRef(member);
      await tx.sessions.deleteAllFor(ref);
      await tx.accountTokens.revokeAll(ref, 'staff-invitation', now);
      await tx.accountTokens.revokeAll(ref, 'password-reset', now);
      return member;
    });
  }
}
