import Router, { type RouterInstance } from '@koa/router';
import { parseStripeWebhook, StripeSignatureError } from '@marketplace/adapters-stripe/stripe-webhook';
import type { PaymentEvent } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { AppContext, AppState } from '../http/app-context.js';
import type { RouteDeps } from './route-deps.js';

/**
 * An id the handler may store and look up: 1 to 255 characters (Stripe's documented maximum)
 * without control characters or lone surrogates, which PostgreSQL text or its index would refuse.
 */
const PROVIDER_ID = /^[^\p{Cc}\p{Cs}]{1,255}$/u;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The envelope every Stripe event has, which the event reader relies on: an id, a type and a data object. */
function hasEventEnvelope(body: unknown): boolean {
  return isRecord(body) && typeof body['id'] === 'string' && body['id'] !== '' && typeof body['type'] === 'string' && isRecord(body['data']);
}

function hasStorableIds(event: PaymentEvent): boolean {
  const referenced = 'paymentIntentId' in event ? event.paymentIntentId : 'subscriptionId' in event ? event.subscriptionId : '';
  return PROVIDER_ID.test(event.id) && (referenced === '' || PROVIDER_ID.test(referenced));
}

/**
 * A correctly signed payload that is not an event we can act on: Stripe never sends one, and a
 * redelivery would not change it, so it is the sender's fault (400), not ours (500).
 */
function refuseMalformedEvent(ctx: AppContext): void {
  ctx.status = 400;
  ctx.body = { message: 'The webhook payload is not a Stripe event.' };
}

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
      // Verified, but the event could not be read: its envelope is broken.
      if (!hasEventEnvelope((ctx.request as { body?: unknown }).body)) return refuseMalformedEvent(ctx);
      throw error;
    }
    if (!hasStorableIds(event)) return refuseMalformedEvent(ctx);
    const outcome = await useCases.handlePaymentEvent.execute(event);
    ctx.state.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    ctx.body = { received: true, outcome };
  });
  return router;
}
