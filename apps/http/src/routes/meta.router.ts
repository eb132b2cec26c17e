import Router, { type RouterInstance } from '@koa/router';
import { isPublicDemoAdmin } from '@marketplace/core/deployment/domain/deployment-settings';
import { businessesQuerySchema } from '@marketplace/core/accounts/schemas/businesses-query.schema';
import type { AppState } from '../http/app-context.js';
import { ExpiringValue } from '../http/expiring-value.js';
import { query } from '../http/validate.js';
import { presentPublicBusiness } from '../presenters/account.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** GET /api/config: the whole answer, allow-listed. */
export interface PublicConfig {
  demoMode: boolean;
  paymentMode: 'stripe' | 'demo' | 'none';
  stripePublishableKey: string | null;
  demoAdmin: boolean;
}

/** How long the public platform figures are reused before they are counted again. */
export const PUBLIC_FIGURES_TTL_MS = 60_000;

/** Reference data and what the browser needs to know about this server. */
export function metaRouter({ useCases, config, payments, clock }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  const figures = new ExpiringValue(() => useCases.publicFigures.execute(), PUBLIC_FIGURES_TTL_MS, clock);

  /** The Partnerships page's counters: real counts, counted at most once a minute per instance. */
  router.get('/platform-figures', async (ctx) => {
    const { waitlist, customers, businesses } = await figures.get();
    ctx.body = { waitlist, customers, businesses };
  });

  router.get('/categories', async (ctx) => {
    ctx.body = await useCases.listCategories.execute();
    ctx.set('Cache-Control', 'public, max-age=300');
  });

  // The specification's answer is an array; the page's place in the whole travels in headers.
  router.get('/businesses', async (ctx) => {
    const { businesses, pagination } = await useCases.listBusinessesPage.execute(query(ctx, businessesQuerySchema));
    ctx.set('X-Total-Count', String(pagination.total));
    ctx.set('X-Page', String(pagination.page));
    ctx.set('X-Per-Page', String(pagination.limit));
    ctx.body = businesses.map(presentPublicBusiness);
  });

  /**
   * What the web apps need to know about this server, and never a credential: the demo hints live
   * in the web apps (core's demo constants), shown only when this says demo mode is on.
   * `paymentMode` 'none': neither Stripe nor demo payments, so every payment is refused (402).
   * The publishable key reaches the browser from here, never from the build.
   */
  router.get('/config', (ctx) => {
    ctx.body = {
      demoMode: config.demoMode,
      paymentMode: payments.mode === 'none' ? 'none' : payments.mode === 'stripe' ? 'stripe' : 'demo',
      stripePublishableKey: config.stripe?.publishableKey ?? null,
      // The portal's demo admin hint may show only when the admin really is the public demo admin.
      demoAdmin: config.demoMode && isPublicDemoAdmin(config.admin),
    } satisfies PublicConfig;
  });

  return router;
}
