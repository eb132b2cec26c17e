import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { HmacLinkSigner } from '@marketplace/adapters-crypto/hmac-link-signer';
import { UnsubscribeLinks } from '@marketplace/core/accounts/application/unsubscribe-links';
import type { OptionalEmailKey } from '@marketplace/core/accounts/domain/email-preferences';
import { blockImageCdn, registerCustomer } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect as baseExpect, test } from './fixtures.js';

// Issue 18: the page an email's unsubscribe link opens, without signing in. Opening it changes
// nothing (mail scanners open links); its one button turns off the email the signed link names.

const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/**
 * A link signed as the server signs it: the built server runs without SESSION_SECRET, so its key is
 * derived from the secret it generated into its DATA_DIR (global-setup.ts passes the folder on).
 */
async function unsubscribeLinkFor(page: Page, list: OptionalEmailKey): Promise<{ path: string; token: string }> {
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };
  const token = await (await signerFromDataDir()).token({ account: 'customer', userId: me.id, list });
  return { token, path: `/unsubscribe?token=${encodeURIComponent(token)}` };
}

async function signerFromDataDir(): Promise<UnsubscribeLinks> {
  const dataDir = process.env['BROWSER_TEST_DATA_DIR'];
  if (!dataDir) throw new Error('BROWSER_TEST_DATA_DIR is not set (global-setup.ts)');
  const secret = (await readFile(join(dataDir, 'session-secret'), 'utf8')).trim();
  return new UnsubscribeLinks({ signer: new HmacLinkSigner(async () => secret), publicUrl: 'http://unused.example' });
}

async function preferences(page: Page): Promise<Record<string, boolean>> {
  return (await page.request.get('/api/user/email-preferences')).json();
}

test.describe('the unsubscribe page', () => {
  test('shows which email it turns off, changes nothing until the button, then turns off only that one', async ({ browser, page, baseURL }) => {
    await registerCustomer(page, 'unsub');
    const { path } = await unsubscribeLinkFor(page, 'expiryReminders');

    // Opened where nobody is signed in, as from a mail app.
    const visitor = await browser.newContext(baseURL ? { baseURL } : {});
    try {
      const mail = await visitor.newPage();
      await blockImageCdn(mail);
      await mail.goto(path);
      await expect(mail.getByRole('heading', { name: 'Unsubscribe from these emails?' })).toBeVisible();
      await expect(mail.getByText(/^Reminders before your deals expire will no longer be sent/)).toBeVisible();
      await expectNoSeriousA11yViolations(mail, { label: 'the unsubscribe page' });
      await mail.reload();
      await expect(mail.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
      expect((await preferences(page)).expiryReminders).toBe(true);

      await mail.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(mail.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
      await expect(mail.getByRole('link', { name: 'Open your settings' })).toBeVisible();
      expect(await preferences(page)).toEqual({ purchaseReceipts: true, expiryReminders: false, newDeals: true, newsletter: false, favoriteDeals: false });

      await mail.reload();
      await expect(mail.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
      await expect(mail.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test('says a changed link does not work, with the server’s reason, and changes nothing', async ({ page }) => {
    await registerCustomer(page, 'unsubbad');
    const { token } = await unsubscribeLinkFor(page, 'newDeals');
    const tampered = token.replace('.newDeals.', '.newsletter.');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/unsubscribe?token=${encodeURIComponent(tampered)}`);
    await expect(page.getByRole('heading', { name: 'This unsubscribe link does not work' })).toBeVisible();
    await expect(page.getByText(/This unsubscribe link is not valid/)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect((await preferences(page)).newDeals).toBe(true);
  });

  test('the Settings tab shows receipts as always on', async ({ page }) => {
    await registerCustomer(page, 'unsubrec');
    await page.goto('/profile?tab=settings');
    const receipts = page.getByRole('checkbox', { name: /Purchase receipts/ });
    await expect(receipts).toBeChecked();
    await expect(receipts).toBeDisabled();
  });

  test('a business turns its weekly summary off in the dashboard, and its link then says it is off', async ({ page }) => {
    const tag = `sum${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const registered = await page.request.post('/api/business/register', { data: { name: `Summary Shop ${tag}`, email: `${tag}@example.com`, password: 'secret123', category: 'Retail' } });
    expect(registered.status()).toBe(201);
    const business = (await (await page.request.get('/api/user')).json()) as { id: number };

    await page.goto('/business/dashboard?tab=analytics');
    const weekly = page.getByRole('checkbox', { name: /Weekly summary/ });
    await expect(weekly).toBeChecked();
    await weekly.uncheck();
    await expect(page.getByText('The weekly summary email is off.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Weekly summary/ })).not.toBeChecked();

    const token = await (await signerFromDataDir()).token({ account: 'business', businessId: business.id, list: 'weeklySummary' });
    await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/business/dashboard');
  });
});
