import Stripe from 'stripe';
import {
  isPaymentIntentStatus,
  TransferRefusedError,
  type ConnectedAccountRecord,
  type TransferRecord,
  type TransferRequest,
  type PaymentGateway,
  type PaymentIntentRecord,
  type PaymentIntentRequest,
  type PaymentIntentStatus,
  type PaidInvoice,
  type SubscriptionRecord,
} from '@marketplace/core/purchases/ports/payment-gateway.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { parseStripeApiUrl } from './stripe-api-url.js';
import { parseStripeMetadata, toStripeMetadata } from './stripe-payment-metadata.js';

export interface StripePaymentGatewayOptions {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_API_URL: a Stripe-compatible server (tests, local mocks) instead of api.stripe.com. */
  apiUrl?: string | undefined;
  /** The SDK's automatic retries of failed network calls (the SDK's default when omitted: 2 in stripe 23). */
  maxNetworkRetries?: number;
}

/**
 * The Product every business subscription's price belongs to. Created once per Stripe account
 * under this fixed id (Stripe lets a product choose its id), so every app instance, restart and
 * deployment finds the same one without storing anything; the $25.00 itself travels with each
 * subscription as inline `price_data`, so the amount stays the core's to decide.
 */
export const SUBSCRIPTION_PRODUCT_ID = 'marketplace_business_subscription';
const SUBSCRIPTION_PRODUCT_NAME = 'Business subscription';

const CURRENCY = 'usd';


