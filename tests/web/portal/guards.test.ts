// The portal's route guards (business-side section 2's route table and section 6's roles) as
// pure decisions: where each kind of account is sent, or null to let it in.
import { describe, expect, it } from 'vitest';
import type { Account } from '@marketplace/web-common/session/account';
import { guardRedirect, isBusiness, isBusinessOwner, mayEnterAdminArea, memberMay, type PortalGuard } from '../../../apps/business-portal/src/app/guards.js';
import { aBusiness, aCustomer, anAdmin } from '../mothers.js';

const KINDS: Record<string, Account | null> = {
  'signed out': null,
  customer: aCustomer(),
  'business (role business)': aBusiness({ role: 'business' }),
  'business owner': aBusiness({ role: 'owner' }),
  'special admin (id 999, role admin)': anAdmin(),
  'customer with role admin but not id 999': aCustomer({ id: 12, role: 'admin' }),
  'customer with id 999 but role user': aCustomer({ id: 999, role: 'user' }),
};

type Kind = keyof typeof KINDS;

// Expected redirect per guard and account kind (null = the page opens).
const EXPECTED: Record<PortalGuard, Record<Kind, string | null>> = {
  'business-auth': {
    'signed out': null,
    customer: null,
    'business (role business)': '/business/dashboard',
    'business owner': '/business/dashboard',
    'special admin (id 999, role admin)': null,
    'customer with role admin but not id 999': null,
    'customer with id 999 but role user': null,
  },
  business: {
    'signed out': '/business/auth',
    customer: '/business/auth',
    'business (role business)': null,
    'business owner': null,
    'special admin (id 999, role admin)': '/business/auth',
    'customer with role admin but not id 999': '/business/auth',
    'customer with id 999 but role user': '/business/auth',
  },
  'admin-login': {
    'signed out': null,
    customer: null,
    'business (role business)': null,
    'business owner': '/admin/dashboard',
    'special admin (id 999, role admin)': '/admin/dashboard',
    'customer with role admin but not id 999': null,
    'customer with id 999 but role user': null,
  },
  admin: {
    'signed out': '/admin/login',
    customer: '/admin/login',
    // A business with the wrong role goes to its dashboard, not to a sign-in it does not need.
    'business (role business)': '/business/dashboard',
    'business owner': null,
    'special admin (id 999, role admin)': null,
    'customer with role admin but not id 999': '/admin/login',
    'customer with id 999 but role user': '/admin/login',
  },
};

describe('guardRedirect', () => {
  for (const [guard, byKind] of Object.entries(EXPECTED) as [PortalGuard, Record<Kind, string | null>][]) {
    describe(`guard "${guard}"`, () => {
      for (const [kind, expected] of Object.entries(byKind)) {
        it(`${expected ? `sends the ${kind} to ${expected}` : `lets the ${kind} in`}`, () => {
          expect(guardRedirect(guard, KINDS[kind] ?? null)).toBe(expected);
        });
      }
    });
  }
});

describe('account predicates', () => {
  it('knows a business by its type, whatever its role', () => {
    expect(isBusiness(aBusiness({ role: 'business' }))).toBe(true);
    expect(isBusiness(aBusiness({ role: 'owner' }))).toBe(true);
    expect(isBusiness(aCustomer())).toBe(false);
    expect(isBusiness(anAdmin())).toBe(false);
    expect(isBusiness(null)).toBe(false);
    expect(isBusiness(undefined)).toBe(false);
  });

  it('calls only a business with role owner a business owner', () => {
    expect(isBusinessOwner(aBusiness({ role: 'owner' }))).toBe(true);
    expect(isBusinessOwner(aBusiness({ role: 'business' }))).toBe(false);
    expect(isBusinessOwner(null)).toBe(false);
  });

  it('lets business owners and the special admin into the admin area, nobody else', () => {
    expect(mayEnterAdminArea(aBusiness({ role: 'owner' }))).toBe(true);
    expect(mayEnterAdminArea(anAdmin())).toBe(true);
    expect(mayEnterAdminArea(aBusiness({ role: 'business' }))).toBe(false);
    expect(mayEnterAdminArea(aCustomer())).toBe(false);
    expect(mayEnterAdminArea(aCustomer({ id: 12, role: 'admin' }))).toBe(false);
    expect(mayEnterAdminArea(null)).toBe(false);
  });
});

describe('team roles (DESIGN.md 10.6)', () => {
  const staff = { id: 5, name: 'Kim', email: 'kim@staff.example' };
  const owner = aBusiness({ role: 'owner' });
  const manager = aBusiness({ role: 'business', teamRole: 'manager', staff });
  const cashier = aBusiness({ role: 'business', teamRole: 'cashier', staff });

  it('opens the money, settings and team to the owner only, the deals to owners and managers, the till to all', () => {
    expect([owner, manager, cashier].map((account) => memberMay(account, 'business'))).toEqual([true, false, false]);
    expect([owner, manager, cashier].map((account) => memberMay(account, 'deals'))).toEqual([true, true, false]);
    expect([owner, manager, cashier].map((account) => memberMay(account, 'till'))).toEqual([true, true, true]);
    expect(memberMay(aCustomer(), 'till')).toBe(false);
  });

  it('never lets staff into the admin area, even of a platform-owner business', () => {
    expect(isBusinessOwner(aBusiness({ role: 'owner', teamRole: 'manager', staff }))).toBe(false);
    expect(mayEnterAdminArea(aBusiness({ role: 'owner', teamRole: 'cashier', staff }))).toBe(false);
  });
});
