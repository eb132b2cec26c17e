import type { z } from 'zod';
import { ACCOUNT_TOKEN_LIFETIME_MS } from '../domain/account-token.js';
import { emailString, payloadObject, requiredString, whenValid } from '../../shared/validation/messages.js';
import { accountEmailField, confirmPasswordField, newPasswordField, PASSWORD_MAX_LENGTH, PASSWORDS_MATCH, passwordsMatch } from './customer-auth.schema.js';

const RESET_MINUTES = ACCOUNT_TOKEN_LIFETIME_MS['password-reset'] / 60_000;

/** The answer to every reset request, whether or not an account uses the address. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = `If an account uses this email, we have sent it a link to choose a new password. The link works for ${RESET_MINUTES} minutes.`;
/** A reset or confirmation link that is unknown, expired, used, or replaced by a newer one. */
export const INVALID_ACCOUNT_LINK_MESSAGE = 'This link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed, and every other session of your account has been signed out.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Your other sessions have been signed out.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';
export const SAME_EMAIL_MESSAGE = 'This is already your email address';
/** The profile edit sent a new email: emails change only through Change email. */
export const EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE = 'To change your email, use Change email: it asks for your password and a confirmation from the new address.';
export const EMAIL_CHANGE_CONFIRMED_MESSAGE = 'Your email address has been changed.';

/** What an email change request answers: where the confirmation went. */
export function emailChangeRequestedMessage(newEmail: string): string {
  return `We have sent a confirmation link to ${newEmail}. Your email changes once you open it (within 24 hours).`;
}

/** A token from a link: URL-safe text, nothing else is looked at. */
const tokenField = () => requiredString({ label: 'Token', max: 200, requiredMessage: INVALID_ACCOUNT_LINK_MESSAGE });

/** The "Forgot password?" form: one email field. */
export const forgotPasswordSchema = payloadObject({ email: accountEmailField({ lowercase: false }) });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A reset request (customer, business or admin); the email lowercased. */
export const forgotPasswordPayloadSchema = payloadObject({ email: accountEmailField({ lowercase: true }) });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

/** The reset page's form: the new password twice (the token comes from the link). */
export const resetPasswordSchema = payloadObject({
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
}).refine(passwordsMatch, PASSWORDS_MATCH);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A reset: the link's token and the new password. */
export const resetPasswordPayloadSchema = payloadObject({ token: tokenField(), password: newPasswordField() });
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

const currentPasswordShape = () =>
  requiredString({ label: 'Current password', max: PASSWORD_MAX_LENGTH, requiredMessage: 'Current password is required', trim: false });

/** Change password, on the profile and the business settings: the current one, the new one twice. */
export const changePasswordSchema = payloadObject({
  currentPassword: currentPasswordShape(),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
})
  .refine(passwordsMatch, PASSWORDS_MATCH)
  .refine((values) => values.password !== values.currentPassword, {
    message: 'Choose a password different from your current one',
    path: ['password'],
    when: whenValid('currentPassword', 'password'),
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A password change: the current password and the new one. */
export const changePasswordPayloadSchema = payloadObject({ currentPassword: currentPasswordShape(), password: newPasswordField() });
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

const newEmailField = (lowercase: boolean) => emailString({ message: 'Please enter a valid email address.', lowercase });

/** Change email: the new address and the current password. */
export const changeEmailSchema = payloadObject({ newEmail: newEmailField(false), currentPassword: currentPasswordShape() });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** An email change request; the new address lowercased. */
export const changeEmailPayloadSchema = payloadObject({ newEmail: newEmailField(true), currentPassword: currentPasswordShape() });
export type ChangeEmailPayload = z.infer<typeof changeEmailPayloadSchema>;

/** The confirmation of an email change: the token of the link sent to the new address. */
export const confirmEmailChangePayloadSchema = payloadObject({ token: tokenField() });
export type ConfirmEmailChangePayload = z.infer<typeof confirmEmailChangePayloadSchema>;
