import type { CaughtMessage } from '@marketplace/core/mail/ports/mail-catcher.port';

/** A caught message in the admin's list: who, what, when. */
export function presentSentMailSummary(message: CaughtMessage) {
  return { id: message.id, to: [...message.to], subject: message.subject, date: message.date.toISOString() };
}

/** A caught message with both parts; the HTML has its inline images embedded for the preview. */
export function presentSentMail(message: CaughtMessage) {
  return {
    id: message.id,
    from: message.from,
    to: [...message.to],
    subject: message.subject,
    date: message.date.toISOString(),
    text: message.text,
    html: message.previewHtml,
    headers: { ...message.headers },
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      contentId: attachment.contentId ?? null,
      size: attachment.content.byteLength,
    })),
  };
}
