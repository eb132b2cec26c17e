import Router, { type RouterInstance } from '@koa/router';
import type { PaymentWebhookRefusal } from '@marketplace/core/payments/ports/payment-webhook.port';
import type { AppState } from '../http/app-context.js';
import type { RouteDeps } from './route-deps.js';

const REFUSALS: Record<PaymentWebhookRefusal, string> = {
  bad_signature: 'Invalid webhook signature.',
  not_an_event: 'The webhook payload is not a Stripe event.',
};

/**
 * POST /api/stripe/webhook: Stripe's signed events. The signature is checked over the raw body
 * (the body parser keeps it); a bad or stale signature is 400 and changes nothing, and so is a
 * signed payload that is not a well-formed event. Each event is handled once (processed ids are
 * stored); a failure answers 500 so Stripe delivers it again.
 */
export function stripeWebhookRouter({ config, useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/stripe' });
  if (!config.stripe) return router;

  router.post('/webhook', async (ctx) => {
    const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
    const receipt = await useCases.receivePaymentWebhook.execute(raw, ctx.get('stripe-signature') || undefined);
    if (receipt.kind === 'refused') {
      ctx.status = 400;
      ctx.body = { message: REFUSALS[receipt.refusal] };
      return;
    }
    const { event, outcome } = receipt;
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
