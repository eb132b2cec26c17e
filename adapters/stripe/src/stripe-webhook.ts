import Stripe from 'stripe';
import type { PaymentEvent } from '@marketplace/core/purchases/ports/payment-gateway.port';

/** Why a webhook delivery was refused: no signature, one that does not match, or one too old. */
export type StripeSignatureFailure = 'missing' | 'invalid' | 'stale';

/**
 * A webhook request that cannot be shown to come from Stripe: the HTTP layer answers 400 and
 * acts on nothing. Any other error from {@link parseStripeWebhook} is ours (500, Stripe retries).
 */
export class StripeSignatureError extends Error {
  constructor(
    readonly reason: StripeSignatureFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StripeSignatureError';
  }
}

/**
 * A correctly signed payload that is not an event we can act on (no id, type or data object, or
 * ids no database column could hold). Stripe never sends one and a redelivery would not change
 * it, so the HTTP layer answers 400 and acts on nothing.
 */
export class StripeEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeEventError';
  }
}

/**
 * An id we may store and look up: 1 to 255 characters (Stripe's documented maximum) without control
 * characters or lone surrogates, which PostgreSQL text or its index would refuse.
 */
const STORABLE_ID = /^[^\p{Cc}\p{Cs}]{1,255}$/u;

export interface ParseStripeWebhookOptions {
  /** How old a signature may be (Stripe's default, 300 s): a replayed old delivery is refused. */
  toleranceSeconds?: number;
  /** The current time in milliseconds (Date.now by default), for tests. */
  now?: () => number;
}

/**
 * Verifies a Stripe webhook delivery (`Stripe-Signature` over the raw body, with the endpoint's
 * STRIPE_WEBHOOK_SECRET) and reduces the event to what the domain acts on. Subscription news of
 * any kind is one `subscription.changed`, since the handler re-reads the subscription anyway.
 * @param rawBody the request body exactly as received: a re-serialised JSON body never verifies.
 * @throws StripeSignatureError when the signature is missing, wrong or older than the tolerance.
 * @throws StripeEventError when a correctly signed payload is not a usable event.
 */
export function parseStripeWebhook(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  secret: string,
  options: ParseStripeWebhookOptions = {},
): PaymentEvent {
  // A blank secret is our misconfiguration, not the sender's fault: fail loudly as a server error.
  if (!secret.trim()) throw new Error('The Stripe webhook secret (STRIPE_WEBHOOK_SECRET) is empty');
  const tolerance = options.toleranceSeconds ?? Stripe.webhooks.DEFAULT_TOLERANCE;
  // The SDK reads a tolerance of 0 as "no timestamp check"; that is never what we want.
  if (!(tolerance > 0)) throw new RangeError(`The webhook tolerance must be a positive number of seconds: ${tolerance}`);
  if (!signatureHeader) throw new StripeSignatureError('missing', 'The Stripe-Signature header is missing');

  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, tolerance, undefined, (options.now ?? Date.now)());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      const stale = /tolerance/i.test(error.message);
      throw new StripeSignatureError(stale ? 'stale' : 'invalid', stale ? 'The Stripe signature is too old' : 'The Stripe signature does not match', {
        cause: error,
      });
    }
    throw error;
  }
  const paymentEvent = toPaymentEvent(event);
  const referenced = [
    'paymentIntentId' in paymentEvent ? paymentEvent.paymentIntentId : null,
    'subscriptionId' in paymentEvent ? paymentEvent.subscriptionId : null,
    'accountId' in paymentEvent ? paymentEvent.accountId : null,
    'payoutId' in paymentEvent ? paymentEvent.payoutId : null,
  ].filter((value) => value !== null);
  if (!STORABLE_ID.test(paymentEvent.id) || referenced.some((value) => !STORABLE_ID.test(value))) {
    throw new StripeEventError('The signed webhook payload names an id no Stripe object has');
  }
  return paymentEvent;
}

/**
 * Reads the event as loosely as its payload may vary: a webhook endpoint has its own API version,
 * so invoices may carry `parent.subscription_details.subscription` (current) or `subscription`
 * (before 2025-03-31), and expandable fields may be ids or objects.
 */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const id: unknown = field(event, 'id');
  const type: unknown = field(event, 'type');
  const data: unknown = field(event, 'data');
  if (typeof id !== 'string' || !id || typeof type !== 'string' || typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new StripeEventError('The signed webhook payload is not a Stripe event');
  }
  const object: unknown = field(data, 'object');
  const ignored: PaymentEvent = { id, type: 'ignored', providerType: type };

  if (type === 'payment_intent.succeeded') {
    const paymentIntentId = idOf(object);
    return paymentIntentId ? { id, type, paymentIntentId } : ignored;
  }
  if (type === 'payment_intent.payment_failed') {
    const paymentIntentId = idOf(object);
    const message = field(field(object, 'last_payment_error'), 'message');
    return paymentIntentId ? { id, type, paymentIntentId, reason: typeof message === 'string' ? message : null } : ignored;
  }
  if (type === 'charge.refunded') {
    const paymentIntentId = idOf(field(object, 'payment_intent'));
    return paymentIntentId ? { id, type, paymentIntentId } : ignored;
  }
  if (type === 'charge.dispute.created') {
    // The dispute names the payment intent, or its charge does (expanded, or as a charge event would).
    const paymentIntentId = idOf(field(object, 'payment_intent')) ?? idOf(field(field(object, 'charge'), 'payment_intent'));
    return paymentIntentId ? { id, type: 'charge.disputed', paymentIntentId } : ignored;
  }
  if (type.startsWith('customer.subscription.')) {
    const subscriptionId = idOf(object);
    return subscriptionId ? { id, type: 'subscription.changed', subscriptionId } : ignored;
  }
  if (type === 'invoice.paid' || type === 'invoice.payment_succeeded' || type === 'invoice.payment_failed') {
    const subscriptionId =
      idOf(field(field(field(object, 'parent'), 'subscription_details'), 'subscription')) ?? idOf(field(object, 'subscription'));
    return subscriptionId ? { id, type: 'subscription.changed', subscriptionId } : ignored;
  }
  if (type === 'account.updated') {
    const accountId = idOf(object) ?? idOf(field(event, 'account'));
    return accountId ? { id, type, accountId } : ignored;
  }
  if (type === 'payout.paid') {
    // Only a connected account's payout (a Connect event names its account); the platform's own are not a business's.
    const accountId = idOf(field(event, 'account'));
    const payoutId = idOf(object);
    const amount = field(object, 'amount');
    const arrival = field(object, 'arrival_date');
    if (!accountId || !payoutId || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return ignored;
    const arrivedAt = typeof arrival === 'number' && Number.isFinite(arrival) ? new Date(arrival * 1000) : new Date(event.created * 1000);
    return { id, type, accountId, payoutId, amountCents: amount, arrivedAt };
  }
  return ignored;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** An id, or an expanded object's id. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  const id = field(value, 'id');
  return typeof id === 'string' && id ? id : null;
}
