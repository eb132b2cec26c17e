import { listedBusinessOf } from '@marketplace/core/deals/domain/listed-business';
import type { NewBusiness } from '@marketplace/core/accounts/domain/business';
import { Deal, type NewDeal } from '@marketplace/core/deals/domain/deal';
import type { DealFilter } from '@marketplace/core/deals/ports/deal.repository.port';
import { NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { expectDomainError } from './expect-domain-error.js';
import { aBareBusiness, aBusiness } from './mothers/business.mother.js';
import { aDeal, aSliderDeal, type DealOverrides } from './mothers/deal.mother.js';
import { aLocation } from './mothers/location.mother.js';
import { cents } from '@marketplace/core/shared/domain/money';

const ALL = { page: 1, limit: 100 };

/** Ids of the deals a filter lists, in the order the repository gives them. */
async function listedIds(repositories: Repositories, filter: DealFilter): Promise<number[]> {
  return (await repositories.deals.list(filter, ALL)).deals.map((deal) => deal.id);
}

async function addBusiness(repositories: Repositories, place: Partial<NewBusiness> = {}): Promise<number> {
  return (await repositories.businesses.add(aBusiness(place))).id;
}

async function addDeal(repositories: Repositories, deal: DealOverrides & Pick<NewDeal, 'businessId'>): Promise<number> {
  return (await repositories.deals.add(aDeal(deal))).id;
}

export function dealRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('DealRepository', () => {
    describe('storing', () => {
      it('stores a slider deal with every field filled and gives every field back', async ({ ctx }) => {
        const { deals } = ctx.repositories;
        const businessId = await addBusiness(ctx.repositories);
        const input = aSliderDeal({
          businessId,
          startDate: new Date('2025-02-03T04:05:06.789Z'),
          endDate: new Date('2025-09-30T23:59:59.999Z'),
          createdAt: new Date('2025-02-01T00:00:00.001Z'),
          awaitingVerification: true,
          active: false,
          maxRedemptionsPerUser: 3,
        });

        const added = await deals.add(input);

        expect(added.id).toBeGreaterThan(0);
        expect(added.toProps()).toEqual({ ...input, id: added.id });
        expect((await deals.findById(added.id))?.toProps()).toEqual({ ...input, id: added.id });
      });

      it('stores a fixed-price deal with every optional field null', async ({ ctx }) => {
        const { deals } = ctx.repositories;
        const businessId = await addBusiness(ctx.repositories);
        const input = aDeal({ businessId });

        const added = await deals.add(input);

        expect((await deals.findById(added.id))?.toProps()).toEqual({ ...input, id: added.id });
      });

      it('answers null for an unknown id', async ({ ctx }) => {
        expect(await ctx.repositories.deals.findById(424242)).toBeNull();
      });

      it('finds a deal with its business in full, and null for an unknown deal', async ({ ctx }) => {
        const { deals, businesses } = ctx.repositories;
        const businessId = await addBusiness(ctx.repositories, { city: 'Austin', state: 'TX' });
        const input = aSliderDeal({ businessId, createdAt: new Date('2025-02-01T00:00:00.001Z') });
        const added = await deals.add(input);

        const found = await deals.findWithBusiness(added.id);

        expect(found?.deal.toProps()).toEqual({ ...input, id: added.id });
        expect(found?.business?.toProps()).toEqual((await businesses.findById(businessId))?.toProps());
        expect(await deals.findWithBusiness(424242)).toBeNull();
      });

      it("finds a deal with its business and that business's active locations, oldest first; none for a business without; null for an unknown deal", async ({ ctx }) => {
        const { deals, businesses, locations } = ctx.repositories;
        const [mine, theirs] = [await businesses.add(aBusiness()), await businesses.add(aBusiness())];
        const first = await locations.add(aLocation(mine.id));
        await locations.add(aLocation(theirs.id));
        const second = await locations.add(aLocation(mine.id, { name: 'Second shop', hours: null, coordinates: null }));
        const archived = await locations.add(aLocation(mine.id));
        await locations.archive(mine.id, archived.id, new Date('2025-03-01T00:00:00Z'));
        const input = aSliderDeal({ businessId: mine.id, createdAt: new Date('2025-02-01T00:00:00.001Z') });
        const deal = await deals.add(input);
        const bare = await deals.add(aDeal({ businessId: (await businesses.add(aBusiness())).id }));

        const found = await deals.findWithBusinessAndLocations(deal.id);

        expect({
          deal: found?.deal.toProps(),
          business: found?.business?.toProps(),
          locations: found?.locations.map((location) => location.toProps()),
        }).toEqual({
          deal: { ...input, id: deal.id },
          business: (await businesses.findById(mine.id))?.toProps(),
          locations: [first.toProps(), second.toProps()],
        });
        expect((await deals.findWithBusinessAndLocations(bare.id))?.locations).toEqual([]);
        expect(await deals.findWithBusinessAndLocations(424242)).toBeNull();
      });

      it('finds several deals by id, skipping unknown ids', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const first = await addDeal(ctx.repositories, { businessId });
        await addDeal(ctx.repositories, { businessId });
        const third = await addDeal(ctx.repositories, { businessId });

        const found = await ctx.repositories.deals.findByIds([third, first, 424242]);

        expect(found.map((deal) => deal.id).sort((a, b) => a - b)).toEqual([first, third]);
        expect(await ctx.repositories.deals.findByIds([])).toEqual([]);
      });

      it('saves changes to a deal', async ({ ctx }) => {
        const { deals } = ctx.repositories;
        const businessId = await addBusiness(ctx.repositories);
        const deal = await deals.add(aDeal({ businessId }));

        deal.edit({
          title: 'Two coffees',
          priceCents: cents(1500),
          endDate: new Date('2026-01-31T00:00:00.000Z'),
          imageUrl: 'https://img.example.com/new.jpg',
        });
        deal.pause();
        await deals.save(deal);

        const found = await deals.findById(deal.id);
        expect(found?.toProps()).toEqual(deal.toProps());
        expect(found?.active).toBe(false);
      });

      it('refuses to save a deal it does not know', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const ghost = Deal.restore({ ...aDeal({ businessId }), id: 424242 });

        await expectDomainError(ctx.repositories.deals.save(ghost), NotFoundError);
        expect(await ctx.repositories.deals.findById(424242)).toBeNull();
      });

      it('keeps what is stored when a caller changes a deal without saving it', async ({ ctx }) => {
        const { deals } = ctx.repositories;
        const businessId = await addBusiness(ctx.repositories);
        const deal = await deals.add(aSliderDeal({ businessId }));

        deal.pause();
        const loaded = await deals.findById(deal.id);
        loaded?.edit({ title: 'Changed' });

        const stored = await deals.findById(deal.id);
        expect(stored?.active).toBe(true);
        expect(stored?.title).not.toBe('Changed');
      });
    });

    describe('publishing drafts', () => {
      it('activates the drafts of one business only and counts them', async ({ ctx }) => {
        const { deals } = ctx.repositories;
        const businessId = await addBusiness(ctx.repositories);
        const otherId = await addBusiness(ctx.repositories);
        const draft = { active: false, awaitingVerification: true };
        const draftA = await addDeal(ctx.repositories, { businessId, ...draft });
        const draftB = await addDeal(ctx.repositories, { businessId, ...draft });
        const paused = await addDeal(ctx.repositories, { businessId, active: false });
        const otherDraft = await addDeal(ctx.repositories, { businessId: otherId, ...draft });

        expect(await deals.publishDrafts(businessId)).toBe(2);

        for (const id of [draftA, draftB]) {
          const published = await deals.findById(id);
          expect(published?.active).toBe(true);
          expect(published?.awaitingVerification).toBe(false);
        }
        expect((await deals.findById(paused))?.active).toBe(false);
        expect((await deals.findById(otherDraft))?.awaitingVerification).toBe(true);
        expect((await deals.findById(otherDraft))?.active).toBe(false);
        expect(await deals.publishDrafts(businessId)).toBe(0);
      });
    });

    describe('listing', () => {
      it('lists every deal newest first (by id, descending) with the total', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const ids = [];
        for (let i = 0; i < 4; i += 1) ids.push(await addDeal(ctx.repositories, { businessId }));

        const page = await ctx.repositories.deals.list({}, ALL);

        expect(page.deals.map((deal) => deal.id)).toEqual([...ids].sort((a, b) => b - a));
        expect(page.total).toBe(4);
      });

      it('pages through the list, giving the total of every match on each page', async ({ ctx }) => {
        const { deals } = ctx.repositories;
        const businessId = await addBusiness(ctx.repositories);
        const ids = [];
        for (let i = 0; i < 5; i += 1) ids.push(await addDeal(ctx.repositories, { businessId }));
        const newestFirst = [...ids].sort((a, b) => b - a);

        const page1 = await deals.list({}, { page: 1, limit: 2 });
        const page2 = await deals.list({}, { page: 2, limit: 2 });
        const page3 = await deals.list({}, { page: 3, limit: 2 });
        const page4 = await deals.list({}, { page: 4, limit: 2 });

        expect(page1.deals.map((d) => d.id)).toEqual(newestFirst.slice(0, 2));
        expect(page2.deals.map((d) => d.id)).toEqual(newestFirst.slice(2, 4));
        expect(page3.deals.map((d) => d.id)).toEqual(newestFirst.slice(4));
        expect(page4.deals).toEqual([]);
        for (const page of [page1, page2, page3, page4]) expect(page.total).toBe(5);
      });

      it('gives an empty page and a zero total when nothing matches', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        await addDeal(ctx.repositories, { businessId, category: 'Coffee' });

        expect(await ctx.repositories.deals.list({ category: 'Spa' }, ALL)).toEqual({ deals: [], businesses: [], total: 0 });
      });

      it("answers the businesses of the page's deals with it, each once, and no other", async ({ ctx }) => {
        const first = await addBusiness(ctx.repositories);
        const second = await addBusiness(ctx.repositories);
        const elsewhere = await addBusiness(ctx.repositories);
        await addDeal(ctx.repositories, { businessId: elsewhere });
        await addDeal(ctx.repositories, { businessId: second });
        await addDeal(ctx.repositories, { businessId: first });
        await addDeal(ctx.repositories, { businessId: second });

        const page = await ctx.repositories.deals.list({}, { page: 1, limit: 3 });

        expect(page.businesses.map((business) => business.id)).toEqual([first, second]);
        const stored = await ctx.repositories.businesses.findByIds([first, second]);
        expect(page.businesses).toEqual(stored.map(listedBusinessOf));
      });

      it('filters by category', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const coffee = await addDeal(ctx.repositories, { businessId, category: 'Coffee' });
        await addDeal(ctx.repositories, { businessId, category: 'Restaurants' });

        expect(await listedIds(ctx.repositories, { category: 'Coffee' })).toEqual([coffee]);
      });

      it('filters by business', async ({ ctx }) => {
        const mine = await addBusiness(ctx.repositories);
        const other = await addBusiness(ctx.repositories);
        const deal = await addDeal(ctx.repositories, { businessId: mine });
        await addDeal(ctx.repositories, { businessId: other });

        expect(await listedIds(ctx.repositories, { businessId: mine })).toEqual([deal]);
      });

      it('filters by the featured flag, both ways', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const featured = await addDeal(ctx.repositories, { businessId, featured: true });
        const plain = await addDeal(ctx.repositories, { businessId, featured: false });

        expect(await listedIds(ctx.repositories, { featured: true })).toEqual([featured]);
        expect(await listedIds(ctx.repositories, { featured: false })).toEqual([plain]);
      });

      it('filters by the active flag, both ways, whatever the dates', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const active = await addDeal(ctx.repositories, { businessId, active: true, endDate: new Date('2000-01-01T00:00:00Z'), startDate: new Date('1999-01-01T00:00:00Z') });
        const paused = await addDeal(ctx.repositories, { businessId, active: false });

        expect(await listedIds(ctx.repositories, { active: true })).toEqual([active]);
        expect(await listedIds(ctx.repositories, { active: false })).toEqual([paused]);
      });

      it('keeps visible deals (active, start <= at <= end, boundaries included) or the rest', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const at = new Date('2025-06-15T12:00:00.000Z');
        const ms = (offset: number): Date => new Date(at.getTime() + offset);
        const window = { startDate: ms(-1000), endDate: ms(1000) };
        const running = await addDeal(ctx.repositories, { businessId, ...window });
        const startsNow = await addDeal(ctx.repositories, { businessId, startDate: at, endDate: ms(1000) });
        const endsNow = await addDeal(ctx.repositories, { businessId, startDate: ms(-1000), endDate: at });
        const startsSoon = await addDeal(ctx.repositories, { businessId, startDate: ms(1), endDate: ms(1000) });
        const endedJustNow = await addDeal(ctx.repositories, { businessId, startDate: ms(-1000), endDate: ms(-1) });
        const paused = await addDeal(ctx.repositories, { businessId, ...window, active: false });

        const visible = await listedIds(ctx.repositories, { visibility: { at, visible: true } });
        const hidden = await listedIds(ctx.repositories, { visibility: { at, visible: false } });

        expect(visible).toEqual([endsNow, startsNow, running]);
        expect(hidden).toEqual([paused, endedJustNow, startsSoon]);
      });

      it('counts the deals of a disabled business as not visible, whatever their dates and flag', async ({ ctx }) => {
        const at = new Date('2025-06-15T12:00:00.000Z');
        const window = { startDate: new Date(at.getTime() - 1000), endDate: new Date(at.getTime() + 1000) };
        const enabledId = await addBusiness(ctx.repositories);
        const disabledId = await addBusiness(ctx.repositories);
        const shown = await addDeal(ctx.repositories, { businessId: enabledId, ...window });
        const withdrawn = await addDeal(ctx.repositories, { businessId: disabledId, ...window });
        const disabled = (await ctx.repositories.businesses.findById(disabledId))!;
        disabled.disable(at);
        await ctx.repositories.businesses.save(disabled);

        expect(await listedIds(ctx.repositories, { visibility: { at, visible: true } })).toEqual([shown]);
        expect(await listedIds(ctx.repositories, { visibility: { at, visible: false } })).toEqual([withdrawn]);
        // Its own list (no visibility filter) still has it.
        expect(await listedIds(ctx.repositories, { businessId: disabledId })).toEqual([withdrawn]);
        expect((await ctx.repositories.deals.list({ visibility: { at, visible: true } }, ALL)).total).toBe(1);
      });

      it("with `listed`, keeps only deals of businesses whose listing runs until `at` (boundary included)", async ({ ctx }) => {
        const at = new Date('2025-06-15T12:00:00.000Z');
        const window = { startDate: new Date(at.getTime() - 1000), endDate: new Date(at.getTime() + 1000) };
        const listedUntil = (date: Date | null) => addBusiness(ctx.repositories, { listedUntil: date });
        const runsOn = await addDeal(ctx.repositories, { businessId: await listedUntil(new Date(at.getTime() + 1)), ...window });
        const endsNow = await addDeal(ctx.repositories, { businessId: await listedUntil(at), ...window });
        const lapsed = await addDeal(ctx.repositories, { businessId: await listedUntil(new Date(at.getTime() - 1)), ...window });
        const never = await addDeal(ctx.repositories, { businessId: await listedUntil(null), ...window });
        const disabledId = await listedUntil(new Date('2100-01-01T00:00:00.000Z'));
        const disabled = (await ctx.repositories.businesses.findById(disabledId))!;
        disabled.disable(at);
        await ctx.repositories.businesses.save(disabled);
        const withdrawn = await addDeal(ctx.repositories, { businessId: disabledId, ...window });

        expect(await listedIds(ctx.repositories, { visibility: { at, visible: true, listed: true } })).toEqual([endsNow, runsOn]);
        expect((await ctx.repositories.deals.list({ visibility: { at, visible: true, listed: true } }, ALL)).total).toBe(2);
        expect(await listedIds(ctx.repositories, { visibility: { at, visible: false, listed: true } })).toEqual([withdrawn, never, lapsed]);
        // Without `listed` (a business's own view) the listing does not matter, the disabled state still does.
        expect(await listedIds(ctx.repositories, { visibility: { at, visible: true } })).toEqual([never, lapsed, endsNow, runsOn]);
      });

      it('searches title and description case-insensitively', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const inTitle = await addDeal(ctx.repositories, { businessId, title: 'Free ESPRESSO shot', description: 'With any pastry' });
        const inDescription = await addDeal(ctx.repositories, { businessId, title: 'Morning deal', description: 'An espresso and a croissant' });
        await addDeal(ctx.repositories, { businessId, title: 'Haircut', description: 'Wash and cut' });

        expect(await listedIds(ctx.repositories, { text: 'Espresso' })).toEqual([inDescription, inTitle]);
        expect(await listedIds(ctx.repositories, { text: 'SPRESS' })).toEqual([inDescription, inTitle]);
      });

      it('takes the search text literally: %, _ and \\ are plain characters', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories);
        const percent = await addDeal(ctx.repositories, { businessId, title: '50% off pizza', description: 'Any size' });
        const underscore = await addDeal(ctx.repositories, { businessId, title: 'Code snake_case', description: 'Tutoring' });
        const backslash = await addDeal(ctx.repositories, { businessId, title: 'Path C:\\games', description: 'Arcade' });
        await addDeal(ctx.repositories, { businessId, title: '50 off pizza', description: 'Any size, 5 slices' });
        await addDeal(ctx.repositories, { businessId, title: 'Code snakeXcase', description: 'Tutoring' });

        expect(await listedIds(ctx.repositories, { text: '%' })).toEqual([percent]);
        expect(await listedIds(ctx.repositories, { text: '50%' })).toEqual([percent]);
        expect(await listedIds(ctx.repositories, { text: '5%f' })).toEqual([]);
        expect(await listedIds(ctx.repositories, { text: 'snake_case' })).toEqual([underscore]);
        expect(await listedIds(ctx.repositories, { text: '_' })).toEqual([underscore]);
        expect(await listedIds(ctx.repositories, { text: '\\' })).toEqual([backslash]);
        expect(await listedIds(ctx.repositories, { text: 'c:\\g' })).toEqual([backslash]);
      });

      it("filters by the business's city, 'City, ST', state or zip, case-insensitively", async ({ ctx }) => {
        const austin = await addBusiness(ctx.repositories, { city: 'Austin', state: 'TX', zip: '78701' });
        const dallas = await addBusiness(ctx.repositories, { city: 'Dallas', state: 'TX', zip: '75201' });
        const portlandOr = await addBusiness(ctx.repositories, { city: 'Portland', state: 'OR', zip: '97201' });
        const portlandMe = await addBusiness(ctx.repositories, { city: 'Portland', state: 'ME', zip: '04101' });
        const stateOnly = await addBusiness(ctx.repositories, { city: null, state: 'TX', zip: null });
        const nowhere = (await ctx.repositories.businesses.add(aBareBusiness())).id;
        const deal = async (businessId: number): Promise<number> => addDeal(ctx.repositories, { businessId });
        const inAustin = await deal(austin);
        const inDallas = await deal(dallas);
        const inPortlandOr = await deal(portlandOr);
        const inPortlandMe = await deal(portlandMe);
        const inTexas = await deal(stateOnly);
        await deal(nowhere);
        const where = async (location: string): Promise<number[]> => listedIds(ctx.repositories, { location });

        expect(await where('Austin')).toEqual([inAustin]);
        expect(await where('austin')).toEqual([inAustin]);
        expect(await where('aus')).toEqual([inAustin]);
        expect(await where('austin, tx')).toEqual([inAustin]);
        expect(await where('Austin, TX')).toEqual([inAustin]);
        expect(await where('TX')).toEqual([inTexas, inDallas, inAustin]);
        expect(await where('tx')).toEqual([inTexas, inDallas, inAustin]);
        expect(await where('T')).not.toContain(inTexas);
        expect(await where('78701')).toEqual([inAustin]);
        expect(await where('7870')).toEqual([]);
        expect(await where('Portland')).toEqual([inPortlandMe, inPortlandOr]);
        expect(await where('portland, me')).toEqual([inPortlandMe]);
        expect(await where('Houston')).toEqual([]);
      });

      it('takes the location literally: % and _ match nothing special', async ({ ctx }) => {
        const businessId = await addBusiness(ctx.repositories, { city: 'Austin', state: 'TX', zip: '78701' });
        await addDeal(ctx.repositories, { businessId });

        expect(await listedIds(ctx.repositories, { location: '%' })).toEqual([]);
        expect(await listedIds(ctx.repositories, { location: 'A_stin' })).toEqual([]);
        expect(await listedIds(ctx.repositories, { location: '787__' })).toEqual([]);
      });

      it('combines every filter with AND', async ({ ctx }) => {
        const at = new Date('2025-06-15T12:00:00.000Z');
        const austin = await addBusiness(ctx.repositories, { city: 'Austin', state: 'TX', zip: '78701' });
        const dallas = await addBusiness(ctx.repositories, { city: 'Dallas', state: 'TX', zip: '75201' });
        const match: DealOverrides & Pick<NewDeal, 'businessId'> = {
          businessId: austin,
          category: 'Coffee',
          featured: true,
          active: true,
          title: 'Latte for two',
        };
        const hit = await addDeal(ctx.repositories, match);
        const hit2 = await addDeal(ctx.repositories, { ...match, title: 'Morning', description: 'A LATTE and a muffin' });
        await addDeal(ctx.repositories, { ...match, businessId: dallas });
        await addDeal(ctx.repositories, { ...match, category: 'Restaurants' });
        await addDeal(ctx.repositories, { ...match, featured: false });
        await addDeal(ctx.repositories, { ...match, active: false });
        await addDeal(ctx.repositories, { ...match, endDate: new Date('2025-06-01T00:00:00.000Z') });
        await addDeal(ctx.repositories, { ...match, title: 'Espresso' });

        const filter: DealFilter = {
          businessId: austin,
          category: 'Coffee',
          featured: true,
          active: true,
          visibility: { at, visible: true },
          text: 'latte',
          location: 'austin, tx',
        };
        const page = await ctx.repositories.deals.list(filter, { page: 1, limit: 1 });

        expect(page.total).toBe(2);
        expect(page.deals.map((deal) => deal.id)).toEqual([hit2]);
        expect(await listedIds(ctx.repositories, filter)).toEqual([hit2, hit]);
      });
    });
  });
}
