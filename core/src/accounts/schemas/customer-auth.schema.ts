import type { z } from 'zod';
import { emailString, payloadObject, requiredString, whenValid } from '../../shared/validation/messages.js';

/**
 * Every password chosen from now on (sign-up, reset, change) has at least this many characters.
 * Signing in checks no length: passwords of 6 or 7 characters chosen under the earlier rule still work.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** The one message of the rule, for every form and payload that sets a password. */
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** Long enough for any passphrase, short enough that hashing it is cheap. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 100;

const INVALID_EMAIL = 'Please enter a valid email';
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** Email field of the sign-in, sign-up and business forms ('Please enter a valid email'). */
export function accountEmailField(options: { readonly lowercase: boolean }) {
  return emailString({ message: INVALID_EMAIL, lowercase: options.lowercase });
}

/** A password being chosen: at least PASSWORD_MIN_LENGTH (8) characters, spaces kept. */
export function newPasswordField() {
  return requiredString({
    label: 'Password',
    max: PASSWORD_MAX_LENGTH,
    min: { length: PASSWORD_MIN_LENGTH, message: PASSWORD_TOO_SHORT_MESSAGE },
    trim: false,
  });
}

/** A password being typed to sign in: anything non-empty. */
export function currentPasswordField() {
  return requiredString({
    label: 'Password',
    max: PASSWORD_MAX_LENGTH,
    requiredMessage: 'Password is required',
    trim: false,
  });
}

/** The confirm-password field; its only rule is the match, checked by `passwordsMatch`. */
export function confirmPasswordField() {
  return requiredString({ label: 'Password', max: PASSWORD_MAX_LENGTH, requiredMessage: PASSWORDS_DO_NOT_MATCH, trim: false });
}

/** The confirmation rule: `.refine(passwordsMatch, PASSWORDS_MATCH)`. */
export function passwordsMatch(values: { readonly password: string; readonly confirmPassword: string }): boolean {
  return values.password === values.confirmPassword;
}

/** Reported on confirmPassword, as soon as both password fields are otherwise valid. */
export const PASSWORDS_MATCH = {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
  when: whenValid('password', 'confirmPassword'),
};

const usernameField = () => requiredString({ label: 'Username', max: USERNAME_MAX_LENGTH });

/** The customer sign-up form. */
export const customerSignUpSchema = payloadObject({
  username: usernameField(),
  email: accountEmailField({ lowercase: false }),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
}).refine(passwordsMatch, PASSWORDS_MATCH);
export type CustomerSignUpInput = z.infer<typeof customerSignUpSchema>;

/** A customer's sign-up: the form without the confirmation; the email lowercased. */
export const registerPayloadSchema = payloadObject({
  username: usernameField(),
  email: accountEmailField({ lowercase: true }),
  password: newPasswordField(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** The customer sign-in form. */
export const signInSchema = payloadObject({
  email: accountEmailField({ lowercase: false }),
  password: currentPasswordField(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A customer's sign-in; the email lowercased. */
export const signInPayloadSchema = payloadObject({
  email: accountEmailField({ lowercase: true }),
  password: currentPasswordField(),
});
export type SignInPayload = z.infer<typeof signInPayloadSchema>;
