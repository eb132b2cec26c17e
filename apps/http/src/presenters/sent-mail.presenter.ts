import type { SentMailDetail, SentMailPage } from '@marketplace/core/mail/application/sent-mail.use-case';
import type { OutboxEmail } from '@marketplace/core/mail/domain/outbox-email';
import { outboxStatus } from '@marketplace/core/mail/domain/outbox-status';

/** An outbox email in the admin's list: who, what, when and where its sending stands (no body, no tokens). */
export function presentSentMailSummary(email: OutboxEmail) {
  return {
    id: email.id,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    createdAt: email.createdAt.toISOString(),
    status: outboxStatus(email),
    sentAt: email.sentAt?.toISOString() ?? null,
    failedAttempts: email.attempts,
    lastError: email.sentAt ? null : email.lastError,
  };
}

export function presentSentMailPage(page: SentMailPage) {
  return { delivery: page.delivery, emails: page.emails.map(presentSentMailSummary), nextBefore: page.nextBefore };
}

/** One outbox email with its text part and the previewable HTML (QR images drawn in). */
export function presentSentMail({ email, previewHtml }: SentMailDetail) {
  return { ...presentSentMailSummary(email), messageId: email.messageId, text: email.text, previewHtml };
}
