// Object mothers for the use-case tests: each test creates exactly the accounts, deals and
// purchases it talks about, through the harness's in-memory repositories.
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import type { Business, NewBusiness } from '@marketplace/core/accounts/domain/business';
import type { NewUser, User } from '@marketplace/core/accounts/domain/user';
import type { Deal } from '@marketplace/core/deals/domain/deal';
import { BusinessLocation } from '@marketplace/core/locations/domain/business-location';
import type { Purchase } from '@marketplace/core/purchases/domain/purchase';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aDeal, type DealOverrides } from '../contracts/mothers/deal.mother.js';
import { aPurchase, type PurchaseOverrides } from '../contracts/mothers/purchase.mother.js';
import { aUser } from '../contracts/mothers/user.mother.js';
import type { Harness } from './harness.js';

const DAY = 24 * 60 * 60 * 1000;

export interface Customer {
  id: number;
  actor: Actor;
  user: User;
}

export interface Shop {
  id: number;
  actor: Actor;
  business: Business;
}

const daysFrom = (h: Harness, days: number): Date => new Date(h.clock.now().getTime() + days * DAY);

export async function givenACustomer(h: Harness, overrides: Partial<NewUser> = {}): Promise<Customer> {
  const user = await h.repositories.users.add(aUser({ createdAt: daysFrom(h, -30), ...overrides }));
  return { id: user.id, actor: user.toActor(), user };
}

export async function givenAVerifiedBusiness(h: Harness, overrides: Partial<NewBusiness> = {}): Promise<Shop> {
  const business = await h.repositories.businesses.add(aBusiness({ verified: true, createdAt: daysFrom(h, -60), ...overrides }));
  // Its first location, as registration adds it (Austin's 78701 unless the overrides move it).
  const place = business.registeredAddress.zip === '78701' ? { latitude: 30.2713, longitude: -97.7426 } : null;
  await h.repositories.locations.add(BusinessLocation.fromRegistration({ ...business.registeredAddress, id: business.id, name: business.name, coordinates: place, now: daysFrom(h, -60) }));
  return { id: business.id, actor: business.toActor(), business };
}

export function givenAnUnverifiedBusiness(h: Harness, overrides: Partial<NewBusiness> = {}): Promise<Shop> {
  return givenAVerifiedBusiness(h, { verified: false, ...overrides });
}

/** On sale now: started 10 days ago, ends in 30; $20 for 20% off, one use per customer unless told. */
export function givenARunningDeal(h: Harness, shop: Shop, overrides: DealOverrides = {}): Promise<Deal> {
  return h.repositories.deals.add(
    aDeal({ businessId: shop.id, startDate: daysFrom(h, -10), endDate: daysFrom(h, 30), createdAt: daysFrom(h, -10), ...overrides }),
  );
}

/** Ended yesterday. */
export function givenAnEndedDeal(h: Harness, shop: Shop, overrides: DealOverrides = {}): Promise<Deal> {
  return givenARunningDeal(h, shop, { startDate: daysFrom(h, -40), endDate: daysFrom(h, -1), ...overrides });
}

/** Starts in a week. */
export function givenAnUpcomingDeal(h: Harness, shop: Shop, overrides: DealOverrides = {}): Promise<Deal> {
  return givenARunningDeal(h, shop, { startDate: daysFrom(h, 7), endDate: daysFrom(h, 37), ...overrides });
}

/** Within its dates but paused by its business. */
export function givenAPausedDeal(h: Harness, shop: Shop, overrides: DealOverrides = {}): Promise<Deal> {
  return givenARunningDeal(h, shop, { active: false, ...overrides });
}

/** Saved while its business was unverified: inactive until verification publishes it. */
export function givenADraftDeal(h: Harness, shop: Shop, overrides: DealOverrides = {}): Promise<Deal> {
  return givenARunningDeal(h, shop, { active: false, awaitingVerification: true, ...overrides });
}

/** A Cash to Discount deal on sale now: $5 to $30 in $5 steps at 10, 15, 20, 25, 30 and 35% off. */
export function givenASliderDeal(h: Harness, shop: Shop, overrides: DealOverrides = {}): Promise<Deal> {
  return givenARunningDeal(h, shop, {
    isSliderDeal: true,
    priceCents: 1500,
    basePriceCents: 1500,
    discountPercent: 10,
    minPriceCents: 500,
    maxPriceCents: 3000,
    minDiscountPercent: 10,
    maxDiscountPercent: 35,
    discountSteps: [10, 15, 20, 25, 30, 35],
    ...overrides,
  });
}

/** A paid, unused purchase of the deal, bought yesterday and valid until the deal ends (no checkout). */
export function givenAPurchase(h: Harness, customer: Customer, deal: Deal, overrides: PurchaseOverrides = {}): Promise<Purchase> {
  return h.repositories.purchases.add(
    aPurchase({
      userId: customer.id,
      dealId: deal.id,
      businessId: deal.businessId,
      purchaseDate: daysFrom(h, -1),
      createdAt: daysFrom(h, -1),
      expiryDate: new Date(deal.endDate),
      ...overrides,
    }),
  );
}

/** The platform's admin (id 999) as the operator's seed creates it, with no demo data. */
export async function givenTheAdmin(h: Harness, credentials: { email: string; password: string }): Promise<void> {
  await h.seed.execute({ admin: credentials, demo: false });
}
