import { describe, expect, it } from 'vitest';
import {
  DEMO_CARD_DEFAULTS,
  demoCardSchema,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from '@marketplace/core/purchases/schemas/demo-card.schema';
import { issuesOf } from '../support/schema-issues.js';

describe('demo card defaults', () => {
  it('prefill the test card and "Demo User", and pass the schema', () => {
    expect(DEMO_CARD_DEFAULTS).toEqual({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', nameOnCard: 'Demo User' });
    expect(demoCardSchema.parse(DEMO_CARD_DEFAULTS)).toEqual(DEMO_CARD_DEFAULTS);
  });
});

describe('demo card form', () => {
  it('requires every field', () => {
    expect(issuesOf(demoCardSchema, { cardNumber: '', expiry: '', cvc: '', nameOnCard: ' ' })).toEqual([
      { path: 'cardNumber', message: 'Required' },
      { path: 'expiry', message: 'Required' },
      { path: 'cvc', message: 'Required' },
      { path: 'nameOnCard', message: 'Required' },
    ]);
    expect(issuesOf(demoCardSchema, {}).map((issue) => issue.message)).toEqual(['Required', 'Required', 'Required', 'Required']);
  });

  it('wants a card number of digits grouped in fours, at most 19 characters', () => {
    const card = (cardNumber: string) => ({ ...DEMO_CARD_DEFAULTS, cardNumber });
    expect(demoCardSchema.safeParse(card('4000 0000 0000 1')).success).toBe(true);
    expect(issuesOf(demoCardSchema, card('4242424242424242'))).toEqual([{ path: 'cardNumber', message: 'Invalid input' }]);
    expect(issuesOf(demoCardSchema, card('4242 4242 42a2 4242'))).toEqual([{ path: 'cardNumber', message: 'Invalid input' }]);
    expect(issuesOf(demoCardSchema, card('4242 4242'))).toEqual([{ path: 'cardNumber', message: 'Invalid input' }]);
    expect(issuesOf(demoCardSchema, card('4242 4242 4242 4242 1'))).toEqual([
      { path: 'cardNumber', message: 'Card number must be at most 19 characters' },
      { path: 'cardNumber', message: 'Invalid input' },
    ]);
  });

  it('wants an MM/YY expiry with a real month', () => {
    const card = (expiry: string) => ({ ...DEMO_CARD_DEFAULTS, expiry });
    expect(demoCardSchema.safeParse(card('01/25')).success).toBe(true);
    for (const bad of ['13/25', '00/25', '1/25', '1225']) {
      expect(issuesOf(demoCardSchema, card(bad))).toEqual([{ path: 'expiry', message: 'Invalid input' }]);
    }
    expect(issuesOf(demoCardSchema, card('12/345'))).toContainEqual({ path: 'expiry', message: 'Expiry must be at most 5 characters' });
  });

  it('wants a CVC of 3 digits', () => {
    const card = (cvc: string) => ({ ...DEMO_CARD_DEFAULTS, cvc });
    expect(issuesOf(demoCardSchema, card('12'))).toEqual([{ path: 'cvc', message: 'Invalid input' }]);
    expect(issuesOf(demoCardSchema, card('12a'))).toEqual([{ path: 'cvc', message: 'Invalid input' }]);
    expect(issuesOf(demoCardSchema, card('1234'))).toContainEqual({ path: 'cvc', message: 'CVC must be at most 3 characters' });
  });
});

describe('formatters', () => {
  it('formatCardNumber strips non-digits, groups in fours and cuts at 19 characters', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('formatExpiry writes MM/YY, at most 5 characters', () => {
    expect(formatExpiry('')).toBe('');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatExpiry('ab12cd34')).toBe('12/34');
  });

  it('formatCvc keeps at most 3 digits', () => {
    expect(formatCvc('1a2b3c4')).toBe('123');
    expect(formatCvc('')).toBe('');
  });
});
