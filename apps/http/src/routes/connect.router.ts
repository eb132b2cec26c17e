import Router, { type RouterInstance } from '@koa/router';
import type { AppState } from '../http/app-context.js';
import { presentConnectState } from '../presenters/connect.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** A business's payout account (Stripe Connect Express): start or resume onboarding, and its state. */
export function connectRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/business/connect' });

  router.get('/', async (ctx) => {
    ctx.body = presentConnectState(await useCases.getConnectState.execute(ctx.state.actor));
  });

  /** "Get paid": the account is created the first time, then a fresh onboarding link each time. */
  router.post('/onboarding', async (ctx) => {
    ctx.body = await useCases.startConnectOnboarding.execute(ctx.state.actor);
  });

  /** Back from onboarding: the account is read from the provider now, before any webhook. */
  router.post('/check', async (ctx) => {
    ctx.body = presentConnectState(await useCases.checkConnectedAccount.execute(ctx.state.actor));
  });

  return router;
}
