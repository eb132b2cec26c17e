import { requireAdmin, type Actor } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import { pngDataUrl } from '../domain/data-url.js';
import type { OutboxEmail } from '../domain/outbox-email.js';
import type { MailCatcher } from '../ports/mail-catcher.port.js';
import type { OutboxRepository } from '../ports/outbox.repository.port.js';
import type { QrImageRenderer } from '../ports/qr-image.port.js';
import type { SentMailQuery } from '../schemas/sent-mail-query.schema.js';

/**
 * Where sent mail ends up: the in-process catcher (development and tests: nobody outside receives
 * it) or a real mail provider (SMTP_URL).
 */
export type MailDelivery = 'catcher' | 'provider';

export interface SentMailPage {
  delivery: MailDelivery;
  /** Newest first. */
  emails: OutboxEmail[];
  /** Pass as `before` for the next (older) page; null when this page is the last. */
  nextBefore: number | null;
}

/**
 * The admin's Sent Mail: every email the outbox holds (what was written, and whether and when it
 * went out), the same with the catcher or a mail provider, since the outbox is what is sent from.
 */
export class ListSentMail {
  constructor(private readonly deps: { outbox: OutboxRepository; mailCatcher: MailCatcher | null }) {}

  async execute(actor: Actor, query: SentMailQuery): Promise<SentMailPage> {
    requireAdmin(actor);
    // One more than asked, to know whether an older page exists without counting the table.
    const found = await this.deps.outbox.search({
      ...(query.status === 'all' ? {} : { status: query.status }),
      ...(query.to === undefined ? {} : { recipient: query.to }),
      ...(query.before === undefined ? {} : { beforeId: query.before }),
      limit: query.limit + 1,
    });
    const emails = found.slice(0, query.limit);
    return {
      delivery: this.deps.mailCatcher ? 'catcher' : 'provider',
      emails,
      nextBefore: found.length > query.limit ? (emails.at(-1)?.id ?? null) : null,
    };
  }
}

export interface SentMailDetail {
  email: OutboxEmail;
  /** The HTML with its QR images drawn in as data: URLs, for a preview outside a mail client; the row keeps `cid:`. */
  previewHtml: string;
}

/** One outbox email with its parts and a previewable HTML (the admin only). */
export class GetSentMail {
  constructor(private readonly deps: { outbox: OutboxRepository; qrImages: QrImageRenderer }) {}

  async execute(actor: Actor, id: string): Promise<SentMailDetail> {
    requireAdmin(actor);
    const email = /^\d{1,15}$/.test(id) ? await this.deps.outbox.findById(Number(id)) : null;
    if (!email) throw new NotFoundError('mail.not_found', 'No such email: it was never written, or it was cleared some weeks after it was sent.');
    return { email, previewHtml: await this.previewHtml(email) };
  }

  private async previewHtml(email: OutboxEmail): Promise<string> {
    const images = new Map<string, string>();
    for (const image of email.qrImages ?? []) images.set(image.contentId, pngDataUrl(await this.deps.qrImages.png(image.token)));
    return email.html.replace(/cid:([^"'\s)>]+)/g, (match, contentId: string) => images.get(contentId) ?? match);
  }
}
