import type { AccountRef } from './account-ref.js';
import { ANONYMOUS, type Actor } from './actor.js';
import type { Business } from './business.js';
import type { User } from './user.js';

/** A signed-in account: a user (customer or admin) or a business. */
export type Account = { type: 'user'; user: User } | { type: 'business'; business: Business };

export function accountRef(account: Account): AccountRef {
  return account.type === 'user' ? { type: 'user', id: account.user.id } : { type: 'business', id: account.business.id };
}

export function actorOf(account: Account | null): Actor {
  if (!account) return ANONYMOUS;
  return account.type === 'user' ? account.user.toActor() : account.business.toActor();
}
