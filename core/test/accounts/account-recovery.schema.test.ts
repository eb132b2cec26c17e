import { describe, expect, it } from 'vitest';
import {
  changeEmailPayloadSchema,
  changePasswordSchema,
  forgotPasswordPayloadSchema,
  resetPasswordPayloadSchema,
  resetPasswordSchema,
} from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE, signInPayloadSchema } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { issuesOf } from '../support/schema-issues.js';

describe('the recovery schemas', () => {
  it('wants 8 characters for every new password: a reset and a change', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(issuesOf(resetPasswordSchema, { password: '1234567', confirmPassword: '1234567' })).toEqual([{ path: 'password', message: PASSWORD_TOO_SHORT_MESSAGE }]);
    expect(issuesOf(resetPasswordPayloadSchema, { token: 'abc', password: '1234567' })).toEqual([{ path: 'password', message: PASSWORD_TOO_SHORT_MESSAGE }]);
    expect(issuesOf(changePasswordSchema, { currentPassword: 'old-one', password: '1234567', confirmPassword: '1234567' })).toEqual([
      { path: 'password', message: PASSWORD_TOO_SHORT_MESSAGE },
    ]);
    expect(resetPasswordSchema.safeParse({ password: '12345678', confirmPassword: '12345678' }).success).toBe(true);
  });

  it('still lets an existing password of 6 characters sign in', () => {
    expect(signInPayloadSchema.safeParse({ email: 'old@example.com', password: 'abc123' }).success).toBe(true);
  });

  it('wants the confirmation to match, and a new password different from the current one', () => {
    expect(issuesOf(resetPasswordSchema, { password: '12345678', confirmPassword: '12345679' })).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);
    expect(issuesOf(changePasswordSchema, { currentPassword: 'same-password', password: 'same-password', confirmPassword: 'same-password' })).toEqual([
      { path: 'password', message: 'Choose a password different from your current one' },
    ]);
  });

  it('lowercases the emails of the payloads and requires the current password for an email change', () => {
    expect(forgotPasswordPayloadSchema.parse({ email: ' Maya@Example.com ' })).toEqual({ email: 'maya@example.com' });
    expect(issuesOf(changeEmailPayloadSchema, { newEmail: 'nope', currentPassword: '' })).toEqual([
      { path: 'newEmail', message: 'Please enter a valid email address.' },
      { path: 'currentPassword', message: 'Current password is required' },
    ]);
  });
});
