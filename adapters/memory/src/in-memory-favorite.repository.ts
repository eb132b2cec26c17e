import type { Favorite } from '@marketplace/core/favorites/domain/favorite';
import type { ConsentingFollower, FavoriteRepository } from '@marketplace/core/favorites/ports/favorite.repository.port';
import type { InMemoryStore } from './in-memory-store.js';

const keyOf = (userId: number, businessId: number) => `${userId}:${businessId}`;

/** Favourites in an {@link InMemoryStore}, one row per customer and business. */
export class InMemoryFavoriteRepository implements FavoriteRepository {
  constructor(private readonly store: InMemoryStore) {}

  async add(favorite: Favorite): Promise<boolean> {
    const key = keyOf(favorite.userId, favorite.businessId);
    if (this.store.tables.favorites.has(key)) return false;
    this.store.tables.favorites.set(key, { ...favorite, createdAt: new Date(favorite.createdAt) });
    return true;
  }

  async remove(userId: number, businessId: number): Promise<boolean> {
    return this.store.tables.favorites.delete(keyOf(userId, businessId));
  }

  async has(userId: number, businessId: number): Promise<boolean> {
    return this.store.tables.favorites.has(keyOf(userId, businessId));
  }

  async countForUser(userId: number): Promise<number> {
    return this.rows().filter((row) => row.userId === userId).length;
  }

  async listForUser(userId: number): Promise<Favorite[]> {
    return this.rows()
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.businessId - a.businessId)
      .map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  async countFollowers(businessId: number): Promise<number> {
    return this.rows().filter((row) => row.businessId === businessId && this.enabledUser(row.userId)).length;
  }

  async consentingFollowers(
    businessId: number,
    options: { afterUserId: number; limit: number; consentByDefault: boolean },
  ): Promise<ConsentingFollower[]> {
    const { users, emailPreferences } = this.store.tables;
    return this.rows()
      .filter((row) => row.businessId === businessId && row.userId > options.afterUserId && this.enabledUser(row.userId))
      .filter((row) => emailPreferences.get(row.userId)?.favoriteDeals ?? options.consentByDefault)
      .sort((a, b) => a.userId - b.userId)
      .slice(0, options.limit)
      .map((row) => {
        const user = users.get(row.userId)!;
        return { userId: row.userId, email: user.email, name: user.username };
      });
  }

  private rows(): Favorite[] {
    return [...this.store.tables.favorites.values()];
  }

  private enabledUser(userId: number): boolean {
    const user = this.store.tables.users.get(userId);
    return user !== undefined && user.disabledAt === null;
  }
}
