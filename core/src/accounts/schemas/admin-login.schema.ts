import type { z } from 'zod';
import { EMAIL_MAX_LENGTH, payloadObject, requiredString } from '../../shared/validation/messages.js';
import { currentPasswordField } from './customer-auth.schema.js';

// The field is labelled Username but carries an email; only its presence is checked.
const adminEmailField = () =>
  requiredString({ label: 'Email', max: EMAIL_MAX_LENGTH, requiredMessage: 'Email is required' });

/** The admin's login form. */
export const adminLoginSchema = payloadObject({
  email: adminEmailField(),
  password: currentPasswordField(),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** The admin's sign-in; the email lowercased. */
export const adminLoginPayloadSchema = payloadObject({
  email: adminEmailField().toLowerCase(),
  password: currentPasswordField(),
});
export type AdminLoginPayload = z.infer<typeof adminLoginPayloadSchema>;
