import Router, { type RouterInstance } from '@koa/router';
import { requireCustomer } from '@marketplace/core/accounts/domain/actor';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import type { AppContext, AppState } from '../http/app-context.js';
import { idParam } from '../http/validate.js';
import { presentFavoriteIds, presentFavorites, presentFavoriteState } from '../presenters/favorite.presenter.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The signed-in customer's favourite businesses (the hearts and the Favorites tab). Separate from
 * the catalogue's answers, which stay the same for everyone and cacheable.
 */
export function favoritesRouter({ useCases, limits }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>();

  /** Who is asking is checked before the id, so a business gets 403 whatever it names. */
  function customerKey(ctx: AppContext): string {
    return `user:${requireCustomer(ctx.state.actor).userId}`;
  }

  router.get('/api/favorites', async (ctx) => {
    ctx.body = presentFavorites(await useCases.listFavorites.execute(ctx.state.actor));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.get('/api/favorites/ids', async (ctx) => {
    ctx.body = presentFavoriteIds(await useCases.listFavoriteIds.execute(ctx.state.actor));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.put('/api/favorites/:businessId', catalogueNeutral, async (ctx) => {
    const key = customerKey(ctx);
    const businessId = idParam(ctx, 'businessId');
    await limits.favoriteChange(key, () => useCases.saveFavorite.execute(ctx.state.actor, businessId));
    ctx.body = presentFavoriteState(businessId, true);
  });

  router.delete('/api/favorites/:businessId', catalogueNeutral, async (ctx) => {
    const key = customerKey(ctx);
    const businessId = idParam(ctx, 'businessId');
    await limits.favoriteChange(key, () => useCases.removeFavorite.execute(ctx.state.actor, businessId));
    ctx.body = presentFavoriteState(businessId, false);
  });

  return router;
}
