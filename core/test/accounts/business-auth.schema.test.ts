import { describe, expect, it } from 'vitest';
import {
  BUSINESS_REGISTRATION_STEP_SCHEMAS,
  BUSINESS_REGISTRATION_STEPS,
  businessAccountStepSchema,
  businessConfirmStepSchema,
  businessDetailsStepSchema,
  businessLocationStepSchema,
  businessLoginPayloadSchema,
  businessLoginSchema,
  businessRegisterPayloadSchema,
  businessRegistrationFormSchema,
} from '@marketplace/core/accounts/schemas/business-auth.schema';
import { issuesOf } from '../support/schema-issues.js';

const account = (overrides: Record<string, unknown> = {}) => ({
  name: 'Corner Café',
  email: 'owner@corner.example',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  ...overrides,
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  ...account(),
  category: 'Café',
  description: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  ...overrides,
});

describe('business login', () => {
  it('has the sign-in messages', () => {
    expect(issuesOf(businessLoginSchema, { email: 'owner', password: '' })).toEqual([
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect(businessLoginPayloadSchema.parse({ email: 'Owner@Corner.example', password: 'x' })).toEqual({
      email: 'owner@corner.example',
      password: 'x',
    });
  });
});

describe('registration steps', () => {
  it('lists the four steps and the fields each validates', () => {
    expect(BUSINESS_REGISTRATION_STEPS.map((step) => step.title)).toEqual(['Account', 'Business', 'Location', 'Confirm']);
    expect(BUSINESS_REGISTRATION_STEPS.map((step) => step.fields)).toEqual([
      ['name', 'email', 'password', 'confirmPassword'],
      ['category', 'description'],
      ['address', 'city', 'state', 'zip'],
      [],
    ]);
    expect(BUSINESS_REGISTRATION_STEP_SCHEMAS).toEqual([
      businessAccountStepSchema,
      businessDetailsStepSchema,
      businessLocationStepSchema,
      businessConfirmStepSchema,
    ]);
  });

  it('each step schema owns exactly its step fields', () => {
    BUSINESS_REGISTRATION_STEPS.forEach((step, index) => {
      expect(Object.keys(BUSINESS_REGISTRATION_STEP_SCHEMAS[index]?.shape ?? {})).toEqual(step.fields);
    });
  });

  it('step 1 (Account): business name, email, password and its confirmation', () => {
    expect(businessAccountStepSchema.safeParse(account()).success).toBe(true);
    expect(issuesOf(businessAccountStepSchema, account({ name: ' ', email: 'owner@', password: '1234567', confirmPassword: '1234567' }))).toEqual([
      { path: 'name', message: 'Business name is required' },
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(issuesOf(businessAccountStepSchema, account({ confirmPassword: 'secret-2' }))).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
    expect(issuesOf(businessAccountStepSchema, account({ name: undefined }))).toEqual([
      { path: 'name', message: 'Business name is required' },
    ]);
  });

  it('step 2 (Business): a category is required, the description is optional', () => {
    expect(businessDetailsStepSchema.parse({ category: 'Retail', description: '  ' })).toEqual({ category: 'Retail' });
    expect(issuesOf(businessDetailsStepSchema, { category: '' })).toEqual([{ path: 'category', message: 'Category is required' }]);
    expect(issuesOf(businessDetailsStepSchema, {})).toEqual([{ path: 'category', message: 'Category is required' }]);
    expect(issuesOf(businessDetailsStepSchema, { category: 'Pizza' })).toEqual([
      { path: 'category', message: 'Category is required' },
    ]);
  });

  it('step 3 (Location): everything optional, blank inputs become undefined', () => {
    expect(businessLocationStepSchema.parse({ address: '', city: ' Austin ', state: '', zip: '' })).toEqual({ city: 'Austin' });
    expect(businessLocationStepSchema.parse({})).toEqual({});
    expect(issuesOf(businessLocationStepSchema, { zip: '1'.repeat(21) })).toEqual([
      { path: 'zip', message: 'Zip must be at most 20 characters' },
    ]);
  });

  it('step 4 (Confirm): nothing new', () => {
    expect(businessConfirmStepSchema.parse(registration())).toEqual({});
  });
});

describe('whole registration form', () => {
  it('accepts the completed wizard', () => {
    expect(businessRegistrationFormSchema.parse(registration({ description: 'Coffee and cake' }))).toEqual({
      ...account(),
      category: 'Café',
      description: 'Coffee and cake',
    });
  });

  it('keeps the confirmation rule', () => {
    expect(issuesOf(businessRegistrationFormSchema, registration({ confirmPassword: 'nope' }))).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });
});

describe('POST /api/business/register payload', () => {
  it('drops the confirmation and anything the business may not set, lowercasing the email', () => {
    expect(
      businessRegisterPayloadSchema.parse({
        ...registration({ email: 'Owner@Corner.example', phoneNumber: ' 555 0100 ', city: 'Austin' }),
        role: 'owner',
        verified: true,
        subscriptionActive: true,
        stripeCustomerId: 'cus_1',
        id: 1,
      }),
    ).toEqual({
      name: 'Corner Café',
      email: 'owner@corner.example',
      password: 'secret-1',
      category: 'Café',
      city: 'Austin',
      phoneNumber: '555 0100',
    });
  });

  it('applies the registration messages', () => {
    expect(issuesOf(businessRegisterPayloadSchema, { email: 'x', password: '1', category: 'Nope' })).toEqual([
      { path: 'name', message: 'Business name is required' },
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'category', message: 'Category is required' },
    ]);
  });

  it('caps free text', () => {
    expect(
      issuesOf(businessRegisterPayloadSchema, registration({ name: 'n'.repeat(101), description: 'd'.repeat(2001) })),
    ).toEqual([
      { path: 'name', message: 'Business name must be at most 100 characters' },
      { path: 'description', message: 'Description must be at most 2000 characters' },
    ]);
  });
});
