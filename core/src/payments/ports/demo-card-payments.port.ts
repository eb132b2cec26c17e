import type { ConnectedAccountRecord, PaymentIntentRecord, SubscriptionRecord } from '../../purchases/ports/payment-gateway.port.js';

/**
 * The demo payment mode's card form: what a card provider's browser call does, done on the server.
 * A client secret (or the bare id) names the payment intent or subscription it pays.
 */
export interface DemoCardPayments {
  /** The payment intent a client secret belongs to, or null. */
  paymentIntentForSecret(clientSecret: string): Promise<PaymentIntentRecord | null>;
  /** The subscription a client secret belongs to, or null. */
  subscriptionForSecret(clientSecret: string): Promise<SubscriptionRecord | null>;
  /**
   * Pays the intent with the demo card: named by its client secret (or id), or given as just read
   * by {@link paymentIntentForSecret}, which spares reading it again (its change is conditional on
   * its status in the store, so a record a moment old is safe).
   * @throws ValidationError for a malformed card, PaymentFailedError for a declining one.
   */
  confirmPayment(intent: string | PaymentIntentRecord, card: unknown): Promise<PaymentIntentRecord>;
  /** Pays the subscription's first period with the demo card (errors as confirmPayment). */
  confirmSubscription(clientSecret: string, card: unknown): Promise<SubscriptionRecord>;
  /** The demo onboarding page's one click: the connected account is complete (charges and payouts on). */
  completeOnboarding(accountId: string): Promise<ConnectedAccountRecord>;
}
