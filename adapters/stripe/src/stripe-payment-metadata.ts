import type { PaymentMetadata } from '@marketplace/core/purchases/ports/payment-gateway.port';

/** Stripe metadata is a map of strings: how a purchase request is written onto a PaymentIntent. */
export type StripePaymentMetadata = Record<keyof PaymentMetadata, string>;

export function toStripeMetadata(metadata: PaymentMetadata): StripePaymentMetadata {
  return {
    dealId: String(metadata.dealId),
    userId: String(metadata.userId),
    priceCents: String(metadata.priceCents),
    discountPercent: String(metadata.discountPercent),
    redemptions: String(metadata.redemptions),
  };
}

const WHOLE_NUMBER = /^(0|[1-9][0-9]*)$/;
const DECIMAL_NUMBER = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * Reads our purchase request back from an intent's metadata, strictly: every field present and
 * written exactly as {@link toStripeMetadata} writes it. Anything else (an intent made by another
 * integration on the account, or metadata edited in the dashboard) is null, so no purchase is
 * recorded from it. Other keys are ignored: Stripe tooling may add its own.
 */
export function parseStripeMetadata(metadata: Readonly<Record<string, string>> | null | undefined): PaymentMetadata | null {
  if (!metadata) return null;
  const dealId = wholeNumber(metadata['dealId'], 1);
  const userId = wholeNumber(metadata['userId'], 1);
  const priceCents = wholeNumber(metadata['priceCents'], 0);
  const discountPercent = percent(metadata['discountPercent']);
  const redemptions = wholeNumber(metadata['redemptions'], 1);
  if (dealId === null || userId === null || priceCents === null || discountPercent === null || redemptions === null) return null;
  return { dealId, userId, priceCents, discountPercent, redemptions };
}

function wholeNumber(value: string | undefined, min: number): number | null {
  if (value === undefined || !WHOLE_NUMBER.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed >= min ? parsed : null;
}

/** A discount may come from interpolation, so a decimal is allowed, but only in String(number)'s own form. */
function percent(value: string | undefined): number | null {
  if (value === undefined || !DECIMAL_NUMBER.test(value)) return null;
  const parsed = Number(value);
  return String(parsed) === value && parsed <= 100 ? parsed : null;
}
