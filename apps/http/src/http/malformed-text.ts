/**
 * Text no column can hold as sent: a NUL (PostgreSQL text refuses it, a server error) or a lone
 * surrogate (UTF-8 cannot carry it; the driver would store U+FFFD instead).
 */
const MALFORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EVERY_MALFORMED = new RegExp(MALFORMED.source, 'g');

export function isMalformedText(text: string): boolean {
  return MALFORMED.test(text);
}

/** The text with each NUL and lone surrogate replaced by U+FFFD, for text that is kept anyway. */
export function wellFormedText(text: string): string {
  return text.replace(EVERY_MALFORMED, '\uFFFD');
}
