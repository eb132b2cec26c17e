import { describe, expect, it } from 'vitest';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { cents } from '@marketplace/core/shared/domain/money';
import { createHarness, type Harness } from './harness.js';
import {
  givenACustomer,
  givenADraftDeal,
  givenAnEndedDeal,
  givenAnUnverifiedBusiness,
  givenAnUpcomingDeal,
  givenAPausedDeal,
  givenARunningDeal,
  givenAVerifiedBusiness,
} from './mothers.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const anonymous = { kind: 'anonymous' } as const;

async function registerBusiness(h: Harness, email = 'new@biz.example') {
  const business = await h.registerBusiness.execute({ name: 'New Biz', email, password: 'secret1', category: 'Retail', city: 'Boise', state: 'ID', zip: '83702' });
  return business;
}

const standardBody = {
  title: 'Half-price pastries',
  description: 'Every pastry on the counter, all day long.',
  category: 'Café',
  price: 8,
  discountPercent: 20,
  startDate: '2025-06-01T00:00:00.000Z',
  endDate: '2025-07-01T00:00:00.000Z',
  maxRedemptionsPerUser: 2,
  active: true,
  businessId: 1,
  featured: true,
};

const cashToDiscountBody = {
  title: 'Cash to Discount: Tacos',
  description: 'Prepay and save more on every taco you order.',
  category: 'Food & Drink',
  basePrice: 15,
  minPrice: 5,
  maxPrice: 30,
  baseDiscount: 10,
  maxDiscount: 35,
  discountStep1: 10,
  discountStep2: 15,
  discountStep3: 20,
  discountStep4: 25,
  discountStep5: 30,
  discountStep6: 40,
  price: 15,
  discountPercent: 10,
  isSlidingDeal: true,
  slidingDiscounts: [10, 15, 20, 25, 30, 40].map((discountPercent, index) => ({ price: 5 + 5 * index, discountPercent })),
  startDate: '2025-06-01T00:00:00.000Z',
  endDate: '2025-07-15T00:00:00.000Z',
  maxRedemptionsPerUser: 3,
  active: true,
};

const sliderBody = {
  ...standardBody,
  title: 'Slider spa',
  isSliderDeal: true,
  basePrice: 15,
  minPrice: 5,
  maxPrice: 30,
  minDiscountPercent: 10,
  maxDiscountPercent: 40,
  discountSteps: JSON.stringify([10, 12, 20, 25, 30, 40]),
  discountPercent: 99,
};

