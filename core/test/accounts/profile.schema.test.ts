import { describe, expect, it } from 'vitest';
import {
  businessProfileSchema,
  profileSchema,
  updateProfilePayloadSchema,
} from '@marketplace/core/accounts/schemas/profile.schema';
import { issuesOf } from '../support/schema-issues.js';

describe('profile edit form', () => {
  it('accepts a username of 2 characters and a valid email', () => {
    expect(profileSchema.parse({ username: ' jo ', email: 'jo@example.com' })).toEqual({
      username: 'jo',
      email: 'jo@example.com',
    });
  });

  it('says "Username must be at least 2 characters." and "Please enter a valid email address."', () => {
    expect(issuesOf(profileSchema, { username: 'j', email: 'jo@' })).toEqual([
      { path: 'username', message: 'Username must be at least 2 characters.' },
      { path: 'email', message: 'Please enter a valid email address.' },
    ]);
  });

  it('reports absent fields as Required', () => {
    expect(issuesOf(profileSchema, {})).toEqual([
      { path: 'username', message: 'Required' },
      { path: 'email', message: 'Required' },
    ]);
  });
});

describe('business profile form', () => {
  it('validates the email only, the name being read-only', () => {
    expect(businessProfileSchema.parse({ email: 'shop@example.com', username: 'x' })).toEqual({ email: 'shop@example.com' });
    expect(issuesOf(businessProfileSchema, { email: 'shop' })).toEqual([
      { path: 'email', message: 'Please enter a valid email address.' },
    ]);
  });
});

describe('PATCH /api/user payload', () => {
  it('takes username and email, lowercasing the email', () => {
    expect(updateProfilePayloadSchema.parse({ username: 'jo', email: 'Jo@Example.com' })).toEqual({
      username: 'jo',
      email: 'jo@example.com',
    });
  });

  it('lets the username out, as a business account sends none', () => {
    expect(updateProfilePayloadSchema.parse({ email: 'shop@example.com' })).toEqual({ email: 'shop@example.com' });
  });

  it('drops keys that are not editable', () => {
    expect(updateProfilePayloadSchema.parse({ email: 'jo@example.com', role: 'admin', id: 999 })).toEqual({
      email: 'jo@example.com',
    });
  });

  it('applies the form rules', () => {
    expect(issuesOf(updateProfilePayloadSchema, { username: 'j', email: 'x' })).toEqual([
      { path: 'username', message: 'Username must be at least 2 characters.' },
      { path: 'email', message: 'Please enter a valid email address.' },
    ]);
  });
});
