import Router, { type RouterInstance } from '@koa/router';
import { requireBusinessOwner, requireCustomer } from '@marketplace/core/accounts/domain/actor';
import { businessEmailPreferencesPatchSchema, emailPreferencesPatchSchema } from '@marketplace/core/accounts/schemas/email-preferences.schema';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import type { AppState } from '../http/app-context.js';
import { body } from '../http/validate.js';
import { presentEmailPreferences } from '../presenters/contact.presenter.js';
import { presentBusinessEmailPreferences } from '../presenters/unsubscribe.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** The signed-in customer's email choices (the profile's Settings tab), and a business's (its weekly summary). */
export function emailPreferencesRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>();

  router.get('/api/user/email-preferences', async (ctx) => {
    ctx.body = presentEmailPreferences(await useCases.getEmailPreferences.execute(ctx.state.actor));
    ctx.set('Cache-Control', 'private, no-store');
  });

  // Who is asking is checked before the body, so signed out is 401 whatever the body says.
  router.patch('/api/user/email-preferences', catalogueNeutral, async (ctx) => {
    requireCustomer(ctx.state.actor);
    const changes = body(ctx, emailPreferencesPatchSchema);
    ctx.body = presentEmailPreferences(await useCases.updateEmailPreferences.execute(ctx.state.actor, changes));
  });

  router.get('/api/business/email-preferences', async (ctx) => {
    ctx.body = presentBusinessEmailPreferences(await useCases.getBusinessEmailPreferences.execute(ctx.state.actor));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.patch('/api/business/email-preferences', catalogueNeutral, async (ctx) => {
    requireBusinessOwner(ctx.state.actor);
    const changes = body(ctx, businessEmailPreferencesPatchSchema);
    ctx.body = presentBusinessEmailPreferences(await useCases.updateBusinessEmailPreferences.execute(ctx.state.actor, changes));
  });

  return router;
}
