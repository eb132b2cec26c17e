import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_ID,
  ANONYMOUS,
  requireAdmin,
  requireBusiness,
  requireCustomer,
  requireWaitlistViewer,
  type Actor,
} from '@marketplace/core/accounts/domain/actor';
import { ForbiddenError, UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { User } from '@marketplace/core/accounts/domain/user';
import { Business } from '@marketplace/core/accounts/domain/business';
import { accountRef, actorOf } from '@marketplace/core/accounts/domain/account';

const customer: Actor = { kind: 'customer', userId: 1 };
const business: Actor = { kind: 'business', businessId: 2, role: 'business', teamRole: 'owner', staffId: null };
const owner: Actor = { kind: 'business', businessId: 3, role: 'owner', teamRole: 'owner', staffId: null };
const admin: Actor = { kind: 'admin', userId: ADMIN_ACCOUNT_ID };

describe('permissions (role tables of both documents)', () => {
  it('refuses the anonymous with Unauthenticated and the wrong role with Forbidden', () => {
    expect(() => requireCustomer(ANONYMOUS)).toThrow(UnauthenticatedError);
    expect(() => requireCustomer(business)).toThrow(ForbiddenError);
    expect(() => requireCustomer(admin)).toThrow(ForbiddenError);
    expect(requireCustomer(customer)).toBe(customer);
  });

  it('lets only businesses act as businesses', () => {
    expect(requireBusiness(owner)).toBe(owner);
    expect(() => requireBusiness(customer)).toThrow(ForbiddenError);
    expect(() => requireBusiness(ANONYMOUS)).toThrow(UnauthenticatedError);
  });

  it('lets only the admin (id 999) act as admin', () => {
    expect(ADMIN_ACCOUNT_ID).toBe(999);
    expect(requireAdmin(admin)).toBe(admin);
    expect(() => requireAdmin(owner)).toThrow(ForbiddenError);
  });

  it('shows the waitlist to the admin and business owners only', () => {
    expect(requireWaitlistViewer(admin)).toBe(admin);
    expect(requireWaitlistViewer(owner)).toBe(owner);
    expect(() => requireWaitlistViewer(business)).toThrowError(expect.objectContaining({ code: 'auth.waitlist_forbidden' }));
    expect(() => requireWaitlistViewer(customer)).toThrow(ForbiddenError);
    expect(() => requireWaitlistViewer(ANONYMOUS)).toThrow(UnauthenticatedError);
  });
});

describe('accounts', () => {
  const now = new Date('2025-01-01T00:00:00Z');

  it('recognises the admin by id 999 and role admin together', () => {
    const adminUser = User.restore({ id: 999, username: 'admin', email: 'a@x.io', passwordHash: 'h', role: 'admin', createdAt: now, disabledAt: null });
    const impostor = User.restore({ id: 5, username: 'x', email: 'b@x.io', passwordHash: 'h', role: 'admin', createdAt: now, disabledAt: null });
    expect(adminUser.isAdmin).toBe(true);
    expect(adminUser.toActor()).toEqual({ kind: 'admin', userId: 999 });
    expect(impostor.isAdmin).toBe(false);
    expect(impostor.isCustomer).toBe(false);
    expect(actorOf({ type: 'user', user: adminUser })).toEqual({ kind: 'admin', userId: 999 });
    expect(actorOf(null)).toEqual({ kind: 'anonymous' });
  });

  it('registers customers with role user and a normalised email', () => {
    const draft = User.register({ username: ' ann ', email: ' Ann@Example.COM ', passwordHash: 'h', now });
    expect(draft).toEqual({ username: 'ann', email: 'ann@example.com', passwordHash: 'h', role: 'user', createdAt: now, disabledAt: null });
    const user = User.restore({ ...draft, id: 1 });
    expect(user.isCustomer).toBe(true);
    expect(user.toActor()).toEqual({ kind: 'customer', userId: 1 });
    user.updateProfile({ username: 'anna', email: 'ANNA@example.com' });
    expect(user.toProps()).toMatchObject({ username: 'anna', email: 'anna@example.com' });
    expect(accountRef({ type: 'user', user })).toEqual({ type: 'user', id: 1 });
  });

  it('registers businesses unverified, with role business and no subscription', () => {
    const draft = Business.register({ name: ' Cafe ', email: 'X@Y.io', passwordHash: 'h', category: 'Café', city: '  ', zip: '78701', now });
    expect(draft).toMatchObject({
      name: 'Cafe',
      email: 'x@y.io',
      role: 'business',
      verified: false,
      subscriptionActive: false,
      city: null,
      zip: '78701',
      description: null,
    });
    const business = Business.restore({ ...draft, id: 4 });
    expect(business.toActor()).toEqual({ kind: 'business', businessId: 4, role: 'business', teamRole: 'owner', staffId: null });
    expect(business.isOwner).toBe(false);
    expect(business.verify(now, null)).toBe(true);
    expect(business.verify(now, null)).toBe(false);
    business.applySubscription('sub_1', true, now, null);
    expect(business.toProps()).toMatchObject({ stripeSubscriptionId: 'sub_1', subscriptionActive: true, subscriptionExpiresAt: now });
    expect(accountRef({ type: 'business', business })).toEqual({ type: 'business', id: 4 });
  });
});
