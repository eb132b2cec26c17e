import type { z } from 'zod';
import {
  choiceField,
  emailString,
  formNumber,
  numberField,
  optionalString,
  payloadObject,
  requiredString,
} from '../../shared/validation/messages.js';

export const WAITLIST_TYPES = ['discounter', 'business'] as const;
export type WaitlistType = (typeof WAITLIST_TYPES)[number];

/** The rating select's options, value then label. */
export const WAITLIST_RATING_OPTIONS = [
  { value: 1, label: 'Not interested' },
  { value: 2, label: 'Slightly interested' },
  { value: 3, label: 'Moderately interested' },
  { value: 4, label: 'Very interested' },
  { value: 5, label: 'Extremely interested' },
] as const;

export const DEFAULT_WAITLIST_TYPE: WaitlistType = 'discounter';
export const DEFAULT_WAITLIST_RATING = 5;

/** Initial values of the waitlist form. */
export const WAITLIST_FORM_DEFAULTS = {
  name: '',
  email: '',
  phone: '',
  type: DEFAULT_WAITLIST_TYPE,
  rating: DEFAULT_WAITLIST_RATING,
  feedback: '',
} as const;

const RATING_MESSAGE = 'Please select a rating';

const ratingRule = (schema: z.ZodNumber) =>
  schema.int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE);

function waitlistShape(options: { readonly lowercaseEmail: boolean }) {
  return {
    name: requiredString({
      label: 'Name',
      max: 100,
      min: { length: 2, message: 'Name must be at least 2 characters' },
    }),
    email: emailString({ message: 'Please enter a valid email address', lowercase: options.lowercaseEmail }),
    phone: requiredString({ label: 'Phone number', max: 30, requiredMessage: 'Phone number is required' }),
    type: choiceField(WAITLIST_TYPES, "Please select if you're a customer or business").default(DEFAULT_WAITLIST_TYPE),
    feedback: optionalString({ label: 'Feedback', max: 2000 }),
  };
}

/** The waitlist form; its rating select holds a string ("5"). */
export const waitlistFormSchema = payloadObject({
  ...waitlistShape({ lowercaseEmail: false }),
  rating: formNumber(RATING_MESSAGE, ratingRule).default(DEFAULT_WAITLIST_RATING),
});
export type WaitlistFormInput = z.input<typeof waitlistFormSchema>;
export type WaitlistFormValues = z.output<typeof waitlistFormSchema>;

/** What the API takes: the form's rules and defaults, the email lowercased. */
export const waitlistPayloadSchema = payloadObject({
  ...waitlistShape({ lowercaseEmail: true }),
  rating: ratingRule(numberField()).default(DEFAULT_WAITLIST_RATING),
});
export type WaitlistPayloadInput = z.input<typeof waitlistPayloadSchema>;
export type WaitlistPayload = z.output<typeof waitlistPayloadSchema>;
