import type { CheckoutQuote } from '../../deals/domain/checkout-pricing.js';
import { DEAL_NOT_FOUND_MESSAGE } from '../../deals/domain/deal-not-found.js';
import type { Deal } from '../../deals/domain/deal.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import type { Business } from '../../accounts/domain/business.js';
import {
  ConflictError,
  DomainError,
  NotFoundError,
  PaymentRequiredError,
  ValidationError,
} from '../../shared/domain/domain-error.js';
import { cents, centsOrNull } from '../../shared/domain/money.js';
import { dispatchWritten, type EmailWriting } from '../../mail/application/outbox-emails.js';
import { userEmailDraft } from '../../mail/domain/outbox-email.js';
import { renderPurchaseReceipt } from '../../mail/domain/purchase-receipt.email.js';
import { moneyBackEntries, saleEntries } from '../../ledger/domain/purchase-bookings.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { Purchase } from '../domain/purchase.js';
import { PaymentRefundedError, type UnrecordablePaymentReason } from '../domain/unrecordable-payment.js';
import type { CodeGenerator } from '../ports/code-generator.port.js';
import type { PaymentGateway, PaymentIntentRecord, PaymentMetadata } from '../ports/payment-gateway.port.js';
import type { PurchaseRepository } from '../ports/purchase.repository.port.js';
import { checkUsesCapHeld } from './uses-allowance.use-case.js';

export interface RecordPurchaseRequest {
  paymentIntentId: string;
  /**
   * What the browser says it bought. It must agree with the payment's own metadata; the
   * provider's webhook has no browser and passes nothing.
   */
  claimed?: {
    userId: number;
    dealId: number;
    priceCents?: number | null | undefined;
    discountPercent?: number | null | undefined;
    redemptions?: number | null | undefined;
  };
  /**
   * The provider says the money is being taken back (a dispute that arrived before the payment
   * was recorded): record it void, as for a refunded intent, and never refund it again.
   */
  voided?: boolean;
}

/**
 * A recorded purchase with the deal and business its recording read (the receipt names them), so
 * a caller that shows them need not read them again; null when it was found recorded before
 * anything was read (a retry, or the webhook first).
 */
export interface RecordedPurchase {
  purchase: Purchase;
  deal: Deal | null;
  business: Business | null;
}

const CODE_ATTEMPTS = 5;

function mismatch(field: string): ValidationError {
  const message = 'The purchase does not match the payment';
  return new ValidationError(message, [{ path: field, message }], 'purchase.payment_mismatch');
}

/**
 * Records a paid purchase and issues its codes. The payment provider's record is the only
 * truth: the intent must have succeeded, for the amount the deal's rules give for the
 * metadata it carries. Idempotent per payment intent (browser and webhook may both call it),
 * and maxRedemptionsPerUser (the uses a customer holds) is enforced inside the transaction.
 *
 * A paid intent of ours that can no longer become a purchase (the deal's price or discount
 * changed, it was paused or ended, or the customer reached the deal's limit since checkout) is
 * refunded in full through the gateway and refused with {@link PaymentRefundedError}, never kept.
 * An intent whose money is back already (refunded or disputed) is recorded void when it still
 * fits the deal, as the refund-before-purchase order needs, and refused without a second refund
 * when it does not.
 *
 * A recorded purchase's receipt (deal, business, uses, expiry, the codes) is written to the email
 * outbox in the purchase's own transaction, and sent by a job: the purchase never waits on SMTP.
 */
export class RecordPurchase {
  constructor(
    private readonly deps: {
      purchases: PurchaseRepository;
      deals: DealRepository;
      payments: PaymentGateway;
      transactions: TransactionRunner;
      codes: CodeGenerator;
      clock: Clock;
    } & EmailWriting,
  ) {}

  async execute(request: RecordPurchaseRequest): Promise<Purchase> {
    return (await this.record(request)).purchase;
  }

