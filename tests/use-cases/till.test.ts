import { describe, expect, it } from 'vitest';
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import { UNDO_WINDOW_MS } from '@marketplace/core/purchases/domain/redemption';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { ADMIN, buy, createHarness, type Harness } from './harness.js';
import { aLocation } from '../contracts/mothers/location.mother.js';
import { givenACustomer, givenARunningDeal, givenAVerifiedBusiness, type Shop } from './mothers.js';

const NOW = new Date('2026-11-25T15:00:00.000Z');

async function givenALocation(h: Harness, businessId: number, name: string): Promise<number> {
  return (await h.repositories.locations.add(aLocation(businessId, { name }))).id;
}

/** A staff member of the shop, signed in at the till with a role. */
async function givenStaff(h: Harness, shop: Shop, role: 'manager' | 'cashier', name: string): Promise<{ id: number; actor: Actor }> {
  const at = new Date('2026-11-01T00:00:00.000Z');
  const { id } = await h.repositories.staff.add({ businessId: shop.id, email: `${name.toLowerCase()}@shop.example`, name, role, passwordHash: 'hash', invitedAt: at, acceptedAt: at, removedAt: null });
  return { id, actor: { kind: 'business', businessId: shop.id, role: 'owner', teamRole: role, staffId: id } };
}

/** A shop with a 20% deal at two locations, and a customer holding a purchase of `uses` uses. */
async function givenASale(h: Harness, uses = 3) {
  const shop = await givenAVerifiedBusiness(h, { name: 'Sunrise Bistro' });
  const [first] = await h.repositories.locations.listForBusiness(shop.id);
  const main = first?.id ?? (await givenALocation(h, shop.id, 'Main street'));
  const airport = await givenALocation(h, shop.id, 'Airport');
  const deal = await givenARunningDeal(h, shop, { title: 'Brunch', priceCents: 800, basePriceCents: 800, discountPercent: 20, maxRedemptionsPerUser: 5 });
  const customer = await givenACustomer(h, { username: 'sam_buyer' });
  const { purchase } = await buy(h, customer.actor, { dealId: deal.id, redemptions: uses });
  const code = { kind: 'text' as const, value: purchase.toProps().textCode };
  return { shop, deal, customer, purchase, code, locations: { main, airport } };
}

describe('redeeming at the till', () => {
  it('names the cashier, the location and the bill in the log', async () => {
    const h = createHarness({ now: NOW });
    const { shop, code, locations } = await givenASale(h);
    const ann = await givenStaff(h, shop, 'cashier', 'Ann');

    const check = await h.redeemCode.execute(ann.actor, code, { locationId: locations.airport, billCents: 5000 });

    expect(check.location).toEqual({ id: locations.airport, businessId: shop.id, name: 'Airport' });
    expect(check.redemption?.toProps()).toMatchObject({ redeemedBy: { type: 'staff', id: ann.id }, locationId: locations.airport, billCents: 5000, channel: 'text_code' });
  });

  it("names the business for its owner's login, at its first location; the operator's CLI the same way", async () => {
    const h = createHarness({ now: NOW });
    const { shop, code, locations } = await givenASale(h);

    const byOwner = await h.redeemCode.execute(shop.actor, code);
    const byOperator = await h.operatorRedeem.execute(ADMIN, { code, businessId: shop.id });

    expect(byOwner.redemption?.toProps()).toMatchObject({ redeemedBy: { type: 'business', id: shop.id }, locationId: locations.main, billCents: null });
    expect(byOperator.redemption?.toProps()).toMatchObject({ redeemedBy: { type: 'business', id: shop.id }, locationId: locations.main });
  });

  it("refuses another business's location and a bad bill before using anything", async () => {
    const h = createHarness({ now: NOW });
    const { shop, code, purchase } = await givenASale(h);
    const other = await givenAVerifiedBusiness(h, { name: 'Elsewhere' });
    const theirs = await givenALocation(h, other.id, 'Theirs');

    await expect(h.redeemCode.execute(shop.actor, code, { locationId: theirs })).rejects.toMatchObject({ code: 'location.not_found' });
    await expect(h.validateCode.execute(shop.actor, code, { locationId: theirs })).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.redeemCode.execute(shop.actor, code, { billCents: 0 })).rejects.toBeInstanceOf(ValidationError);
    expect((await h.repositories.purchases.findById(purchase.id))?.redemptionsUsed).toBe(0);
  });
});

