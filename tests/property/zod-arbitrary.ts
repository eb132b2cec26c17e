import fc from 'fast-check';
import type { z } from 'zod';
import { hostileString, hostileValue, taintedString, wrongType } from './hostile-strings.js';

/**
 * fast-check arbitraries read from zod 4 schemas (`schema._zod.def`), for the property tests of
 * the API: values the schema accepts (as far as refinements and transforms allow), and near
 * misses (wrong types, out-of-range numbers, strings one past their limits, missing required
 * keys, extra keys such as `role` or `verified`, hostile strings).
 *
 * Covers what core's payload and query schemas use: objects, records, strings (min, max, length,
 * regex, url), numbers (int, bounds), booleans, enums, literals, arrays, unions, optional,
 * nullable, default, catch and pipes (`.transform` and `.pipe`). A transform cannot be run
 * backwards, so a field whose valid input only a transform knows (a date string, a redemption
 * code) takes a hint by its key.
 */

/** Valid-input arbitraries by object key, for fields a schema alone cannot describe. */
export type FieldHints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/** Keys that must never be taken from a client, with values that would matter if they were. */
export const PRIVILEGED_KEYS = [
  'role',
  'verified',
  'redeemed',
  'redemptionsUsed',
  'price',
  'priceCents',
  'amountCents',
  'id',
  'userId',
  'businessId',
  'featured',
  'status',
  'isAdmin',
  'passwordHash',
  'subscriptionActive',
  'stripeAccountId',
  '__proto__',
  'constructor',
] as const;

const PRIVILEGED_VALUES = fc.constantFrom<unknown>('admin', 'owner', true, 999, 0, -1, 1, 'completed', { admin: true });

interface ZodDef {
  type: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  valueType?: z.ZodType;
  protocol?: RegExp;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
}

function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

function checksOf(schema: z.ZodType): CheckDef[] {
  return (defOf(schema).checks ?? []).map((check) => check._zod.def);
}

function isOptionalKey(schema: z.ZodType): boolean {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}

interface LengthRules {
  min: number;
  max: number;
  patterns: RegExp[];
  url: boolean;
}

function lengthRules(schema: z.ZodType): LengthRules {
  const rules: LengthRules = { min: 0, max: Number.POSITIVE_INFINITY, patterns: [], url: defOf(schema).format === 'url' };
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') rules.min = Math.max(rules.min, check.minimum ?? 0);
    if (check.check === 'max_length') rules.max = Math.min(rules.max, check.maximum ?? rules.max);
    if (check.check === 'length_equals') rules.min = rules.max = check.length ?? 0;
    if (check.check === 'string_format' && check.pattern) rules.patterns.push(check.pattern);
  }
  return rules;
}

interface NumberRules {
  int: boolean;
  min: number;
  max: number;
  minInclusive: boolean;
  maxInclusive: boolean;
}

const INT32 = 2 ** 31 - 1;

function numberRules(schema: z.ZodType): NumberRules {
  const rules: NumberRules = { int: false, min: -1e9, max: 1e9, minInclusive: true, maxInclusive: true };
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format') rules.int = true;
    if (check.check === 'greater_than' && check.value !== undefined && check.value >= rules.min) {
      rules.minInclusive = check.value === rules.min ? rules.minInclusive && check.inclusive !== false : check.inclusive !== false;
      rules.min = check.value;
    }
    if (check.check === 'less_than' && check.value !== undefined && check.value <= rules.max) {
      rules.maxInclusive = check.value === rules.max ? rules.maxInclusive && check.inclusive !== false : check.inclusive !== false;
      rules.max = check.value;
    }
  }
  return rules;
}

function lengthBounds(schema: z.ZodType): { min: number; max: number } {
  const { min, max } = lengthRules(schema);
  return { min, max: Math.min(max, min + 8) };
}

/** Plausible text: words, or any graphemes (emoji, accents, other scripts), trimmed, within [min, max]. */
function plainText(min: number, max: number): fc.Arbitrary<string> {
  const upper = Math.min(max, Math.max(min, 1) + 40);
  const word = fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: upper });
  const unicode = fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, Math.min(upper, 20)) });
  const boundary = Number.isFinite(max) ? fc.constantFrom(min, max).map((length) => 'x'.repeat(Math.max(length, 1))) : word;
  return fc
    .oneof({ weight: 5, arbitrary: word }, { weight: 2, arbitrary: unicode }, { weight: 1, arbitrary: boundary })
    .map((text) => text.trim())
    .filter((text) => text.length >= min && text.length <= max);
}

