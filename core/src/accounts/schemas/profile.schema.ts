import type { z } from 'zod';
import { emailString, payloadObject, requiredString } from '../../shared/validation/messages.js';
import { USERNAME_MAX_LENGTH } from './customer-auth.schema.js';

const usernameField = () =>
  requiredString({
    label: 'Username',
    max: USERNAME_MAX_LENGTH,
    min: { length: 2, message: 'Username must be at least 2 characters.' },
  });

const profileEmailField = (options: { readonly lowercase: boolean }) =>
  emailString({ message: 'Please enter a valid email address.', lowercase: options.lowercase });

/** Profile edit form of a customer (type user). Input: two strings; validated on change. */
export const profileSchema = payloadObject({
  username: usernameField(),
  email: profileEmailField({ lowercase: false }),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** Profile edit form of a business account, whose name (username) is read-only: email only. */
export const businessProfileSchema = payloadObject({
  email: profileEmailField({ lowercase: false }),
});
export type BusinessProfileInput = z.infer<typeof businessProfileSchema>;

/**
 * A profile change. Username is optional because a business sends only its email; whether an
 * account may change its username is the use case's decision. The email, optional, may only be the
 * current one: an email changes through the email-change request (current password, then a link).
 */
export const updateProfilePayloadSchema = payloadObject({
  username: usernameField().optional(),
  email: profileEmailField({ lowercase: true }).optional(),
});
export type UpdateProfilePayload = z.infer<typeof updateProfilePayloadSchema>;
