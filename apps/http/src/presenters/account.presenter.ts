import type { Account } from '@marketplace/core/accounts/domain/account';
import type { Business } from '@marketplace/core/accounts/domain/business';
import type { User } from '@marketplace/core/accounts/domain/user';
import type { TeamRole } from '@marketplace/core/accounts/domain/actor';
import type { StaffMember } from '@marketplace/core/team/domain/staff-member';

/** The current account as the client stores it (customer-side section 3): never a password hash or provider id. */
export function presentAccount(account: Account) {
  if (account.type === 'user') return presentUser(account.user);
  if (account.type === 'staff') return presentStaffAccount(account.member, account.business);
  return presentBusinessAccount(account.business);
}

/** A member of staff: their business's account as the portal needs it, with their role, name and email. */
export function presentStaffAccount(member: StaffMember, business: Business) {
  return {
    ...presentBusinessAccount(business),
    role: 'business' as const,
    teamRole: member.role,
    staff: { id: member.id, name: member.name, email: member.email },
  };
}

export function presentUser(user: User) {
  return { id: user.id, type: 'user' as const, role: user.role, username: user.username, email: user.email, createdAt: user.createdAt.toISOString() };
}

export function presentBusinessAccount(business: Business) {
  const p = business.toProps();
  return {
    id: p.id,
    type: 'business' as const,
    role: p.role,
    name: p.name,
    email: p.email,
    category: p.category,
    description: p.description,
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    phoneNumber: p.phoneNumber,
    logoUrl: p.logoUrl,
    verified: p.verified,
    subscriptionActive: p.subscriptionActive,
    subscriptionExpiresAt: p.subscriptionExpiresAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    teamRole: 'owner' as TeamRole,
    staff: null as { id: number; name: string | null; email: string } | null,
  };
}

/** A business as anyone may see it (GET /api/businesses, deal cards): its public listing only. */
export function presentPublicBusiness(business: Business) {
  const p = business.toProps();
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    description: p.description,
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    phoneNumber: p.phoneNumber,
    logoUrl: p.logoUrl,
    verified: p.verified,
  };
}
