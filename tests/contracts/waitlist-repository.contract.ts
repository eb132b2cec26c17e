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

    describe('listPage', () => {
      const page = (n: number, limit: number) => ({ page: n, limit });
      const ids = (result: { entries: WaitlistEntry[] }): number[] => result.entries.map((entry) => entry.id);

      it('pages newest first by default, with the count of all matches', async ({ ctx }) => {
        const { waitlist } = ctx.repositories;
        const added = await addAll(waitlist, [1, 2, 3, 4, 5].map((n) => aWaitlistEntry({ createdAt: day(n) })));
        const newestFirst = added.map((entry) => entry.id).reverse();
        const newest = { sort: 'createdAt', order: 'desc' } as const;

        expect(await waitlist.listPage({}, newest, page(1, 2))).toMatchObject({ total: 5 });
        expect((await waitlist.listPage({}, newest, page(1, 1))).entries.map((entry) => entry.toProps())).toEqual([added[4]?.toProps()]);
        expect(ids(await waitlist.listPage({}, newest, page(1, 2)))).toEqual(newestFirst.slice(0, 2));
        expect(ids(await waitlist.listPage({}, newest, page(3, 2)))).toEqual(newestFirst.slice(4));
        expect(await waitlist.listPage({}, newest, page(4, 2))).toEqual({ entries: [], total: 5 });
      });

      it('sorts ascending with missing feedback first, descending as its exact reverse, ties by id', async ({ ctx }) => {
        const { waitlist } = ctx.repositories;
        const [noFeedbackA, zebra, apple, noFeedbackB, upperBanana] = await addAll(waitlist, [
          aWaitlistEntry({ feedback: null }),
          aWaitlistEntry({ feedback: 'zebra' }),
          aWaitlistEntry({ feedback: 'apple' }),
          aWaitlistEntry({ feedback: null }),
          aWaitlistEntry({ feedback: 'Banana' }),
        ]);
        const ascending = [noFeedbackA, noFeedbackB, apple, upperBanana, zebra].map((entry) => entry?.id);

        expect(ids(await waitlist.listPage({}, { sort: 'feedback', order: 'asc' }, page(1, 10)))).toEqual(ascending);
        expect(ids(await waitlist.listPage({}, { sort: 'feedback', order: 'desc' }, page(1, 10)))).toEqual([...ascending].reverse());
        // A page boundary inside a run of equal values neither repeats nor skips an entry.
        const pages = [];
        for (let n = 1; n <= 3; n++) pages.push(...ids(await waitlist.listPage({}, { sort: 'feedback', order: 'asc' }, page(n, 2))));
        expect(pages).toEqual(ascending);
      });

      it('sorts by every column, text whatever its case', async ({ ctx }) => {
        const { waitlist } = ctx.repositories;
        const [b, a, c] = await addAll(waitlist, [
          aWaitlistEntry({ name: 'bea', email: 'b@example.com', phone: '2', type: 'discounter', rating: 2, createdAt: day(2) }),
          aWaitlistEntry({ name: 'Al', email: 'a@example.com', phone: '1', type: 'business', rating: 1, createdAt: day(1) }),
          aWaitlistEntry({ name: 'Cy', email: 'c@example.com', phone: '3', type: 'discounter', rating: 3, createdAt: day(3) }),
        ]);
        for (const sort of ['name', 'email', 'phone', 'rating', 'createdAt'] as const) {
          expect(ids(await waitlist.listPage({}, { sort, order: 'asc' }, page(1, 10))), sort).toEqual([a?.id, b?.id, c?.id]);
          expect(ids(await waitlist.listPage({}, { sort, order: 'desc' }, page(1, 10))), sort).toEqual([c?.id, b?.id, a?.id]);
        }
        expect(ids(await waitlist.listPage({}, { sort: 'type', order: 'asc' }, page(1, 10)))).toEqual([a?.id, b?.id, c?.id]);
        expect(ids(await waitlist.listPage({}, { sort: 'id', order: 'desc' }, page(1, 10)))).toEqual([c?.id, a?.id, b?.id]);
      });

      it('finds text in name, email, phone or feedback, whatever its case, with % _ and \\ taken literally', async ({ ctx }) => {
        const { waitlist } = ctx.repositories;
        const [byName, byEmail, byPhone, byFeedback, percent, underscore, backslash] = await addAll(waitlist, [
          aWaitlistEntry({ name: 'Needle Person' }),
          aWaitlistEntry({ email: 'someNEEDLE@example.com' }),
          aWaitlistEntry({ phone: '555-needle' }),
          aWaitlistEntry({ feedback: 'a needle in a haystack' }),
          aWaitlistEntry({ feedback: '100% sure' }),
          aWaitlistEntry({ feedback: 'snake_case' }),
          aWaitlistEntry({ feedback: 'back\\slash' }),
          aWaitlistEntry({ feedback: '100 percent, snakecase, backslash' }),
        ]);
        const found = async (text: string, type?: 'business' | 'discounter') =>
          (await waitlist.listPage({ text, type }, { sort: 'id', order: 'asc' }, page(1, 10))).entries.map((entry) => entry.id).sort((x, y) => x - y);

        expect(await found('nEeDlE')).toEqual([byName, byEmail, byPhone, byFeedback].map((entry) => entry?.id));
        expect(await found('%')).toEqual([percent?.id]);
        expect(await found('_')).toEqual([underscore?.id]);
        expect(await found('\\')).toEqual([backslash?.id]);
        expect(await found('needle', 'business')).toEqual([]);
        expect((await waitlist.listPage({ text: 'needle' }, { sort: 'id', order: 'asc' }, page(1, 2))).total).toBe(4);
      });

      it('filters by type, and streams the entries the text finds', async ({ ctx }) => {
        const { waitlist } = ctx.repositories;
        const [d, b1, b2] = await addAll(waitlist, [
          aWaitlistEntry({ type: 'discounter', name: 'Dee Match', createdAt: day(1) }),
          aWaitlistEntry({ type: 'business', name: 'Bee Match', createdAt: day(2) }),
          aWaitlistEntry({ type: 'business', name: 'Other', createdAt: day(3) }),
        ]);
        const byType = await waitlist.listPage({ type: 'business' }, { sort: 'createdAt', order: 'asc' }, page(1, 10));

        expect(ids(byType)).toEqual([b1?.id, b2?.id]);
        expect(byType.total).toBe(2);
        expect(await batchesOf(waitlist, { text: 'MATCH' }, 10)).toEqual([[d?.id, b1?.id]]);
      });
    });

    it('totals the entries by type and sums their ratings', async ({ ctx }) => {
      const { waitlist } = ctx.repositories;
      expect(await waitlist.totals()).toEqual({ discounters: 0, businesses: 0, ratingSum: 0 });

      await addAll(waitlist, [
        aWaitlistEntry({ type: 'discounter', rating: 5 }),
        aWaitlistEntry({ type: 'discounter', rating: 2 }),
        aWaitlistEntry({ type: 'business', rating: 4 }),
      ]);

      expect(await waitlist.totals()).toEqual({ discounters: 2, businesses: 1, ratingSum: 11 });
    });
  });
}
