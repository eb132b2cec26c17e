import { ConflictError } from '../../shared/domain/domain-error.js';

/**
 * Why a succeeded payment could not become a purchase: the deal's price or discount changed
 * between checkout and record, the deal was paused or ended, or the customer reached the deal's
 * per-customer limit meanwhile (a second tab, say).
 */
export type UnrecordablePaymentReason = 'deal_changed' | 'deal_unavailable' | 'limit_reached';

const MESSAGES: Readonly<Record<UnrecordablePaymentReason, string>> = {
  deal_changed: 'This deal changed while you were paying, so no code was issued. Your payment has been refunded in full.',
  deal_unavailable: 'This deal is no longer available, so no code was issued. Your payment has been refunded in full.',
  limit_reached: 'You already hold as many uses of this deal as it allows per customer, so no code was issued. Your payment has been refunded in full.',
};

/**
 * A paid payment that no purchase could be recorded for, which has been refunded in full. The
 * delivery layer logs it at warn (money moved back without a person deciding it) and tells the
 * customer their money is on its way back.
 */
export class PaymentRefundedError extends ConflictError {
  constructor(
    readonly paymentIntentId: string,
    readonly reason: UnrecordablePaymentReason,
    /** False when the money was back already (refunded or disputed earlier) and nothing was sent now. */
    readonly refundedNow: boolean,
  ) {
    super('purchase.payment_refunded', MESSAGES[reason]);
  }
}
