import fc from 'fast-check';

/**
 * Generators of the input an attacker or a broken client sends: injection fragments, markup,
 * control characters, tricky unicode, lone surrogates, very long strings, and values of the
 * wrong JSON type.
 */

/** SQL injection fragments, for string fields, query values and path parameters. */
export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '"; DROP TABLE deals; --',
  "admin'--",
  "' UNION SELECT password_hash, email FROM users --",
  '1; SELECT pg_sleep(5); --',
  "%' AND 1=1 --",
  "\\'; TRUNCATE purchases; --",
  '$1; COPY users TO PROGRAM \'sh\'',
] as const;

/** Markup and template fragments (stored XSS, template injection). */
export const MARKUP_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '{{7*7}}',
  '${7*7}',
  '${jndi:ldap://x}',
  '=HYPERLINK("http://x","y")',
  '</textarea><b>bold</b>',
] as const;

/** Right-to-left overrides, zero-width characters, emoji sequences, astral letters, combining marks, fullwidth forms. */
export const TRICKY_UNICODE = [
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\u2060\ufeff',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔 𝓦𝓸𝓻𝓵𝓭',
  'e\u0301\u0301\u0301',
  'ｅｘａｍｐｌｅ＠ｔｅｓｔ．ｃｏｍ',
  'İıſK',
  '\u2028\u2029',
  '\ufffd\uffff',
  'مرحبا بالعالم',
] as const;

/** Exactly 10,000 UTF-16 code units each. */
export const LONG_STRINGS = [
  'a'.repeat(10_000),
  "'".repeat(10_000),
  '<'.repeat(10_000),
  '💥'.repeat(5_000),
  ' '.repeat(10_000),
  '\u0000'.repeat(10_000),
] as const;

const CONTROL_CHARACTERS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007f'];

/** One or more of U+0000–U+001F and U+007F. */
export function controlCharacters(): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...CONTROL_CHARACTERS), minLength: 1, maxLength: 8 });
}

/** A lone (unpaired) surrogate code unit, which no UTF-8 text can hold. */
export function loneSurrogate(): fc.Arbitrary<string> {
  return fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
}

/** A single hostile string. */
export function hostileString(): fc.Arbitrary<string> {
  const atom = fc.oneof(
    fc.constantFrom(...SQL_FRAGMENTS),
    fc.constantFrom(...MARKUP_FRAGMENTS),
    fc.constantFrom(...TRICKY_UNICODE),
    controlCharacters(),
    loneSurrogate(),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: atom },
    // Several atoms run together, so fragments land inside otherwise plausible text.
    { weight: 3, arbitrary: fc.array(atom, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('')) },
    { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
  );
}

/** `text` with a hostile string before, inside or after it ("a@b.example<script>..."). */
export function taintedString(text: string): fc.Arbitrary<string> {
  return fc.tuple(hostileString(), fc.nat({ max: text.length })).map(([hostile, at]) => text.slice(0, at) + hostile + text.slice(at));
}

/** Values of the wrong JSON type for any field: null, booleans, odd numbers, arrays, objects. */
export function wrongType(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER, 5e-324),
    fc.constantFrom<unknown>([], {}, [null], { $gt: '' }, { $ne: null }, JSON.parse('{"__proto__":{"admin":true,"role":"admin"}}'), { toString: 'x', valueOf: 1 }),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  );
}

/** Anything hostile: a hostile string or a value of the wrong type. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(hostileString(), wrongType());
}
