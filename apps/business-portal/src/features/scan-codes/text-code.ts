import { normaliseRedemptionCode } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';

/** A text code has 8 characters, shown as XXXX-XXXX (DESIGN.md section 3, "Codes"). */
export const TEXT_CODE_LENGTH = 8;
/** The typed form's longest value: the 8 characters and the dash. */
export const TEXT_CODE_INPUT_MAX_LENGTH = TEXT_CODE_LENGTH + 1;

/**
 * Formats what the business types into the text-code field: upper case, letters and digits only,
 * a dash after the fourth character, at most 8 characters ("abcd efgh2" → "ABCD-EFGH").
 */
export function formatTextCodeInput(raw: string): string {
  const characters = raw.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, TEXT_CODE_LENGTH);
  return characters.length > 4 ? `${characters.slice(0, 4)}-${characters.slice(4)}` : characters;
}

/**
 * What a typed text code or a scanned QR token is sent as: a text code normalised to XXXX-XXXX
 * (case and dash do not matter, Crockford look-alikes are read as the server reads them), a QR
 * token as it is. Undefined when it is neither.
 */
export function redemptionCodeOf(raw: string): string | undefined {
  return normaliseRedemptionCode(raw)?.value;
}
