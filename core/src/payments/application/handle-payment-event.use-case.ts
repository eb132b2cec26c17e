import type { SyncConnectedAccount } from '../../connect/application/connect.use-case.js';
import type { RecordBankPayout } from '../../payouts/application/run-payouts.use-case.js';
import { destinationTransferKey, moneyBackEntries, type MoneyBackReason } from '../../ledger/domain/purchase-bookings.js';
import type { RecordPurchase } from '../../purchases/application/record-purchase.use-case.js';
import { PaymentRefundedError, type UnrecordablePaymentReason } from '../../purchases/domain/unrecordable-payment.js';
import type { PaymentEvent, PaymentGateway } from '../../purchases/ports/payment-gateway.port.js';
import { DomainError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import type { SyncSubscription } from '../../subscriptions/application/sync-subscription.use-case.js';
import type { ProcessedEventRepository } from '../ports/processed-event.repository.port.js';

export type PaymentEventOutcome =
  | 'duplicate'
  | 'purchase_recorded'
  | 'purchase_refunded'
  | 'refund_before_purchase'
  | 'purchase_disputed'
  | 'dispute_before_purchase'
  /** A paid intent no purchase could be recorded for; refunded (see RecordPurchase), worth a warning in the logs. */
  | `unrecordable_refunded:${UnrecordablePaymentReason}`
  | 'payment_failed'
  | 'subscription_synced'
  | 'account_synced'
  | 'bank_payout_recorded'
  | 'not_ours'
  | 'ignored';

/**
 * Acts on a verified payment-provider event, once per event id. Every branch is idempotent on
 * its own, so a repeated or concurrent delivery changes nothing; the id is stored only after the
 * work succeeded, so a failed handling is retried by the provider. Order does not matter: a refund
 * or a dispute before its payment is recorded as a void purchase, and subscription news always
 * re-reads the subscription's current state. A dispute voids the code exactly as a refund does
 * (status `refunded`: the money is on its way back to the customer).
 */
export class HandlePaymentEvent {
  constructor(
    private readonly deps: {
      processedEvents: ProcessedEventRepository;
      transactions: TransactionRunner;
      payments: PaymentGateway;
      recordPurchase: RecordPurchase;
      syncSubscription: SyncSubscription;
      syncConnectedAccount: SyncConnectedAccount;
      recordBankPayout: RecordBankPayout;
      clock: Clock;
    },
  ) {}

  async execute(event: PaymentEvent): Promise<PaymentEventOutcome> {
    if (await this.deps.processedEvents.isProcessed(event.id)) return 'duplicate';
    const outcome = await this.handle(event);
    await this.deps.processedEvents.markProcessed(event.id, event.type, this.deps.clock.now());
    return outcome;
  }

  private async handle(event: PaymentEvent): Promise<PaymentEventOutcome> {
    switch (event.type) {
      case 'payment_intent.succeeded':
        return this.recordFromProvider(event.paymentIntentId);
      case 'charge.refunded':
        return this.void(event.paymentIntentId, 'refund');
      case 'charge.disputed':
        return this.void(event.paymentIntentId, 'dispute');
      case 'payment_intent.payment_failed':
        // Nothing is stored for a failed attempt: the customer retries on the checkout page.
        return 'payment_failed';
      case 'subscription.changed':
        return this.syncSubscription(event.subscriptionId);
      case 'account.updated':
        // Re-read from the provider whatever the event said: replays and late events store the latest state.
        return (await this.deps.syncConnectedAccount.execute(event.accountId)) ? 'account_synced' : 'not_ours';
      case 'payout.paid':
        return (await this.deps.recordBankPayout.execute(event)) ? 'bank_payout_recorded' : 'not_ours';
      case 'ignored':
        return 'ignored';
    }
  }

  private async recordFromProvider(paymentIntentId: string, voided = false): Promise<PaymentEventOutcome> {
    try {
      await this.deps.recordPurchase.execute({ paymentIntentId, voided });
      return 'purchase_recorded';
    } catch (error) {
      if (error instanceof PaymentRefundedError) return `unrecordable_refunded:${error.reason}`;
      // An intent without our metadata (another integration on the same account) or whose deal is
      // gone cannot become a purchase; retrying would not change that.
      if (error instanceof DomainError && ['purchase.payment_mismatch', 'deal.not_found', 'payment.not_found', 'purchase.limit_reached'].includes(error.code)) {
        return 'not_ours';
      }
      throw error;
    }
  }

  private async void(paymentIntentId: string, why: 'refund' | 'dispute'): Promise<PaymentEventOutcome> {
    if (await this.markRefunded(paymentIntentId, why)) return why === 'refund' ? 'purchase_refunded' : 'purchase_disputed';
    // The refund or dispute came first: record the purchase now, void, then mark it, in case a
    // concurrent "succeeded" recorded it as completed meanwhile.
    const intent = await this.deps.payments.retrievePaymentIntent(paymentIntentId);
    if (intent?.status !== 'succeeded' || !intent.metadata) return 'not_ours';
    const outcome = await this.recordFromProvider(paymentIntentId, true);
    if (outcome !== 'purchase_recorded') return outcome;
    await this.markRefunded(paymentIntentId, why);
    return why === 'refund' ? 'refund_before_purchase' : 'dispute_before_purchase';
  }

  /**
   * Voids the purchase and books the money going back, in one transaction; the ledger's keys make a
   * replay (or a refund and a dispute of one charge) book it once.
   */
  private markRefunded(paymentIntentId: string, reason: MoneyBackReason): Promise<boolean> {
    return this.deps.transactions.run(async ({ purchases, ledger }) => {
      const purchase = await purchases.findByPaymentIntentId(paymentIntentId);
      if (!purchase) return false;
      if (purchase.refund()) await purchases.save(purchase);
      const now = this.deps.clock.now();
      const destinationCharge = await ledger.has(destinationTransferKey(purchase.id));
      await ledger.append(moneyBackEntries(purchase.toProps(), { reason, destinationCharge, occurredAt: now }), now);
      return true;
    });
  }

  private async syncSubscription(subscriptionId: string): Promise<PaymentEventOutcome> {
    const record = await this.deps.payments.retrieveSubscription(subscriptionId);
    if (!record) return 'not_ours';
    try {
      await this.deps.syncSubscription.execute(record);
      return 'subscription_synced';
    } catch (error) {
      if (error instanceof NotFoundError) return 'not_ours';
      throw error;
    }
  }
}
