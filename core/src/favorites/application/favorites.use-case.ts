import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { Deal } from '../../deals/domain/deal.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { ConflictError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { FAVORITE_BUSINESS_NOT_FOUND_MESSAGE, FAVORITES_FULL_MESSAGE, MAX_FAVORITES_PER_ACCOUNT } from '../domain/favorite.js';
import type { FavoriteRepository } from '../ports/favorite.repository.port.js';

/** One saved business as the Favorites tab shows it: the business, when it was saved, its live deals. */
export interface FavoriteBusiness {
  business: Business;
  favoritedAt: Date;
  deals: Deal[];
}

/** At most this many live deals are listed per favourite (newest first): a card, not a catalogue. */
export const FAVORITE_DEALS_SHOWN = 20;

interface FavoriteDeps {
  favorites: FavoriteRepository;
  businesses: BusinessRepository;
  deals: DealRepository;
  clock: Clock;
}

/** The business a shopper may save: known, verified, enabled and listed (what the catalogue shows). */
async function visibleBusiness(deps: Pick<FavoriteDeps, 'businesses'>, businessId: number, now: Date): Promise<Business> {
  const business = await deps.businesses.findById(businessId);
  if (!business || !business.verified || !business.isListed(now)) {
    throw new NotFoundError('business.not_found', FAVORITE_BUSINESS_NOT_FOUND_MESSAGE);
  }
  return business;
}

/**
 * The customer's favourites, newest first, each with its live deals. A business shoppers cannot
 * see now (disabled, its listing ended) is left out but stays saved: it comes back when listed again.
 * Three statements whatever the count: the favourites, their businesses, their live deals.
 */
export class ListFavorites {
  constructor(private readonly deps: FavoriteDeps) {}

  async execute(actor: Actor): Promise<FavoriteBusiness[]> {
    const { userId } = requireCustomer(actor);
    const now = this.deps.clock.now();
    const favorites = await this.deps.favorites.listForUser(userId);
    if (favorites.length === 0) return [];
    const businessIds = favorites.map((favorite) => favorite.businessId);
    const businesses = new Map((await this.deps.businesses.findByIds(businessIds)).map((business) => [business.id, business]));
    const listed = businessIds.filter((id) => {
      const business = businesses.get(id);
      return business !== undefined && business.verified && business.isListed(now);
    });
    const dealsOf = new Map<number, Deal[]>();
    if (listed.length > 0) {
      const { deals } = await this.deps.deals.list(
        { businessIds: listed, visibility: { at: now, visible: true, listed: true } },
        { page: 1, limit: MAX_FAVORITES_PER_ACCOUNT * FAVORITE_DEALS_SHOWN },
      );
      for (const deal of deals) {
        const shown = dealsOf.get(deal.businessId) ?? [];
        if (shown.length < FAVORITE_DEALS_SHOWN) shown.push(deal);
        dealsOf.set(deal.businessId, shown);
      }
    }
    return favorites.flatMap((favorite) => {
      const business = businesses.get(favorite.businessId);
      if (!business || !listed.includes(business.id)) return [];
      return [{ business, favoritedAt: favorite.createdAt, deals: dealsOf.get(business.id) ?? [] }];
    });
  }
}

/** Just the ids the customer saved, newest first: what the hearts on the catalogue need. */
export class ListFavoriteIds {
  constructor(private readonly deps: Pick<FavoriteDeps, 'favorites'>) {}

  async execute(actor: Actor): Promise<number[]> {
    const { userId } = requireCustomer(actor);
    return (await this.deps.favorites.listForUser(userId)).map((favorite) => favorite.businessId);
  }
}

/**
 * Saves a business to the customer's favourites; saving it again changes nothing (the first date stays).
 * @throws NotFoundError `business.not_found` for an unknown or hidden business.
 * @throws ConflictError `favorites.full` beyond {@link MAX_FAVORITES_PER_ACCOUNT}.
 */
export class SaveFavorite {
  constructor(private readonly deps: Pick<FavoriteDeps, 'favorites' | 'businesses' | 'clock'>) {}

  async execute(actor: Actor, businessId: number): Promise<{ businessId: number; added: boolean }> {
    const { userId } = requireCustomer(actor);
    const now = this.deps.clock.now();
    await visibleBusiness(this.deps, businessId, now);
    if (await this.deps.favorites.has(userId, businessId)) return { businessId, added: false };
    if ((await this.deps.favorites.countForUser(userId)) >= MAX_FAVORITES_PER_ACCOUNT) {
      throw new ConflictError('favorites.full', FAVORITES_FULL_MESSAGE);
    }
    const added = await this.deps.favorites.add({ userId, businessId, createdAt: now });
    return { businessId, added };
  }
}

/**
 * Removes a business from the customer's favourites; removing one not saved changes nothing.
 * A saved business that has been hidden since can still be removed.
 * @throws NotFoundError `business.not_found` for an unknown or hidden business that was not saved.
 */
export class RemoveFavorite {
  constructor(private readonly deps: Pick<FavoriteDeps, 'favorites' | 'businesses' | 'clock'>) {}

  async execute(actor: Actor, businessId: number): Promise<{ businessId: number; removed: boolean }> {
    const { userId } = requireCustomer(actor);
    const removed = await this.deps.favorites.remove(userId, businessId);
    if (!removed) await visibleBusiness(this.deps, businessId, this.deps.clock.now());
    return { businessId, removed };
  }
}
