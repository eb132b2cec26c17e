import Router, { type RouterInstance } from '@koa/router';
import { requireBusinessOwner } from '@marketplace/core/accounts/domain/actor';
import { businessSettingsPatchSchema } from '@marketplace/core/accounts/schemas/business-settings.schema';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import type { AppState } from '../http/app-context.js';
import { body } from '../http/validate.js';
import type { RouteDeps } from './route-deps.js';

/** The signed-in business's settings: its time zone (the week of its statements). */
export function businessSettingsRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/business' });

  router.get('/settings', async (ctx) => {
    const { timeZone } = await useCases.getBusinessSettings.execute(ctx.state.actor);
    ctx.body = { timeZone };
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.patch('/settings', catalogueNeutral, async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    const changes = body(ctx, businessSettingsPatchSchema);
    const { timeZone } = await useCases.updateBusinessSettings.execute(ctx.state.actor, changes);
    ctx.body = { timeZone };
  });

  return router;
}
