import { ForbiddenError, UnauthenticatedError } from '../../shared/domain/domain-error.js';

/** The special admin account's id, fixed by the specification. */
export const ADMIN_ACCOUNT_ID = 999;

export type BusinessRole = 'business' | 'owner';

/**
 * Who in a business is asking (DESIGN.md 10.6): the business's own login is its `owner`; staff it
 * invited are `manager` (deals and the till) or `cashier` (the till only: validate, redeem, undo).
 * Not to be confused with {@link BusinessRole}, the platform's role of the business as a whole.
 */
export type TeamRole = 'owner' | 'manager' | 'cashier';
export const TEAM_ROLES: readonly TeamRole[] = ['owner', 'manager', 'cashier'];
/**
 * What each team role may do (DESIGN.md 10.6), the one table the rules below and the portal's
 * navigation read: `till` validate, redeem, undo; `deals` create, edit, list the business's own
 * deals; `business` its money, figures, payouts, subscription, settings and team; `reviews` read
 * the business's reviews and reply to them.
 */
export const TEAM_PERMISSIONS = {
  owner: { till: true, deals: true, business: true, reviews: true },
  manager: { till: true, deals: true, business: false, reviews: true },
  cashier: { till: true, deals: false, business: false, reviews: false },
} as const satisfies Record<TeamRole, { till: boolean; deals: boolean; business: boolean; reviews: boolean }>;
export type TeamPermission = keyof (typeof TEAM_PERMISSIONS)['owner'];

/** Whether a team role may do this. */
export function teamMay(role: TeamRole, permission: TeamPermission): boolean {
  return TEAM_PERMISSIONS[role][permission];
}

/** The roles an owner can give to staff. */
export type StaffRole = Exclude<TeamRole, 'owner'>;
export const STAFF_ROLES: readonly StaffRole[] = ['manager', 'cashier'];

/**
 * Who is asking. Built by the delivery layer from the session; every permission rule of the
 * specification's role tables is decided from it here in the core.
 */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'customer'; userId: number }
  | {
      kind: 'business';
      businessId: number;
      role: BusinessRole;
      /** What this person may do in the business. */
      teamRole: TeamRole;
      /** The staff member signed in, or null for the business's own (owner's) login. */
      staffId: number | null;
    }
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

/**
 * The business's money, settings, subscription, payout account and team: its owner only.
 * Staff are refused with 403 whatever the route.
 */
export function requireBusinessOwner(actor: Actor): Of<'business'> {
  const member = requireBusiness(actor);
  if (teamMay(member.teamRole, 'business')) return member;
  throw new ForbiddenError('auth.owner_only', 'Only the business owner can do this.');
}

/** Creating, editing and listing the business's own deals: its owner and managers. */
export function requireDealManager(actor: Actor): Of<'business'> {
  const member = requireBusiness(actor);
  if (teamMay(member.teamRole, 'deals')) return member;
  throw new ForbiddenError('auth.managers_only', 'Only the business owner and managers can do this.');
}

/** The business's reviews and its replies to them: its owner and managers. */
export function requireReviewResponder(actor: Actor): Of<'business'> {
  const member = requireBusiness(actor);
  if (teamMay(member.teamRole, 'reviews')) return member;
  throw new ForbiddenError('auth.managers_only', 'Only the business owner and managers can do this.');
}

/**
 * Whether the actor sees a business's deals as their own (drafts, paused, every field): its owner
 * and managers. A cashier sees the catalogue as anyone does.
 */
export function managesDealsOf(actor: Actor, businessId: number): boolean {
  return actor.kind === 'business' && actor.businessId === businessId && teamMay(actor.teamRole, 'deals');
}

/** The till (validate, redeem, undo): every member of the business, whatever the role. */
export function requireTill(actor: Actor): Of<'business'> {
  const member = requireBusiness(actor);
  if (teamMay(member.teamRole, 'till')) return member;
  throw new ForbiddenError('auth.till_forbidden', 'You cannot use the till.');
}

export function requireAdmin(actor: Actor): Of<'admin'> {
  if (actor.kind === 'admin') return actor;
  return refuse(actor, 'Only the administrator can do this.', 'auth.admin_only');
}

/** Waitlist data is for the admin and for business owners (business-side section 6). */
export function requireWaitlistViewer(actor: Actor): Of<'admin'> | Of<'business'> {
  if (actor.kind === 'admin') return actor;
  if (actor.kind === 'business' && actor.role === 'owner' && actor.teamRole === 'owner') return actor;
  return refuse(actor, 'Only the administrator and business owners can see the waitlist.', 'auth.waitlist_forbidden');
}
