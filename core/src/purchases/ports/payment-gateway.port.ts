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
  /** Cancelled to end at the current period's end instead of renewing. */
  cancelAtPeriodEnd: boolean;
  /** The latest invoice's client secret while its payment is still due (the first one, or a failed renewal). */
  clientSecret: string | null;
  /**
   * The latest invoice when it has been paid, in cents (the ledger books it as a subscription
   * charge, once per invoice); null while it is unpaid or when there is none.
   */
  paidInvoice: PaidInvoice | null;
}

export interface PaidInvoice {
  id: string;
  amountPaidCents: number;
  /** When the provider recorded the payment, when it says. */
  paidAt: Date | null;
}

/**
 * A business's connected payout account (Stripe Connect Express), as the provider reports it now.
 * `requirementsDue` are the provider's names of what it still needs (Stripe's
 * `requirements.currently_due` and `past_due`, e.g. `external_account`, `individual.id_number`).
 */
export interface ConnectedAccountRecord {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  /** Why the account cannot take charges or pay out (Stripe's `requirements.disabled_reason`), or null. */
  disabledReason: string | null;
}

/** Money the platform sends to a connected account (what accrued while it was not connected). */
export interface TransferRequest {
  destinationAccountId: string;
  amountCents: number;
  currency: 'usd';
  /** One per payout: a retried run sends nothing twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface TransferRecord {
  id: string;
  amountCents: number;
  destinationAccountId: string;
  /**
   * The connected account's payout to the bank, when the provider makes it at once (the demo
   * mode). Stripe pays out later on the account's own schedule and reports `payout.paid`.
   */
  bankPayout: { id: string; arrivedAt: Date } | null;
}

/**
 * The provider refused a transfer for good (e.g. the platform's balance is too low, or the account
 * cannot receive transfers): retrying the same request would be refused again.
 */
export class TransferRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferRefusedError';
  }
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
  /** A connected account changed: the handler re-reads it from the provider (order-proof, like subscriptions). */
  | { id: string; type: 'account.updated'; accountId: string }
  /** A connected account's payout to its bank arrived. */
  | { id: string; type: 'payout.paid'; accountId: string; payoutId: string; amountCents: number; arrivedAt: Date }
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
  /** Stops the subscription renewing: it ends at its current period's end (Stripe `cancel_at_period_end: true`). */
  cancelSubscriptionAtPeriodEnd(id: string): Promise<SubscriptionRecord>;
  /** Undoes {@link cancelSubscriptionAtPeriodEnd} before the period ends (`cancel_at_period_end: false`). */
  resumeSubscription(id: string): Promise<SubscriptionRecord>;
  /**
   * Gives a succeeded payment back in full (a payment no purchase could be recorded for). A
   * destination charge also takes the business's share back from its connected account
   * (`reverse_transfer`) and gives the platform's fee back (`refund_application_fee`). The same
   * idempotency key never refunds twice; refunding a payment refunded already is not an error.
   */
  refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void>;
  /**
   * Creates the business's connected Express account; the same idempotency key
   * (`connect-account:<businessId>`) answers the same account again.
   */
  createConnectedAccount(input: { businessId: number; email: string; idempotencyKey: string }): Promise<ConnectedAccountRecord>;
  /** A fresh one-time onboarding link (account links expire within minutes, so one is made per visit). */
  createAccountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  retrieveConnectedAccount(id: string): Promise<ConnectedAccountRecord | null>;
  /**
   * Sends money from the platform's balance to a connected account. The same idempotency key never
   * sends twice (it answers the first transfer again).
   * @throws TransferRefusedError when the provider refuses it for good.
   */
  createTransfer(request: TransferRequest): Promise<TransferRecord>;
}
