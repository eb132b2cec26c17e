import Router, { type RouterInstance } from '@koa/router';
import { demoCardSchema } from '@marketplace/core/purchases/schemas/demo-card.schema';
import type { DemoCardConfirmation } from '@marketplace/core/payments/application/confirm-demo-payment.use-case';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';
import { payloadObject, requiredString } from '@marketplace/core/shared/validation/messages';
import type { AppContext, AppState } from '../http/app-context.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { body } from '../http/validate.js';
import { presentSubscription } from '../presenters/misc.presenter.js';
import { presentConnectState } from '../presenters/connect.presenter.js';
import { demoOnboardingPayloadSchema } from '@marketplace/core/connect/schemas/connect-payloads.schema';
import type { RouteDeps } from './route-deps.js';

/** The body's client secret, with the specification's generic messages ('Required', 'Invalid input'). */
const confirmation = payloadObject({ clientSecret: requiredString({ label: 'Client secret', max: 300 }) });

/** The body of a confirmation: the client secret and the demo card form under `card`. */
function confirmationOf(ctx: AppContext): DemoCardConfirmation {
  const { clientSecret } = body(ctx, confirmation);
  const raw = ctx.request.body as { card?: unknown };
  return { clientSecret, card: parseOrThrow(demoCardSchema, raw.card ?? {}) };
}

/**
 * The demo payment mode's stand-in for the card provider's browser call: the demo card form
 * confirms a payment intent (or a subscription's first invoice) here. Closed (404) when demo
 * payments are off.
 */
export function demoPaymentsRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/demo-payments' });

  router.post('/confirm', catalogueNeutral, async (ctx) => {
    ctx.body = await useCases.confirmDemoPayment.execute(ctx.state.actor, () => confirmationOf(ctx));
  });

  router.post('/confirm-subscription', async (ctx) => {
    const { subscription, status } = await useCases.confirmDemoSubscription.execute(ctx.state.actor, () => confirmationOf(ctx));
    ctx.body = { subscription: presentSubscription(subscription), status };
  });

  /** The demo onboarding page's one click: the business's own demo payout account is complete. */
  router.post('/connect/complete', async (ctx) => {
    const overview = await useCases.completeDemoOnboarding.execute(ctx.state.actor, () => body(ctx, demoOnboardingPayloadSchema).accountId);
    ctx.body = presentConnectState(overview);
  });

  return router;
}
