import Router, { type RouterInstance } from '@koa/router';
import { requireBusiness, requireCustomer } from '@marketplace/core/accounts/domain/actor';
import { demoCardSchema, type DemoCardInput } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';
import { payloadObject, requiredString } from '@marketplace/core/shared/validation/messages';
import type { AppContext, AppState } from '../http/app-context.js';
import { body } from '../http/validate.js';
import { presentSubscription } from '../presenters/misc.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** The body's client secret, with the specification's generic messages ('Required', 'Invalid input'). */
const confirmation = payloadObject({ clientSecret: requiredString({ label: 'Client secret', max: 300 }) });

/** The body of a confirmation: the client secret and the demo card form under `card`. */
function confirmationOf(ctx: AppContext): { clientSecret: string; card: DemoCardInput } {
  const { clientSecret } = body(ctx, confirmation);
  const raw = ctx.request.body as { card?: unknown };
  return { clientSecret, card: parseOrThrow(demoCardSchema, raw.card ?? {}) };
}

/**
 * The demo payment mode's stand-in for the card provider's browser call: the demo card form
 * confirms a payment intent (or a subscription's first invoice) here. Absent when demo mode is off.
 */
export function demoPaymentsRouter({ demoPayments, useCases, repositories }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/demo-payments' });

  function gateway() {
    if (!demoPayments) throw new NotFoundError('demo.disabled', 'Not found');
    return demoPayments;
  }

  router.post('/confirm', async (ctx) => {
    const demo = gateway();
    const { userId } = requireCustomer(ctx.state.actor);
    const { clientSecret, card } = confirmationOf(ctx);
    // Only the customer the intent was created for may pay it.
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const existing = await demo.retrievePaymentIntent(intentId);
    if (!existing || existing.metadata?.userId !== userId) throw new NotFoundError('payment.not_found', 'Payment not found');
    const intent = await demo.confirmPayment(clientSecret, card);
    ctx.body = { paymentIntentId: intent.id, status: intent.status };
  });

  router.post('/confirm-subscription', async (ctx) => {
    const demo = gateway();
    const { businessId } = requireBusiness(ctx.state.actor);
    const { clientSecret, card } = confirmationOf(ctx);
    // Only the business the subscription belongs to may pay it: checked before anything changes.
    const subscriptionId = clientSecret.split('_secret_')[0] ?? '';
    const stored = await repositories.subscriptions.findByStripeId(subscriptionId);
    if (!stored || stored.businessId !== businessId) throw new NotFoundError('subscription.not_found', 'Subscription not found');
    const record = await demo.confirmSubscription(clientSecret, card);
    const subscription = await useCases.syncSubscription.execute(record);
    ctx.body = { subscription: presentSubscription(subscription), status: record.status };
  });

  return router;
}
