/*
 * Amounts cross this port as plain integer cents, as providers report them; core checks them with
 * `cents()` before they reach an entity.
 */

/** What the server asks the payment provider to collect for a checkout. */
export interface PaymentIntentRequest {
  amountCents: number;
  currency: 'usd';
  metadata: PaymentMetadata;
  /** One per checkout attempt, so a retried request never charges twice. */
  idempotencyKey: string;
  /** A destination charge to the business's connected account, with the platform's fee. */
  destination?: { accountId: string; applicationFeeCents: number } | undefined;
}

/** The purchase request travels with the payment, so the provider's record alone can create the purchase. */
export interface PaymentMetadata {
  dealId: number;
  userId: number;
  priceCents: number;
  discountPercent: number;
  redemptions: number;
}

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;

export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** True for a status the port knows; a provider's unknown status is not mapped blindly. */
export function isPaymentIntentStatus(status: string): status is PaymentIntentStatus {
  return (PAYMENT_INTENT_STATUSES as readonly string[]).includes(status);
}

export interface PaymentIntentRecord {
  id: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  metadata: PaymentMetadata | null;
  /** The charge's id once paid. */
  chargeId: string | null;
  applicationFeeCents: number | null;
  /**
   * Money was given back or is being taken back (a refund, or a dispute, on its charge): the
   * purchase must not be redeemable.
   */
  refunded: boolean;
  /** Of `refunded`: the money is being taken back by a chargeback, not given back by a refund. */
  disputed?: boolean;
}

export interface SubscriptionRecord {
  id: string;
  customerId: string;
  /** The provider's status: active, incomplete, past_due, canceled, ... */
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** The first invoice's client secret while payment is still due. */
  clientSecret: string | null;
}

/**
 * A payment provider's notification, already verified and reduced to what the domain acts on.
 * Subscription news of any kind (created, updated, deleted, invoice paid or failed) is one
 * `subscription.changed`: the handler reads the subscription's current state from the provider,
 * so events arriving late or out of order still leave the right final state.
 */
export type PaymentEvent =
  | { id: string; type: 'payment_intent.succeeded'; paymentIntentId: string }
  | { id: string; type: 'payment_intent.payment_failed'; paymentIntentId: string; reason: string | null }
  | { id: string; type: 'charge.refunded'; paymentIntentId: string }
  /** A chargeback was opened on the intent's charge: its code is void, as after a refund. */
  | { id: string; type: 'charge.disputed'; paymentIntentId: string }
  | { id: string; type: 'subscription.changed'; subscriptionId: string }
  | { id: string; type: 'ignored'; providerType: string };

/** Card payments: Stripe in production, the demo mode or a fake in tests; 'none' refuses every payment. */
export interface PaymentGateway {
  readonly mode: 'stripe' | 'demo' | 'fake' | 'none';
  createPaymentIntent(request: PaymentIntentRequest): Promise<{ id: string; clientSecret: string }>;
  /** The provider's own record of a payment: what the server trusts, never the browser's word. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentRecord | null>;
  /** One customer per business: the same idempotency key returns the same customer. */
  createCustomer(input: { email: string; name: string; businessId: number; idempotencyKey: string }): Promise<{ id: string }>;
  /** Creates a monthly subscription that stays incomplete until its first invoice is paid. */
  createSubscription(input: { customerId: string; priceCents: number; idempotencyKey: string }): Promise<SubscriptionRecord>;
  retrieveSubscription(id: string): Promise<SubscriptionRecord | null>;
  /**
   * Gives a succeeded payment back in full (a payment no purchase could be recorded for). The same
   * idempotency key never refunds twice; refunding a payment refunded already is not an error.
   */
  refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
}
