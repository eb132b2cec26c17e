import { ZipcodesZipGeocoder } from '@marketplace/adapters-geo/zipcodes-zip-geocoder';
import { greatCircleKm, type NearFilter } from '@marketplace/core/deals/domain/nearby';
import type { Coordinates } from '@marketplace/core/locations/domain/business-location';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aBusiness } from './mothers/business.mother.js';
import { aDeal, type DealOverrides } from './mothers/deal.mother.js';
import { aLocation } from './mothers/location.mother.js';

const ALL = { page: 1, limit: 100 };
const zips = new ZipcodesZipGeocoder();

/** A zip code's centre, as the bundled dataset gives it. */
function centroid(zip: string): Coordinates {
  const place = zips.locate(zip);
  if (!place) throw new Error(`The dataset lacks ${zip}`);
  return { latitude: place.latitude, longitude: place.longitude };
}

const DOWNTOWN_AUSTIN = centroid('78701');
const EAST_AUSTIN = centroid('78702');
const SOUTH_AUSTIN = centroid('78704');
const FAR_SOUTH_AUSTIN = centroid('78745');
const DALLAS = centroid('75201');

/** A business with a location at each point (none when empty) and one deal; @returns the deal's and the business's ids. */
async function aShopAt(repositories: Repositories, points: Coordinates[], deal: DealOverrides = {}) {
  const business = await repositories.businesses.add(aBusiness());
  for (const coordinates of points) await repositories.locations.add(aLocation(business.id, { coordinates }));
  const added = await repositories.deals.add(aDeal({ ...deal, businessId: business.id }));
  return { dealId: added.id, businessId: business.id };
}

async function nearby(repositories: Repositories, near: NearFilter, page = ALL) {
  const listed = await repositories.deals.list({ near }, page);
  return { ids: listed.deals.map((deal) => deal.id), total: listed.total, distancesKm: listed.distancesKm };
}

/** The distance filter and order of the deal list (DESIGN.md 10.7), against real zip centroids. */
export function dealNearContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('DealRepository near a place', () => {
    it('lists nearest first with each distance, as great-circle kilometres on the earthdistance sphere', async ({ ctx }) => {
      const south = await aShopAt(ctx.repositories, [SOUTH_AUSTIN]);
      const downtown = await aShopAt(ctx.repositories, [DOWNTOWN_AUSTIN]);
      const farSouth = await aShopAt(ctx.repositories, [FAR_SOUTH_AUSTIN]);
      const east = await aShopAt(ctx.repositories, [EAST_AUSTIN]);

      const { ids, total, distancesKm } = await nearby(ctx.repositories, { point: DOWNTOWN_AUSTIN, radiusKm: 25 });

      expect(ids).toEqual([downtown.dealId, east.dealId, south.dealId, farSouth.dealId]);
      expect(total).toBe(4);
      expect(distancesKm?.get(downtown.dealId)).toBeCloseTo(0, 6);
      for (const [shop, point] of [[east, EAST_AUSTIN], [south, SOUTH_AUSTIN], [farSouth, FAR_SOUTH_AUSTIN]] as const) {
        expect(distancesKm?.get(shop.dealId)).toBeCloseTo(greatCircleKm(DOWNTOWN_AUSTIN, point), 4);
      }
      expect(distancesKm?.get(east.dealId)).toBeCloseTo(2.6, 1);
    });

    it('keeps a location just inside the radius and drops one just outside', async ({ ctx }) => {
      const edgeKm = greatCircleKm(DOWNTOWN_AUSTIN, SOUTH_AUSTIN);
      const south = await aShopAt(ctx.repositories, [SOUTH_AUSTIN]);

      expect((await nearby(ctx.repositories, { point: DOWNTOWN_AUSTIN, radiusKm: edgeKm + 0.01 })).ids).toEqual([south.dealId]);
      expect((await nearby(ctx.repositories, { point: DOWNTOWN_AUSTIN, radiusKm: edgeKm - 0.01 })).ids).toEqual([]);
      expect((await nearby(ctx.repositories, { point: DOWNTOWN_AUSTIN, radiusKm: edgeKm - 0.01 })).total).toBe(0);
    });

    it('measures a business with several locations at its nearest one and lists each of its deals once', async ({ ctx }) => {
      const chain = await aShopAt(ctx.repositories, [DALLAS, FAR_SOUTH_AUSTIN, EAST_AUSTIN]);
      const secondDeal = (await ctx.repositories.deals.add(aDeal({ businessId: chain.businessId }))).id;
      const south = await aShopAt(ctx.repositories, [SOUTH_AUSTIN]);

      const { ids, total, distancesKm } = await nearby(ctx.repositories, { point: DOWNTOWN_AUSTIN, radiusKm: 300 });

      // Same distance: newest first.
      expect(ids).toEqual([secondDeal, chain.dealId, south.dealId]);
      expect(total).toBe(3);
      expect(distancesKm?.get(chain.dealId)).toBeCloseTo(greatCircleKm(DOWNTOWN_AUSTIN, EAST_AUSTIN), 4);
    });

    it('ignores archived locations and locations without coordinates', async ({ ctx }) => {
      const moved = await aShopAt(ctx.repositories, [DALLAS]);
      const closed = await ctx.repositories.locations.add(aLocation(moved.businessId, { coordinates: EAST_AUSTIN }));
      await ctx.repositories.locations.archive(moved.businessId, closed.id, new Date('2025-04-01T00:00:00.000Z'));
      const unplaced = await aShopAt(ctx.repositories, []);
      await ctx.repositories.locations.add(aLocation(unplaced.businessId, { coordinates: null }));
      const shop = await aShopAt(ctx.repositories, [SOUTH_AUSTIN]);

      expect((await nearby(ctx.repositories, { point: DOWNTOWN_AUSTIN, radiusKm: 25 })).ids).toEqual([shop.dealId]);
      expect((await nearby(ctx.repositories, { point: DOWNTOWN_AUSTIN, radiusKm: 500 })).ids).toEqual([shop.dealId, moved.dealId]);
    });

    it('combines with the other filters and pages by distance, the total counting every match', async ({ ctx }) => {
      const far = await aShopAt(ctx.repositories, [FAR_SOUTH_AUSTIN]);
      const near = await aShopAt(ctx.repositories, [EAST_AUSTIN]);
      await aShopAt(ctx.repositories, [DOWNTOWN_AUSTIN], { category: 'Spa' });
      const middle = await aShopAt(ctx.repositories, [SOUTH_AUSTIN]);
      const near25 = { point: DOWNTOWN_AUSTIN, radiusKm: 25 };

      const first = await ctx.repositories.deals.list({ near: near25, category: 'Coffee' }, { page: 1, limit: 2 });
      const second = await ctx.repositories.deals.list({ near: near25, category: 'Coffee' }, { page: 2, limit: 2 });

      expect(first.deals.map((deal) => deal.id)).toEqual([near.dealId, middle.dealId]);
      expect(second.deals.map((deal) => deal.id)).toEqual([far.dealId]);
      expect([first.total, second.total]).toEqual([3, 3]);
      expect([...(second.distancesKm?.keys() ?? [])]).toEqual([far.dealId]);
    });

    it('answers no distances without a place', async ({ ctx }) => {
      await aShopAt(ctx.repositories, [DOWNTOWN_AUSTIN]);

      expect((await ctx.repositories.deals.list({}, ALL)).distancesKm).toBeUndefined();
    });
  });
}
