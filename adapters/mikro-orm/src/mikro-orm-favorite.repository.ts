import type { Favorite } from '@marketplace/core/favorites/domain/favorite';
import type { ConsentingFollower, FavoriteRepository } from '@marketplace/core/favorites/ports/favorite.repository.port';
import type { EntityManagerSource } from './entity-manager-source.js';

interface FavoriteRow {
  user_id: number;
  business_id: number;
  created_at: Date | string;
}

/** Favourites in the `favorites` table (primary key user and business), in raw SQL. */
export class MikroOrmFavoriteRepository implements FavoriteRepository {
  constructor(private readonly em: EntityManagerSource) {}

  /** One insert; a row there already is left as it is (its first date stays). */
  async add(favorite: Favorite): Promise<boolean> {
    const rows = await this.em().execute<{ user_id: number }[]>(
      `insert into favorites (user_id, business_id, created_at) values (?, ?, ?)
       on conflict (user_id, business_id) do nothing
       returning user_id`,
      [favorite.userId, favorite.businessId, favorite.createdAt.toISOString()],
    );
    return rows.length > 0;
  }

  async remove(userId: number, businessId: number): Promise<boolean> {
    const rows = await this.em().execute<{ user_id: number }[]>(
      'delete from favorites where user_id = ? and business_id = ? returning user_id',
      [userId, businessId],
    );
    return rows.length > 0;
  }

  async has(userId: number, businessId: number): Promise<boolean> {
    const rows = await this.em().execute<object[]>('select 1 from favorites where user_id = ? and business_id = ?', [userId, businessId]);
    return rows.length > 0;
  }

  async countForUser(userId: number): Promise<number> {
    const [row] = await this.em().execute<{ count: number }[]>('select count(*)::int as count from favorites where user_id = ?', [userId]);
    return Number(row?.count ?? 0);
  }

  async listForUser(userId: number): Promise<Favorite[]> {
    const rows = await this.em().execute<FavoriteRow[]>(
      'select user_id, business_id, created_at from favorites where user_id = ? order by created_at desc, business_id desc',
      [userId],
    );
    return rows.map((row) => ({ userId: Number(row.user_id), businessId: Number(row.business_id), createdAt: new Date(row.created_at) }));
  }

  /** Counted through `favorites_business_idx`; disabled customers are not followers. */
  async countFollowers(businessId: number): Promise<number> {
    const [row] = await this.em().execute<{ count: number }[]>(
      `select count(*)::int as count
         from favorites f join users u on u.id = f.user_id
        where f.business_id = ? and u.disabled_at is null`,
      [businessId],
    );
    return Number(row?.count ?? 0);
  }

  /** One page by user id, keyset-paged on `favorites_business_idx` (business, user). */
  async consentingFollowers(
    businessId: number,
    options: { afterUserId: number; limit: number; consentByDefault: boolean },
  ): Promise<ConsentingFollower[]> {
    const rows = await this.em().execute<{ user_id: number; email: string; username: string }[]>(
      `select f.user_id, u.email, u.username
         from favorites f
         join users u on u.id = f.user_id
         left join email_preferences ep on ep.user_id = f.user_id
        where f.business_id = ? and f.user_id > ? and u.disabled_at is null
          and coalesce(ep.favorite_deals, ?)
        order by f.user_id
        limit ?`,
      [businessId, options.afterUserId, options.consentByDefault, options.limit],
    );
    return rows.map((row) => ({ userId: Number(row.user_id), email: row.email, name: row.username }));
  }
}