  /** {@link execute}, answering also the deal and business the recording read. */
  async record(request: RecordPurchaseRequest): Promise<RecordedPurchase> {
    // Side by side: whether it is recorded already, and the payment it would record.
    const [existing, intent] = await Promise.all([
      this.deps.purchases.findByPaymentIntentId(request.paymentIntentId),
      this.deps.payments.retrievePaymentIntent(request.paymentIntentId),
    ]);
    if (existing) return { purchase: this.alreadyRecorded(existing, request), deal: null, business: null };

    if (!intent || (request.claimed && intent.metadata?.userId !== request.claimed.userId)) {
      throw new NotFoundError('payment.not_found', 'Payment not found');
    }
    if (intent.status !== 'succeeded') {
      throw new PaymentRequiredError('payment.not_completed', 'The payment has not been completed');
    }
    const metadata = intent.metadata;
    if (!metadata) throw mismatch('stripePaymentIntentId');
    if (request.claimed) checkClaim(request.claimed, metadata);

    const found = await this.deps.deals.findWithBusiness(metadata.dealId);
    if (!found) throw new NotFoundError('deal.not_found', DEAL_NOT_FOUND_MESSAGE);
    const { deal } = found;
    const voided = intent.refunded || request.voided === true;
    let quote: CheckoutQuote;
    try {
      quote = quoteFor(deal, metadata, intent);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return this.refuseAndRefund(intent, voided, 'deal_changed');
    }
    const now = this.deps.clock.now();
    // A deal out of the catalogue (its business disabled or no longer listed) sells nothing, like an ended one.
    const business = deal.isVisible(now) ? found.business : null;
    if (!business?.isListed(now)) return this.refuseAndRefund(intent, voided, 'deal_unavailable');

    try {
      // Money back already at the provider, and no caller about to book why: booked here.
      const moneyBack = intent.refunded && request.voided !== true;
      const { purchase, receiptId } = await this.deps.transactions.run((tx) => this.insert(tx, deal, business, metadata, intent, quote, voided, moneyBack), {
        exclusiveKey: `purchase-limit:${metadata.userId}:${deal.id}`,
      });
      await dispatchWritten(this.deps.emailDispatch, [receiptId]);
      return { purchase, deal, business };
    } catch (error) {
      // The browser and the webhook raced; the other one recorded it.
      if (error instanceof ConflictError && error.code === 'purchase.duplicate_payment') {
        const recorded = await this.deps.purchases.findByPaymentIntentId(request.paymentIntentId);
        if (recorded) return { purchase: this.alreadyRecorded(recorded, request), deal, business };
      }
      if (error instanceof ConflictError && error.code === 'purchase.limit_reached') {
        return this.refuseAndRefund(intent, voided, 'limit_reached');
      }
      throw error;
    }
  }

  /**
   * Gives the money back (once: the idempotency key is the intent's) unless it is back already,
   * and refuses the purchase. A failed refund propagates: the caller (or the provider's retry of
   * the webhook) tries again, and the intent is never silently kept.
   */
  private async refuseAndRefund(intent: PaymentIntentRecord, voided: boolean, reason: UnrecordablePaymentReason): Promise<never> {
    if (!voided) {
      await this.deps.payments.refundPayment({ paymentIntentId: intent.id, idempotencyKey: `unrecordable-refund:${intent.id}` });
    }
    throw new PaymentRefundedError(intent.id, reason, !voided);
  }

  private alreadyRecorded(purchase: Purchase, request: RecordPurchaseRequest): Purchase {
    if (request.claimed && purchase.userId !== request.claimed.userId) {
      throw new NotFoundError('payment.not_found', 'Payment not found');
    }
    return purchase;
  }

