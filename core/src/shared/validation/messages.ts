import { z } from 'zod';

/**
 * The generic messages the specification uses where a rule has no message of its own, and the
 * small field builders that apply them. Every schema builds its fields here instead of relying on
 * a global `z.config`, so the messages hold in the server and in the browser alike.
 */
export const REQUIRED_MESSAGE = 'Required';
export const INVALID_INPUT_MESSAGE = 'Invalid input';

/** Error map for a value of the wrong type: "Required" when it is absent, "Invalid input" otherwise. */
export function defaultError(issue: { readonly input?: unknown }): string {
  return issue.input === undefined ? REQUIRED_MESSAGE : INVALID_INPUT_MESSAGE;
}

/** Error map that keeps `message` for an absent value and "Invalid input" for a wrong type. */
function absentOr(message: string) {
  return (issue: { readonly input?: unknown }): string =>
    issue.input === undefined ? message : INVALID_INPUT_MESSAGE;
}

export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** A JSON object (an API body, a form's values): "Required" when absent, "Invalid input" when not an object. Unknown keys are dropped. */
export function payloadObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: defaultError });
}

export interface RequiredStringOptions {
  /** Field name used in the maximum-length message. */
  readonly label: string;
  readonly max: number;
  /** Message for an absent or blank value; "Required" unless given. */
  readonly requiredMessage?: string;
  /** A minimum length with its message; it then replaces the blank check (an absent value stays "Required"). */
  readonly min?: { readonly length: number; readonly message: string };
  readonly trim?: boolean;
}

/** A required text field (trimmed). Expected input: string (a text input's value or a JSON string). */
export function requiredString(options: RequiredStringOptions): z.ZodString {
  const base = z.string({
    error: options.min ? defaultError : absentOr(options.requiredMessage ?? REQUIRED_MESSAGE),
  });
  const trimmed = options.trim === false ? base : base.trim();
  const minimum = options.min
    ? trimmed.min(options.min.length, options.min.message)
    : trimmed.min(1, options.requiredMessage ?? REQUIRED_MESSAGE);
  return minimum.max(options.max, tooLongMessage(options.label, options.max));
}

/**
 * An optional text field (trimmed). Expected input: string, null or undefined; a blank string
 * (an untouched text input) and null both come out as undefined.
 */
export function optionalString(options: { readonly label: string; readonly max: number }) {
  return z
    .string({ error: INVALID_INPUT_MESSAGE })
    .trim()
    .max(options.max, tooLongMessage(options.label, options.max))
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? undefined : value));
}

export const EMAIL_MAX_LENGTH = 254;

/** An email address (trimmed; lowercased for API payloads). Expected input: string. */
export function emailString(options: { readonly message: string; readonly lowercase?: boolean }): z.ZodString {
  const trimmed = z.string({ error: defaultError }).trim();
  const cased = options.lowercase ? trimmed.toLowerCase() : trimmed;
  return cased
    .max(EMAIL_MAX_LENGTH, tooLongMessage('Email', EMAIL_MAX_LENGTH))
    .regex(z.regexes.email, options.message);
}

/** An optional http(s) address; blank and null come out as undefined. Expected input: string, null or undefined. */
export function optionalHttpUrl(options: { readonly label: string; readonly max: number }) {
  return optionalString(options).pipe(
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: INVALID_INPUT_MESSAGE }).optional(),
  );
}

/** A JSON number: "Required" when absent, "Invalid input" for anything but a finite number. */
export function numberField(): z.ZodNumber {
  return z.number({ error: defaultError });
}

/**
 * A number held by a form: a number (valueAsNumber, a slider) or the string of an input. A blank
 * string, NaN or a string that is not a number get `message`; `rules` then checks the number with
 * the same messages the API payload uses.
 */
export function formNumber(message: string, rules: (schema: z.ZodNumber) => z.ZodNumber = (schema) => schema) {
  return z
    .union([z.number(), z.nan(), z.string()], { error: defaultError })
    .transform((value) => (typeof value === 'number' ? value : toNumber(value)))
    .pipe(rules(z.number({ error: message })));
}

function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** A database id: a positive integer, or its decimal string (from a URL). */
export function idField() {
  return z
    .union(
      [
        z.number().int(INVALID_INPUT_MESSAGE).positive(INVALID_INPUT_MESSAGE).max(Number.MAX_SAFE_INTEGER, INVALID_INPUT_MESSAGE),
        z.string().regex(/^[1-9]\d{0,14}$/, INVALID_INPUT_MESSAGE),
      ],
      { error: defaultError },
    )
    .transform((value) => Number(value));
}

export function booleanField(): z.ZodBoolean {
  return z.boolean({ error: defaultError });
}

/**
 * One value of a fixed list (a select). `message` covers an absent, blank or unknown choice;
 * a value that is not a string is "Invalid input".
 */
export function choiceField<const Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || typeof issue.input === 'string' ? message : INVALID_INPUT_MESSAGE),
  });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** Parses an ISO 8601 date (yyyy-mm-dd, read as UTC midnight) or date-time; undefined when it is not a real one. */
export function parseIsoDate(text: string): Date | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return undefined;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An ISO date or date-time string (JSON), turned into a Date; `message` when it does not parse. */
export function isoDateField(message: string) {
  return z
    .string({ error: defaultError })
    .trim()
    .transform((text, ctx) => {
      const date = parseIsoDate(text);
      if (date) return date;
      ctx.addIssue({ code: 'custom', message, input: text });
      return z.NEVER;
    });
}

/** A date held by a form: the yyyy-mm-dd string of a date input, an ISO date-time, or a Date. */
export function formDateField(message: string) {
  return z.union([z.string(), z.instanceof(Date)], { error: defaultError }).transform((value, ctx) => {
    const date = typeof value === 'string' ? parseIsoDate(value.trim()) : value;
    if (date && !Number.isNaN(date.getTime())) return date;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  });
}

/**
 * For a cross-field rule (`.refine(rule, { when: whenValid('minPrice', 'maxPrice') })`): run it as
 * soon as the fields it compares are valid, even while other fields still have issues, so a form
 * shows it next to the field's own errors. Never on input that is not an object (null, a string,
 * a list): there are no fields to compare, and the rule would read properties of null.
 */
export function whenValid(...keys: readonly string[]) {
  return (payload: { readonly value: unknown; readonly issues: readonly { readonly path?: readonly PropertyKey[] | undefined }[] }): boolean =>
    isPlainRecord(payload.value) && !payload.issues.some((issue) => keys.includes(String(issue.path?.[0])));
}

function isPlainRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
