import { describe, expect, it } from 'vitest';
import { WaitlistEntry } from '@marketplace/core/waitlist/domain/waitlist-entry';

const NOW = new Date('2025-03-05T00:00:00Z');

describe('WaitlistEntry', () => {
  it('joins with trimmed fields, a lowercased email and no empty feedback', () => {
    const draft = WaitlistEntry.join({ name: ' Ann ', email: ' Ann@X.io ', phone: ' 555 ', type: 'business', rating: 4, feedback: '   ' }, NOW);
    expect(draft).toEqual({ name: 'Ann', email: 'ann@x.io', phone: '555', type: 'business', rating: 4, feedback: null, createdAt: NOW });
    const entry = WaitlistEntry.restore({ ...draft, id: 3 });
    expect(entry.id).toBe(3);
    expect(entry.type).toBe('business');
    expect(entry.createdAt).toEqual(NOW);
    expect(entry.toProps().feedback).toBeNull();
  });

  it('keeps feedback and refuses a rating outside 1 to 5', () => {
    expect(WaitlistEntry.join({ name: 'Al', email: 'a@x.io', phone: '1', type: 'discounter', rating: 5, feedback: 'Love it' }, NOW).feedback).toBe('Love it');
    expect(() => WaitlistEntry.join({ name: 'Al', email: 'a@x.io', phone: '1', type: 'discounter', rating: 6 }, NOW)).toThrow(RangeError);
    expect(() => WaitlistEntry.join({ name: 'Al', email: 'a@x.io', phone: '1', type: 'discounter', rating: 2.5 }, NOW)).toThrow(RangeError);
  });
});
