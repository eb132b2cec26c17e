import Router, { type RouterInstance } from '@koa/router';
import { ONE_CLICK_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PAGE_PATH } from '@marketplace/core/accounts/domain/unsubscribe-link';
import { unsubscribeRequestSchema, unsubscribeTokenQuerySchema } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import type { AppState } from '../http/app-context.js';
import { body, query } from '../http/validate.js';
import { presentUnsubscribeLink } from '../presenters/unsubscribe.presenter.js';
import type { RouteDeps } from './route-deps.js';

/**
 * Unsubscribe links, without signing in: the token names the account and the email. A GET only
 * reads (mail scanners open links before people do); the page's button and the one-click POST of
 * RFC 8058 (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`, sent by mail providers) change it.
 */
export function unsubscribeRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>();

  router.get('/api/unsubscribe', async (ctx) => {
    const { token } = query(ctx, unsubscribeTokenQuerySchema);
    ctx.body = presentUnsubscribeLink(await useCases.readUnsubscribeLink.execute(token));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.post('/api/unsubscribe', catalogueNeutral, async (ctx) => {
    const { token } = body(ctx, unsubscribeRequestSchema);
    ctx.body = presentUnsubscribeLink(await useCases.unsubscribeByLink.execute(token));
    ctx.set('Cache-Control', 'private, no-store');
  });

  // The List-Unsubscribe header's address. Its body (`List-Unsubscribe=One-Click`, form-encoded)
  // is not read: the token in the address says everything, and the POST itself is the consent.
  router.post(ONE_CLICK_UNSUBSCRIBE_PATH, catalogueNeutral, async (ctx) => {
    const { token } = query(ctx, unsubscribeTokenQuerySchema);
    ctx.body = presentUnsubscribeLink(await useCases.unsubscribeByLink.execute(token));
    ctx.set('Cache-Control', 'private, no-store');
  });

  // Someone who opens the header's address in a browser gets the page, which asks first.
  router.get(ONE_CLICK_UNSUBSCRIBE_PATH, async (ctx) => {
    const { token } = query(ctx, unsubscribeTokenQuerySchema);
    ctx.status = 303;
    ctx.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`);
  });

  return router;
}
