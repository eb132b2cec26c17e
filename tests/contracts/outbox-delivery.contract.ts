import { afterAll, beforeAll, describe, expect } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { NodemailerMailer } from '@marketplace/adapters-mail/nodemailer-mailer';
import { QrPngRenderer } from '@marketplace/adapters-mail/qr-png-renderer';
import { SmtpCatcher } from '@marketplace/adapters-mail/smtp-catcher';
import { FlushOutbox, OUTBOX_FLUSH_AGE_SECONDS } from '@marketplace/core/mail/application/flush-outbox.use-case';
import { OUTBOX_CLAIM_SECONDS, outboxMessageId, SendOutboxEmail } from '@marketplace/core/mail/application/send-outbox-email.use-case';
import type { OutboxEmailDraft } from '@marketplace/core/mail/domain/outbox-email';
import type { EmailDispatch } from '@marketplace/core/mail/ports/email-dispatch.port';
import { contractTest, type ContractContext, type MakeContractContext } from './contract-context.js';

const T0 = new Date('2026-05-04T08:00:00.000Z');
const SETTINGS = { publicUrl: 'https://deals.example.com' };

function draft(index: number): OutboxEmailDraft {
  return {
    dedupeKey: `delivery-test:${index}`,
    kind: 'test',
    to: `customer${index}@example.com`,
    subject: `Message ${index}`,
    html: `<p>Message ${index}</p><img src="cid:qr@test">`,
    text: `Message ${index}`,
    qrImages: index === 1 ? [{ contentId: 'qr@test', token: 'QR-TOKEN-1' }] : [],
  };
}

/** Records what a flush hands over, instead of queueing jobs. */
class RecordingDispatch implements EmailDispatch {
  readonly dispatched: number[] = [];
  async dispatch(ids: readonly number[]): Promise<void> {
    this.dispatched.push(...ids);
  }
}

/**
 * The outbox and its sender over a real SMTP server, on every adapter family: while the server
 * refuses, emails wait (counted, never dropped); once it accepts, each arrives exactly once, however
 * many senders (instances, retries, the flush) try at the same moment.
 */
export function outboxDeliveryContract(makeContext: MakeContractContext): void {
  const it = contractTest(makeContext);
  const catcher = new SmtpCatcher({ keep: 100 });
  let mailer: NodemailerMailer;

  beforeAll(async () => {
    await catcher.start(0);
    mailer = new NodemailerMailer({ smtpUrl: catcher.url, from: 'Discount Marketplace <no-reply@example.com>' });
  });
  afterAll(async () => {
    mailer.close();
    await catcher.stop();
  });

  async function writeEmails(ctx: ContractContext, count: number): Promise<number[]> {
    return ctx.transactions.run(async ({ outbox }) => {
      const ids: number[] = [];
      for (let index = 1; index <= count; index++) ids.push((await outbox.add(draft(index), T0))!);
      return ids;
    });
  }

  function senders(ctx: ContractContext, clock: FixedClock, count: number): SendOutboxEmail[] {
    const deps = { outbox: ctx.repositories.outbox, mailer, qrImages: new QrPngRenderer(), clock, settings: SETTINGS };
    return Array.from({ length: count }, () => new SendOutboxEmail(deps));
  }

  describe('Outbox delivery over SMTP', () => {
    it('keeps emails while the SMTP server refuses, then delivers each exactly once to concurrent senders', async ({ ctx }) => {
      catcher.clear();
      const clock = new FixedClock(T0);
      const ids = await writeEmails(ctx, 5);
      const three = senders(ctx, clock, 3);

      catcher.refuse(true);
      try {
        for (let round = 1; round <= 2; round++) {
          const runs = await Promise.allSettled(three.flatMap((sender) => ids.map((id) => sender.execute(id))));
          // Of three senders per email only the claim holder tries; the others stand back.
          expect(runs.filter((run) => run.status === 'rejected')).toHaveLength(ids.length);
          const stoodBack = runs.flatMap((run) => (run.status === 'fulfilled' ? [run.value] : []));
          expect(stoodBack).toEqual(Array(ids.length * 2).fill('held-by-another-sender'));
          clock.advance(OUTBOX_CLAIM_SECONDS * 1000);
        }
      } finally {
        catcher.refuse(false);
      }
      expect(catcher.messages()).toHaveLength(0);
      for (const id of ids) {
        expect(await ctx.repositories.outbox.findById(id)).toMatchObject({ sentAt: null, attempts: 2, lastError: expect.stringMatching(/451/) });
      }

      // The flush hands every waiting email over again.
      clock.advance(OUTBOX_FLUSH_AGE_SECONDS * 1000);
      const dispatch = new RecordingDispatch();
      expect(await new FlushOutbox({ outbox: ctx.repositories.outbox, emailDispatch: dispatch, clock }).execute()).toEqual({ dispatched: 5 });
      expect(dispatch.dispatched).toEqual(ids);

      // The server accepts again: three senders (and a repeat) race for every email.
      const runs = await Promise.all([...three, ...three].flatMap((sender) => ids.map((id) => sender.execute(id))));
      expect(runs.filter((outcome) => outcome === 'sent')).toHaveLength(5);
      expect(runs.every((outcome) => ['sent', 'already-sent', 'held-by-another-sender'].includes(outcome))).toBe(true);

      const arrived = catcher.messages();
      expect(arrived.map((message) => message.subject).sort()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
      const first = arrived.find((message) => message.subject === 'Message 1')!;
      expect(first.to).toEqual(['customer1@example.com']);
      expect(first.attachments.find((attachment) => attachment.contentId === 'qr@test')?.contentType).toBe('image/png');
      const stored = (await ctx.repositories.outbox.findById(ids[0]!))!;
      expect(first.headers['message-id']).toBe(outboxMessageId(stored, SETTINGS));
      expect(stored).toMatchObject({ sentAt: expect.any(Date), messageId: expect.any(String), attempts: 2 });

      // Later runs and flushes find nothing more to send.
      clock.advance(10 * 60 * 1000);
      expect(await Promise.all(ids.map((id) => three[0]!.execute(id)))).toEqual(Array(5).fill('already-sent'));
      expect(await new FlushOutbox({ outbox: ctx.repositories.outbox, emailDispatch: new RecordingDispatch(), clock }).execute()).toEqual({ dispatched: 0 });
      expect(catcher.messages()).toHaveLength(5);
    });

    it('answers not-found for an email that does not exist', async ({ ctx }) => {
      const [sender] = senders(ctx, new FixedClock(T0), 1);
      expect(await sender!.execute(987_654)).toBe('not-found');
    });
  });
}
