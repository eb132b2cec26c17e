import { describe, expect, it } from 'vitest';
import {
  WAITLIST_FORM_DEFAULTS,
  WAITLIST_RATING_OPTIONS,
  waitlistFormSchema,
  waitlistPayloadSchema,
} from '@marketplace/core/waitlist/schemas/waitlist.schema';
import { issuesOf } from '../support/schema-issues.js';

const entry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '555-0100',
  type: 'business',
  rating: 4,
  feedback: 'Looks great',
  ...overrides,
});

describe('waitlist rating options', () => {
  it('runs from 1 Not interested to 5 Extremely interested', () => {
    expect(WAITLIST_RATING_OPTIONS).toEqual([
      { value: 1, label: 'Not interested' },
      { value: 2, label: 'Slightly interested' },
      { value: 3, label: 'Moderately interested' },
      { value: 4, label: 'Very interested' },
      { value: 5, label: 'Extremely interested' },
    ]);
  });
});

describe('waitlist form', () => {
  it('accepts a full entry', () => {
    expect(waitlistFormSchema.parse(entry())).toEqual(entry());
  });

  it('defaults the type to discounter and the rating to 5', () => {
    expect(waitlistFormSchema.parse({ name: 'Sam', email: 'sam@example.com', phone: '1' })).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      phone: '1',
      type: 'discounter',
      rating: 5,
    });
    expect(WAITLIST_FORM_DEFAULTS).toMatchObject({ type: 'discounter', rating: 5 });
  });

  it('coerces the rating a select holds as a string', () => {
    expect(waitlistFormSchema.parse(entry({ rating: '5' })).rating).toBe(5);
  });

  it('treats the untouched defaults as incomplete', () => {
    expect(issuesOf(waitlistFormSchema, WAITLIST_FORM_DEFAULTS)).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Phone number is required' },
    ]);
  });

  it('has every message of the specification', () => {
    expect(issuesOf(waitlistFormSchema, entry({ name: 'S', email: 'sam', phone: ' ', type: 'admin', rating: '' }))).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'phone', message: 'Phone number is required' },
      { path: 'type', message: "Please select if you're a customer or business" },
      { path: 'rating', message: 'Please select a rating' },
    ]);
    for (const rating of [0, 6, '2.5', 'x']) {
      expect(issuesOf(waitlistFormSchema, entry({ rating }))).toEqual([{ path: 'rating', message: 'Please select a rating' }]);
    }
  });

  it('keeps feedback optional', () => {
    expect(waitlistFormSchema.parse(entry({ feedback: '' })).feedback).toBeUndefined();
  });
});

describe('POST /api/waitlist payload', () => {
  it('takes an integer rating, lowercases the email and drops unknown keys', () => {
    expect(waitlistPayloadSchema.parse(entry({ email: 'Sam@Example.com', id: 5, created_at: 'x' }))).toEqual(
      entry({ email: 'sam@example.com' }),
    );
  });

  it('refuses a rating that is not an integer from 1 to 5', () => {
    expect(issuesOf(waitlistPayloadSchema, entry({ rating: '5' }))).toEqual([{ path: 'rating', message: 'Invalid input' }]);
    expect(issuesOf(waitlistPayloadSchema, entry({ rating: 4.5 }))).toEqual([{ path: 'rating', message: 'Please select a rating' }]);
    expect(issuesOf(waitlistPayloadSchema, entry({ rating: 6 }))).toEqual([{ path: 'rating', message: 'Please select a rating' }]);
  });

  it('caps free text', () => {
    expect(
      issuesOf(waitlistPayloadSchema, entry({ name: 'n'.repeat(101), phone: '1'.repeat(31), feedback: 'f'.repeat(2001) })),
    ).toEqual([
      { path: 'name', message: 'Name must be at most 100 characters' },
      { path: 'phone', message: 'Phone number must be at most 30 characters' },
      { path: 'feedback', message: 'Feedback must be at most 2000 characters' },
    ]);
  });
});
