import Router, { type RouterInstance } from '@koa/router';
import type { AppState } from '../http/app-context.js';
import { presentLocationList } from '../presenters/location.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** The business's locations: every team member reads them (the till picks one); the owner changes them. */
export function locationsRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/business' });

  router.get('/locations', async (ctx) => {
    ctx.body = presentLocationList(await useCases.listLocations.execute(ctx.state.actor));
    ctx.set('Cache-Control', 'private, no-store');
  });

  return router;
}
