import { PaymentRequiredError } from '@marketplace/core/shared/domain/domain-error';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';

function unavailable(): never {
  throw new PaymentRequiredError('payment.not_configured', 'Card payments are not available: the server has no payment provider configured.');
}

/** Payouts need the provider as much as card payments do, but a merchant setting them up reads about payouts. */
function payoutsUnavailable(): never {
  throw new PaymentRequiredError('payment.not_configured', 'Payouts are not available: the server has no payment provider configured.');
}

/**
 * With demo mode off and no Stripe keys there is no way to take money: every payment call
 * refuses clearly instead of pretending (DESIGN.md: DEMO_MODE=false requires Stripe).
 */
export class UnconfiguredPaymentGateway implements PaymentGateway {
  readonly mode = 'none' as const;
  createPaymentIntent = async () => unavailable();
  retrievePaymentIntent = async () => unavailable();
  createCustomer = async () => unavailable();
  createSubscription = async () => unavailable();
  retrieveSubscription = async () => unavailable();
  cancelSubscriptionAtPeriodEnd = async () => unavailable();
  resumeSubscription = async () => unavailable();
  refundPayment = async () => unavailable();
  createConnectedAccount = async () => payoutsUnavailable();
  createAccountLink = async () => payoutsUnavailable();
  retrieveConnectedAccount = async () => payoutsUnavailable();
  createTransfer = async () => payoutsUnavailable();
}
