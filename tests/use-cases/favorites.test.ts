import { describe, expect, it } from 'vitest';
import { FAVORITE_DEALS_SHOWN } from '@marketplace/core/favorites/application/favorites.use-case';
import { MAX_FAVORITES_PER_ACCOUNT } from '@marketplace/core/favorites/domain/favorite';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import type { OutboxEmail } from '@marketplace/core/mail/domain/outbox-email';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '@marketplace/core/shared/domain/domain-error';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { ADMIN, createHarness, type Harness } from './harness.js';
import {
  givenACustomer,
  givenADraftDeal,
  givenAnEndedDeal,
  givenAnUnverifiedBusiness,
  givenARunningDeal,
  givenAVerifiedBusiness,
  type Customer,
} from './mothers.js';

const ANONYMOUS = { kind: 'anonymous' } as const;
const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const newDealBody = {
  title: 'Two-for-one lattes',
  description: 'Any latte, any size, every morning.',
  category: 'Café',
  price: 6,
  discountPercent: 50,
  startDate: '2025-06-01T00:00:00.000Z',
  endDate: '2025-07-01T00:00:00.000Z',
  maxRedemptionsPerUser: 1,
  active: true,
};

async function favoriteEmails(h: Harness): Promise<OutboxEmail[]> {
  return (await h.repositories.outbox.listRecent(1000)).filter((email) => email.kind === 'favorite-new-deal').sort((a, b) => a.id - b.id);
}

async function consenting(h: Harness, customer: Customer): Promise<void> {
  await h.updateEmailPreferences.execute(customer.actor, { favoriteDeals: true });
}

