import { describe, expect, it } from 'vitest';
import { adminLoginPayloadSchema, adminLoginSchema } from '@marketplace/core/accounts/schemas/admin-login.schema';
import { issuesOf } from '../support/schema-issues.js';

describe('admin login', () => {
  it('accepts a non-empty email and password', () => {
    expect(adminLoginSchema.parse({ email: ' Admin@Example.com ', password: 'pw' })).toEqual({
      email: 'Admin@Example.com',
      password: 'pw',
    });
  });

  it('says "Email is required" and "Password is required"', () => {
    expect(issuesOf(adminLoginSchema, { email: '  ', password: '' })).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(issuesOf(adminLoginSchema, {})).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('lowercases the email of the POST /api/admin/login payload', () => {
    expect(adminLoginPayloadSchema.parse({ email: 'Admin@Example.com', password: 'pw', role: 'owner' })).toEqual({
      email: 'admin@example.com',
      password: 'pw',
    });
    expect(issuesOf(adminLoginPayloadSchema, { email: 1, password: 'pw' })).toEqual([
      { path: 'email', message: 'Invalid input' },
    ]);
  });
});
