import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmtpCatcher } from '@marketplace/adapters-mail/smtp-catcher';
import { runCli } from './cli-process.js';

describe('marketplace mail test', { timeout: 30_000 }, () => {
  const catcher = new SmtpCatcher();
  let env: Record<string, string>;
  beforeAll(async () => {
    await catcher.start(0);
    env = { SMTP_URL: catcher.url, MAIL_FROM: 'Ops <ops@shop.example.com>', PUBLIC_URL: 'https://shop.example.com' };
  });
  afterAll(() => catcher.stop());
  beforeEach(() => {
    catcher.clear();
    catcher.refuse(false);
  });

  it('sends one message in the product look through SMTP_URL, from MAIL_FROM', async () => {
    const run = await runCli(['mail', 'test', 'me@example.com', '--json'], { env });
    expect(run.code, run.stderr).toBe(0);
    const [arrived] = catcher.messages();
    expect(JSON.parse(run.stdout)).toMatchObject({ to: 'me@example.com', messageId: expect.any(String) });
    expect(arrived).toMatchObject({ subject: 'Test email from Discount Marketplace', to: ['me@example.com'], from: 'ops@shop.example.com' });
    expect(arrived!.text).toContain('the mail settings work');
    expect(arrived!.html).toContain('href="https://shop.example.com"');
  });

  it('says the provider refused (exit 69), without the URL and its password', async () => {
    catcher.refuse(true);
    const run = await runCli(['mail', 'test', 'me@example.com'], { env: { ...env, SMTP_URL: catcher.url.replace('smtp://', 'smtp://user:hunter2@') } });
    expect(run.code).toBe(69);
    expect(run.stderr).toContain('The mail server did not accept the message');
    expect(run.stderr).not.toContain('hunter2');
    expect(catcher.messages()).toHaveLength(0);
  });

  it('refuses a bad address (65) and a missing SMTP_URL (78) before sending anything', async () => {
    const bad = await runCli(['mail', 'test', 'not-an-address'], { env });
    expect(bad.code).toBe(65);
    const unset = await runCli(['mail', 'test', 'me@example.com'], { env: {} });
    expect(unset.code).toBe(78);
    expect(unset.stderr).toContain('SMTP_URL is not set');
    expect(catcher.messages()).toHaveLength(0);
  });

  it('is refused in production without SMTP_URL and MAIL_FROM, like the server', async () => {
    const run = await runCli(['mail', 'test', 'me@example.com'], { env: { NODE_ENV: 'production' } });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('SMTP_URL is required when NODE_ENV=production');
    expect(run.stderr).toContain('MAIL_FROM is required when NODE_ENV=production');
  });
});
