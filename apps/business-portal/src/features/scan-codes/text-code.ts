import { normaliseRedemptionCode } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';

/** New text codes have 10 characters, shown XXXXX-XXXXX (DESIGN.md section 10.2). */
export const TEXT_CODE_LENGTH = 10;
/** Codes issued before have 8, shown XXXX-XXXX, and still redeem. */
export const LEGACY_TEXT_CODE_LENGTH = 8;

/**
 * Formats what the business types into the text-code field: upper case, letters and digits only,
 * at most 10 characters. The length cannot be known in advance, so up to 8 characters are grouped
 * as an old code (XXXX-XXXX) and 9 or 10 as a new one (XXXXX-XXXXX): a complete code of either
 * kind always reads exactly as the customer's screen shows it ("abcde fghjk" → "ABCDE-FGHJK",
 * "abcd2345" → "ABCD-2345"). A dash the business types is ignored, so it can never be misplaced.
 */
export function formatTextCodeInput(raw: string): string {
  const characters = raw.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, TEXT_CODE_LENGTH);
  const group = characters.length > LEGACY_TEXT_CODE_LENGTH ? TEXT_CODE_LENGTH / 2 : LEGACY_TEXT_CODE_LENGTH / 2;
  return characters.length > group ? `${characters.slice(0, group)}-${characters.slice(group)}` : characters;
}

/**
 * What a typed text code or a scanned QR token is sent as: a text code normalised to XXXXX-XXXXX
 * (or XXXX-XXXX for an old one; case and dash do not matter, Crockford look-alikes are read as the
 * server reads them), a QR token as it is. Undefined when it is neither.
 */
export function redemptionCodeOf(raw: string): string | undefined {
  return normaliseRedemptionCode(raw)?.value;
}
