import Router, { type RouterInstance } from '@koa/router';
import { parseStripeWebhook, StripeEventError, StripeSignatureError } from '@marketplace/adapters-stripe/stripe-webhook';
import type { PaymentEvent } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { AppState } from '../http/app-context.js';
import type { RouteDeps } from './route-deps.js';

/**
 * POST /api/stripe/webhook: Stripe's signed events. The signature is checked over the raw body
 * (the body parser keeps it); a bad or stale signature is 400 and changes nothing, and so is a
 * signed payload that is not a well-formed event. Each event is handled once (processed ids are
 * stored); a failure answers 500 so Stripe delivers it again.
 */
export function stripeWebhookRouter({ config, useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/stripe' });
  if (!config.stripe) return router;
  const { webhookSecret } = config.stripe;

  router.post('/webhook', async (ctx) => {
    const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
    let event: PaymentEvent;
    try {
      event = parseStripeWebhook(raw, ctx.get('stripe-signature') || undefined, webhookSecret);
    } catch (error) {
      if (error instanceof StripeSignatureError) {
        ctx.status = 400;
        ctx.body = { message: 'Invalid webhook signature.' };
        return;
      }
      if (error instanceof StripeEventError) {
        ctx.status = 400;
        ctx.body = { message: 'The webhook payload is not a Stripe event.' };
        return;
      }
      throw error;
    }
    const outcome = await useCases.handlePaymentEvent.execute(event);
    if (outcome.startsWith('unrecordable_refunded:')) {
      // A paid intent no purchase could be recorded for was refunded: never silent.
      const paymentIntentId = 'paymentIntentId' in event ? event.paymentIntentId : null;
      ctx.state.log.warn({ eventId: event.id, type: event.type, outcome, paymentIntentId, reason: outcome.slice('unrecordable_refunded:'.length) }, 'unrecordable payment refunded');
    } else {
      ctx.state.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    }
    ctx.body = { received: true, outcome };
  });
  return router;
}
