import type { Clock } from '../../shared/ports/clock.port.js';
import type { MailSettings } from '../domain/mail-settings.js';
import type { OutboxEmail } from '../domain/outbox-email.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { OutboxRepository } from '../ports/outbox.repository.port.js';
import type { QrImageRenderer } from '../ports/qr-image.port.js';

/**
 * How long a sender holds an email: longer than any SMTP exchange takes, short enough that an email
 * whose sender died is sent by the next flush within minutes.
 */
export const OUTBOX_CLAIM_SECONDS = 120;

export type SendOutcome = 'sent' | 'already-sent' | 'held-by-another-sender' | 'not-found';

/**
 * Sends one outbox email. It claims the row first, so two runs (a retry after a lost
 * acknowledgement, the flush and a dispatch at once, two instances) never both send it; a refusal
 * by the SMTP server is counted on the row and rethrown, so the job is retried with back-off and
 * the email is delayed, never lost. The Message-ID is fixed per email, so the rare resend after a
 * crash between the SMTP server's acceptance and the row's update is one message to the receiver.
 */
export class SendOutboxEmail {
  constructor(private readonly deps: { outbox: OutboxRepository; mailer: Mailer; qrImages: QrImageRenderer; clock: Clock; settings: MailSettings }) {}

  async execute(outboxId: number): Promise<SendOutcome> {
    const { outbox, clock } = this.deps;
    const now = clock.now();
    const email = await outbox.claim(outboxId, now, new Date(now.getTime() + OUTBOX_CLAIM_SECONDS * 1000));
    if (!email) {
      const row = await outbox.findById(outboxId);
      if (!row) return 'not-found';
      return row.sentAt ? 'already-sent' : 'held-by-another-sender';
    }
    try {
      const { messageId } = await this.deps.mailer.send(await this.message(email));
      await outbox.markSent(email.id, messageId, clock.now());
      return 'sent';
    } catch (error) {
      await outbox.markFailed(email.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  private async message(email: OutboxEmail) {
    const inlineAttachments = await Promise.all(
      (email.qrImages ?? []).map(async (image) => ({
        filename: 'qr-code.png',
        contentType: 'image/png',
        content: await this.deps.qrImages.png(image.token),
        contentId: image.contentId,
      })),
    );
    return {
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: outboxMessageId(email, this.deps.settings),
      ...(email.headers ? { headers: email.headers } : {}),
      ...(inlineAttachments.length ? { inlineAttachments } : {}),
    };
  }
}

/** The email's own Message-ID: the same on every attempt. */
export function outboxMessageId(email: Pick<OutboxEmail, 'id' | 'createdAt'>, settings: MailSettings): string {
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(settings.publicUrl)?.[1] ?? 'marketplace.invalid';
  return `<outbox-${email.id}-${email.createdAt.getTime()}@${host}>`;
}