describe('listing deals', () => {
  it('shows shoppers only published deals, newest first, 12 per page', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const running = [];
    for (let n = 0; n < 13; n += 1) running.push(await givenARunningDeal(h, shop));
    await givenAnEndedDeal(h, shop);
    await givenAnUpcomingDeal(h, shop);
    await givenAPausedDeal(h, shop);
    await givenADraftDeal(h, await givenAnUnverifiedBusiness(h));

    const page1 = await h.listDeals.execute(anonymous, { active: true });
    expect(page1.pagination).toMatchObject({ total: 13, page: 1, limit: 12, totalPages: 2, hasPreviousPage: false, hasNextPage: true });
    expect(page1.deals.map((deal) => deal.id)).toEqual(running.map((deal) => deal.id).reverse().slice(0, 12));
    // Without active=true a shopper still sees only published deals.
    expect((await h.listDeals.execute(anonymous, {})).pagination.total).toBe(13);
    expect((await h.listDeals.execute(anonymous, { active: false })).deals).toEqual([]);
    const last = await h.listDeals.execute(anonymous, { page: 2 });
    expect(last.deals.map((deal) => deal.id)).toEqual([running[0]?.id]);
    expect(last.pagination).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('answers the home page: 4 featured deals, their businesses, and the total behind them', async () => {
    const h = createHarness({ now: NOW });
    const sunrise = await givenAVerifiedBusiness(h);
    const bean = await givenAVerifiedBusiness(h);
    for (const shop of [sunrise, bean, sunrise, bean, sunrise]) await givenARunningDeal(h, shop, { featured: true });
    await givenARunningDeal(h, sunrise);
    await givenAnEndedDeal(h, bean, { featured: true });

    const home = await h.listDeals.execute(anonymous, { active: true, featured: true, limit: 4 });
    expect(home.deals).toHaveLength(4);
    expect(home.pagination.total).toBe(5);
    expect(home.deals.every((deal) => deal.toProps().featured)).toBe(true);
    expect(home.businesses.map((business) => business.id).sort()).toEqual([sunrise.id, bean.id].sort());
  });

  it('filters by category, text (literally) and location', async () => {
    const h = createHarness({ now: NOW });
    const denver = await givenAVerifiedBusiness(h, { city: 'Denver', state: 'CO', zip: '80202' });
    const portland = await givenAVerifiedBusiness(h, { city: 'Portland', state: 'OR', zip: '97205' });
    const cafe = await givenARunningDeal(h, denver, { category: 'Café', title: 'Morning Coffee' });
    const ramen = await givenARunningDeal(h, portland, { category: 'Restaurant', title: 'Cash to Discount: Ramen Nights' });
    const percent = await givenARunningDeal(h, portland, { category: 'Restaurant', description: 'Take 35% off every bowl.' });

    expect((await h.listDeals.execute(anonymous, { category: 'Café' })).deals.map((deal) => deal.id)).toEqual([cafe.id]);
    expect((await h.listDeals.execute(anonymous, { q: '  RAMEN ' })).deals.map((deal) => deal.id)).toEqual([ramen.id]);
    // Wildcards are plain characters: '%' matches only descriptions that contain a percent sign.
    expect((await h.listDeals.execute(anonymous, { q: 'zz%' })).pagination.total).toBe(0);
    expect((await h.listDeals.execute(anonymous, { q: '35%' })).deals.map((deal) => deal.id)).toEqual([percent.id]);
    expect((await h.listDeals.execute(anonymous, { location: 'denver, co' })).deals.map((deal) => deal.id)).toEqual([cafe.id]);
    expect((await h.listDeals.execute(anonymous, { location: '97205' })).deals.map((deal) => deal.id)).toEqual([percent.id, ramen.id]);
  });

  it('lists near a zip code (its centre) or a point, nearest first with distances, and refuses a zip code it does not know', async () => {
    const h = createHarness({ now: NOW });
    const downtown = await givenAVerifiedBusiness(h);
    const denver = await givenAVerifiedBusiness(h, { city: 'Denver', state: 'CO', zip: '80202' });
    const [registered] = await h.repositories.locations.listForBusiness(denver.id);
    registered!.placeAt({ latitude: 39.7528, longitude: -104.9993 });
    await h.repositories.locations.save(registered!);
    const near = await givenARunningDeal(h, downtown);
    const far = await givenARunningDeal(h, denver);

    const around78701 = await h.listDeals.execute(anonymous, { near: { zip: '78701' }, radiusKm: 5 });
    expect(around78701.deals.map((deal) => deal.id)).toEqual([near.id]);
    expect(around78701.distancesKm?.get(near.id)).toBeCloseTo(0, 6);
    // The default radius (25 km) from a point in Denver.
    const denverDeals = await h.listDeals.execute(anonymous, { near: { latitude: 39.7392, longitude: -104.9903 } });
    expect(denverDeals.deals.map((deal) => deal.id)).toEqual([far.id]);
    expect(denverDeals.distancesKm?.get(far.id)).toBeGreaterThan(1);
    expect((await h.listDeals.execute(anonymous, {})).distancesKm).toBeUndefined();

    const refused = h.listDeals.execute(anonymous, { near: { zip: '00000' } });
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toThrow("We don't know the zip code 00000");
  });

  it('clamps paging input', async () => {
    const h = createHarness({ now: NOW });
    expect((await h.listDeals.execute(anonymous, { page: 0, limit: 1000 })).pagination).toMatchObject({ page: 1, limit: 100 });
  });

  it("lets a business list its own deals in every state, with active splitting the dashboard's tabs", async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const running = await givenARunningDeal(h, shop);
    const ended = await givenAnEndedDeal(h, shop);
    const paused = await givenAPausedDeal(h, shop);
    await givenARunningDeal(h, await givenAVerifiedBusiness(h));

    const all = await h.listDeals.execute(shop.actor, { businessId: shop.id, limit: 100 });
    expect(all.pagination.total).toBe(3);
    const active = await h.listDeals.execute(shop.actor, { businessId: shop.id, active: true, limit: 100 });
    const inactive = await h.listDeals.execute(shop.actor, { businessId: shop.id, active: false, limit: 100 });
    expect(active.deals.map((deal) => deal.id)).toEqual([running.id]);
    expect(inactive.deals.map((deal) => deal.id).sort()).toEqual([ended.id, paused.id].sort());
    // Another business asking for the same list sees only the published ones.
    const other = await registerBusiness(h);
    expect((await h.listDeals.execute(other.toActor(), { businessId: shop.id, limit: 100 })).deals.map((deal) => deal.id)).toEqual([running.id]);
  });
});

describe('getting a deal', () => {
  it('returns a published deal with its business, and Not Found for ended, upcoming or unknown ones', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h, { name: 'Sunrise Bistro' });
    const running = await givenARunningDeal(h, shop, { title: 'Weekend Brunch for Two' });
    const ended = await givenAnEndedDeal(h, shop);
    const upcoming = await givenAnUpcomingDeal(h, shop);

    const { deal, business: owner } = await h.getDeal.execute(anonymous, running.id);
    expect(deal.title).toBe('Weekend Brunch for Two');
    expect(owner?.name).toBe('Sunrise Bistro');
    await expect(h.getDeal.execute(anonymous, ended.id)).rejects.toMatchObject({
      code: 'deal.not_found',
      message: "The deal you're looking for doesn't exist or has been removed.",
    });
    await expect(h.getDeal.execute(anonymous, upcoming.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.getDeal.execute(anonymous, 9999)).rejects.toBeInstanceOf(NotFoundError);
    // The owner sees its own ended deal.
    expect((await h.getDeal.execute(shop.actor, ended.id)).deal.id).toBe(ended.id);
  });
});