function validString(schema: z.ZodType): fc.Arbitrary<string> {
  const rules = lengthRules(schema);
  if (rules.url) {
    const protocol = defOf(schema).protocol ?? /^https?$/;
    const schemes = ['http', 'https', 'ftp'].filter((scheme) => protocol.test(scheme));
    return fc.webUrl({ validSchemes: schemes, withQueryParameters: true }).filter((url) => url.length <= rules.max && schema.safeParse(url).success);
  }
  const [pattern, ...others] = rules.patterns;
  if (pattern) {
    return fc
      .stringMatching(pattern)
      .filter((text) => text.length >= rules.min && text.length <= rules.max && others.every((other) => other.test(text)));
  }
  return plainText(rules.min, rules.max);
}

function validNumber(schema: z.ZodType): fc.Arbitrary<number> {
  const rules = numberRules(schema);
  if (rules.int) {
    const min = Math.max(-INT32, rules.minInclusive ? Math.ceil(rules.min) : Math.floor(rules.min) + 1);
    const max = Math.min(INT32, rules.maxInclusive ? Math.floor(rules.max) : Math.ceil(rules.max) - 1);
    return fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 1000) }) }, { weight: 1, arbitrary: fc.integer({ min, max }) });
  }
  const bounds = { min: rules.min, max: rules.max, minExcluded: !rules.minInclusive, maxExcluded: !rules.maxInclusive, noNaN: true };
  const low = Math.max(rules.min, -1e6);
  const cents = fc
    .integer({ min: Math.ceil(low * 100), max: Math.floor(Math.min(rules.max, low + 100) * 100) })
    .map((value) => value / 100)
    .filter((value) => (rules.minInclusive ? value >= rules.min : value > rules.min) && (rules.maxInclusive ? value <= rules.max : value < rules.max));
  return fc.oneof({ weight: 3, arbitrary: cents }, { weight: 1, arbitrary: fc.double(bounds) });
}

function validArray(schema: z.ZodType, hints: FieldHints): fc.Arbitrary<unknown[]> {
  const { min, max } = lengthBounds(schema);
  return fc.array(validArbitrary(defOf(schema).element!, hints), { minLength: min, maxLength: max });
}

function validObject(schema: z.ZodType, hints: FieldHints): fc.Arbitrary<Record<string, unknown>> {
  const shape = defOf(schema).shape ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(shape)) model[key] = hints[key] ?? validArbitrary(field, hints);
  const requiredKeys = Object.keys(shape).filter((key) => !isOptionalKey(shape[key]!));
  return fc.record(model, { requiredKeys });
}

function accepts(schema: z.ZodType, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

/**
 * `.transform(f)` is a pipe into a transform: only its input side can be generated. A
 * `.pipe(next)` checks the first schema's output with `next`, which is often the stricter
 * description of the same input (a trimmed query string piped into an enum, a string into a
 * URL): a value of `next` is taken when the first schema accepts it as it is, else one of the first.
 */
function validPipeInput(first: z.ZodType, next: z.ZodType, hints: FieldHints): fc.Arbitrary<unknown> {
  if (defOf(next).type === 'transform') return validArbitrary(first, hints);
  return fc.tuple(validArbitrary(next, hints), validArbitrary(first, hints)).map(([fromNext, fromFirst]) => (accepts(first, fromNext) ? fromNext : fromFirst));
}

/**
 * Values `schema` should accept: every check the schema states is honoured; refinements across
 * fields and what only a transform knows are not, so some generated values are still refused.
 */
export function validArbitrary(schema: z.ZodType, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return validString(schema);
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'object':
      return validObject(schema, hints);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), validArbitrary(def.valueType!, hints), { maxKeys: 4 });
    case 'array':
      return validArray(schema, hints);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => validArbitrary(option, hints)));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validArbitrary(def.innerType!, hints), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validArbitrary(def.innerType!, hints), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
      return validArbitrary(def.innerType!, hints);
    case 'pipe':
      return validPipeInput(def.in!, def.out!, hints);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`zod-arbitrary: no generator for zod type "${def.type}"`);
  }
}

function nearMissString(schema: z.ZodType): fc.Arbitrary<unknown> {
  const { min, max } = lengthRules(schema);
  const misses: fc.Arbitrary<unknown>[] = [hostileString(), wrongType(), fc.constantFrom('', '   ', '\t\n')];
  if (Number.isFinite(max)) misses.push(fc.integer({ min: max + 1, max: max + 3 }).map((length) => 'a'.repeat(length)));
  if (min > 1) misses.push(fc.constant(`${'b'.repeat(min - 1)}`), fc.constant(`  ${'b'.repeat(min - 1)}  `));
  misses.push(validString(schema).chain((text) => taintedString(text)));
  return fc.oneof(...misses);
}

