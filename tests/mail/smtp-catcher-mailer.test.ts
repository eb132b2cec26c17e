import { describe, expect, it } from 'vitest';
import { SmtpCatcher } from '@marketplace/adapters-mail/smtp-catcher';
import { SmtpCatcherMailer } from '@marketplace/adapters-mail/smtp-catcher-mailer';

describe('the mailer of development and tests (to the in-process catcher)', () => {
  it('opens no port until the first message, then delivers every message over SMTP to the catcher', async () => {
    const catcher = new SmtpCatcher();
    const mailer = new SmtpCatcherMailer(catcher, 'Discount Marketplace <no-reply@localhost>');
    expect(catcher.url).toBe('smtp://127.0.0.1:0');

    await Promise.all([
      mailer.send({ to: 'a@example.com', subject: 'One', html: '<p>1</p>', text: '1' }),
      mailer.send({ to: 'b@example.com', subject: 'Two', html: '<p>2</p>', text: '2' }),
    ]);
    expect(catcher.url).toMatch(/^smtp:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(catcher.messages().map((message) => message.subject).sort()).toEqual(['One', 'Two']);
    expect(catcher.messages()[0]!.from).toBe('no-reply@localhost');

    const url = catcher.url;
    await mailer.send({ to: 'c@example.com', subject: 'Three', html: '<p>3</p>', text: '3' });
    expect(catcher.url).toBe(url);
    expect(catcher.messages()[0]!.subject).toBe('Three');
    await catcher.stop();
  });
});
