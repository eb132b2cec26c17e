import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import type { PaidInvoice, SubscriptionRecord } from '../../purchases/ports/payment-gateway.port.js';
import type { NewLedgerEntry } from '../../ledger/domain/ledger-entry.js';
import { cents } from '../../shared/domain/money.js';
import type { Subscription } from '../domain/subscription.js';
import type { SubscriptionRepository } from '../ports/subscription.repository.port.js';

/**
 * Brings a stored subscription in line with the payment provider's record of it (after the demo
 * card form, a Stripe webhook, a cancel or resume): its status, period, cancellation and failed
 * payment, and the business's denormalised flags (`subscriptionActive`, `subscriptionExpiresAt`,
 * `stripeSubscriptionId`) and listing (`listedUntil`: paying lists the deals again at once, a
 * failed payment starts the grace period), and the ledger's `subscription_charge` for a paid
 * invoice (keyed by the invoice, so a replay books nothing), in one transaction.
 *
 * The business's flags follow only its latest subscription, so news of an older one (a late
 * webhook about a cancelled subscription) never switches off a newer one. The caller passes the
 * provider's current record, not a browser's word.
 */
export class SyncSubscription {
  constructor(
    private readonly deps: { subscriptions: SubscriptionRepository; transactions: TransactionRunner; clock: Clock },
  ) {}

  /** @throws NotFoundError `subscription.not_found` when no stored subscription has the record's id. */
  async execute(record: SubscriptionRecord): Promise<Subscription> {
    const { transactions, clock } = this.deps;
    // A subscription never changes business, so its business is known before the transaction.
    const known = await this.deps.subscriptions.findByStripeId(record.id);
    if (!known) throw subscriptionNotFound();
    return transactions.run(
      async ({ subscriptions, businesses, ledger }) => {
        const subscription = await subscriptions.findByStripeId(record.id);
        if (!subscription) throw subscriptionNotFound();
        const now = clock.now();
        subscription.update(record, now);
        await subscriptions.save(subscription);
        // The money was paid whichever subscription is the latest; its source key books it once.
        const charge = subscriptionCharge(subscription.businessId, record.paidInvoice, now);
        if (charge) await ledger.append([charge], now);

        const latest = await subscriptions.findLatestByBusiness(subscription.businessId);
        if (latest?.id !== subscription.id) return subscription;
        const business = await businesses.findById(subscription.businessId);
        if (!business) throw new NotFoundError('business.not_found', 'Business not found');
        business.applySubscription(record.id, subscription.isActive(now), record.currentPeriodEnd, subscription.listedThrough());
        await businesses.save(business);
        return subscription;
      },
      // The browser's confirmation and the provider's webhook may arrive together; one business's
      // subscriptions are synced one at a time, so its flags follow the last write of the latest.
      { exclusiveKey: `subscription-sync:${known.businessId}` },
    );
  }
}

/** A paid invoice as a ledger entry; nothing for a free (zero) one. */
function subscriptionCharge(businessId: number, invoice: PaidInvoice | null, now: Date): NewLedgerEntry | null {
  if (!invoice || invoice.amountPaidCents <= 0) return null;
  return {
    businessId,
    kind: 'subscription_charge',
    amountCents: cents(invoice.amountPaidCents),
    sourceKey: `subscription_charge:${invoice.id}`,
    purchaseId: null,
    providerObjectId: invoice.id,
    occurredAt: invoice.paidAt ?? now,
  };
}

function subscriptionNotFound(): NotFoundError {
  return new NotFoundError('subscription.not_found', 'Subscription not found');
}
