import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanField,
  choiceField,
  defaultError,
  emailString,
  formDateField,
  formNumber,
  idField,
  isoDateField,
  numberField,
  optionalHttpUrl,
  optionalString,
  parseIsoDate,
  payloadObject,
  requiredString,
  tooLongMessage,
  whenValid,
} from '@marketplace/core/shared/validation/messages';
import { issuesOf } from '../../support/schema-issues.js';

describe('default messages', () => {
  it('says "Required" for an absent value and "Invalid input" for any other wrong value', () => {
    expect(defaultError({ input: undefined })).toBe('Required');
    expect(defaultError({ input: null })).toBe('Invalid input');
    expect(defaultError({ input: 42 })).toBe('Invalid input');
  });

  it('reports a missing body as Required and a body that is not an object as Invalid input', () => {
    const schema = payloadObject({ name: requiredString({ label: 'Name', max: 10 }) });
    expect(issuesOf(schema, undefined)).toEqual([{ path: '', message: 'Required' }]);
    expect(issuesOf(schema, 'name')).toEqual([{ path: '', message: 'Invalid input' }]);
    expect(issuesOf(schema, [])).toEqual([{ path: '', message: 'Invalid input' }]);
  });

  it('writes the maximum-length message with the field label', () => {
    expect(tooLongMessage('Title', 100)).toBe('Title must be at most 100 characters');
  });
});

describe('requiredString', () => {
  const plain = requiredString({ label: 'Name', max: 5 });
  const withMessage = requiredString({ label: 'Phone', max: 5, requiredMessage: 'Phone is needed' });
  const withMin = requiredString({ label: 'Code', max: 5, min: { length: 3, message: 'Too short' } });
  const untrimmed = requiredString({ label: 'Secret', max: 5, trim: false });

  it('trims and enforces the maximum length', () => {
    expect(plain.parse('  Ann ')).toBe('Ann');
    expect(issuesOf(plain, 'Annabel')).toEqual([{ path: '', message: 'Name must be at most 5 characters' }]);
  });

  it('reports absent and blank values as Required, or with the given message', () => {
    expect(issuesOf(plain, undefined)).toEqual([{ path: '', message: 'Required' }]);
    expect(issuesOf(plain, '   ')).toEqual([{ path: '', message: 'Required' }]);
    expect(issuesOf(withMessage, undefined)).toEqual([{ path: '', message: 'Phone is needed' }]);
    expect(issuesOf(withMessage, '')).toEqual([{ path: '', message: 'Phone is needed' }]);
    expect(issuesOf(withMessage, 12)).toEqual([{ path: '', message: 'Invalid input' }]);
  });

  it('uses the minimum-length message for short values but Required for an absent one', () => {
    expect(issuesOf(withMin, 'ab')).toEqual([{ path: '', message: 'Too short' }]);
    expect(issuesOf(withMin, '')).toEqual([{ path: '', message: 'Too short' }]);
    expect(issuesOf(withMin, undefined)).toEqual([{ path: '', message: 'Required' }]);
    expect(issuesOf(withMin, false)).toEqual([{ path: '', message: 'Invalid input' }]);
  });

  it('can keep surrounding spaces', () => {
    expect(untrimmed.parse(' a b ')).toBe(' a b ');
  });
});

describe('optionalString', () => {
  const schema = payloadObject({ note: optionalString({ label: 'Note', max: 5 }) });

  it('turns blank, null and absent values into undefined', () => {
    expect(schema.parse({}).note).toBeUndefined();
    expect(schema.parse({ note: null }).note).toBeUndefined();
    expect(schema.parse({ note: '   ' }).note).toBeUndefined();
    expect(schema.parse({ note: ' hi ' }).note).toBe('hi');
  });

  it('refuses other types and long text', () => {
    expect(issuesOf(schema, { note: 3 })).toEqual([{ path: 'note', message: 'Invalid input' }]);
    expect(issuesOf(schema, { note: 'too long' })).toEqual([{ path: 'note', message: 'Note must be at most 5 characters' }]);
  });
});

describe('emailString', () => {
  it('trims, optionally lowercases, and reports a malformed address with the given message', () => {
    expect(emailString({ message: 'Bad' }).parse(' Ann@Example.COM ')).toBe('Ann@Example.COM');
    expect(emailString({ message: 'Bad', lowercase: true }).parse(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(issuesOf(emailString({ message: 'Bad' }), 'ann@')).toEqual([{ path: '', message: 'Bad' }]);
    expect(issuesOf(emailString({ message: 'Bad' }), undefined)).toEqual([{ path: '', message: 'Required' }]);
  });

  it('refuses addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(issuesOf(emailString({ message: 'Bad' }), long)).toContainEqual({
      path: '',
      message: 'Email must be at most 254 characters',
    });
  });
});

