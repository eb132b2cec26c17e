import type { Mailer, MailMessage } from '@marketplace/core/mail/ports/mailer.port';
import { NodemailerMailer } from './nodemailer-mailer.js';
import type { SmtpCatcher } from './smtp-catcher.js';

/**
 * Sends to an in-process catcher over real SMTP, starting it on a free port at the first message,
 * so an app that never sends mail (most tests) opens no port.
 */
export class SmtpCatcherMailer implements Mailer {
  private started: Promise<NodemailerMailer> | undefined;

  constructor(
    private readonly catcher: SmtpCatcher,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    this.started ??= this.catcher.start(0).then(
      () => new NodemailerMailer({ smtpUrl: this.catcher.url, from: this.from }),
      (error: unknown) => {
        this.started = undefined;
        throw error;
      },
    );
    return (await this.started).send(message);
  }
}
