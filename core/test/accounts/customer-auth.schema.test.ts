import { describe, expect, it } from 'vitest';
import {
  customerSignUpSchema,
  registerPayloadSchema,
  signInPayloadSchema,
  signInSchema,
} from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { issuesOf } from '../support/schema-issues.js';

const signUp = (overrides: Record<string, unknown> = {}) => ({
  username: 'maria',
  email: 'maria@example.com',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  ...overrides,
});

describe('customer sign-up form', () => {
  it('accepts a complete form and trims username and email', () => {
    expect(customerSignUpSchema.parse(signUp({ username: ' maria ', email: ' Maria@Example.com ' }))).toEqual({
      username: 'maria',
      email: 'Maria@Example.com',
      password: 'secret-1',
      confirmPassword: 'secret-1',
    });
  });

  it('requires a password of at least 8 characters', () => {
    expect(issuesOf(customerSignUpSchema, signUp({ password: '1234567', confirmPassword: '1234567' }))).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(customerSignUpSchema.safeParse(signUp({ password: '12345678', confirmPassword: '12345678' })).success).toBe(true);
  });

  it('shows "Passwords do not match" on the confirm field', () => {
    expect(issuesOf(customerSignUpSchema, signUp({ confirmPassword: 'secret-2' }))).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
    expect(issuesOf(customerSignUpSchema, signUp({ confirmPassword: '' }))).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it('reports the mismatch alongside errors of other fields', () => {
    expect(issuesOf(customerSignUpSchema, signUp({ username: '', confirmPassword: 'other1' }))).toEqual([
      { path: 'username', message: 'Required' },
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it('uses the default messages where the specification sets none', () => {
    expect(issuesOf(customerSignUpSchema, { email: 5 })).toEqual([
      { path: 'username', message: 'Required' },
      { path: 'email', message: 'Invalid input' },
      { path: 'password', message: 'Required' },
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
    expect(issuesOf(customerSignUpSchema, signUp({ email: 'maria' }))).toEqual([
      { path: 'email', message: 'Please enter a valid email' },
    ]);
  });

  it('caps the username and password length', () => {
    expect(issuesOf(customerSignUpSchema, signUp({ username: 'm'.repeat(101) }))).toEqual([
      { path: 'username', message: 'Username must be at most 100 characters' },
    ]);
    const long = 'p'.repeat(129);
    expect(issuesOf(customerSignUpSchema, signUp({ password: long, confirmPassword: long }))).toEqual([
      { path: 'password', message: 'Password must be at most 128 characters' },
      { path: 'confirmPassword', message: 'Password must be at most 128 characters' },
    ]);
  });
});

describe('POST /api/register payload', () => {
  it('keeps username, email (lowercased) and password, and drops everything else', () => {
    expect(
      registerPayloadSchema.parse({
        username: 'maria',
        email: 'Maria@Example.COM',
        password: 'secret-1',
        confirmPassword: 'secret-1',
        role: 'admin',
        id: 999,
      }),
    ).toEqual({ username: 'maria', email: 'maria@example.com', password: 'secret-1' });
  });

  it('applies the sign-up rules', () => {
    expect(issuesOf(registerPayloadSchema, { username: 'maria', email: 'x', password: '123' })).toEqual([
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });
});

describe('sign-in', () => {
  it('accepts an email and any non-empty password', () => {
    expect(signInSchema.parse({ email: ' ann@example.com ', password: ' x ' })).toEqual({
      email: 'ann@example.com',
      password: ' x ',
    });
  });

  it('says "Please enter a valid email" and "Password is required"', () => {
    expect(issuesOf(signInSchema, { email: 'ann', password: '' })).toEqual([
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(issuesOf(signInSchema, { email: '' })).toEqual([
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('lowercases the email of the POST /api/login payload', () => {
    expect(signInPayloadSchema.parse({ email: 'Ann@Example.com', password: 'secret-1', remember: true })).toEqual({
      email: 'ann@example.com',
      password: 'secret-1',
    });
    expect(issuesOf(signInPayloadSchema, { email: 'ann@example.com', password: 12 })).toEqual([
      { path: 'password', message: 'Invalid input' },
    ]);
  });
});
