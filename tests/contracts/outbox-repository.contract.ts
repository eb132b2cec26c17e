import type { OutboxEmailDraft } from '@marketplace/core/mail/domain/outbox-email';
import { describe, expect } from 'vitest';
import { contractTest, type MakeContractContext } from './contract-context.js';
import { aUser } from './mothers/user.mother.js';

const T0 = new Date('2026-03-02T09:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function aDraft(overrides: Partial<OutboxEmailDraft> = {}): OutboxEmailDraft {
  return {
    dedupeKey: `test:${Math.random().toString(36).slice(2)}`,
    kind: 'test',
    to: 'ana@example.com',
    subject: 'Hello <Ana>',
    html: '<p>Hi</p>',
    text: 'Hi',
    ...overrides,
  };
}

/** The draft as the outbox keeps it once written at T0: not yet tried, claimed or sent. */
function writtenUnsent(draft: OutboxEmailDraft, id: number) {
  return { ...draft, id, createdAt: T0, attempts: 0, lastError: null, claimedUntil: null, sentAt: null, messageId: null };
}

export function outboxRepositoryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);

  describe('OutboxRepository', () => {
    it('keeps an email as written, unsent, with its headers and QR images', async ({ ctx }) => {
      const { outbox } = ctx.repositories;
      const draft = aDraft({ headers: { 'List-Unsubscribe': '<https://x.example/u>' }, qrImages: [{ contentId: 'qr@m', token: 'QR-1' }] });

      const id = await outbox.add(draft, T0);

      expect(await outbox.findById(id!)).toEqual(writtenUnsent(draft, id!));
    });

    it('writes an email once per cause: the same dedupe key again writes nothing', async ({ ctx }) => {
      const { outbox } = ctx.repositories;
      const first = await outbox.add(aDraft({ dedupeKey: 'receipt:7' }), T0);

      expect(first).toEqual(expect.any(Number));
      expect(await outbox.add(aDraft({ dedupeKey: 'receipt:7', subject: 'again' }), at(5))).toBeNull();
      expect(await outbox.listRecent(10)).toHaveLength(1);
    });

    it("addresses an email to a customer at their account's email, once per cause, and writes none for an unknown customer", async ({ ctx }) => {
      const { outbox, users } = ctx.repositories;
      const ana = await users.add(aUser({ email: 'ana.receipts@example.com' }));
      const { to: _to, ...draft } = aDraft({ dedupeKey: 'purchase-receipt:9', headers: { 'X-Kind': 'receipt' }, qrImages: [{ contentId: 'qr@m', token: 'QR-9' }] });

      const id = await outbox.addForUser(draft, ana.id, T0);

      expect(await outbox.findById(id!)).toEqual(writtenUnsent({ ...draft, to: 'ana.receipts@example.com' }, id!));
      expect(await outbox.addForUser({ ...draft, subject: 'again' }, ana.id, at(5))).toBeNull();
      expect(await outbox.addForUser({ ...draft, dedupeKey: 'purchase-receipt:10' }, ana.id + 1000, T0)).toBeNull();
      expect(await outbox.listRecent(10)).toHaveLength(1);
    });

    it('is written with the transaction around it, and rolled back with it', async ({ ctx }) => {
      const failed = ctx.transactions.run(async ({ outbox }) => {
        await outbox.add(aDraft({ dedupeKey: 'rolled-back' }), T0);
        throw new Error('the change failed');
      });

      await expect(failed).rejects.toThrow('the change failed');
      expect(await ctx.repositories.outbox.listRecent(10)).toEqual([]);
    });

    it('lets one sender claim an email until its claim runs out, and never once it is sent', async ({ ctx }) => {
      const { outbox } = ctx.repositories;
      const id = (await outbox.add(aDraft(), T0))!;

      expect(await outbox.claim(id, at(1), at(61))).toMatchObject({ id, claimedUntil: at(61) });
      expect(await outbox.claim(id, at(30), at(90))).toBeNull();
      expect(await outbox.claim(id, at(61), at(121))).toMatchObject({ id });

      await outbox.markSent(id, '<m1@example>', at(70));
      expect(await outbox.claim(id, at(200), at(260))).toBeNull();
      expect(await outbox.findById(id)).toMatchObject({ sentAt: at(70), messageId: '<m1@example>', claimedUntil: null });
      expect(await outbox.claim(404_404, at(1), at(2))).toBeNull();
    });

    it('gives a claimed email to exactly one of several concurrent senders', async ({ ctx }) => {
      const { outbox } = ctx.repositories;
      const id = (await outbox.add(aDraft(), T0))!;

      const claims = await Promise.all(Array.from({ length: 8 }, () => outbox.claim(id, at(1), at(61))));

      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('counts a failed attempt, keeps its error and frees the email for the next try', async ({ ctx }) => {
      const { outbox } = ctx.repositories;
      const id = (await outbox.add(aDraft(), T0))!;
      await outbox.claim(id, at(1), at(61));

      await outbox.markFailed(id, '451 try again later');
      await outbox.markFailed(id, '421 closing');

      expect(await outbox.findById(id)).toMatchObject({ attempts: 2, lastError: '421 closing', claimedUntil: null, sentAt: null });
      expect(await outbox.claim(id, at(2), at(62))).not.toBeNull();
    });

    it('lists unsent, unclaimed emails written before a time, oldest first, up to a limit', async ({ ctx }) => {
      const { outbox } = ctx.repositories;
      const sent = (await outbox.add(aDraft(), T0))!;
      const claimed = (await outbox.add(aDraft(), T0))!;
      const waiting = [(await outbox.add(aDraft(), at(1)))!, (await outbox.add(aDraft(), at(2)))!, (await outbox.add(aDraft(), at(3)))!];
      const fresh = (await outbox.add(aDraft(), at(100)))!;
      await outbox.markSent(sent, '<s@x>', at(4));
      await outbox.claim(claimed, at(5), at(300));

      expect(await outbox.listUnsent(at(50), at(60), 10)).toEqual(waiting);
      expect(await outbox.listUnsent(at(50), at(60), 2)).toEqual(waiting.slice(0, 2));
      expect(await outbox.listUnsent(at(301), at(200), 10)).toEqual([claimed, ...waiting, fresh]);
    });

    it('lists the newest first and deletes only sent emails older than a time', async ({ ctx }) => {
      const { outbox } = ctx.repositories;
      const old = (await outbox.add(aDraft(), T0))!;
      const recent = (await outbox.add(aDraft(), T0))!;
      const unsent = (await outbox.add(aDraft(), T0))!;
      await outbox.markSent(old, '<a@x>', at(10));
      await outbox.markSent(recent, '<b@x>', at(1000));

      expect((await outbox.listRecent(10)).map((email) => email.id)).toEqual([unsent, recent, old]);
      expect(await outbox.deleteSentBefore(at(500))).toBe(1);
      expect((await outbox.listRecent(10)).map((email) => email.id)).toEqual([unsent, recent]);
    });

    it('searches newest first by status and by part of the recipient (any case, wildcards literal), a page before an id at a time', async ({ ctx }) => {
      const { outbox } = ctx.repositories;
      const sent = (await outbox.add(aDraft({ to: 'Ana.Lopez@Example.com' }), T0))!;
      const failing = (await outbox.add(aDraft({ to: 'ben@example.com' }), at(1)))!;
      const waiting = (await outbox.add(aDraft({ to: 'ana_b@example.org' }), at(2)))!;
      const percent = (await outbox.add(aDraft({ to: 'x%y@example.com' }), at(3)))!;
      await outbox.markSent(sent, '<s@x>', at(4));
      await outbox.claim(failing, at(5), at(300));
      await outbox.markFailed(failing, 'connect ECONNREFUSED');
      const ids = async (query: Parameters<typeof outbox.search>[0]) => (await outbox.search(query)).map((email) => email.id);

      expect(await ids({ limit: 10 })).toEqual([percent, waiting, failing, sent]);
      expect(await ids({ limit: 2 })).toEqual([percent, waiting]);
      expect(await ids({ limit: 2, beforeId: waiting })).toEqual([failing, sent]);
      expect(await ids({ status: 'unsent', limit: 10 })).toEqual([percent, waiting, failing]);
      expect(await ids({ status: 'sent', limit: 10 })).toEqual([sent]);
      expect(await ids({ recipient: 'ANA', limit: 10 })).toEqual([waiting, sent]);
      expect(await ids({ recipient: 'ana', status: 'unsent', limit: 10 })).toEqual([waiting]);
      expect(await ids({ recipient: 'a_b', limit: 10 })).toEqual([waiting]);
      expect(await ids({ recipient: 'x%y', limit: 10 })).toEqual([percent]);
      expect(await ids({ recipient: '%', limit: 10 })).toEqual([percent]);
      expect(await ids({ recipient: 'b_n', limit: 10 })).toEqual([]);
      expect(await outbox.search({ status: 'unsent', recipient: 'ben', limit: 1 })).toEqual([
        expect.objectContaining({ id: failing, attempts: 1, lastError: 'connect ECONNREFUSED', sentAt: null, claimedUntil: null }),
      ]);
    });
  });
}