/**
 * Card payments through Stripe (DESIGN.md section 3): PaymentIntents for deal purchases, with a
 * destination charge and the platform's application fee when the business has a connected
 * account; Customers and monthly Subscriptions for businesses. Every create call carries the
 * caller's idempotency key, so a retried request never charges or subscribes twice.
 *
 * The SDK talks the API version it was built for; the mapping also reads the shapes of older
 * versions (invoice `payment_intent`, subscription-level periods) so a Stripe-compatible test
 * server that still serves them works too.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;

  private readonly stripe: Stripe;
  private subscriptionProduct: Promise<string> | null = null;

  constructor(options: StripePaymentGatewayOptions) {
    if (!options.secretKey) throw new Error('StripePaymentGateway needs a secret key (STRIPE_SECRET_KEY)');
    this.stripe = new Stripe(options.secretKey, {
      ...(options.apiUrl ? parseStripeApiUrl(options.apiUrl) : {}),
      ...(options.maxNetworkRetries === undefined ? {} : { maxNetworkRetries: options.maxNetworkRetries }),
      appInfo: { name: 'marketplace' },
    });
  }

  async createPaymentIntent(request: PaymentIntentRequest): Promise<{ id: string; clientSecret: string }> {
    const { destination } = request;
    const intent = await idempotent(() =>
      this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          metadata: toStripeMetadata(request.metadata),
          automatic_payment_methods: { enabled: true },
          ...(destination
            ? { transfer_data: { destination: destination.accountId }, application_fee_amount: destination.applicationFeeCents }
            : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentRecord | null> {
    if (!id) return null;
    const intent = await nullWhenMissing(() => this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    return intent ? toPaymentIntentRecord(intent) : null;
  }

  /**
   * A full refund of the intent's charge. A destination charge also takes the business's share back
   * from its connected account and gives the platform's fee back, so nobody keeps part of money
   * the customer got back. A charge refunded already (by an earlier call, or in the dashboard) is
   * not an error.
   */
  async refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void> {
    const intent = await this.stripe.paymentIntents.retrieve(input.paymentIntentId);
    try {
      await idempotent(() =>
        this.stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            reason: 'requested_by_customer',
            metadata: { cause: 'purchase_not_recordable' },
            ...(intent.transfer_data ? { reverse_transfer: true, refund_application_fee: true } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
      throw error;
    }
  }

  /**
   * An Express account in the United States asking for card payments and transfers (what a
   * destination charge and a separate transfer need); Stripe's hosted onboarding collects the rest.
   * Its balance is paid out to the bank weekly, on Mondays (the "weekly payouts" the pricing promises).
   */
  async createConnectedAccount(input: { businessId: number; email: string; idempotencyKey: string }): Promise<ConnectedAccountRecord> {
    const account = await idempotent(() =>
      this.stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email: input.email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'monday' } } },
          metadata: { businessId: String(input.businessId) },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toConnectedAccountRecord(account);
  }

  async createAccountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }> {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      type: 'account_onboarding',
      return_url: input.returnUrl,
      refresh_url: input.refreshUrl,
    });
    return { url: link.url };
  }

  async retrieveConnectedAccount(id: string): Promise<ConnectedAccountRecord | null> {
    // Without an id the SDK would read the platform's own account.
    if (!id) return null;
    const account = await nullWhenMissing(() => this.stripe.accounts.retrieve(id));
    return account ? toConnectedAccountRecord(account) : null;
  }

  /**
   * A transfer from the platform's balance. A request Stripe refuses (400/402: a balance too low, an
   * account that cannot receive transfers) is refused for good; network trouble and Stripe's own
   * errors propagate, and the caller retries with the same idempotency key.
   */
  async createTransfer(request: TransferRequest): Promise<TransferRecord> {
    try {
      const transfer = await idempotent(() =>
        this.stripe.transfers.create(
          { amount: request.amountCents, currency: request.currency, destination: request.destinationAccountId, metadata: request.metadata },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { id: transfer.id, amountCents: transfer.amount, destinationAccountId: idOf(transfer.destination) ?? request.destinationAccountId, bankPayout: null };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
        throw new TransferRefusedError(error.message);
      }
      throw error;
    }
  }

  async createCustomer(input: { email: string; name: string; businessId: number; idempotencyKey: string }): Promise<{ id: string }> {
    const customer = await idempotent(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { businessId: String(input.businessId) } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: customer.id };
  }

  async createSubscription(input: { customerId: string; priceCents: number; idempotencyKey: string }): Promise<SubscriptionRecord> {
    const product = await this.ensureSubscriptionProduct();
    const subscription = await idempotent(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price_data: { currency: CURRENCY, product, unit_amount: input.priceCents, recurring: { interval: 'month' } } }],
          // Stays incomplete until the browser confirms the first invoice's payment with its client secret.
          payment_behavior: 'default_incomplete',
          // The card paying the first invoice pays the renewals too.
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return this.toSubscriptionRecord(subscription);
  }

  async retrieveSubscription(id: string): Promise<SubscriptionRecord | null> {
    if (!id) return null;
    const subscription = await nullWhenMissing(() =>
      this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.confirmation_secret'] }),
    );
    return subscription ? this.toSubscriptionRecord(subscription) : null;
  }

  async cancelSubscriptionAtPeriodEnd(id: string): Promise<SubscriptionRecord> {
    return this.setCancelAtPeriodEnd(id, true);
  }

  async resumeSubscription(id: string): Promise<SubscriptionRecord> {
    return this.setCancelAtPeriodEnd(id, false);
  }

  /** Setting the same value twice is harmless, so no idempotency key is needed. */
  private async setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<SubscriptionRecord> {
    const subscription = await this.stripe.subscriptions.update(id, {
      cancel_at_period_end: cancelAtPeriodEnd,
      expand: ['latest_invoice.confirmation_secret'],
    });
    return this.toSubscriptionRecord(subscription);
  }

  /** Finds or creates the subscription product once per process; a failure is retried on the next call. */
  private ensureSubscriptionProduct(): Promise<string> {
    this.subscriptionProduct ??= this.findOrCreateSubscriptionProduct().catch((error: unknown) => {
      this.subscriptionProduct = null;
      throw error;
    });
    return this.subscriptionProduct;
  }

  private async findOrCreateSubscriptionProduct(): Promise<string> {
    if (await this.subscriptionProductExists()) return SUBSCRIPTION_PRODUCT_ID;
    try {
      await this.stripe.products.create({ id: SUBSCRIPTION_PRODUCT_ID, name: SUBSCRIPTION_PRODUCT_NAME });
    } catch (error) {
      // Another app instance created it between our look-up and our create.
      if (!(await this.subscriptionProductExists())) throw error;
    }
    return SUBSCRIPTION_PRODUCT_ID;
  }

  private async subscriptionProductExists(): Promise<boolean> {
    return (await nullWhenMissing(() => this.stripe.products.retrieve(SUBSCRIPTION_PRODUCT_ID))) !== null;
  }

  private async toSubscriptionRecord(subscription: Stripe.Subscription): Promise<SubscriptionRecord> {
    const period = subscriptionPeriod(subscription);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      // Stripe keeps the secret on the invoice after payment; the port hands it out only while payment is due
      // (the first invoice, or a failed renewal's, which stays open while Stripe retries it).
      clientSecret:
        PAYMENT_DUE_STATUSES.has(subscription.status) && !isPaid(subscription.latest_invoice)
          ? await this.firstInvoiceSecret(subscription.latest_invoice)
          : null,
      paidInvoice: paidInvoiceOf(subscription.latest_invoice),
    };
  }

  /**
   * The secret the browser confirms the first invoice with: `confirmation_secret` in current API
   * versions; older ones had the invoice's `payment_intent` instead (expanded, or an id to read).
   */
  private async firstInvoiceSecret(invoice: string | Stripe.Invoice | null): Promise<string | null> {
    if (invoice === null || typeof invoice === 'string') return null;
    const current = invoice.confirmation_secret?.client_secret;
    if (current) return current;
    const legacy = (invoice as unknown as { payment_intent?: unknown }).payment_intent;
    if (isObject(legacy)) return typeof legacy['client_secret'] === 'string' ? legacy['client_secret'] : null;
    if (typeof legacy !== 'string') return null;
    const intent = await nullWhenMissing(() => this.stripe.paymentIntents.retrieve(legacy));
    return intent?.client_secret ?? null;
  }
}

