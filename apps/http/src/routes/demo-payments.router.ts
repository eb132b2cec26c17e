import Router, { type RouterInstance } from '@koa/router';
import { z } from 'zod';
import { requireBusiness, requireCustomer } from '@marketplace/core/accounts/domain/actor';
import { demoCardSchema } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';
import type { AppState } from '../http/app-context.js';
import { presentSubscription } from '../presenters/misc.presenter.js';
import type { RouteDeps } from './route-deps.js';

const confirmation = z.object({ clientSecret: z.string().min(1).max(300) });

/**
 * The demo payment mode's stand-in for the card provider's browser call: the demo card form
 * confirms a payment intent (or a subscription's first invoice) here. Absent when demo mode is off.
 */
export function demoPaymentsRouter({ demoPayments, useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/demo-payments' });

  function gateway() {
    if (!demoPayments) throw new NotFoundError('demo.disabled', 'Not found');
    return demoPayments;
  }

  router.post('/confirm', async (ctx) => {
    const { userId } = requireCustomer(ctx.state.actor);
    const raw = ctx.request.body as { card?: unknown } | undefined;
    const { clientSecret } = parseOrThrow(confirmation, raw);
    const card = parseOrThrow(demoCardSchema, raw?.card ?? {});
    // Only the customer the intent was created for may pay it.
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const existing = await gateway().retrievePaymentIntent(intentId);
    if (!existing || existing.metadata?.userId !== userId) throw new NotFoundError('payment.not_found', 'Payment not found');
    const intent = await gateway().confirmPayment(clientSecret, card);
    ctx.body = { paymentIntentId: intent.id, status: intent.status };
  });

  router.post('/confirm-subscription', async (ctx) => {
    const { businessId } = requireBusiness(ctx.state.actor);
    const raw = ctx.request.body as { card?: unknown } | undefined;
    const { clientSecret } = parseOrThrow(confirmation, raw);
    const card = parseOrThrow(demoCardSchema, raw?.card ?? {});
    const record = await gateway().confirmSubscription(clientSecret, card);
    const subscription = await useCases.syncSubscription.execute(record);
    if (subscription.businessId !== businessId) throw new NotFoundError('subscription.not_found', 'Subscription not found');
    ctx.body = { subscription: presentSubscription(subscription), status: record.status };
  });

  return router;
}
