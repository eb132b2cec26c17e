import Router, { type RouterInstance } from '@koa/router';
import { requireBusinessOwner } from '@marketplace/core/accounts/domain/actor';
import { locationCreateSchema, locationPatchSchema } from '@marketplace/core/locations/schemas/location.schema';
import type { AppState } from '../http/app-context.js';
import { body, idParam } from '../http/validate.js';
import { presentLocation, presentLocationList } from '../presenters/location.presenter.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The business's locations: every team member reads them (the till picks one); the owner adds,
 * changes and removes them. Writes are not catalogue-neutral: deal pages show the locations.
 */
export function locationsRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/business' });

  router.get('/locations', async (ctx) => {
    ctx.body = presentLocationList(await useCases.listLocations.execute(ctx.state.actor));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.post('/locations', async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    const input = body(ctx, locationCreateSchema);
    ctx.body = presentLocation(await useCases.addLocation.execute(ctx.state.actor, input));
    ctx.status = 201;
  });

  router.patch('/locations/:id', async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    const id = idParam(ctx);
    const changes = body(ctx, locationPatchSchema);
    ctx.body = presentLocation(await useCases.updateLocation.execute(ctx.state.actor, id, changes));
  });

  router.delete('/locations/:id', async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    ctx.body = presentLocationList(await useCases.removeLocation.execute(ctx.state.actor, idParam(ctx)));
  });

  return router;
}
