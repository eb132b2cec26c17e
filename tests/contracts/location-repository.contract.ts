import { FixedZipGeocoder } from '@marketplace/adapters-memory/fixed-zip-geocoder';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { RemoveLocation } from '@marketplace/core/locations/application/manage-locations.use-case';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aBusiness } from './mothers/business.mother.js';
import { aLocation, SHOP_HOURS } from './mothers/location.mother.js';

const ARCHIVED = new Date('2025-04-01T08:00:00.000Z');

export function locationRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('LocationRepository', () => {
    it('adds a location and gives it back as it was, hours and coordinates included', async ({ ctx }) => {
      const { locations, businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const wanted = aLocation(business.id);

      const added = await locations.add(wanted);

      expect(added.toProps()).toEqual({ ...wanted, id: expect.any(Number) });
      expect((await locations.findForBusiness(business.id, added.id))?.toProps()).toEqual(added.toProps());
      expect((await locations.listForBusiness(business.id)).map((location) => location.toProps())).toEqual([added.toProps()]);
    });

    it('keeps "hours not given" apart from a closed week, and no coordinates as null', async ({ ctx }) => {
      const { locations, businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
      const unknown = await locations.add(aLocation(business.id, { hours: null, coordinates: null }));
      const shut = await locations.add(aLocation(business.id, { hours: closed }));

      expect((await locations.findForBusiness(business.id, unknown.id))?.toProps()).toMatchObject({ hours: null, coordinates: null });
      expect((await locations.findForBusiness(business.id, shut.id))?.hours).toEqual(closed);
    });

    it("lists a business's active locations oldest first, never another business's", async ({ ctx }) => {
      const { locations, businesses } = ctx.repositories;
      const [mine, theirs] = [await businesses.add(aBusiness()), await businesses.add(aBusiness())];
      const first = await locations.add(aLocation(mine.id));
      const other = await locations.add(aLocation(theirs.id));
      const second = await locations.add(aLocation(mine.id));

      expect((await locations.listForBusiness(mine.id)).map((location) => location.id)).toEqual([first.id, second.id]);
      expect(await locations.findForBusiness(mine.id, other.id)).toBeNull();
      expect(await locations.findForBusiness(mine.id, 987654)).toBeNull();
      const grouped = await locations.listForBusinesses([mine.id, theirs.id, 987654]);
      expect([...grouped.keys()].sort((a, b) => a - b)).toEqual([mine.id, theirs.id].sort((a, b) => a - b));
      expect(grouped.get(mine.id)?.map((location) => location.id)).toEqual([first.id, second.id]);
      expect(grouped.get(theirs.id)?.map((location) => location.id)).toEqual([other.id]);
      expect((await locations.listForBusinesses([])).size).toBe(0);
    });

    it('saves changes to an active location of its business only', async ({ ctx }) => {
      const { locations, businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const location = await locations.add(aLocation(business.id, { hours: null, coordinates: null }));

      location.edit({ name: 'Corner Cafe Downtown', zip: '78701', hours: SHOP_HOURS }, { latitude: 30.27, longitude: -97.74 });
      expect(await locations.save(location)).toBe(true);

      const stored = await locations.findForBusiness(business.id, location.id);
      expect(stored?.toProps()).toEqual(location.toProps());
      expect(await locations.archive(business.id, location.id, ARCHIVED)).toBe(true);
      expect(await locations.save(location)).toBe(false);
    });

    it('archives once: the location leaves the lists and the finds, and another business cannot archive it', async ({ ctx }) => {
      const { locations, businesses } = ctx.repositories;
      const [mine, theirs] = [await businesses.add(aBusiness()), await businesses.add(aBusiness())];
      const kept = await locations.add(aLocation(mine.id));
      const removed = await locations.add(aLocation(mine.id));

      expect(await locations.archive(theirs.id, removed.id, ARCHIVED)).toBe(false);
      expect(await locations.archive(mine.id, removed.id, ARCHIVED)).toBe(true);
      expect(await locations.archive(mine.id, removed.id, ARCHIVED)).toBe(false);

      expect((await locations.listForBusiness(mine.id)).map((location) => location.id)).toEqual([kept.id]);
      expect(await locations.findForBusiness(mine.id, removed.id)).toBeNull();
      expect((await locations.listForBusinesses([mine.id])).get(mine.id)?.map((location) => location.id)).toEqual([kept.id]);
    });

    it('lists active locations with a zip code and no coordinates, oldest first, up to the limit', async ({ ctx }) => {
      const { locations, businesses } = ctx.repositories;
      const business = await businesses.add(aBusiness());
      const first = await locations.add(aLocation(business.id, { coordinates: null }));
      await locations.add(aLocation(business.id));
      await locations.add(aLocation(business.id, { coordinates: null, zip: '' }));
      const archived = await locations.add(aLocation(business.id, { coordinates: null }));
      await locations.archive(business.id, archived.id, ARCHIVED);
      const second = await locations.add(aLocation(business.id, { coordinates: null }));
      const third = await locations.add(aLocation(business.id, { coordinates: null }));

      expect((await locations.listWithoutCoordinates(0, 10)).map((location) => location.id)).toEqual([first.id, second.id, third.id]);
      expect((await locations.listWithoutCoordinates(0, 2)).map((location) => location.id)).toEqual([first.id, second.id]);
      expect((await locations.listWithoutCoordinates(second.id, 2)).map((location) => location.id)).toEqual([third.id]);
    });

    it('parallel removals through the use case never leave a business without a location', async ({ ctx }) => {
      const { locations, businesses } = ctx.repositories;
      const remove = new RemoveLocation({ locations, businesses, clock: new FixedClock(ARCHIVED), geocoder: new FixedZipGeocoder(), transactions: ctx.transactions });
      for (let round = 0; round < 5; round += 1) {
        const business = await businesses.add(aBusiness());
        const owner = business.toActor();
        const ids = [(await locations.add(aLocation(business.id))).id, (await locations.add(aLocation(business.id))).id, (await locations.add(aLocation(business.id))).id];
        const outcomes = await Promise.allSettled(ids.map((id) => remove.execute(owner, id)));
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
        expect(await locations.listForBusiness(business.id)).toHaveLength(1);
      }
    });

    it('a location added in a rolled-back transaction is gone', async ({ ctx }) => {
      const business = await ctx.repositories.businesses.add(aBusiness());
      await expect(
        ctx.transactions.run(async (tx) => {
          await tx.locations.add(aLocation(business.id));
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await ctx.repositories.locations.listForBusiness(business.id)).toEqual([]);
    });
  });
}
