import type { z } from 'zod';
import { EMAIL_MAX_LENGTH, payloadObject, requiredString } from '../../shared/validation/messages.js';
import { currentPasswordField } from './customer-auth.schema.js';

// The field is labelled Username but carries an email; only its presence is checked.
const adminEmailField = () =>
  requiredString({ label: 'Email', max: EMAIL_MAX_LENGTH, requiredMessage: 'Email is required' });

/** Admin login form (/admin/login). Input: two strings. */
export const adminLoginSchema = payloadObject({
  email: adminEmailField(),
  password: currentPasswordField(),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** POST /api/admin/login body; email lowercased. */
export const adminLoginPayloadSchema = payloadObject({
  email: adminEmailField().toLowerCase(),
  password: currentPasswordField(),
});
export type AdminLoginPayload = z.infer<typeof adminLoginPayloadSchema>;
