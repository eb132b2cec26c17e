import { ForbiddenError, UnauthenticatedError } from '../../shared/domain/domain-error.js';

/** The special admin account's id, fixed by the specification. */
export const ADMIN_ACCOUNT_ID = 999;

export type BusinessRole = 'business' | 'owner';

/**
 * Who is asking. Built by the delivery layer from the session; every permission rule of the
 * specification's role tables is decided from it here in the core.
 */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'customer'; userId: number }
  | { kind: 'business'; businessId: number; role: BusinessRole }
  | { kind: 'admin'; userId: number };

export const ANONYMOUS: Actor = { kind: 'anonymous' };

type Of<K extends Actor['kind']> = Extract<Actor, { kind: K }>;

function refuse(actor: Actor, message: string, code: string): never {
  if (actor.kind === 'anonymous') throw new UnauthenticatedError('auth.required', 'Please sign in to continue.');
  throw new ForbiddenError(code, message);
}

/** Only customers (accounts of type user) buy and hold purchases. */
export function requireCustomer(actor: Actor): Of<'customer'> {
  if (actor.kind === 'customer') return actor;
  return refuse(actor, 'Only customer accounts can do this.', 'auth.customers_only');
}

export function requireBusiness(actor: Actor): Of<'business'> {
  if (actor.kind === 'business') return actor;
  return refuse(actor, 'Only business accounts can do this.', 'auth.businesses_only');
}

export function requireAdmin(actor: Actor): Of<'admin'> {
  if (actor.kind === 'admin') return actor;
  return refuse(actor, 'Only the administrator can do this.', 'auth.admin_only');
}

/** Waitlist data is for the admin and for business owners (business-side section 6). */
export function requireWaitlistViewer(actor: Actor): Of<'admin'> | Of<'business'> {
  if (actor.kind === 'admin') return actor;
  if (actor.kind === 'business' && actor.role === 'owner') return actor;
  return refuse(actor, 'Only the administrator and business owners can see the waitlist.', 'auth.waitlist_forbidden');
}