  private async insert(
    tx: Repositories,
    deal: Deal,
    business: Business,
    metadata: PaymentMetadata,
    intent: PaymentIntentRecord,
    quote: CheckoutQuote,
    voided: boolean,
    moneyBack: boolean,
  ): Promise<{ purchase: Purchase; receiptId: number | null }> {
    // Under the lock, in one read: recorded by the other caller meanwhile, and the uses held.
    const { recorded, usesHeld } = await tx.purchases.recordingState(intent.id, metadata.userId, deal.id);
    if (recorded) return { purchase: recorded, receiptId: null };
    // A void purchase (money back already) never counts against the limit, so it needs no room.
    if (!voided) checkUsesCapHeld(deal, usesHeld, quote.redemptions);

    const now = this.deps.clock.now();
    const payment = {
      intentId: intent.id,
      chargeId: intent.chargeId,
      amountCents: cents(intent.amountCents),
      applicationFeeCents: centsOrNull(intent.applicationFeeCents),
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const codes = { textCode: this.deps.codes.textCode(), qrCode: this.deps.codes.qrToken(), passSecret: this.deps.codes.passSecret() };
        const purchase = await tx.purchases.add(Purchase.issue({ userId: metadata.userId, deal, quote, payment, codes, voided, now }));
        await this.book(tx, purchase, intent, moneyBack, now);
        return { purchase, receiptId: voided ? null : await this.writeReceipt(tx, purchase, deal, business, now) };
      } catch (error) {
        const collided = error instanceof DomainError && error.code === 'purchase.duplicate_code';
        if (!collided || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The sale and its fee (and a destination charge's transfer: only Connect charges carry an
   * application fee) go into the ledger in the purchase's own transaction.
   */
  private async book(tx: Repositories, purchase: Purchase, intent: PaymentIntentRecord, moneyBack: boolean, now: Date): Promise<void> {
    const destinationCharge = intent.applicationFeeCents !== null;
    const entries = saleEntries(purchase.toProps(), { destinationCharge, occurredAt: now });
    const reason = intent.disputed === true ? 'dispute' : 'refund';
    if (moneyBack) entries.push(...moneyBackEntries(purchase.toProps(), { reason, destinationCharge, occurredAt: now }));
    await tx.ledger.append(entries, now);
  }

  /**
   * The receipt names the business as it was read with the deal, a moment before; the outbox
   * addresses it to the customer's email as the insert reads it (no customer, no receipt).
   */
  private async writeReceipt(tx: Repositories, purchase: Purchase, deal: Deal, business: Business, now: Date): Promise<number | null> {
    const { textCode } = purchase.toProps();
    const receipt = renderPurchaseReceipt({
      purchaseId: purchase.id,
      dealTitle: deal.title,
      businessName: business.name,
      businessAddress: business.postalAddress,
      usesLeft: purchase.usesLeft,
      redemptions: purchase.redemptions,
      expiryDate: purchase.expiryDate,
      textCode,
      publicUrl: this.deps.mailSettings.publicUrl,
    });
    const draft = userEmailDraft(receipt, { kind: 'purchase-receipt', dedupeKey: `purchase-receipt:${purchase.id}` });
    return tx.outbox.addForUser(draft, purchase.userId, now);
  }
}

function checkClaim(claimed: NonNullable<RecordPurchaseRequest['claimed']>, metadata: PaymentMetadata): void {
  if (claimed.dealId !== metadata.dealId) throw mismatch('dealId');
  if (claimed.priceCents != null && claimed.priceCents !== metadata.priceCents) throw mismatch('price');
  if (claimed.discountPercent != null && claimed.discountPercent !== metadata.discountPercent) {
    throw mismatch('discountPercent');
  }
  if (claimed.redemptions != null && claimed.redemptions !== metadata.redemptions) throw mismatch('redemptions');
}

function quoteFor(deal: Deal, metadata: PaymentMetadata, intent: PaymentIntentRecord): CheckoutQuote {
  let quote: CheckoutQuote;
  try {
    quote = deal.quote({
      priceCents: metadata.priceCents,
      discountPercent: metadata.discountPercent,
      redemptions: metadata.redemptions,
    });
  } catch {
    throw mismatch('price');
  }
  if (intent.currency.toLowerCase() !== 'usd' || intent.amountCents !== quote.amountCents) throw mismatch('amount');
  return quote;
}