describe('optionalHttpUrl', () => {
  const schema = optionalHttpUrl({ label: 'Image URL', max: 40 });

  it('accepts http and https addresses and treats blank as absent', () => {
    expect(schema.parse('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(schema.parse('http://example.com')).toBe('http://example.com');
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
  });

  it('refuses other schemes and malformed addresses', () => {
    expect(issuesOf(schema, 'javascript:alert(1)')).toEqual([{ path: '', message: 'Invalid input' }]);
    expect(issuesOf(schema, 'ftp://example.com/a')).toEqual([{ path: '', message: 'Invalid input' }]);
    expect(issuesOf(schema, 'not a url')).toEqual([{ path: '', message: 'Invalid input' }]);
    expect(issuesOf(schema, `https://example.com/${'a'.repeat(40)}`)).toEqual([
      { path: '', message: 'Image URL must be at most 40 characters' },
    ]);
  });
});

describe('numbers', () => {
  it('takes JSON numbers only', () => {
    expect(numberField().parse(2.5)).toBe(2.5);
    expect(issuesOf(numberField(), '2.5')).toEqual([{ path: '', message: 'Invalid input' }]);
    expect(issuesOf(numberField(), undefined)).toEqual([{ path: '', message: 'Required' }]);
  });

  it('reads a form number from a number or the string of an input', () => {
    const schema = formNumber('Positive please', (n) => n.positive('Positive please'));
    expect(schema.parse(3)).toBe(3);
    expect(schema.parse(' 3.5 ')).toBe(3.5);
    expect(issuesOf(schema, '')).toEqual([{ path: '', message: 'Positive please' }]);
    expect(issuesOf(schema, Number.NaN)).toEqual([{ path: '', message: 'Positive please' }]);
    expect(issuesOf(schema, 'abc')).toEqual([{ path: '', message: 'Positive please' }]);
    expect(issuesOf(schema, '-1')).toEqual([{ path: '', message: 'Positive please' }]);
    expect(issuesOf(schema, undefined)).toEqual([{ path: '', message: 'Required' }]);
    expect(issuesOf(schema, true)).toEqual([{ path: '', message: 'Invalid input' }]);
  });

  it('applies no rule when none is given', () => {
    expect(formNumber('Number please').parse('-4')).toBe(-4);
  });

  it('reads an id from a positive integer or its decimal string', () => {
    expect(idField().parse(7)).toBe(7);
    expect(idField().parse('42')).toBe(42);
    for (const bad of [0, -1, 1.5, '07', 'abc', '1e3', null]) {
      expect(issuesOf(idField(), bad)).toEqual([{ path: '', message: 'Invalid input' }]);
    }
    expect(issuesOf(idField(), undefined)).toEqual([{ path: '', message: 'Required' }]);
  });
});

describe('booleanField and choiceField', () => {
  it('takes booleans only', () => {
    expect(booleanField().parse(false)).toBe(false);
    expect(issuesOf(booleanField(), 'true')).toEqual([{ path: '', message: 'Invalid input' }]);
  });

  it('reports an absent, blank or unknown choice with the given message', () => {
    const schema = choiceField(['a', 'b'], 'Pick one');
    expect(schema.parse('b')).toBe('b');
    expect(issuesOf(schema, undefined)).toEqual([{ path: '', message: 'Pick one' }]);
    expect(issuesOf(schema, '')).toEqual([{ path: '', message: 'Pick one' }]);
    expect(issuesOf(schema, 'c')).toEqual([{ path: '', message: 'Pick one' }]);
    expect(issuesOf(schema, 1)).toEqual([{ path: '', message: 'Invalid input' }]);
  });
});

describe('dates', () => {
  it('parses ISO dates and date-times, and only real calendar days', () => {
    expect(parseIsoDate('2025-03-05')?.toISOString()).toBe('2025-03-05T00:00:00.000Z');
    expect(parseIsoDate('2025-03-05T10:30:00.000Z')?.toISOString()).toBe('2025-03-05T10:30:00.000Z');
    expect(parseIsoDate('2025-03-05T10:30:00+02:00')?.toISOString()).toBe('2025-03-05T08:30:00.000Z');
    expect(parseIsoDate('2024-02-29')).toBeInstanceOf(Date);
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2025-13-01')).toBeUndefined();
    expect(parseIsoDate('2025-03-05T24:00')).toBeUndefined();
    expect(parseIsoDate('March 5, 2025')).toBeUndefined();
    expect(parseIsoDate('')).toBeUndefined();
  });

  it('turns an ISO string into a Date or reports the given message', () => {
    const schema = isoDateField('Bad date');
    expect(schema.parse(' 2025-03-05 ')).toEqual(new Date('2025-03-05T00:00:00.000Z'));
    expect(issuesOf(schema, 'soon')).toEqual([{ path: '', message: 'Bad date' }]);
    expect(issuesOf(schema, undefined)).toEqual([{ path: '', message: 'Required' }]);
    expect(issuesOf(schema, 20250305)).toEqual([{ path: '', message: 'Invalid input' }]);
  });

  it('reads a form date from a date input string or a Date', () => {
    const schema = formDateField('Bad date');
    const date = new Date('2025-03-05T00:00:00.000Z');
    expect(schema.parse('2025-03-05')).toEqual(date);
    expect(schema.parse(date)).toBe(date);
    expect(issuesOf(schema, new Date(Number.NaN))).toEqual([{ path: '', message: 'Bad date' }]);
    expect(issuesOf(schema, '')).toEqual([{ path: '', message: 'Bad date' }]);
    expect(issuesOf(schema, undefined)).toEqual([{ path: '', message: 'Required' }]);
    expect(issuesOf(schema, 5)).toEqual([{ path: '', message: 'Invalid input' }]);
  });
});

describe('whenValid', () => {
  const schema = payloadObject({ low: z.number(), high: z.number(), other: z.string() }).refine(
    (value) => value.high > value.low,
    { message: 'High must exceed low', path: ['high'], when: whenValid('low', 'high') },
  );

  it('runs a cross-field rule while unrelated fields still have issues', () => {
    expect(issuesOf(schema, { low: 5, high: 1 })).toEqual([
      { path: 'other', message: 'Invalid input: expected string, received undefined' },
      { path: 'high', message: 'High must exceed low' },
    ]);
  });

  it('skips it while a compared field is invalid', () => {
    expect(issuesOf(schema, { low: 'x', high: 1, other: '' }).map((issue) => issue.path)).toEqual(['low']);
  });

  it('skips it when the input is not an object at all', () => {
    for (const input of [null, 'low', 7, [5, 1]]) {
      expect(issuesOf(schema, input), JSON.stringify(input)).toEqual([{ path: '', message: 'Invalid input' }]);
    }
  });
});