function nearMissNumber(schema: z.ZodType): fc.Arbitrary<unknown> {
  const rules = numberRules(schema);
  const edges: unknown[] = [rules.min - 1, rules.max + 1, rules.min - 0.001, rules.max + 0.001, Number.MAX_VALUE, -Number.MAX_VALUE];
  if (!rules.minInclusive) edges.push(rules.min);
  if (!rules.maxInclusive) edges.push(rules.max);
  if (rules.int) edges.push(rules.min + 0.5, 1.0000001);
  const asText = validNumber(schema).map((value) => fc.constantFrom(String(value), `${value}abc`, ` ${value} `, '1e400', 'NaN', 'Infinity'));
  return fc.oneof(fc.constantFrom(...edges), asText.chain((choice) => choice), wrongType());
}

function nearMissArray(schema: z.ZodType, hints: FieldHints): fc.Arbitrary<unknown> {
  const { min, max } = lengthRules(schema);
  const element = defOf(schema).element!;
  const misses: fc.Arbitrary<unknown>[] = [
    wrongType(),
    hostileString(),
    fc.array(nearMissArbitrary(element, hints), { minLength: Math.max(min, 1), maxLength: Math.max(min, 1) + 2 }),
    // A string holding JSON, as some forms send arrays.
    validArray(schema, hints).map((items) => JSON.stringify(items)),
  ];
  if (min > 0) misses.push(fc.array(validArbitrary(element, hints), { maxLength: min - 1 }));
  if (Number.isFinite(max)) misses.push(fc.array(validArbitrary(element, hints), { minLength: max + 1, maxLength: max + 3 }));
  return fc.oneof(...misses);
}

/** The object with some fields off, some required keys dropped, and privileged or unknown keys added. */
function nearMissObject(schema: z.ZodType, hints: FieldHints): fc.Arbitrary<unknown> {
  const shape = defOf(schema).shape ?? {};
  const keys = Object.keys(shape);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(shape)) {
    const valid = hints[key] ?? validArbitrary(field, hints);
    model[key] = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: nearMissArbitrary(field, hints) });
  }
  const extras = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PRIVILEGED_KEYS), hostileString()), fc.oneof(PRIVILEGED_VALUES, hostileValue())), { maxLength: 3 });
  const mutated = fc.tuple(fc.record(model), fc.subarray(keys, { maxLength: Math.min(2, keys.length) }), extras).map(([fields, dropped, added]) => {
    const value: Record<string, unknown> = { ...fields };
    for (const key of dropped) delete value[key];
    // defineProperty, so "__proto__" becomes a real key of the JSON body rather than a prototype.
    for (const [key, extra] of added) Object.defineProperty(value, key, { value: extra, enumerable: true, writable: true, configurable: true });
    return value;
  });
  return fc.oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue() });
}

/** Values just off what `schema` accepts: wrong types, values past a bound, broken shapes, hostile strings. */
export function nearMissArbitrary(schema: z.ZodType, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return nearMissString(schema);
    case 'number':
      return nearMissNumber(schema);
    case 'boolean':
      return fc.oneof(fc.constantFrom<unknown>('true', 'false', 1, 0, 'yes', null), wrongType());
    case 'enum':
    case 'literal': {
      const values = def.type === 'enum' ? Object.values(def.entries ?? {}) : [...(def.values ?? [])];
      const bent = fc.constantFrom(...values).map((value) => fc.constantFrom(String(value).toUpperCase(), ` ${String(value)} `, `${String(value)}\u0000`, [value]));
      return fc.oneof(bent.chain((choice) => choice), hostileValue());
    }
    case 'object':
      return nearMissObject(schema, hints);
    case 'array':
      return nearMissArray(schema, hints);
    case 'record':
      return fc.oneof(hostileValue(), fc.dictionary(hostileString(), hostileValue(), { maxKeys: 4 }));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => nearMissArbitrary(option, hints)));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'catch':
    case 'readonly':
      return nearMissArbitrary(def.innerType!, hints);
    case 'pipe':
      return defOf(def.out!).type === 'transform'
        ? nearMissArbitrary(def.in!, hints)
        : fc.oneof(nearMissArbitrary(def.in!, hints), nearMissArbitrary(def.out!, hints));
    default:
      return hostileValue();
  }
}

/** What one property sends: mostly near misses, often valid values, sometimes anything hostile. */
export function payloadArbitrary(schema: z.ZodType, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validArbitrary(schema, hints) },
    { weight: 4, arbitrary: nearMissArbitrary(schema, hints) },
    { weight: 1, arbitrary: hostileValue() },
  );
}
