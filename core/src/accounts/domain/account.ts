import type { StaffMember } from '../../team/domain/staff-member.js';
import type { AccountRef } from './account-ref.js';
import { ANONYMOUS, type Actor } from './actor.js';
import type { Business } from './business.js';
import type { User } from './user.js';

/**
 * A signed-in account: a user (customer or admin), a business (its owner's login), or a member of
 * a business's staff with that business.
 */
export type Account =
  | { type: 'user'; user: User }
  | { type: 'business'; business: Business }
  | { type: 'staff'; member: StaffMember; business: Business };

export function accountRef(account: Account): AccountRef {
  if (account.type === 'user') return { type: 'user', id: account.user.id };
  if (account.type === 'staff') return { type: 'staff', id: account.member.id };
  return { type: 'business', id: account.business.id };
}

export function actorOf(account: Account | null): Actor {
  if (!account) return ANONYMOUS;
  if (account.type === 'user') return account.user.toActor();
  if (account.type === 'staff') return account.member.toActor();
  return account.business.toActor();
}
