import type { Account } from '../../accounts/domain/account.js';
import type { StaffRole } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import { INVITATION_NOT_FOUND_MESSAGE } from '../schemas/team.schema.js';
import type { TeamDeps } from './team-deps.js';

function invitationNotFound(): NotFoundError {
  return new NotFoundError('team.invitation_not_found', INVITATION_NOT_FOUND_MESSAGE);
}

export interface InvitationDetails {
  businessName: string;
  email: string;
  name: string | null;
  role: StaffRole;
}

/** Who invites, for the accept page: an unknown, expired, used or cancelled link is "not found". */
export class ShowInvitation {
  constructor(private readonly deps: Pick<TeamDeps, 'repositories' | 'secrets' | 'clock'>) {}

  async execute(token: string): Promise<InvitationDetails> {
    const { repositories, secrets, clock } = this.deps;
    const found = await repositories.accountTokens.findUsable(secrets.hashOf(token), 'staff-invitation', clock.now());
    if (!found || found.account.type !== 'staff') throw invitationNotFound();
    const member = await repositories.staff.findById(found.account.id);
    if (!member || member.status !== 'invited') throw invitationNotFound();
    const business = await repositories.businesses.findById(member.businessId);
    if (!business || business.disabled) throw invitationNotFound();
    return { businessName: business.name, email: member.email, name: member.name, role: member.role };
  }
}

/**
 * The invitation accepted: the link's token is used up in one atomic step, the member chooses a
 * name and a password (the password rules of every account) and becomes active. @returns the
 * account, for the caller to sign in.
 */
export class AcceptInvitation {
  constructor(private readonly deps: Pick<TeamDeps, 'transactions' | 'secrets' | 'hasher' | 'clock'>) {}

  async execute(input: { token: string; name: string; password: string }): Promise<Account> {
    const { transactions, secrets, hasher, clock } = this.deps;
    const passwordHash = await hasher.hash(input.password);
    const now = clock.now();
    return transactions.run(async (tx) => {
      const used = await tx.accountTokens.consume(secrets.hashOf(input.token), 'staff-invitation', now);
      if (!used || used.account.type !== 'staff') throw invitationNotFound();
      const member = await tx.staff.findById(used.account.id);
      if (!member || member.status !== 'invited') throw invitationNotFound();
      const business = await tx.businesses.findById(member.businessId);
      if (!business || business.disabled) throw invitationNotFound();
      member.accept({ name: input.name, passwordHash, now });
      await tx.staff.save(member);
      return { type: 'staff', member, business };
    });
  }
}
