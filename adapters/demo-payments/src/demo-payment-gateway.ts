import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  DEMO_PAYMENT_ID_PREFIXES,
  type DemoPaymentKind,
  type DemoPaymentRecord,
  type DemoPaymentRepository,
} from '@marketplace/core/payments/ports/demo-payment.repository.port';
import type { DemoCardPayments } from '@marketplace/core/payments/ports/demo-card-payments.port';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
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
  type SubscriptionRecord,
} from '@marketplace/core/purchases/ports/payment-gateway.port';
import { demoCardSchema } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { ConflictError, DomainError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';
import { assertDemoCardAccepted } from './demo-test-cards.js';

export interface DemoPaymentGatewayDeps {
  /** Where intents, subscriptions and customers live: the database, shared by every app instance. */
  repository: DemoPaymentRepository;
  clock: Clock;
  /** The source of the ids' and client secrets' randomness (`opaqueId`). */
  ids: CodeGenerator;
}

const CURRENCY = 'usd';
const SECRET_SEPARATOR = '_secret_';
/** A demo intent's status once given back: Stripe keeps the intent `succeeded` and refunds its charge. */
const REFUNDED = 'refunded';
/** A demo connected account's statuses: created, then onboarded with one click. */
const ONBOARDING = 'onboarding';
const ONBOARDED = 'complete';
/** What Stripe asks of a fresh Express account, as the demo shows it. */
const DEMO_REQUIREMENTS = ['business_type', 'external_account', 'individual.id_number', 'tos_acceptance.date'];

/** The portal page that stands in for Stripe's hosted onboarding. */
export const DEMO_ONBOARDING_PATH = '/business/connect/demo-onboarding';


/**
 * The demo payment mode (DESIGN.md section 3): a payment gateway of its own, with no card
 * provider behind it. It imitates Stripe's objects closely enough for the real use cases to run
 * unchanged: StartCheckout gets a `pi_demo_…` intent and its client secret, the demo card form
 * confirms it ({@link confirmPayment}), and RecordPurchase records the purchase from the intent as
 * it would from Stripe's; the purchase is marked a demo payment by its `pi_demo_` / `ch_demo_` ids.
 * Subscriptions likewise: `sub_demo_…` stays `incomplete` until {@link confirmSubscription}
 * activates it for one calendar month.
 *
 * Everything lives in the {@link DemoPaymentRepository}, never in this object, so any app instance
 * can confirm what another one started. Idempotency keys behave as Stripe's do: the same key with
 * the same parameters answers the first result again; with other parameters it is refused. Nothing
 * is charged and no connected account is paid (a destination charge's fee is not recorded, so the
 * purchase gets the standard revenue split).
 *
 * Whether the demo mode is on (DEMO_MODE) is the composition root's decision: it wires this
 * gateway only then.
 */
export class DemoPaymentGateway implements PaymentGateway, DemoCardPayments {
  readonly mode = 'demo' as const;

  constructor(private readonly deps: DemoPaymentGatewayDeps) {}

  async createPaymentIntent(request: PaymentIntentRequest): Promise<{ id: string; clientSecret: string }> {
    const id = this.newId(DEMO_PAYMENT_ID_PREFIXES.payment_intent);
    const record = await this.createOnce({
      id,
      kind: 'payment_intent',
      status: 'requires_payment_method' satisfies PaymentIntentStatus,
      amountCents: request.amountCents,
      metadata: { ...request.metadata },
      customerId: null,
      clientSecret: this.newClientSecret(id),
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      idempotencyKey: request.idempotencyKey,
      createdAt: this.deps.clock.now(),
    });
    return { id: record.id, clientSecret: secretOf(record) };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentRecord | null> {
    const record = await this.deps.repository.findById(id);
    return record?.kind === 'payment_intent' ? toPaymentIntent(record) : null;
  }

  /** The intent a client secret (or the bare id) names, or null. */
  async paymentIntentForSecret(clientSecret: string): Promise<PaymentIntentRecord | null> {
    const found = await this.find(clientSecret, 'payment_intent');
    return found ? toPaymentIntent(found) : null;
  }

  /** The subscription a client secret (or the bare id) names, or null. */
  async subscriptionForSecret(clientSecret: string): Promise<SubscriptionRecord | null> {
    const found = await this.find(clientSecret, 'subscription');
    return found ? toSubscription(found) : null;
  }

  /**
   * The demo card form is submitted: the card is checked and the intent succeeds, atomically, so
   * of concurrent confirmations one does the work and the others see it done. Confirming an intent
   * that has succeeded already answers it again.
   * @param intent the intent's client secret (what the browser holds) or its id, or the intent as
   *   just read (its status and id are what count: the change is conditional on the stored status).
   * @param card the demo card form's values ({@link demoCardSchema}'s input).
   * @throws ValidationError with the schema's messages for a malformed card.
   * @throws NotFoundError `payment.not_found` for an unknown intent.
   * @throws PaymentFailedError for a declining test card (see `DEMO_DECLINING_CARDS`); the intent
   *   then still requires a payment method, so another card can be tried.
   */
  async confirmPayment(intent: string | PaymentIntentRecord, card: unknown): Promise<PaymentIntentRecord> {
    const input = parseOrThrow(demoCardSchema, card);
    const found = typeof intent === 'string' ? await this.paymentIntentForSecret(intent) : intent;
    if (!found) throw new NotFoundError('payment.not_found', 'Payment not found');
    // Paid already (a refunded intent reads as succeeded): answered again.
    if (found.status === 'succeeded') return found;
    assertDemoCardAccepted(input, this.deps.clock.now());
    const confirmed = await this.deps.repository.transition(found.id, ['requires_payment_method'], 'succeeded');
    if (confirmed) return toPaymentIntent(confirmed);
    const now = await this.deps.repository.findById(found.id);
    if (now?.status === 'succeeded' || now?.status === REFUNDED) return toPaymentIntent(now);
    throw new ConflictError('payment.not_confirmable', 'This payment can no longer be completed.');
  }

  /**
   * Gives a paid demo intent back: it moves from `succeeded` to `refunded` atomically (of
   * concurrent refunds one does it), and reads as a succeeded, refunded intent afterwards.
   * Refunding it again changes nothing.
   * @throws NotFoundError `payment.not_found` for an unknown intent.
   * @throws ConflictError `payment.not_refundable` for an intent that was never paid.
   */
  async refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void> {
    const found = await this.find(input.paymentIntentId, 'payment_intent');
    if (!found) throw new NotFoundError('payment.not_found', 'Payment not found');
    if (found.status === REFUNDED) return;
    if (await this.deps.repository.transition(found.id, ['succeeded'], REFUNDED)) return;
    if ((await this.deps.repository.findById(found.id))?.status === REFUNDED) return;
    throw new ConflictError('payment.not_refundable', 'This payment was never completed, so there is nothing to refund.');
  }

  async createCustomer(input: { email: string; name: string; businessId: number; idempotencyKey: string }): Promise<{ id: string }> {
    const record = await this.createOnce({
      id: this.newId(DEMO_PAYMENT_ID_PREFIXES.customer),
      kind: 'customer',
      status: 'active',
      amountCents: 0,
      metadata: null,
      customerId: null,
      clientSecret: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      idempotencyKey: input.idempotencyKey,
      createdAt: this.deps.clock.now(),
    });
    return { id: record.id };
  }

  /**
   * An `incomplete` monthly subscription with a client secret for the demo card form. Any customer
   * id is taken (a demo charges nobody), so a business whose customer came from Stripe can still
   * subscribe in demo mode.
   */
  async createSubscription(input: { customerId: string; priceCents: number; idempotencyKey: string }): Promise<SubscriptionRecord> {
    const id = this.newId(DEMO_PAYMENT_ID_PREFIXES.subscription);
    const record = await this.createOnce({
      id,
      kind: 'subscription',
      status: 'incomplete',
      amountCents: input.priceCents,
      metadata: null,
      customerId: input.customerId,
      clientSecret: this.newClientSecret(id),
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      idempotencyKey: input.idempotencyKey,
      createdAt: this.deps.clock.now(),
    });
    return toSubscription(record);
  }

  async retrieveSubscription(id: string): Promise<SubscriptionRecord | null> {
    const record = await this.deps.repository.findById(id);
    return record?.kind === 'subscription' ? toSubscription(record) : null;
  }

  /**
   * The demo card form pays the subscription's first invoice: it turns `active` for one calendar
   * month from now (UTC; the 31st runs to the last day of a shorter month). Confirming an active
   * subscription again answers it unchanged. The caller then hands the record to SyncSubscription.
   * @param clientSecretOrId the subscription's client secret or its id.
   * @throws ValidationError with the schema's messages for a malformed card.
   * @throws NotFoundError `subscription.not_found` for an unknown subscription.
   * @throws PaymentFailedError for a declining test card; the subscription stays incomplete.
   * @throws ConflictError `subscription.not_confirmable` when it is neither incomplete nor active.
   */
  async confirmSubscription(clientSecretOrId: string, card: unknown): Promise<SubscriptionRecord> {
    const input = parseOrThrow(demoCardSchema, card);
    const found = await this.find(clientSecretOrId, 'subscription');
    if (!found) throw new NotFoundError('subscription.not_found', 'Subscription not found');
    if (found.status === 'active') return toSubscription(found);
    const now = this.deps.clock.now();
    assertDemoCardAccepted(input, now);
    const activated = await this.deps.repository.transition(found.id, ['incomplete'], 'active', {
      currentPeriodStart: now,
      currentPeriodEnd: oneCalendarMonthLater(now),
    });
    if (activated) return toSubscription(activated);
    const current = await this.deps.repository.findById(found.id);
    if (current?.status === 'active') return toSubscription(current);
    throw new ConflictError('subscription.not_confirmable', 'This subscription can no longer be paid.');
  }

  /** A demo connected account, waiting for its one-click onboarding. Once per business (idempotency key). */
  async createConnectedAccount(input: { businessId: number; email: string; idempotencyKey: string }): Promise<ConnectedAccountRecord> {
    const record = await this.createOnce({
      id: this.newId(DEMO_PAYMENT_ID_PREFIXES.account),
      kind: 'account',
      status: ONBOARDING,
      amountCents: 0,
      metadata: null,
      customerId: null,
      clientSecret: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      idempotencyKey: input.idempotencyKey,
      createdAt: this.deps.clock.now(),
    });
    return toConnectedAccount(record);
  }

  /**
   * The portal's demo onboarding page instead of Stripe's: it names the account and where to go
   * back to (the return URL's path, so the page never leaves the site).
   */
  async createAccountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }> {
    const account = await this.find(input.accountId, 'account');
    if (!account) throw new NotFoundError('connect.account_not_found', 'Payout account not found');
    const back = new URL(input.returnUrl, 'http://localhost');
    const query = new URLSearchParams({ account: account.id, return: `${back.pathname}${back.search}` });
    return { url: `${DEMO_ONBOARDING_PATH}?${query.toString()}` };
  }

  async retrieveConnectedAccount(id: string): Promise<ConnectedAccountRecord | null> {
    const record = await this.find(id, 'account');
    return record ? toConnectedAccount(record) : null;
  }

  /**
   * The demo onboarding page's "Complete onboarding": the account turns enabled at once (atomic;
   * completing it again changes nothing).
   * @throws NotFoundError `connect.account_not_found` for an unknown account.
   */
  async completeOnboarding(accountId: string): Promise<ConnectedAccountRecord> {
    const found = await this.find(accountId, 'account');
    if (!found) throw new NotFoundError('connect.account_not_found', 'Payout account not found');
    const completed = (await this.deps.repository.transition(found.id, [ONBOARDING], ONBOARDED)) ?? (await this.deps.repository.findById(found.id));
    if (!completed) throw new NotFoundError('connect.account_not_found', 'Payout account not found');
    return toConnectedAccount(completed);
  }

  /**
   * Nothing moves in demo mode: the transfer and the account's payout to its bank are reported at
   * once, under ids derived from the idempotency key (the same key answers the same transfer).
   * @throws TransferRefusedError when the account is unknown or not onboarded.
   */
  async createTransfer(request: TransferRequest): Promise<TransferRecord> {
    const account = await this.find(request.destinationAccountId, 'account');
    if (account?.status !== ONBOARDED) throw new TransferRefusedError(`The account ${request.destinationAccountId} cannot receive transfers.`);
    const suffix = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
    return {
      id: `${DEMO_PAYMENT_ID_PREFIXES.transfer}${suffix}`,
      amountCents: request.amountCents,
      destinationAccountId: account.id,
      bankPayout: { id: `${DEMO_PAYMENT_ID_PREFIXES.payout}${suffix}`, arrivedAt: this.deps.clock.now() },
    };
  }

  /**
   * Cancels at the period's end, as Stripe's `cancel_at_period_end: true`: the subscription stays
   * active until then. Cancelling a cancelled one answers it unchanged.
   * @throws NotFoundError `subscription.not_found` for an unknown subscription.
   * @throws ConflictError `subscription.not_active` when it is not active (or its period is over).
   */
  async cancelSubscriptionAtPeriodEnd(id: string): Promise<SubscriptionRecord> {
    return this.setCancelAtPeriodEnd(id, true);
  }

  /** Undoes the cancellation before the period ends (`cancel_at_period_end: false`). */
  async resumeSubscription(id: string): Promise<SubscriptionRecord> {
    return this.setCancelAtPeriodEnd(id, false);
  }

  private async setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<SubscriptionRecord> {
    const found = await this.find(id, 'subscription');
    if (!found) throw new NotFoundError('subscription.not_found', 'Subscription not found');
    const ended = found.currentPeriodEnd !== null && found.currentPeriodEnd.getTime() < this.deps.clock.now().getTime();
    if (found.status !== 'active' || ended) throw new ConflictError('subscription.not_active', 'This subscription is not active.');
    const changed = await this.deps.repository.transition(found.id, ['active'], 'active', { cancelAtPeriodEnd });
    if (!changed) throw new ConflictError('subscription.not_active', 'This subscription is not active.');
    return toSubscription(changed);
  }

  /**
   * Stores the record unless its idempotency key was used before; then the earlier record is the
   * answer, provided the request was the same. The write comes first, and the key's unique
   * constraint tells a used key (a retry, or a concurrent first use that won): a new key, nearly
   * every call, costs one statement, and only a used one costs a read more.
   */
  private async createOnce(record: DemoPaymentRecord): Promise<DemoPaymentRecord> {
    const { repository } = this.deps;
    const key = record.idempotencyKey;
    try {
      await repository.add(record);
      return record;
    } catch (error) {
      const taken = error instanceof DomainError && error.code === 'demo_payment.duplicate' && key !== null;
      const earlier = taken ? await repository.findByIdempotencyKey(key) : null;
      if (earlier) return sameRequestOrThrow(earlier, record);
      throw error;
    }
  }

  private async find(clientSecretOrId: string, kind: DemoPaymentKind): Promise<DemoPaymentRecord | null> {
    const { repository } = this.deps;
    const record = clientSecretOrId.includes(SECRET_SEPARATOR)
      ? await repository.findByClientSecret(clientSecretOrId)
      : await repository.findById(clientSecretOrId);
    return record?.kind === kind ? record : null;
  }

  /** `<prefix><random>`: letters and digits only, like Stripe's ids, so `_secret_` never occurs in one. */
  private newId(prefix: string): string {
    return `${prefix}${this.random()}`;
  }

  private newClientSecret(id: string): string {
    return `${id}${SECRET_SEPARATOR}${this.random()}`;
  }

  private random(): string {
    return this.deps.ids.opaqueId().replace(/[^A-Za-z0-9]/g, '');
  }
}

/** Stripe's rule: a key reused for another request (other parameters, or another kind of object) is refused. */
function sameRequestOrThrow(earlier: DemoPaymentRecord, request: DemoPaymentRecord): DemoPaymentRecord {
  const same =
    earlier.kind === request.kind &&
    (earlier.kind === 'customer' ||
      earlier.kind === 'account' ||
      (earlier.amountCents === request.amountCents &&
        earlier.customerId === request.customerId &&
        isDeepStrictEqual(earlier.metadata, request.metadata)));
  if (same) return earlier;
  throw new ConflictError(
    'payment.idempotency_key_reused',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  );
}

function secretOf(record: DemoPaymentRecord): string {
  if (record.clientSecret === null) throw new Error(`Demo payment ${record.id} has no client secret`);
  return record.clientSecret;
}

function toPaymentIntent(record: DemoPaymentRecord): PaymentIntentRecord {
  const refunded = record.status === REFUNDED;
  const status: string = refunded ? 'succeeded' : record.status;
  if (!isPaymentIntentStatus(status)) throw new Error(`Demo payment ${record.id} has an unknown status: ${record.status}`);
  const suffix = record.id.slice(DEMO_PAYMENT_ID_PREFIXES.payment_intent.length);
  return {
    id: record.id,
    status,
    amountCents: record.amountCents,
    currency: CURRENCY,
    metadata: record.metadata ? { ...record.metadata } : null,
    chargeId: status === 'succeeded' ? `${DEMO_PAYMENT_ID_PREFIXES.charge}${suffix}` : null,
    applicationFeeCents: null,
    refunded,
  };
}

function toConnectedAccount(record: DemoPaymentRecord): ConnectedAccountRecord {
  const complete = record.status === ONBOARDED;
  return {
    id: record.id,
    chargesEnabled: complete,
    payoutsEnabled: complete,
    detailsSubmitted: complete,
    requirementsDue: complete ? [] : [...DEMO_REQUIREMENTS],
    disabledReason: complete ? null : 'requirements.past_due',
  };
}

function toSubscription(record: DemoPaymentRecord): SubscriptionRecord {
  return {
    id: record.id,
    customerId: record.customerId ?? '',
    status: record.status,
    currentPeriodStart: record.currentPeriodStart,
    currentPeriodEnd: record.currentPeriodEnd,
    // Stripe hands out the first invoice's secret only while it is still due.
    clientSecret: record.status === 'incomplete' ? record.clientSecret : null,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    // The demo card pays the one month a demo subscription runs: its invoice is named after it.
    paidInvoice:
      record.status === 'active'
        ? { id: `in_demo_${record.id.slice(DEMO_PAYMENT_ID_PREFIXES.subscription.length)}`, amountPaidCents: record.amountCents, paidAt: record.currentPeriodStart }
        : null,
  };
}

/** The same instant one calendar month later (UTC), clamped to the last day of a shorter month. */
export function oneCalendarMonthLater(start: Date): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth();
  const lastDayOfNextMonth = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month + 1,
      Math.min(start.getUTCDate(), lastDayOfNextMonth),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}
