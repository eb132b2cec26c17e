import type { NewBusiness } from '@marketplace/core/accounts/domain/business';
import { uniqueNumber } from './sequence.js';

/**
 * A verified Austin business with every optional field filled, listed (its deals public) until
 * 2100: tests of the listing rules set `listedUntil` themselves.
 */
export function aBusiness(overrides: Partial<NewBusiness> = {}): NewBusiness {
  const n = uniqueNumber();
  return {
    name: `Corner Cafe ${n}`,
    email: `owner${n}@cafe.example.com`,
    passwordHash: `hash-${n}`,
    category: 'Coffee',
    description: 'Coffee and pastries',
    address: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phoneNumber: '512-555-0100',
    logoUrl: 'https://img.example.com/logo.png',
    role: 'business',
    verified: true,
    verifiedAt: new Date('2025-02-01T09:00:00.000Z'),
    trialEndsAt: new Date('2025-03-03T09:00:00.000Z'),
    listedUntil: new Date('2100-01-01T00:00:00.000Z'),
    stripeAccountId: null,
    connect: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    subscriptionActive: false,
    subscriptionExpiresAt: null,
    createdAt: new Date('2025-02-01T09:00:00.000Z'),
    disabledAt: null,
    timeZone: 'America/Chicago',
    ratingCount: 0,
    ratingSum: 0,
    ...overrides,
  };
}

/** A business as registration leaves it: every optional field null. */
export function aBareBusiness(overrides: Partial<NewBusiness> = {}): NewBusiness {
  return aBusiness({
    description: null,
    address: null,
    city: null,
    state: null,
    zip: null,
    phoneNumber: null,
    logoUrl: null,
    verified: false,
    verifiedAt: null,
    trialEndsAt: null,
    listedUntil: null,
    ...overrides,
  });
}
