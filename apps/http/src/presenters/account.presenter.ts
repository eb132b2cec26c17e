import type { Account } from '@marketplace/core/accounts/domain/account';
import type { Business } from '@marketplace/core/accounts/domain/business';
import type { User } from '@marketplace/core/accounts/domain/user';

/** The current account as the client stores it (customer-side section 3): never a password hash or provider id. */
export function presentAccount(account: Account) {
  return account.type === 'user' ? presentUser(account.user) : presentBusinessAccount(account.business);
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
