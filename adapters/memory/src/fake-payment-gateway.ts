import { isDeepStrictEqual } from 'node:util';
import {
  TransferRefusedError,
  type ConnectedAccountRecord,
  type PaymentGateway,
  type PaymentIntentRecord,
  type PaymentIntentRequest,
  type PaymentIntentStatus,
  type PaidInvoice,
  type SubscriptionRecord,
  type TransferRecord,
  type TransferRequest,
} from '@marketplace/core/purchases/ports/payment-gateway.port';

export interface FakeCustomer {
  id: string;
  email: string;
  name: string;
  businessId: number;
}

interface IdempotentRequest {
  operation: 'payment_intent' | 'subscription' | 'account' | 'transfer';
  parameters: unknown;
  resultId: string;
}

/**
 * A payment provider held in memory, for tests: nothing is charged, and tests decide each
 * payment's fate with {@link succeed}, {@link fail} or {@link setStatus}. Idempotency keys behave
 * as Stripe's do: the same key with the same parameters answers the first result again, with
 * different parameters it is refused.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly mode = 'fake' as const;

  private readonly intents = new Map<string, PaymentIntentRecord>();
  private readonly customers = new Map<string, FakeCustomer>();
  private readonly subscriptions = new Map<string, SubscriptionRecord>();
  private readonly idempotencyKeys = new Map<string, IdempotentRequest>();
  private intentSequence = 0;
  private readonly customerKeys = new Map<string, string>();
  private customerSequence = 0;
  private subscriptionSequence = 0;
  private readonly accounts = new Map<string, ConnectedAccountRecord>();
  private accountSequence = 0;
  private readonly transferRecords = new Map<string, TransferRecord & { idempotencyKey: string; metadata: Record<string, string> }>();
  private transferSequence = 0;
  /** The account links made, oldest first. */
  readonly accountLinks: { accountId: string; returnUrl: string; refreshUrl: string; url: string }[] = [];
  /** What the next createTransfer calls do instead of answering: refuse for good, or transfer and lose the answer (a crash). */
  private readonly transferMishaps: ('refuse' | 'lose_answer')[] = [];

  async createPaymentIntent(request: PaymentIntentRequest): Promise<{ id: string; clientSecret: string }> {
    const parameters = {
      amountCents: request.amountCents,
      currency: request.currency,
      metadata: { ...request.metadata },
      destination: request.destination ? { ...request.destination } : null,
    };
    const id = this.idempotent(request.idempotencyKey, 'payment_intent', parameters, () => {
      this.intentSequence += 1;
      const intentId = `pi_fake_${this.intentSequence}`;
      this.intents.set(intentId, {
        id: intentId,
        status: 'requires_payment_method',
        amountCents: request.amountCents,
        currency: request.currency,
        metadata: { ...request.metadata },
        chargeId: null,
        applicationFeeCents: request.destination?.applicationFeeCents ?? null,
        refunded: false,
      });
      return intentId;
    });
    return { id, clientSecret: `${id}_secret_x` };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentRecord | null> {
    const intent = this.intents.get(id);
    return intent ? copyIntent(intent) : null;
  }

  async createCustomer(input: { email: string; name: string; businessId: number; idempotencyKey: string }): Promise<{ id: string }> {
    const known = this.customerKeys.get(input.idempotencyKey);
    if (known) return { id: known };
    this.customerSequence += 1;
    const id = `cus_fake_${this.customerSequence}`;
    this.customers.set(id, { id, email: input.email, name: input.name, businessId: input.businessId });
    this.customerKeys.set(input.idempotencyKey, id);
    return { id };
  }

  async createSubscription(input: {
    customerId: string;
    priceCents: number;
    idempotencyKey: string;
  }): Promise<SubscriptionRecord> {
    const parameters = { customerId: input.customerId, priceCents: input.priceCents };
    const id = this.idempotent(input.idempotencyKey, 'subscription', parameters, () => {
      if (!this.customers.has(input.customerId)) throw new Error(`No such customer: '${input.customerId}'`);
      this.subscriptionSequence += 1;
      const subscriptionId = `sub_fake_${this.subscriptionSequence}`;
      this.subscriptionPrices.set(subscriptionId, input.priceCents);
      this.subscriptions.set(subscriptionId, {
        id: subscriptionId,
        customerId: input.customerId,
        status: 'incomplete',
        currentPeriodStart: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        clientSecret: `${subscriptionId}_secret_x`,
        paidInvoice: null,
      });
      return subscriptionId;
    });
    return copySubscription(this.subscriptionOrThrow(id));
  }

  async retrieveSubscription(id: string): Promise<SubscriptionRecord | null> {
    const subscription = this.subscriptions.get(id);
    return subscription ? copySubscription(subscription) : null;
  }

  /** Stripe refuses to cancel or resume a subscription that has ended. */
  async cancelSubscriptionAtPeriodEnd(id: string): Promise<SubscriptionRecord> {
    return this.setCancelAtPeriodEnd(id, true);
  }

  async resumeSubscription(id: string): Promise<SubscriptionRecord> {
    return this.setCancelAtPeriodEnd(id, false);
  }

  private setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): SubscriptionRecord {
    const subscription = this.subscriptionOrThrow(id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw new Error(`A canceled subscription can only update its cancellation_details and metadata.`);
    }
    subscription.cancelAtPeriodEnd = cancelAtPeriodEnd;
    return copySubscription(subscription);
  }

  /** A renewal's payment failed: Stripe marks it past_due and offers the open invoice's secret. */
  failSubscriptionPayment(id: string, periodEnd: Date): void {
    const subscription = this.subscriptionOrThrow(id);
    subscription.status = 'past_due';
    subscription.currentPeriodStart = monthBefore(periodEnd);
    subscription.currentPeriodEnd = new Date(periodEnd);
    subscription.clientSecret = `${id}_renewal_secret_x`;
    subscription.paidInvoice = null;
  }

  async createConnectedAccount(input: { businessId: number; email: string; idempotencyKey: string }): Promise<ConnectedAccountRecord> {
    const id = this.idempotent(input.idempotencyKey, 'account', { businessId: input.businessId, email: input.email }, () => {
      this.accountSequence += 1;
      const accountId = `acct_fake_${this.accountSequence}`;
      this.accounts.set(accountId, {
        id: accountId,
        chargesEnabled: false,
        payoutsEnabled: false,
        detailsSubmitted: false,
        requirementsDue: ['business_type', 'external_account', 'tos_acceptance.date'],
        disabledReason: 'requirements.past_due',
      });
      return accountId;
    });
    return copyAccount(this.accountOrThrow(id));
  }

  async createAccountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }> {
    this.accountOrThrow(input.accountId);
    const url = `https://connect.fake.example/setup/${input.accountId}/${this.accountLinks.length + 1}`;
    this.accountLinks.push({ ...input, url });
    return { url };
  }

  async retrieveConnectedAccount(id: string): Promise<ConnectedAccountRecord | null> {
    const account = this.accounts.get(id);
    return account ? copyAccount(account) : null;
  }

  async createTransfer(request: TransferRequest): Promise<TransferRecord> {
    const parameters = { destination: request.destinationAccountId, amountCents: request.amountCents, currency: request.currency, metadata: { ...request.metadata } };
    const mishap = this.transferMishaps.shift();
    if (mishap === 'refuse') throw new TransferRefusedError('Insufficient funds in the platform balance.');
    const id = this.idempotent(request.idempotencyKey, 'transfer', parameters, () => {
      const account = this.accountOrThrow(request.destinationAccountId);
      if (!account.payoutsEnabled) throw new TransferRefusedError(`The account ${account.id} cannot receive transfers.`);
      this.transferSequence += 1;
      const transferId = `tr_fake_${this.transferSequence}`;
      this.transferRecords.set(transferId, {
        id: transferId,
        amountCents: request.amountCents,
        destinationAccountId: request.destinationAccountId,
        bankPayout: null,
        idempotencyKey: request.idempotencyKey,
        metadata: { ...request.metadata },
      });
      return transferId;
    });
    if (mishap === 'lose_answer') throw new Error('The connection was reset before the answer arrived');
    const made = this.transferRecords.get(id);
    if (!made) throw new Error(`No such transfer: '${id}'`);
    return { id: made.id, amountCents: made.amountCents, destinationAccountId: made.destinationAccountId, bankPayout: null };
  }

  /** The connected account's state changes at the provider (the owner went through onboarding, or Stripe asks for more). */
  updateAccount(id: string, changes: Partial<Omit<ConnectedAccountRecord, 'id'>>): void {
    Object.assign(this.accountOrThrow(id), changes, changes.requirementsDue ? { requirementsDue: [...changes.requirementsDue] } : {});
  }

  /** Onboarding finished and verified: charges and payouts on, nothing due. */
  enableAccount(id: string): void {
    this.updateAccount(id, { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: [], disabledReason: null });
  }

  /** Makes the next createTransfer call fail: `refuse` for good, or `lose_answer` after the transfer was made. */
  failNextTransfer(mishap: 'refuse' | 'lose_answer'): void {
    this.transferMishaps.push(mishap);
  }

  /** Every transfer made, oldest first (one per idempotency key). */
  transfers(): (TransferRecord & { idempotencyKey: string; metadata: Record<string, string> })[] {
    return [...this.transferRecords.values()].map((transfer) => ({ ...transfer, metadata: { ...transfer.metadata } }));
  }

  /** The customer pays: the intent succeeds and gets a charge id. */
  succeed(intentId: string): void {
    const intent = this.intentOrThrow(intentId);
    intent.status = 'succeeded';
    intent.chargeId = `ch_fake_${intentId.slice('pi_fake_'.length)}`;
  }

  /** The card is declined: like Stripe, the intent goes back to waiting for a payment method. */
  fail(intentId: string): void {
    const intent = this.intentOrThrow(intentId);
    intent.status = 'requires_payment_method';
    intent.chargeId = null;
  }

  /** The refunds the app asked for (refundPayment), oldest first, one per idempotency key. */
  readonly refundRequests: { paymentIntentId: string; idempotencyKey: string }[] = [];

  async refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<void> {
    if (this.refundRequests.some((request) => request.idempotencyKey === input.idempotencyKey)) return;
    const intent = this.intentOrThrow(input.paymentIntentId);
    if (intent.status !== 'succeeded') throw new Error(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
    intent.refunded = true;
    this.refundRequests.push({ ...input });
  }

  /** The charge is refunded at the provider. */
  refund(intentId: string): void {
    this.intentOrThrow(intentId).refunded = true;
  }

  setStatus(intentId: string, status: PaymentIntentStatus): void {
    this.intentOrThrow(intentId).status = status;
  }

  /** The first invoice is paid: the subscription turns active until `periodEnd`. */
  activateSubscription(id: string, periodEnd: Date, periodStart: Date = monthBefore(periodEnd)): void {
    const subscription = this.subscriptionOrThrow(id);
    subscription.status = 'active';
    subscription.currentPeriodStart = new Date(periodStart);
    subscription.currentPeriodEnd = new Date(periodEnd);
    subscription.clientSecret = null;
    subscription.paidInvoice = this.newPaidInvoice(id, periodStart);
  }

  /** The price each subscription was created with (what its invoices charge). */
  private readonly subscriptionPrices = new Map<string, number>();
  private invoiceSequence = 0;

  private newPaidInvoice(subscriptionId: string, paidAt: Date): PaidInvoice {
    this.invoiceSequence += 1;
    return { id: `in_fake_${this.invoiceSequence}`, amountPaidCents: this.subscriptionPrices.get(subscriptionId) ?? 0, paidAt: new Date(paidAt) };
  }

  /**
   * The next period's invoice is paid (a renewal, or the failed one paid with another card): the
   * subscription is active until `periodEnd`.
   */
  renewSubscription(id: string, periodEnd: Date): void {
    this.activateSubscription(id, periodEnd);
  }

  setSubscriptionStatus(id: string, status: string): void {
    this.subscriptionOrThrow(id).status = status;
  }

  /** Every payment intent created so far, oldest first. */
  paymentIntents(): PaymentIntentRecord[] {
    return [...this.intents.values()].map(copyIntent);
  }

  customer(id: string): FakeCustomer | null {
    const customer = this.customers.get(id);
    return customer ? { ...customer } : null;
  }

  private idempotent(key: string, operation: IdempotentRequest['operation'], parameters: unknown, create: () => string): string {
    const earlier = this.idempotencyKeys.get(key);
    if (earlier) {
      if (earlier.operation !== operation || !isDeepStrictEqual(earlier.parameters, parameters)) {
        throw new Error(
          `Keys for idempotent requests can only be used with the same parameters they were first used with. ` +
            `Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return earlier.resultId;
    }
    const resultId = create();
    this.idempotencyKeys.set(key, { operation, parameters, resultId });
    return resultId;
  }

  private accountOrThrow(id: string): ConnectedAccountRecord {
    const account = this.accounts.get(id);
    if (!account) throw new Error(`No such account: '${id}'`);
    return account;
  }

  private intentOrThrow(id: string): PaymentIntentRecord {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No such payment_intent: '${id}'`);
    return intent;
  }

  private subscriptionOrThrow(id: string): SubscriptionRecord {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`No such subscription: '${id}'`);
    return subscription;
  }
}

function copyIntent(intent: PaymentIntentRecord): PaymentIntentRecord {
  return { ...intent, metadata: intent.metadata ? { ...intent.metadata } : null };
}

function copyAccount(account: ConnectedAccountRecord): ConnectedAccountRecord {
  return { ...account, requirementsDue: [...account.requirementsDue] };
}

function copySubscription(subscription: SubscriptionRecord): SubscriptionRecord {
  return {
    ...subscription,
    currentPeriodStart: subscription.currentPeriodStart ? new Date(subscription.currentPeriodStart) : null,
    currentPeriodEnd: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : null,
    paidInvoice: subscription.paidInvoice ? { ...subscription.paidInvoice } : null,
  };
}

function monthBefore(date: Date): Date {
  const start = new Date(date);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}
