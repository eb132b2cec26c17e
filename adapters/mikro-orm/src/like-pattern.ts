/**
 * An ILIKE pattern matching `text` anywhere, taken literally: `\`, `%` and `_` are escaped with
 * PostgreSQL's default LIKE escape character, the backslash.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