function toPaymentIntentRecord(intent: Stripe.PaymentIntent): PaymentIntentRecord {
  if (!isPaymentIntentStatus(intent.status)) throw new Error(`Stripe payment intent ${intent.id} has an unknown status: ${intent.status}`);
  const charge = intent.latest_charge;
  if (typeof charge === 'string') throw new Error(`Stripe did not expand latest_charge of payment intent ${intent.id}`);
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: parseStripeMetadata(intent.metadata),
    chargeId: charge?.id ?? null,
    applicationFeeCents: intent.application_fee_amount ?? null,
    // A partial refund counts: the purchase is one indivisible code, so any money back voids it;
    // so does a dispute (chargeback), whose money the bank is taking back.
    refunded: charge ? charge.refunded || charge.amount_refunded > 0 || charge.disputed : false,
    disputed: charge ? charge.disputed && !charge.refunded && charge.amount_refunded === 0 : false,
  };
}

function isPaid(invoice: string | Stripe.Invoice | null): boolean {
  return invoice !== null && typeof invoice !== 'string' && invoice.status === 'paid';
}

/** The latest invoice (expanded by every call that reads a subscription) when it is paid. */
function paidInvoiceOf(invoice: string | Stripe.Invoice | null): PaidInvoice | null {
  if (invoice === null || typeof invoice === 'string' || invoice.status !== 'paid') return null;
  const paidAt = invoice.status_transitions?.paid_at;
  return { id: invoice.id ?? '', amountPaidCents: invoice.amount_paid, paidAt: typeof paidAt === 'number' ? new Date(paidAt * 1000) : null };
}

/** A subscription whose latest invoice is still to be paid: the first one, or a failed renewal. */
const PAYMENT_DUE_STATUSES: ReadonlySet<string> = new Set(['incomplete', 'past_due', 'unpaid']);

function toConnectedAccountRecord(account: Stripe.Account): ConnectedAccountRecord {
  const requirements = account.requirements;
  return {
    id: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: [...new Set([...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])])],
    disabledReason: requirements?.disabled_reason ?? null,
  };
}

/** Current API versions keep the billing period on each item; older ones on the subscription. */
function subscriptionPeriod(subscription: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const item: unknown = subscription.items.data[0];
  const legacy: unknown = subscription;
  return {
    start: unixDate(field(item, 'current_period_start') ?? field(legacy, 'current_period_start')),
    end: unixDate(field(item, 'current_period_end') ?? field(legacy, 'current_period_end')),
  };
}

function field(value: unknown, key: string): unknown {
  return isObject(value) ? value[key] : undefined;
}

function unixDate(seconds: unknown): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === undefined) return null;
  return value === null ? null : typeof value === 'string' ? value : value.id;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Unknown ids are an answer (null), not a failure; every other error propagates. */
async function nullWhenMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404 && error.code === 'resource_missing') return null;
    throw error;
  }
}

/**
 * A reused idempotency key with other parameters is the caller's conflict (as in the other
 * gateways), not an outage: the same checkout attempt asked for something else.
 */
async function idempotent<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeIdempotencyError) {
      throw new ConflictError(
        'payment.idempotency_key_reused',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    throw error;
  }
}
