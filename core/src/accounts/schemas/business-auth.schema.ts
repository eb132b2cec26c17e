import type { z } from 'zod';
import { DEAL_CATEGORIES } from '../../deals/schemas/deal-categories.js';
import {
  choiceField,
  optionalString,
  payloadObject,
  requiredString,
} from '../../shared/validation/messages.js';
import {
  accountEmailField,
  confirmPasswordField,
  newPasswordField,
  PASSWORDS_MATCH,
  passwordsMatch,
  signInPayloadSchema,
  signInSchema,
} from './customer-auth.schema.js';

/** A business signs in with the same fields and messages as a customer. */
export const businessLoginSchema = signInSchema;
export type BusinessLoginInput = z.infer<typeof businessLoginSchema>;

/** A business's sign-in; the email lowercased. */
export const businessLoginPayloadSchema = signInPayloadSchema;
export type BusinessLoginPayload = z.infer<typeof businessLoginPayloadSchema>;

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 2000;

const nameField = () =>
  requiredString({ label: 'Business name', max: BUSINESS_NAME_MAX_LENGTH, requiredMessage: 'Business name is required' });
const categoryField = () => choiceField(DEAL_CATEGORIES, 'Category is required');
const descriptionField = () => optionalString({ label: 'Description', max: BUSINESS_DESCRIPTION_MAX_LENGTH });

const locationShape = {
  address: optionalString({ label: 'Address', max: 200 }),
  city: optionalString({ label: 'City', max: 100 }),
  state: optionalString({ label: 'State', max: 100 }),
  zip: optionalString({ label: 'Zip', max: 20 }),
};

const accountShape = {
  name: nameField(),
  email: accountEmailField({ lowercase: false }),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
};

const detailsShape = {
  category: categoryField(),
  description: descriptionField(),
};

/**
 * Step 1, Account. Input: strings of text inputs. Each step schema checks only its own fields, so
 * the wizard can refuse Continue until the current step passes.
 */
export const businessAccountStepSchema = payloadObject(accountShape).refine(passwordsMatch, PASSWORDS_MATCH);
/** Step 2, Business: category (a select holding one of DEAL_CATEGORIES) and an optional description. */
export const businessDetailsStepSchema = payloadObject(detailsShape);
/** Step 3, Location: address, city, state, zip, all optional; blank inputs come out as undefined. */
export const businessLocationStepSchema = payloadObject(locationShape);
/** Step 4, Confirm: no field of its own. */
export const businessConfirmStepSchema = payloadObject({});

/** The wizard's steps in order, with the form fields each one owns (for react-hook-form's `trigger`). */
export const BUSINESS_REGISTRATION_STEPS = [
  { step: 1, title: 'Account', fields: ['name', 'email', 'password', 'confirmPassword'] },
  { step: 2, title: 'Business', fields: ['category', 'description'] },
  { step: 3, title: 'Location', fields: ['address', 'city', 'state', 'zip'] },
  { step: 4, title: 'Confirm', fields: [] },
] as const satisfies readonly {
  step: number;
  title: string;
  fields: readonly (keyof BusinessRegistrationFormInput)[];
}[];
export type BusinessRegistrationStep = (typeof BUSINESS_REGISTRATION_STEPS)[number];

/** The schema of each step, in order (index 0 is step 1). */
export const BUSINESS_REGISTRATION_STEP_SCHEMAS = [
  businessAccountStepSchema,
  businessDetailsStepSchema,
  businessLocationStepSchema,
  businessConfirmStepSchema,
] as const;

/** The whole registration wizard's values, with the confirmation rule. Input: strings. */
export const businessRegistrationFormSchema = payloadObject({
  ...accountShape,
  ...detailsShape,
  ...locationShape,
}).refine(passwordsMatch, PASSWORDS_MATCH);
export type BusinessRegistrationFormInput = z.input<typeof businessRegistrationFormSchema>;
export type BusinessRegistrationFormValues = z.output<typeof businessRegistrationFormSchema>;

/**
 * A business's registration: the form without the confirmation. Unknown keys are dropped, so a
 * client cannot set its own role, verification or payment ids.
 */
export const businessRegisterPayloadSchema = payloadObject({
  name: nameField(),
  email: accountEmailField({ lowercase: true }),
  password: newPasswordField(),
  category: categoryField(),
  description: descriptionField(),
  ...locationShape,
  phoneNumber: optionalString({ label: 'Phone number', max: 30 }),
});
export type BusinessRegisterPayloadInput = z.input<typeof businessRegisterPayloadSchema>;
export type BusinessRegisterPayload = z.output<typeof businessRegisterPayloadSchema>;
