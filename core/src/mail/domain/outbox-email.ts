import type { RenderedEmail } from './rendered-email.js';

/** A QR code drawn when the email is sent (the row keeps the token, not a picture), shown through `cid:contentId`. */
export interface OutboxQrImage {
  contentId: string;
  token: string;
}

/**
 * An email about to be written to the outbox, in the same transaction as the change that causes it.
 * The sender turns it into a message later (a job), so the request that caused it never waits on SMTP.
 */
export interface OutboxEmailDraft {
  /**
   * What causes it, unique over every email ever written (`purchase-receipt:42`,
   * `expiry-reminder-7d:42`): a draft whose key was written before is not written again, so a
   * retried request or job never mails twice.
   */
  dedupeKey: string;
  /** Which email it is (`purchase-receipt`, `password-reset`, ...), for the admin's list. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe on mail that is not transactional. */
  headers?: Record<string, string>;
  qrImages?: OutboxQrImage[];
}

/** A written email and where its sending stands. */
export interface OutboxEmail extends OutboxEmailDraft {
  id: number;
  createdAt: Date;
  /** Sending attempts that failed so far. */
  attempts: number;
  lastError: string | null;
  /** Set while one sender holds it; another sender leaves it alone until this has passed. */
  claimedUntil: Date | null;
  sentAt: Date | null;
  /** What the SMTP server answered for it once sent. */
  messageId: string | null;
}

/** A draft from a rendered email: the fields every email shares, plus its kind, cause and recipient. */
export function outboxDraft(
  rendered: RenderedEmail,
  meta: { kind: string; dedupeKey: string; to: string; headers?: Record<string, string>; qrImages?: OutboxQrImage[] },
): OutboxEmailDraft {
  return { ...meta, subject: rendered.subject, html: rendered.html, text: rendered.text };
}

/** An email to a customer, without its address: the outbox reads it from their account as it writes the email. */
export type UserEmailDraft = Omit<OutboxEmailDraft, 'to'>;

/** {@link outboxDraft} for an email to a customer (see {@link UserEmailDraft}). */
export function userEmailDraft(rendered: RenderedEmail, meta: Omit<Parameters<typeof outboxDraft>[1], 'to'>): UserEmailDraft {
  return { ...meta, subject: rendered.subject, html: rendered.html, text: rendered.text };
}
