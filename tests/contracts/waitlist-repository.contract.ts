import type { NewWaitlistEntry, WaitlistEntry } from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { WaitlistFilter, WaitlistRepository } from '@marketplace/core/waitlist/ports/waitlist.repository.port';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aWaitlistEntry } from './mothers/waitlist-entry.mother.js';

const day = (n: number): Date => new Date(Date.UTC(2025, 0, n, 8, 0, 0));

async function batchesOf(waitlist: WaitlistRepository, filter: WaitlistFilter, batchSize: number): Promise<number[][]> {
  const batches: number[][] = [];
  for await (const batch of waitlist.stream(filter, batchSize)) batches.push(batch.map((entry) => entry.id));
  return batches;
}

async function addAll(waitlist: WaitlistRepository, entries: NewWaitlistEntry[]): Promise<WaitlistEntry[]> {
  const added = [];
  for (const entry of entries) added.push(await waitlist.add(entry));
  return added;
}

export function waitlistRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('WaitlistRepository', () => {
    it('stores entries with and without feedback and gives every field back', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;
      const withFeedback = aWaitlistEntry({ type: 'business', rating: 5, feedback: 'Please launch soon', createdAt: new Date('2025-01-02T03:04:05.678Z') });
      const without = aWaitlistEntry({ feedback: null, rating: 1 });

      const added = await addAll(waitlist, [withFeedback, without]);
      const listed = await waitlist.list();

      expect(added[0]?.toProps()).toEqual({ ...withFeedback, id: added[0]?.id });
      expect(listed.map((entry) => entry.toProps())).toEqual(
        expect.arrayContaining([
          { ...withFeedback, id: added[0]?.id },
          { ...without, id: added[1]?.id },
        ]),
      );
    });

    it('accepts the same email twice (nothing about an entry is unique)', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;
      await waitlist.add(aWaitlistEntry({ email: 'twice@example.com' }));
      await waitlist.add(aWaitlistEntry({ email: 'twice@example.com' }));

      expect(await waitlist.list()).toHaveLength(2);
    });

    it('lists newest first, filtered by type and by a since instant that is included', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;
      const [a, b, c, d] = await addAll(waitlist, [
        aWaitlistEntry({ type: 'discounter', createdAt: day(1) }),
        aWaitlistEntry({ type: 'business', createdAt: day(2) }),
        aWaitlistEntry({ type: 'discounter', createdAt: day(3) }),
        aWaitlistEntry({ type: 'business', createdAt: day(4) }),
      ]);
      const ids = async (filter?: WaitlistFilter): Promise<(number | undefined)[]> =>
        (await waitlist.list(filter)).map((entry) => entry.id);

      expect(await ids()).toEqual([d?.id, c?.id, b?.id, a?.id]);
      expect(await ids({})).toEqual([d?.id, c?.id, b?.id, a?.id]);
      expect(await ids({ type: 'business' })).toEqual([d?.id, b?.id]);
      expect(await ids({ since: day(2) })).toEqual([d?.id, c?.id, b?.id]);
      expect(await ids({ since: new Date(day(2).getTime() + 1) })).toEqual([d?.id, c?.id]);
      expect(await ids({ type: 'discounter', since: day(2) })).toEqual([c?.id]);
      expect(await ids({ since: day(5) })).toEqual([]);
    });

    it('streams oldest first in batches of the given size, the last one short', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;
      const added = await addAll(
        waitlist,
        [5, 1, 4, 2, 3].map((n) => aWaitlistEntry({ createdAt: day(n) })),
      );
      const idOn = (n: number): number | undefined => added.find((entry) => entry.createdAt.getTime() === day(n).getTime())?.id;

      expect(await batchesOf(waitlist, {}, 2)).toEqual([
        [idOn(1), idOn(2)],
        [idOn(3), idOn(4)],
        [idOn(5)],
      ]);
      expect(await batchesOf(waitlist, {}, 10)).toEqual([[1, 2, 3, 4, 5].map(idOn)]);
      expect(await batchesOf(waitlist, {}, 1)).toEqual([1, 2, 3, 4, 5].map((n) => [idOn(n)]));
    });

    it('streams no empty batch when the entries fill the batches exactly, and nothing from an empty list', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;

      expect(await batchesOf(waitlist, {}, 2)).toEqual([]);

      await addAll(waitlist, [1, 2, 3, 4].map((n) => aWaitlistEntry({ createdAt: day(n) })));
      const batches = await batchesOf(waitlist, {}, 2);

      expect(batches.map((batch) => batch.length)).toEqual([2, 2]);
    });

    it('streams entries created in the same instant once each', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;
      const added = await addAll(waitlist, [1, 2, 3, 4, 5].map(() => aWaitlistEntry({ createdAt: day(1) })));

      const streamed = (await batchesOf(waitlist, {}, 2)).flat();

      expect([...streamed].sort((x, y) => x - y)).toEqual(added.map((entry) => entry.id).sort((x, y) => x - y));
    });

    it('applies the type and since filters to the stream', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;
      const [, b, c, d, e] = await addAll(waitlist, [
        aWaitlistEntry({ type: 'business', createdAt: day(1) }),
        aWaitlistEntry({ type: 'business', createdAt: day(2) }),
        aWaitlistEntry({ type: 'discounter', createdAt: day(3) }),
        aWaitlistEntry({ type: 'business', createdAt: day(4) }),
        aWaitlistEntry({ type: 'business', createdAt: day(5) }),
      ]);

      expect(await batchesOf(waitlist, { type: 'business', since: day(2) }, 2)).toEqual([[b?.id, d?.id], [e?.id]]);
      expect(await batchesOf(waitlist, { type: 'discounter' }, 2)).toEqual([[c?.id]]);
    });
  });
}