describe('creating deals', () => {
  it('stores a standard deal for the business, ignoring smuggled businessId and featured', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const { deal, draft } = await h.createDeal.execute(shop.actor, createDealPayloadSchema.parse(standardBody));
    expect(draft).toBe(false);
    expect(deal.toProps()).toMatchObject({
      businessId: shop.id,
      priceCents: 800,
      basePriceCents: 800,
      discountPercent: 20,
      isSliderDeal: false,
      featured: false,
      active: true,
      maxRedemptionsPerUser: 2,
      imageUrl: null,
      // A date-only end is taken as the end of that day.
      endDate: new Date('2025-07-01T23:59:59.999Z'),
    });
  });

  it('normalises a Cash to Discount payload into a slider deal with its six steps', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const { deal } = await h.createDeal.execute(shop.actor, createDealPayloadSchema.parse(cashToDiscountBody));
    expect(deal.toProps()).toMatchObject({
      isSliderDeal: true,
      priceCents: 1500,
      basePriceCents: 1500,
      minPriceCents: 500,
      maxPriceCents: 3000,
      discountSteps: [10, 15, 20, 25, 30, 40],
      discountPercent: 10,
      minDiscountPercent: 10,
      maxDiscountPercent: 35,
      category: 'Restaurant',
      maxRedemptionsPerUser: 3,
    });
    expect(deal.quote({ priceCents: 3000 })).toMatchObject({ discountPercent: 40, amountCents: 3000 });
  });

  it("recomputes the slider form's discountPercent as the rounded average of the smallest and largest step", async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const { deal } = await h.createDeal.execute(shop.actor, createDealPayloadSchema.parse(sliderBody));
    expect(deal.toProps()).toMatchObject({ isSliderDeal: true, discountPercent: 25, discountSteps: [10, 12, 20, 25, 30, 40], basePriceCents: 1500 });
  });

  it('saves the deal of an unverified business as a draft that verification publishes', async () => {
    const h = createHarness({ now: NOW });
    const fresh = await registerBusiness(h);
    const { deal, draft } = await h.createDeal.execute(fresh.toActor(), createDealPayloadSchema.parse(standardBody));
    expect(draft).toBe(true);
    expect(deal.toProps()).toMatchObject({ active: false, awaitingVerification: true });
    await expect(h.getDeal.execute(anonymous, deal.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.updateDeal.execute(fresh.toActor(), deal.id, { active: true })).rejects.toMatchObject({ code: 'business.unverified' });
    await h.verifyBusiness.execute({ kind: 'admin', userId: 999 }, fresh.id);
    expect((await h.getDeal.execute(anonymous, deal.id)).deal.active).toBe(true);
  });

  it('refuses customers, visitors and a deal that ends before it starts', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const customer = await givenACustomer(h);
    const payload = createDealPayloadSchema.parse(standardBody);
    await expect(h.createDeal.execute(customer.actor, payload)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.createDeal.execute(anonymous, payload)).rejects.toBeInstanceOf(UnauthenticatedError);
    const reversed = createDealPayloadSchema.parse({ ...standardBody, startDate: '2025-08-01T00:00:00.000Z' });
    await expect(h.createDeal.execute(shop.actor, reversed)).rejects.toMatchObject({ code: 'deal.dates_reversed' });
    await expect(h.createDeal.execute({ kind: 'business', businessId: 424242, role: 'business', teamRole: 'owner', staffId: null }, payload)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('pausing, resuming and editing', () => {
  it('lets the owner pause, resume and edit its deal', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const { id } = await givenARunningDeal(h, shop);
    expect((await h.updateDeal.execute(shop.actor, id, { active: false })).active).toBe(false);
    await expect(h.getDeal.execute(anonymous, id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await h.updateDeal.execute(shop.actor, id, { active: true })).active).toBe(true);
    const edited = await h.updateDeal.execute(shop.actor, id, { title: 'Brunch for Two', priceCents: cents(1400) });
    expect(edited.toProps()).toMatchObject({ title: 'Brunch for Two', priceCents: 1400 });
    expect((await h.repositories.deals.findById(id))?.title).toBe('Brunch for Two');
    await expect(h.updateDeal.execute(shop.actor, id, { endDate: new Date('2020-01-01T10:00:00Z') })).rejects.toBeInstanceOf(ValidationError);
  });

  it("answers Not Found for another business's deal and refuses customers", async () => {
    const h = createHarness({ now: NOW });
    const { id } = await givenARunningDeal(h, await givenAVerifiedBusiness(h));
    const customer = await givenACustomer(h);
    const other = await registerBusiness(h);
    await expect(h.updateDeal.execute(other.toActor(), id, { active: false })).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.updateDeal.execute(customer.actor, id, { active: false })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.updateDeal.execute(other.toActor(), 9999, { active: false })).rejects.toBeInstanceOf(NotFoundError);
    expect((await h.repositories.deals.findById(id))?.active).toBe(true);
  });
});