describe('undoing a redemption', () => {
  it('returns the use within 10 minutes, once; a cashier may undo a colleague’s line', async () => {
    const h = createHarness({ now: NOW });
    const { shop, code, purchase } = await givenASale(h);
    const ann = await givenStaff(h, shop, 'cashier', 'Ann');
    const bob = await givenStaff(h, shop, 'cashier', 'Bob');
    const check = await h.redeemCode.execute(ann.actor, code);
    h.clock.advance(UNDO_WINDOW_MS);

    const undone = await h.undoRedemption.execute(bob.actor, check.redemption?.id ?? 0, 'Wrong customer');

    expect(undone.purchase.redemptionsUsed).toBe(0);
    expect(undone.undo.toProps()).toMatchObject({ kind: 'undo', undoesId: check.redemption?.id, redeemedBy: { type: 'staff', id: bob.id }, reason: 'Wrong customer' });
    await expect(h.undoRedemption.execute(shop.actor, check.redemption?.id ?? 0, 'Again')).rejects.toMatchObject({ code: 'redemption.already_undone' });
    expect((await h.repositories.purchases.findById(purchase.id))?.redemptionsUsed).toBe(0);
  });

  it('refuses after 10 minutes, for a refunded purchase, for another business (404), and for a customer', async () => {
    const h = createHarness({ now: NOW });
    const { shop, code, purchase, customer } = await givenASale(h);
    const other = await givenAVerifiedBusiness(h, { name: 'Elsewhere' });
    const late = await h.redeemCode.execute(shop.actor, code);
    h.clock.advance(UNDO_WINDOW_MS + 1);
    const fresh = await h.redeemCode.execute(shop.actor, code);

    await expect(h.undoRedemption.execute(shop.actor, late.redemption?.id ?? 0, 'Too late')).rejects.toMatchObject({
      code: 'redemption.undo_too_late',
      message: 'Redemptions can only be undone within 10 minutes.',
    });
    await expect(h.undoRedemption.execute(other.actor, fresh.redemption?.id ?? 0, 'Not ours')).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.undoRedemption.execute(customer.actor, fresh.redemption?.id ?? 0, 'Not ours')).rejects.toBeInstanceOf(ForbiddenError);
    const stored = await h.repositories.purchases.findById(purchase.id);
    stored?.refund();
    if (stored) await h.repositories.purchases.save(stored);
    await expect(h.undoRedemption.execute(shop.actor, fresh.redemption?.id ?? 0, 'Refunded')).rejects.toMatchObject({ code: 'redemption.purchase_refunded' });
    await expect(h.undoRedemption.execute(shop.actor, fresh.redemption?.id ?? 0, 'Refunded')).rejects.toBeInstanceOf(ConflictError);
    expect((await h.repositories.purchases.findById(purchase.id))?.redemptionsUsed).toBe(2);
  });
});

describe('the Redemptions list', () => {
  it('shows owner and managers every line, with names, filters and savings; a cashier only their own', async () => {
    const h = createHarness({ now: NOW });
    const { shop, code, locations } = await givenASale(h);
    const ann = await givenStaff(h, shop, 'cashier', 'Ann');
    const mia = await givenStaff(h, shop, 'manager', 'Mia');
    await h.redeemCode.execute(ann.actor, code, { locationId: locations.airport, billCents: 4599 });
    h.clock.advance(60_000);
    await h.redeemCode.execute(shop.actor, code);

    const forOwner = await h.listRedemptions.execute(shop.actor, {});
    const forManager = await h.listRedemptions.execute(mia.actor, { staffId: ann.id });
    const forCashier = await h.listRedemptions.execute(ann.actor, { staffId: 'owner' });
    const ownerOnly = await h.listRedemptions.execute(shop.actor, { staffId: 'owner' });
    const atAirport = await h.listRedemptions.execute(shop.actor, { locationId: locations.airport });

    expect(forOwner.day).toBe('2026-11-25');
    expect(forOwner.lines.map((line) => line.redeemedBy.name)).toEqual([null, 'Ann']);
    expect(forOwner.lines[1]).toMatchObject({ billCents: 4599, savingsCents: 920, undoable: true, location: { name: 'Airport' }, customerName: 'sam_buyer', dealTitle: 'Brunch' });
    expect(forManager.lines.map((line) => line.redeemedBy.account)).toEqual([{ type: 'staff', id: ann.id }]);
    expect(forCashier.lines.map((line) => line.redeemedBy.account)).toEqual([{ type: 'staff', id: ann.id }]);
    expect(ownerOnly.lines.map((line) => line.redeemedBy.account)).toEqual([{ type: 'business', id: shop.id }]);
    expect(atAirport.total).toBe(1);
    h.clock.advance(UNDO_WINDOW_MS);
    expect((await h.listRedemptions.execute(shop.actor, {})).lines.map((line) => line.undoable)).toEqual([true, false]);
  });
});

describe('real savings for the customer', () => {
  it('shows the recorded bills and the saving on each purchase, leaving out undone uses', async () => {
    const h = createHarness({ now: NOW });
    const { shop, code, customer, purchase } = await givenASale(h);
    await h.redeemCode.execute(shop.actor, code, { billCents: 1005 });
    const undone = await h.redeemCode.execute(shop.actor, code, { billCents: 9999 });
    await h.redeemCode.execute(shop.actor, code, { billCents: 1005 });
    await h.undoRedemption.execute(shop.actor, undone.redemption?.id ?? 0, 'Double scan');

    const [mine] = await h.listMyPurchases.execute(customer.actor);

    expect(mine?.purchase.id).toBe(purchase.id);
    expect(mine?.recorded).toEqual({ billCents: 2010, savedCents: 402 });
    expect((await h.businessStats.execute(shop.actor)).revenueInfluencedCents).toBe(2010);
  });
});
