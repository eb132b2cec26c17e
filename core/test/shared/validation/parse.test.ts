import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { parseOrThrow } from '@marketplace/core/shared/validation/parse';

describe('parseOrThrow', () => {
  const schema = z.object({ deal: z.object({ title: z.string().min(3, 'Too short') }), tags: z.array(z.string()) });

  it('returns the parsed data', () => {
    expect(parseOrThrow(schema, { deal: { title: 'Pizza' }, tags: ['a'], extra: 1 })).toEqual({
      deal: { title: 'Pizza' },
      tags: ['a'],
    });
  });

  it('throws a ValidationError with the first message and every issue on a dotted path', () => {
    let thrown: unknown;
    try {
      parseOrThrow(schema, { deal: { title: 'ab' }, tags: ['a', 2] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    const error = thrown as ValidationError;
    expect(error.message).toBe('Too short');
    expect(error.code).toBe('validation.failed');
    expect(error.kind).toBe('validation');
    expect(error.issues).toEqual([
      { path: 'deal.title', message: 'Too short' },
      { path: 'tags.1', message: 'Invalid input: expected string, received number' },
    ]);
  });

  it('names symbol keys by their description', () => {
    const key = Symbol('secret');
    const withSymbol = z.unknown().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'No', path: [key, Symbol()] });
    });
    expect(() => parseOrThrow(withSymbol, 1)).toThrow(
      expect.objectContaining({ issues: [{ path: 'secret.', message: 'No' }] }),
    );
  });

});
