import type { PaymentMetadata } from '../../purchases/ports/payment-gateway.port.js';

/** What the demo payment mode keeps: the Stripe objects it imitates (an `account` is a connected payout account). */
export type DemoPaymentKind = 'payment_intent' | 'subscription' | 'customer' | 'account';

/**
 * One object of the demo payment mode (no card provider), kept in the database so that every app
 * instance sees the same payments. Plain data: the demo gateway gives it its meaning.
 */
export interface DemoPaymentRecord {
  /** `pi_demo_…`, `sub_demo_…`, `cus_demo_…` or `acct_demo_…`. */
  id: string;
  kind: DemoPaymentKind;
  /**
   * The imitated Stripe status: `requires_payment_method` / `succeeded` for intents, `incomplete` /
   * `active` … for subscriptions; `onboarding` / `complete` for a connected account.
   */
  status: string;
  /** The intent's amount, the subscription's monthly price; 0 for a customer. */
  amountCents: number;
  /** The purchase request a payment intent carries; null for the other kinds. */
  metadata: PaymentMetadata | null;
  /** The subscription's customer; null for the other kinds. */
  customerId: string | null;
  /** What the browser's demo card form confirms with; null for a customer. */
  clientSecret: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** A subscription cancelled to end at its period's end; false for the other kinds. */
  cancelAtPeriodEnd: boolean;
  /** The caller's idempotency key of the request that created it. */
  idempotencyKey: string | null;
  createdAt: Date;
}

/** The fields a status transition may change besides the status. */
export type DemoPaymentChanges = Partial<Pick<DemoPaymentRecord, 'clientSecret' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>>;

/**
 * Storage of the demo payment mode's intents, subscriptions and customers. Shared by every app
 * instance serving one database, so a payment started on one can be confirmed on another.
 */
export interface DemoPaymentRepository {
  /**
   * Stores a new record.
   * @throws ConflictError `demo_payment.duplicate` when its id, its idempotency key or its client
   *   secret is stored already (null keys and secrets never collide).
   */
  add(record: DemoPaymentRecord): Promise<void>;

  /** The record with this id, of any kind; null when unknown. */
  findById(id: string): Promise<DemoPaymentRecord | null>;

  /** The record a request with this idempotency key created; null when none did. */
  findByIdempotencyKey(idempotencyKey: string): Promise<DemoPaymentRecord | null>;

  /** The record with this client secret; null when unknown. */
  findByClientSecret(clientSecret: string): Promise<DemoPaymentRecord | null>;

  /**
   * Moves the record from one of `fromStatuses` to `toStatus`, applying `changes`, as one atomic
   * conditional update: of concurrent calls for one record, from the same status, exactly one wins.
   * @returns the updated record; null when the id is unknown or its status is not one of
   *   `fromStatuses` (an empty list matches nothing). Nothing is changed then.
   * @throws ConflictError `demo_payment.duplicate` when `changes` sets a client secret in use.
   */
  transition(
    id: string,
    fromStatuses: readonly string[],
    toStatus: string,
    changes?: DemoPaymentChanges,
  ): Promise<DemoPaymentRecord | null>;

  /**
   * Removes the payment intents created before `createdBefore` that were never paid (any status
   * but `succeeded` or `refunded`): abandoned checkouts. Paid intents, subscriptions and customers
   * stay. @returns how many were removed.
   */
  deleteAbandonedIntents(createdBefore: Date): Promise<number>;
}

/** The statuses of a demo payment intent that was paid: it backs a purchase and is never removed. */
export const PAID_DEMO_INTENT_STATUSES: readonly string[] = ['succeeded', 'refunded'];

/** The prefixes of the demo mode's ids: a purchase paid in demo mode has a `pi_demo_` payment intent. */
export const DEMO_PAYMENT_ID_PREFIXES = {
  payment_intent: 'pi_demo_',
  subscription: 'sub_demo_',
  customer: 'cus_demo_',
  charge: 'ch_demo_',
  account: 'acct_demo_',
  transfer: 'tr_demo_',
  payout: 'po_demo_',
} as const;

/** Whether a payment intent id is the demo mode's, so a purchase paid with it can be labelled a demo payment. */
export function isDemoPaymentIntentId(paymentIntentId: string | null | undefined): boolean {
  return paymentIntentId?.startsWith(DEMO_PAYMENT_ID_PREFIXES.payment_intent) ?? false;
}
