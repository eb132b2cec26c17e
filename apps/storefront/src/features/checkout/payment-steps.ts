import { ApiError, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import type { Purchase } from '../../api/get-my-purchases.js';
import { createPaymentIntent, type PaymentIntentRequest, type PaymentIntentStarted } from './api/create-payment-intent.js';
import { createPurchase } from './api/create-purchase.js';

/** A step failed and already told the customer with a toast. */
export class ReportedFailure extends Error {}

/** The server's own sentence when the error carries one; otherwise the fixed fallback. */
function describe(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Step 1: the payment intent for the server-computed amount ("Payment initialization failed"). */
export async function startPayment(request: PaymentIntentRequest, idempotencyKey: string): Promise<PaymentIntentStarted> {
  try {
    return await createPaymentIntent(request, idempotencyKey);
  } catch (error) {
    toast({ title: 'Payment initialization failed', description: describe(error, 'Could not initialize payment. Please try again.'), variant: 'destructive' });
    throw new ReportedFailure('payment initialization failed');
  }
}

/** The "Payment failed" toast, with the provider's message or the fixed fallback. */
export function reportPaymentFailure(error: unknown): never {
  toast({ title: 'Payment failed', description: describe(error, 'An error occurred during payment'), variant: 'destructive' });
  throw new ReportedFailure('payment failed');
}

/** Last step: the purchase record from the confirmed payment ("Error creating purchase record"). */
export async function recordPurchase(intent: PaymentIntentStarted, dealId: number, paymentIntentId: string): Promise<Purchase> {
  try {
    const purchase = await createPurchase({
      dealId,
      price: intent.price,
      discountPercent: intent.discountPercent,
      redemptions: intent.redemptions,
      stripePaymentIntentId: paymentIntentId,
    });
    toast({ title: 'Payment Successful', description: 'Your payment was processed successfully.' });
    return purchase;
  } catch (error) {
    toast({ title: 'Error creating purchase record', description: errorDescription(error), variant: 'destructive' });
    throw new ReportedFailure('purchase record failed');
  }
}

export interface PaymentProps {
  request: PaymentIntentRequest;
  idempotencyKey: string;
  /** Amount to show on the pay button, e.g. "$15.00". */
  amountLabel: string;
  onPurchased: (purchase: Purchase) => void;
}
