import { z } from 'zod';
import type { RedemptionCode } from '../ports/purchase.repository.port.js';
import { parseLivePass } from '../domain/live-pass.js';
import { positivePrice, PRICE_MESSAGE } from '../../deals/schemas/standard-deal.schema.js';
import { billCentsField } from './till.schema.js';
import {
  idField,
  INVALID_INPUT_MESSAGE,
  numberField,
  payloadObject,
  requiredString,
} from '../../shared/validation/messages.js';

/** Far above what anyone buys at once; stops absurd counts before any arithmetic. */
export const MAX_PURCHASE_REDEMPTIONS = 1_000;

export const PURCHASE_DISCOUNT_MESSAGE = 'Discount must be between 0% and 100%';

const price = () => positivePrice(PRICE_MESSAGE)(numberField());
/** A whole percentage from 0 (a free-item deal, FREE_ITEM_DISCOUNT_PERCENT) to 100; the deal's own is checked at checkout. */
const discountPercent = () =>
  numberField().int(PURCHASE_DISCOUNT_MESSAGE).min(0, PURCHASE_DISCOUNT_MESSAGE).max(100, PURCHASE_DISCOUNT_MESSAGE);
const redemptions = () =>
  numberField()
    .int(INVALID_INPUT_MESSAGE)
    .min(1, INVALID_INPUT_MESSAGE)
    .max(MAX_PURCHASE_REDEMPTIONS, INVALID_INPUT_MESSAGE);
/** null is what a client sends for "no custom value". */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  schema.nullish().transform((value) => value ?? undefined);

/** A checkout request: the price, discount and uses are what the customer asks; the server decides the amount. */
export const createPaymentIntentPayloadSchema = payloadObject({
  dealId: idField(),
  customPrice: optional(price()),
  customDiscount: optional(discountPercent()),
  redemptions: optional(redemptions()),
});
export type CreatePaymentIntentPayloadInput = z.input<typeof createPaymentIntentPayloadSchema>;
export type CreatePaymentIntentPayload = z.output<typeof createPaymentIntentPayloadSchema>;

/** A purchase claimed after a payment: status, codes and dates are never taken from the client. */
export const createPurchasePayloadSchema = payloadObject({
  dealId: idField(),
  price: price(),
  discountPercent: discountPercent(),
  redemptions: redemptions(),
  stripePaymentIntentId: requiredString({ label: 'Payment id', max: 255 }),
});
export type CreatePurchasePayloadInput = z.input<typeof createPurchasePayloadSchema>;
export type CreatePurchasePayload = z.output<typeof createPurchasePayloadSchema>;


/**
 * A text code as typed: 10 characters in two groups of 5 (the current codes, 50 bits) or 8 in two
 * groups of 4 (codes issued before), the groups joined by a dash, a space or nothing.
 */
const TEXT_CODE = /^(?:([A-Z0-9]{5})[-\s]?([A-Z0-9]{5})|([A-Z0-9]{4})[-\s]?([A-Z0-9]{4}))$/i;
/** At least 22 characters (128 bits and more), so never the 8 to 11 characters of a text code. */
const QR_TOKEN = /^[A-Za-z0-9_-]{22,256}$/;

/** Crockford decoding: a typed O is a zero, an I or L a one, so a misread code still matches. */
function crockford(code: string): string {
  return code.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}

/**
 * Reads what a business typed or scanned: a text code like "abcde fghjk" or "ABCDEFGHJK" becomes
 * `{ kind: 'text', value: 'ABCDE-FGHJK' }`, an older 8-character one like "abcd efgh"
 * `{ kind: 'text', value: 'ABCD-EFGH' }` (any case, Crockford look-alikes O, I and L read as 0 and
 * 1); a scanned QR, the live pass `LP1.<token>.<step>.<mac>` (or a bare token of 22 to 256 URL-safe
 * base64 characters, which the look-up refuses as stale), is kept as it is. Anything else gives
 * undefined.
 */
export function normaliseRedemptionCode(raw: string): RedemptionCode | undefined {
  const code = raw.trim();
  const text = TEXT_CODE.exec(code);
  if (text) {
    const [first, second] = text[1] ? [text[1], text[2]!] : [text[3]!, text[4]!];
    return { kind: 'text', value: crockford(`${first}-${second}`) };
  }
  if (QR_TOKEN.test(code) || parseLivePass(code)) return { kind: 'qr', value: code };
  return undefined;
}

const redemptionCodeField = requiredString({ label: 'Code', max: 256 }).transform((raw, ctx): RedemptionCode => {
    const code = normaliseRedemptionCode(raw);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: INVALID_INPUT_MESSAGE, input: raw });
    return z.NEVER;
  });

/**
 * Where the till stands (DESIGN.md 10.6): one of the business's active locations. Optional, so the
 * CLI and older clients work: without it the business's first active location is recorded.
 */
const tillLocationField = idField().optional();

/** A text code or a QR token, normalised; and the till's location. */
export const validateCodePayloadSchema = payloadObject({ code: redemptionCodeField, locationId: tillLocationField });
export type ValidateCodePayloadInput = z.input<typeof validateCodePayloadSchema>;
export type ValidateCodePayload = z.output<typeof validateCodePayloadSchema>;

/** The code, the till's location, and optionally the bill total in whole cents (the customer's real savings are computed from it). */
export const redeemCodePayloadSchema = payloadObject({
  code: redemptionCodeField,
  locationId: tillLocationField,
  billCents: billCentsField().nullish().transform((value) => value ?? undefined),
});
export type RedeemCodePayloadInput = z.input<typeof redeemCodePayloadSchema>;
export type RedeemCodePayload = z.output<typeof redeemCodePayloadSchema>;
