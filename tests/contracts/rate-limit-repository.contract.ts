import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

export function rateLimitRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('RateLimitRepository', () => {
    it('counts hits per key within a fixed window and starts over in the next one', async ({ ctx }) => {
      const { rateLimits } = ctx.repositories;
      expect(await rateLimits.hit('login:a@x.io', MINUTE, at('2025-01-01T00:00:05Z'))).toEqual({ count: 1, resetAt: at('2025-01-01T00:01:00Z') });
      expect((await rateLimits.hit('login:a@x.io', MINUTE, at('2025-01-01T00:00:59.999Z'))).count).toBe(2);
      expect((await rateLimits.hit('login:b@x.io', MINUTE, at('2025-01-01T00:00:30Z'))).count).toBe(1);
      expect(await rateLimits.hit('login:a@x.io', MINUTE, at('2025-01-01T00:01:00Z'))).toEqual({ count: 1, resetAt: at('2025-01-01T00:02:00Z') });
    });

    it('peeks at a window without counting', async ({ ctx }) => {
      const { rateLimits } = ctx.repositories;
      const now = at('2025-01-01T00:00:20Z');
      expect(await rateLimits.peek('k', MINUTE, now)).toEqual({ count: 0, resetAt: at('2025-01-01T00:01:00Z') });
      await rateLimits.hit('k', MINUTE, now);
      expect((await rateLimits.peek('k', MINUTE, now)).count).toBe(1);
      expect((await rateLimits.peek('k', MINUTE, now)).count).toBe(1);
      expect((await rateLimits.peek('k', MINUTE, at('2025-01-01T00:01:00Z'))).count).toBe(0);
    });

    it('counts every one of many concurrent hits', async ({ ctx }) => {
      const now = at('2025-01-01T00:00:00Z');
      const counts = await Promise.all(Array.from({ length: 25 }, () => ctx.repositories.rateLimits.hit('ip:1', MINUTE, now)));
      expect([...counts.map((c) => c.count)].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });

    it('resets a key and sweeps ended windows', async ({ ctx }) => {
      const { rateLimits } = ctx.repositories;
      const now = at('2025-01-01T00:00:10Z');
      await rateLimits.hit('k', MINUTE, now);
      await rateLimits.hit('k', MINUTE, now);
      await rateLimits.reset('k', MINUTE, now);
      expect((await rateLimits.hit('k', MINUTE, now)).count).toBe(1);
      await rateLimits.hit('other', MINUTE, at('2025-01-01T00:05:00Z'));
      expect(await rateLimits.deleteExpired(at('2025-01-01T00:01:00Z'))).toBe(1);
      expect((await rateLimits.hit('other', MINUTE, at('2025-01-01T00:05:01Z'))).count).toBe(2);
    });

    it('gives back a hit in the window it was counted in, never below zero', async ({ ctx }) => {
      const { rateLimits } = ctx.repositories;
      const counted = at('2025-01-01T00:00:10Z');
      await rateLimits.hit('k', MINUTE, counted);
      await rateLimits.hit('k', MINUTE, counted);
      // Released later, but still from the window the hit was counted in.
      await rateLimits.release('k', MINUTE, counted);
      expect((await rateLimits.peek('k', MINUTE, counted)).count).toBe(1);
      await rateLimits.release('k', MINUTE, counted);
      await rateLimits.release('k', MINUTE, counted);
      expect((await rateLimits.peek('k', MINUTE, counted)).count).toBe(0);
      expect((await rateLimits.hit('k', MINUTE, counted)).count).toBe(1);
      // A window with no row, or another key, is left alone.
      await rateLimits.release('k', MINUTE, at('2025-01-01T00:07:00Z'));
      await rateLimits.release('nobody', MINUTE, counted);
      expect((await rateLimits.peek('k', MINUTE, counted)).count).toBe(1);
      expect((await rateLimits.peek('k', MINUTE, at('2025-01-01T00:07:00Z'))).count).toBe(0);
    });

    it('keeps an exact count under concurrent hits and releases', async ({ ctx }) => {
      const { rateLimits } = ctx.repositories;
      const now = at('2025-01-01T00:00:00Z');
      for (let i = 0; i < 10; i += 1) await rateLimits.hit('busy', MINUTE, now);
      await Promise.all([
        ...Array.from({ length: 20 }, () => rateLimits.hit('busy', MINUTE, now)),
        ...Array.from({ length: 10 }, () => rateLimits.release('busy', MINUTE, now)),
      ]);
      expect((await rateLimits.peek('busy', MINUTE, now)).count).toBe(20);
    });
  });
}
