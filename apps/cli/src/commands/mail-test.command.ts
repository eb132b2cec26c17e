import { Command } from 'commander';
import { z } from 'zod';
import { renderTestEmail } from '@marketplace/core/mail/domain/test.email';
import { CliError } from '../cli-error.js';
import type { CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

const emailAddress = z.email();

/** `marketplace mail test <to>`: sends one message in the product's look through SMTP_URL. */
export function mailTestCommand(runtime: CliRuntime): Command {
  return new Command('test')
    .description('send a test email through SMTP_URL from MAIL_FROM, to check the mail settings')
    .argument('<to>', 'the address to send it to')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
Needs SMTP_URL (smtp:// or smtps://, credentials in the URL) and MAIL_FROM; the database is not opened.

${examplesHelp([
  ['SMTP_URL=smtps://user:pass@smtp.example.com:465 MAIL_FROM=no-reply@example.com marketplace mail test me@example.com', 'check a provider'],
  ['marketplace mail test me@example.com --json', '{ "to": "me@example.com", "messageId": "<...>" }'],
])}

${exitCodesHelp([EXIT.usage, EXIT.invalidInput, EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (to: string, options: { json?: boolean }) => {
      if (!emailAddress.safeParse(to).success) throw new CliError(EXIT.invalidInput, 'mail.invalid_address', `Not an email address: ${to}`);
      const { mail, publicUrl } = runtime.config;
      if (!mail.smtpUrl) {
        throw new CliError(EXIT.config, 'mail.smtp_url_missing', 'SMTP_URL is not set: set SMTP_URL and MAIL_FROM to the mail provider to check (see `marketplace mail test --help`).');
      }
      const mailer = await runtime.mailer();
      const email = renderTestEmail(publicUrl, new Date());
      let messageId: string;
      try {
        ({ messageId } = await mailer.send({ to, ...email }));
      } catch (error) {
        // Only the error's own words: the URL holds the provider's password.
        throw new CliError(EXIT.unavailable, 'mail.send_failed', `The mail server did not accept the message: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (options.json) return printJson(runtime.io, { to, messageId });
      printLines(runtime.io, [`Sent a test email to ${to} from ${mail.from} (message id ${messageId}).`]);
    });
}