describe('favourites', () => {
  it('saves a business once: saving again keeps it once, with its first date', async () => {
    const h = createHarness({ now: NOW });
    const customer = await givenACustomer(h);
    const shop = await givenAVerifiedBusiness(h);

    expect(await h.saveFavorite.execute(customer.actor, shop.id)).toEqual({ businessId: shop.id, added: true });
    h.clock.advance(DAY);
    expect(await h.saveFavorite.execute(customer.actor, shop.id)).toEqual({ businessId: shop.id, added: false });

    const [favorite, ...others] = await h.listFavorites.execute(customer.actor);
    expect(others).toEqual([]);
    expect(favorite?.business.id).toBe(shop.id);
    expect(favorite?.favoritedAt).toEqual(NOW);
    expect(await h.listFavoriteIds.execute(customer.actor)).toEqual([shop.id]);
  });

  it('removes a business, and removing it again changes nothing', async () => {
    const h = createHarness({ now: NOW });
    const customer = await givenACustomer(h);
    const shop = await givenAVerifiedBusiness(h);
    await h.saveFavorite.execute(customer.actor, shop.id);

    expect(await h.removeFavorite.execute(customer.actor, shop.id)).toEqual({ businessId: shop.id, removed: true });
    expect(await h.removeFavorite.execute(customer.actor, shop.id)).toEqual({ businessId: shop.id, removed: false });
    expect(await h.listFavorites.execute(customer.actor)).toEqual([]);
  });

  it('lists the newest favourite first, each with its live deals only', async () => {
    const h = createHarness({ now: NOW });
    const customer = await givenACustomer(h);
    const [first, second] = [await givenAVerifiedBusiness(h), await givenAVerifiedBusiness(h)];
    const live = await givenARunningDeal(h, first);
    await givenAnEndedDeal(h, first);
    await givenADraftDeal(h, first);
    await h.saveFavorite.execute(customer.actor, first.id);
    h.clock.advance(60_000);
    await h.saveFavorite.execute(customer.actor, second.id);

    const favorites = await h.listFavorites.execute(customer.actor);

    expect(favorites.map((favorite) => favorite.business.id)).toEqual([second.id, first.id]);
    expect(favorites[1]?.deals.map((deal) => deal.id)).toEqual([live.id]);
    expect(favorites[0]?.deals).toEqual([]);
  });

  it(`shows at most ${FAVORITE_DEALS_SHOWN} live deals of one favourite`, async () => {
    const h = createHarness({ now: NOW });
    const customer = await givenACustomer(h);
    const shop = await givenAVerifiedBusiness(h);
    for (let i = 0; i < FAVORITE_DEALS_SHOWN + 2; i += 1) await givenARunningDeal(h, shop);
    await h.saveFavorite.execute(customer.actor, shop.id);

    expect((await h.listFavorites.execute(customer.actor))[0]?.deals).toHaveLength(FAVORITE_DEALS_SHOWN);
  });

  it('answers 404 for an unknown, unverified, disabled or unlisted business', async () => {
    const h = createHarness({ now: NOW });
    const customer = await givenACustomer(h);
    const unverified = await givenAnUnverifiedBusiness(h);
    const disabled = await givenAVerifiedBusiness(h, { disabledAt: new Date(NOW.getTime() - DAY) });
    const unlisted = await givenAVerifiedBusiness(h, { listedUntil: new Date(NOW.getTime() - DAY) });

    for (const businessId of [424242, unverified.id, disabled.id, unlisted.id]) {
      await expect(h.saveFavorite.execute(customer.actor, businessId)).rejects.toMatchObject({ code: 'business.not_found' });
      await expect(h.removeFavorite.execute(customer.actor, businessId)).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(await h.listFavoriteIds.execute(customer.actor)).toEqual([]);
  });

  it('leaves a saved business out of the list while it is hidden, and lets the customer remove it', async () => {
    const h = createHarness({ now: NOW });
    const customer = await givenACustomer(h);
    const shop = await givenAVerifiedBusiness(h);
    await h.saveFavorite.execute(customer.actor, shop.id);
    const business = (await h.repositories.businesses.findById(shop.id))!;
    business.disable(NOW);
    await h.repositories.businesses.save(business);

    expect(await h.listFavorites.execute(customer.actor)).toEqual([]);
    expect(await h.removeFavorite.execute(customer.actor, shop.id)).toEqual({ businessId: shop.id, removed: true });
  });

  it(`refuses a favourite beyond ${MAX_FAVORITES_PER_ACCOUNT}, but saving one already saved still answers`, async () => {
    const h = createHarness({ now: NOW });
    const customer = await givenACustomer(h);
    const shop = await givenAVerifiedBusiness(h);
    await h.saveFavorite.execute(customer.actor, shop.id);
    for (let i = 1; i < MAX_FAVORITES_PER_ACCOUNT; i += 1) {
      const other = await h.repositories.businesses.add(aBusiness());
      await h.repositories.favorites.add({ userId: customer.id, businessId: other.id, createdAt: NOW });
    }
    const oneMore = await givenAVerifiedBusiness(h);

    await expect(h.saveFavorite.execute(customer.actor, oneMore.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(h.saveFavorite.execute(customer.actor, oneMore.id)).rejects.toMatchObject({ code: 'favorites.full' });
    expect(await h.saveFavorite.execute(customer.actor, shop.id)).toEqual({ businessId: shop.id, added: false });
  });

  it('belong to customers only', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    for (const actor of [shop.actor, ADMIN]) {
      await expect(h.listFavorites.execute(actor)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(h.listFavoriteIds.execute(actor)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(h.saveFavorite.execute(actor, shop.id)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(h.removeFavorite.execute(actor, shop.id)).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(h.saveFavorite.execute(ANONYMOUS, shop.id)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('count as followers in the owner’s figures, which staff cannot read', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const [a, b] = [await givenACustomer(h), await givenACustomer(h)];
    await h.saveFavorite.execute(a.actor, shop.id);
    await h.saveFavorite.execute(b.actor, shop.id);
    await h.saveFavorite.execute(b.actor, shop.id);

    expect((await h.businessStats.execute(shop.actor)).followers).toBe(2);
    await h.removeFavorite.execute(a.actor, shop.id);
    expect((await h.businessStats.execute(shop.actor)).followers).toBe(1);
    const manager = { kind: 'business', businessId: shop.id, role: 'business', teamRole: 'manager', staffId: 7 } as const;
    await expect(h.businessStats.execute(manager)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('the new-deal email to consenting followers', () => {
  it('is written once per consenting follower, and never to the others', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const [yes, no, silent, elsewhere] = [await givenACustomer(h), await givenACustomer(h), await givenACustomer(h), await givenACustomer(h)];
    for (const customer of [yes, no, silent]) await h.saveFavorite.execute(customer.actor, shop.id);
    await consenting(h, yes);
    await consenting(h, elsewhere);
    await h.updateEmailPreferences.execute(no.actor, { favoriteDeals: false, newsletter: true });
    const deal = await givenARunningDeal(h, shop, { title: 'Free croissant' });

    expect(await h.writeFavoriteDealEmails.execute({ dealIds: [deal.id] })).toEqual({ written: 1, alreadyWritten: 0 });
    expect(await h.writeFavoriteDealEmails.execute({ dealIds: [deal.id] })).toEqual({ written: 0, alreadyWritten: 1 });

    const [email, ...others] = await favoriteEmails(h);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ to: yes.user.email, dedupeKey: `favorite-new-deal:${deal.id}:${yes.id}`, subject: `New deal from ${shop.business.name}: Free croissant` });
    expect(email?.text).toContain(`/deals/${deal.id}`);
    expect(email?.text).toContain(shop.business.name);
    expect(email?.html).toContain('/unsubscribe?token=c.');
    expect(email?.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe/one-click?token=');
  });

  it('fans out in batches and reaches every consenting follower', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const followers: Customer[] = [];
    for (let i = 0; i < 7; i += 1) {
      const customer = await givenACustomer(h);
      await h.saveFavorite.execute(customer.actor, shop.id);
      await consenting(h, customer);
      followers.push(customer);
    }
    const deal = await givenARunningDeal(h, shop);

    const writer = h.writeFavoriteDealEmails as unknown as { deps: { batchSize?: number } };
    writer.deps.batchSize = 3;
    expect(await h.writeFavoriteDealEmails.execute({ dealIds: [deal.id] })).toEqual({ written: 7, alreadyWritten: 0 });
    expect((await favoriteEmails(h)).map((email) => email.to).sort()).toEqual(followers.map((customer) => customer.user.email).sort());
  });

  it('is asked for when a deal is created published, and when the verification publishes drafts', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    await h.createDeal.execute(shop.actor, createDealPayloadSchema.parse(newDealBody));
    const pending = await givenAnUnverifiedBusiness(h);
    await givenADraftDeal(h, pending);
    await h.verifyBusiness.execute(ADMIN, pending.id);

    const queue = (await h.jobOverview.execute(ADMIN)).queues.find((counts) => counts.queue === 'favorite-deal-emails');
    expect(queue?.created).toBe(2);
  });

  it('follows the verification: the published drafts of a business are emailed about', async () => {
    const h = createHarness({ now: NOW });
    const pending = await givenAnUnverifiedBusiness(h);
    const customer = await givenACustomer(h);
    await consenting(h, customer);
    await h.repositories.favorites.add({ userId: customer.id, businessId: pending.id, createdAt: NOW });
    const draft = await givenADraftDeal(h, pending);
    await h.verifyBusiness.execute(ADMIN, pending.id);

    expect(await h.writeFavoriteDealEmails.execute({ businessId: pending.id })).toEqual({ written: 1, alreadyWritten: 0 });
    expect((await favoriteEmails(h)).map((email) => email.dedupeKey)).toEqual([`favorite-new-deal:${draft.id}:${customer.id}`]);
  });

  it('is not written for a deal that is no longer live', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const customer = await givenACustomer(h);
    await h.saveFavorite.execute(customer.actor, shop.id);
    await consenting(h, customer);
    const ended = await givenAnEndedDeal(h, shop);

    expect(await h.writeFavoriteDealEmails.execute({ dealIds: [ended.id] })).toEqual({ written: 0, alreadyWritten: 0 });
  });

  it('stops after the customer turns it off through the unsubscribe link', async () => {
    const h = createHarness({ now: NOW });
    const shop = await givenAVerifiedBusiness(h);
    const customer = await givenACustomer(h);
    await h.saveFavorite.execute(customer.actor, shop.id);
    await consenting(h, customer);
    await h.writeFavoriteDealEmails.execute({ dealIds: [(await givenARunningDeal(h, shop)).id] });
    const [email] = await favoriteEmails(h);
    const token = decodeURIComponent(/token=([^"&\s]+)/.exec(email!.text)![1]!);

    await h.unsubscribeByLink.execute(token);

    expect((await h.getEmailPreferences.execute(customer.actor)).favoriteDeals).toBe(false);
    expect(await h.writeFavoriteDealEmails.execute({ dealIds: [(await givenARunningDeal(h, shop)).id] })).toEqual({ written: 0, alreadyWritten: 0 });
  });
});
