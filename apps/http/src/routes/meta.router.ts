import Router, { type RouterInstance } from '@koa/router';
import { DEMO_ADMIN, DEMO_BUSINESS, DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import type { AppState } from '../http/app-context.js';
import { presentPublicBusiness } from '../presenters/account.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** Reference data and what the browser needs to know about this server. */
export function metaRouter({ useCases, repositories, config, payments }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/categories', async (ctx) => {
    ctx.body = await repositories.categories.list();
    ctx.set('Cache-Control', 'public, max-age=300');
  });

  router.get('/businesses', async (ctx) => {
    ctx.body = (await useCases.listBusinesses.execute()).map(presentPublicBusiness);
  });

  /** The publishable key reaches the browser from here, never from the build. */
  router.get('/config', (ctx) => {
    ctx.body = {
      demoMode: config.demoMode,
      paymentMode: payments.mode === 'stripe' ? 'stripe' : 'demo',
      stripePublishableKey: config.stripe?.publishableKey ?? null,
      demoAccounts: config.demoMode
        ? {
            customer: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
            business: { email: DEMO_BUSINESS.email, password: DEMO_BUSINESS.password },
            admin: config.admin.email === DEMO_ADMIN.email ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : { email: config.admin.email },
          }
        : null,
    };
  });

  return router;
}
