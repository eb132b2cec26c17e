import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '@marketplace/core/mail/ports/mailer.port';

export interface NodemailerMailerOptions {
  /** smtp:// or smtps:// with the provider's credentials in it. */
  smtpUrl: string;
  /** The sender every message carries, e.g. "Discount Marketplace <no-reply@example.com>". */
  from: string;
}

/** Sends over SMTP with nodemailer; one pooled transport per instance. */
export class NodemailerMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: NodemailerMailerOptions) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      ...(message.messageId ? { messageId: message.messageId } : {}),
      attachments: (message.inlineAttachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content),
        cid: attachment.contentId,
        contentDisposition: 'inline' as const,
      })),
    });
    return { messageId: String(info.messageId) };
  }

  close(): void {
    this.transport.close();
  }
}
