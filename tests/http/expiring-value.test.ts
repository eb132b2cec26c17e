import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { ExpiringValue } from '@marketplace/http/http/expiring-value';
import { describe, expect, it } from 'vitest';

describe('ExpiringValue', () => {
  it('computes once per period, shares a computation in flight, and computes again when the period ends', async () => {
    const clock = new FixedClock();
    let computed = 0;
    const value = new ExpiringValue(async () => ++computed, 60_000, clock);

    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    clock.advance(59_999);
    expect(await value.get()).toBe(1);
    clock.advance(1);
    expect(await value.get()).toBe(2);
  });

  it('keeps no failure: the next call computes again', async () => {
    const clock = new FixedClock();
    let calls = 0;
    const value = new ExpiringValue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database down');
        return calls;
      },
      60_000,
      clock,
    );

    await expect(value.get()).rejects.toThrow('database down');
    expect(await value.get()).toBe(2);
  });
});
