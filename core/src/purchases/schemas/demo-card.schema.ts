import type { z } from 'zod';
import { INVALID_INPUT_MESSAGE, payloadObject, requiredString } from '../../shared/validation/messages.js';

export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_MAX_LENGTH = 5;
export const CVC_MAX_LENGTH = 3;

/**
 * The prefilled demo card: the card provider's well-known test number, an expiry far in the
 * future (a constant, so the form does not depend on today's date) and the default name.
 */
export const DEMO_CARD_DEFAULTS = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  nameOnCard: 'Demo User',
} as const;

/** Keeps the digits, groups them in fours and cuts at 19 characters ("4242424242" → "4242 4242 42"). */
export function formatCardNumber(input: string): string {
  const groups = input.replace(/\D/g, '').match(/\d{1,4}/g) ?? [];
  return groups.join(' ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** Formats as MM/YY while typing: "1234" → "12/34", "12" → "12", at most 5 characters. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Keeps at most 3 digits. */
export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, CVC_MAX_LENGTH);
}

/** A required field of a fixed pattern; a blank one is only "Required". */
function cardField(label: string, max: number, pattern: RegExp) {
  return requiredString({ label, max }).refine((value) => value === '' || pattern.test(value), INVALID_INPUT_MESSAGE);
}

/**
 * The demo card form at checkout (demo payment mode). Expected input: four strings, as the
 * formatters leave them. Every field is required ("Required"); a malformed value is "Invalid input".
 * The expiry is checked as MM/YY with a real month, not against today's date.
 */
export const demoCardSchema = payloadObject({
  /** 13 to 16 digits grouped in fours, as formatCardNumber writes them. */
  cardNumber: cardField('Card number', CARD_NUMBER_MAX_LENGTH, /^\d{4} \d{4} \d{4} \d{1,4}$/),
  expiry: cardField('Expiry', EXPIRY_MAX_LENGTH, /^(0[1-9]|1[0-2])\/\d{2}$/),
  cvc: cardField('CVC', CVC_MAX_LENGTH, /^\d{3}$/),
  nameOnCard: requiredString({ label: 'Name on card', max: 100 }),
});
export type DemoCardInput = z.infer<typeof demoCardSchema>;
