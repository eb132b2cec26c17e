import { ApiError, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import type { Purchase } from '../../api/get-my-purchases.js';
import { createPaymentIntent, type PaymentIntentRequest, type PaymentIntentStarted } from './api/create-payment-intent.js';
import { createPurchase, type PurchaseRequest } from './api/create-purchase.js';
import { createGift } from './api/create-gift.js';
import type { GiftDetailsInput } from '@marketplace/core/gifts/schemas/gift-payloads.schema';
import type { SentGift } from '../../api/get-sent-gifts.js';

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

/** What recording a confirmed payment claims: the tier the intent was for. */
function paidClaim(intent: PaymentIntentStarted, dealId: number, paymentIntentId: string): PurchaseRequest {
  return { dealId, price: intent.price, discountPercent: intent.discountPercent, redemptions: intent.redemptions, stripePaymentIntentId: paymentIntentId };
}

/** Last step: the purchase record from the confirmed payment ("Error creating purchase record"). */
export async function recordPurchase(intent: PaymentIntentStarted, dealId: number, paymentIntentId: string): Promise<Purchase> {
  try {
    const purchase = await createPurchase(paidClaim(intent, dealId, paymentIntentId));
    toast({ title: 'Payment Successful', description: 'Your payment was processed successfully.' });
    return purchase;
  } catch (error) {
    toast({ title: 'Error creating purchase record', description: errorDescription(error), variant: 'destructive' });
    throw new ReportedFailure('purchase record failed');
  }
}

/** Last step of a gift: the purchase recorded as a gift ("Error creating the gift"). */
export async function recordGift(intent: PaymentIntentStarted, dealId: number, paymentIntentId: string, gift: GiftDetailsInput): Promise<SentGift> {
  try {
    const sent = await createGift({ ...paidClaim(intent, dealId, paymentIntentId), gift });
    toast({ title: 'Payment Successful', description: sent.state === 'sent' ? `Your gift is on its way to ${sent.recipientName}.` : `Your gift to ${sent.recipientName} is scheduled.` });
    return sent;
  } catch (error) {
    toast({ title: 'Error creating the gift', description: errorDescription(error), variant: 'destructive' });
    throw new ReportedFailure('gift record failed');
  }
}

export interface PaymentProps {
  request: PaymentIntentRequest;
  idempotencyKey: string;
  /** Amount to show on the pay button, e.g. "$15.00". */
  amountLabel: string;
  onPurchased: (purchase: Purchase) => void;
  /** A gift's details when the customer buys for someone else (then onGifted is told instead of onPurchased). */
  gift?: GiftDetailsInput | null;
  onGifted?: (gift: SentGift) => void;
}

/** Records the paid checkout: as a gift when one was asked for, else as the customer's own purchase. */
export async function finishCheckout(props: PaymentProps, intent: PaymentIntentStarted, paymentIntentId: string): Promise<void> {
  const { request, gift, onGifted, onPurchased } = props;
  if (gift && onGifted) onGifted(await recordGift(intent, request.dealId, paymentIntentId, gift));
  else onPurchased(await recordPurchase(intent, request.dealId, paymentIntentId));
}
