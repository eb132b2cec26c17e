import { describe, expect, it } from 'vitest';
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import { BusinessLocation } from '@marketplace/core/locations/domain/business-location';
import { ConflictError, ForbiddenError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { createHarness, seeded } from './harness.js';
import { givenARunningDeal, givenAVerifiedBusiness } from './mothers.js';

const ANONYMOUS = { kind: 'anonymous' } as const;

function asStaff(actor: Actor, teamRole: 'manager' | 'cashier'): Actor {
  if (actor.kind !== 'business') throw new Error('a business actor');
  return { ...actor, teamRole, staffId: 41 };
}

describe('locations', () => {
  it('registration adds the first location from the address, placed by its zip code', async () => {
    const h = createHarness({ now: new Date('2025-06-17T20:00:00.000Z') });
    const business = await h.registerBusiness.execute({ name: 'Lone Star Tacos', email: 'tacos@test.example', password: 'secret-123', category: 'Restaurant', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78702' });
    const [first] = await h.listLocations.execute(business.toActor());
    expect(first?.location.toProps()).toMatchObject({ name: 'Lone Star Tacos', address: '1 Main St', zip: '78702', hours: null, coordinates: { latitude: expect.closeTo(30.26, 1), longitude: expect.closeTo(-97.71, 1) } });
    expect(first?.today).toEqual({ text: 'Opening hours not given', openNow: null });
  });

  it('a business registered without an address still gets one location, off the map', async () => {
    const h = createHarness();
    const business = await h.registerBusiness.execute({ name: 'Pop-up Stand', email: 'popup@test.example', password: 'secret-123', category: 'Retail' });
    const locations = await h.listLocations.execute(business.toActor());
    expect(locations.map(({ location }) => location.toProps())).toMatchObject([{ name: 'Pop-up Stand', address: '', zip: '', coordinates: null }]);
  });

  it('the demo seed gives each demo business its first location, and the fill places it from the zip code once', async () => {
    const h = createHarness();
    const { business } = await seeded(h);
    const [demo] = await h.listLocations.execute(business);
    expect(demo?.location.coordinates).toBeNull();
    const first = await h.fillLocationCoordinates.execute();
    expect(first.placed).toBeGreaterThanOrEqual(1);
    expect((await h.listLocations.execute(business))[0]?.location.coordinates).toEqual({ latitude: 30.2713, longitude: -97.7426 });
    expect(await h.fillLocationCoordinates.execute()).toEqual({ placed: 0, unknownZip: 0 });
  });

  it('the fill leaves a zip code the dataset does not know alone, and says so', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    await h.repositories.locations.add(BusinessLocation.fromRegistration({ id: shop.id, name: 'Nowhere', address: '1 Main St', city: 'Testville', state: 'TX', zip: '00000', coordinates: null, now: h.clock.now() }));
    expect(await h.fillLocationCoordinates.execute()).toEqual({ placed: 0, unknownZip: 1 });
  });

  it('every team role reads the locations; only the owner adds, changes or removes them', async () => {
    const h = createHarness();
    const shop = await givenAVerifiedBusiness(h);
    const [first] = await h.listLocations.execute(shop.actor);
    for (const role of ['manager', 'cashier'] as const) {
      const staff = asStaff(shop.actor, role);
      expect(await h.listLocations.execute(staff)).toHaveLength(1);
      await expect(h.addLocation.execute(staff, { name: 'X', address: '1 Main St', zip: '78701', city: undefined, state: undefined, latitude: undefined, longitude: undefined })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(h.updateLocation.execute(staff, first!.location.id, { name: 'X', city: undefined, state: undefined, latitude: undefined, longitude: undefined })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(h.removeLocation.execute(staff, first!.location.id)).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(h.listLocations.execute(ANONYMOUS)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it("removing: another business's location is not found, the last one is kept", async () => {
    const h = createHarness();
    const [mine, theirs] = [await givenAVerifiedBusiness(h), await givenAVerifiedBusiness(h)];
    const [their] = await h.listLocations.execute(theirs.actor);
    const [only] = await h.listLocations.execute(mine.actor);
    await expect(h.removeLocation.execute(mine.actor, their!.location.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.removeLocation.execute(mine.actor, only!.location.id)).rejects.toBeInstanceOf(ConflictError);
  });

  it("the deal detail lists every active location of the deal's business with today's hours, in one more read", async () => {
    const h = createHarness({ now: new Date('2025-06-17T20:00:00.000Z') });
    const shop = await givenAVerifiedBusiness(h, { timeZone: 'America/Chicago' });
    const deal = await givenARunningDeal(h, shop);
    const east = await h.addLocation.execute(shop.actor, {
      name: 'East',
      address: '1100 E 6th St',
      zip: '78702',
      city: undefined,
      state: undefined,
      latitude: undefined,
      longitude: undefined,
      hours: { mon: [], tue: [{ opens: '09:00', closes: '17:00' }], wed: [], thu: [], fri: [], sat: [], sun: [] },
    });
    const gone = await h.addLocation.execute(shop.actor, { name: 'Gone', address: '2 Main St', zip: '78701', city: undefined, state: undefined, latitude: undefined, longitude: undefined });
    await h.removeLocation.execute(shop.actor, gone.location.id);

    const { locations } = await h.getDeal.execute(ANONYMOUS, deal.id);
    expect(locations.map(({ location, today }) => ({ name: location.name, today }))).toEqual([
      { name: shop.business.name, today: { text: 'Opening hours not given', openNow: null } },
      { name: 'East', today: { text: 'Open today 9:00–17:00', openNow: true } },
    ]);
    expect(east.location.city).toBe('Austin');
  });
});
