import type { Page } from '@playwright/test';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { blockImageCdn, uniqueTag } from './accounts.js';
import { adminMail, readMail } from './sent-mail.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { screenshotBothWidths } from './screenshots.js';
import { expect as baseExpect, test } from './fixtures.js';

// Issue 18, point 5: "Forgot password?" → the email (read through the admin's Sent Mail) → a new
// password → signed in; and the business's Account Settings with change password and change email.

// The first page loads of a run wait on a cold server and a busy machine; the mail goes out through
// the outbox's job.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

async function signedInEmail(page: Page): Promise<string | null> {
  const reply = await page.request.get('/api/user');
  return reply.ok() ? ((await reply.json()) as { email: string }).email : null;
}

test('a customer who forgot the password gets an email, chooses a new one and is signed in', async ({ page, baseURL }) => {
  const tag = uniqueTag('forgot');
  const email = `${tag}@example.com`;
  expect((await page.request.post('/api/register', { data: { username: tag, email, password: 'first-password' } })).ok()).toBe(true);
  expect((await page.request.post('/api/logout')).ok()).toBe(true);

  await page.goto('/auth');
  await page.getByRole('form', { name: 'Sign in' }).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const request = page.getByRole('form', { name: 'Reset your password' });
  await request.getByLabel('Email').fill(email);
  await request.getByRole('button', { name: 'Send reset link' }).click();
  await expect(request.getByRole('status')).toHaveText(`Check your email${PASSWORD_RESET_REQUESTED_MESSAGE}`);
  await expectNoSeriousA11yViolations(page, { label: 'forgot password' });

  const admin = await adminMail(baseURL!);
  const text = await readMail(admin, email, 'Reset your password');
  await admin.dispose();
  const link = /(https?:\/\/[^\s/]+)(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(text);
  expect(link, text).not.toBeNull();

  await page.goto(link![2]!);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill('short');
  await reset.getByLabel('Confirm new password').fill('short');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill('second-password');
  await reset.getByLabel('Confirm new password').fill('second-password');
  await reset.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  expect(await signedInEmail(page)).toBe(email);

  // The link works once; the old password no longer signs in, the new one does.
  await page.goto(link![2]!);
  const again = page.getByRole('form', { name: 'Choose a new password' });
  await again.getByLabel('New password', { exact: true }).fill('third-password');
  await again.getByLabel('Confirm new password').fill('third-password');
  await again.getByRole('button', { name: 'Set new password' }).click();
  await expect(again.getByRole('alert')).toContainText('This link is invalid or has expired');
  expect((await page.request.post('/api/login', { data: { email, password: 'first-password' } })).status()).toBe(401);
  expect((await page.request.post('/api/login', { data: { email, password: 'second-password' } })).status()).toBe(200);
});

test('a business changes its password and asks to change its email from Account Settings', async ({ page, baseURL }) => {
  const tag = uniqueTag('settings');
  const email = `${tag}@shop.example`;
  const registered = await page.request.post('/api/business/register', { data: { name: `Shop ${tag}`, email, password: 'first-password', category: 'Retail' } });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto('/business/dashboard');
  await page.getByRole('button', { name: `Shop ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/business\/settings$/);

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('not-my-password');
  await change.getByLabel('New password', { exact: true }).fill('second-password');
  await change.getByLabel('Confirm new password').fill('second-password');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toContainText('Your current password is not correct');
  await change.getByLabel('Current password').fill('first-password');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toContainText('Your password has been changed');
  expect(await signedInEmail(page)).toBe(email);

  const newEmail = `${tag}.new@shop.example`;
  const emailForm = page.getByRole('form', { name: 'Change email' });
  await emailForm.getByLabel('New email').fill(newEmail);
  await emailForm.getByLabel('Current password').fill('second-password');
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailForm.getByRole('status')).toContainText(newEmail);
  await expectNoSeriousA11yViolations(page, { label: 'business settings' });

  const admin = await adminMail(baseURL!);
  const text = await readMail(admin, newEmail, 'Confirm your new email address');
  expect(await readMail(admin, email, 'An email change was requested')).toContain(newEmail);
  const link = /\/business\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(text);
  expect(link, text).not.toBeNull();
  await page.goto(link![0]);
  await page.getByRole('button', { name: 'Confirm my new email' }).click();
  await expect(page.getByRole('status')).toContainText('Your email address has been changed.');
  expect(await signedInEmail(page)).toBe(newEmail);
  expect(await readMail(admin, email, 'Your email address was changed')).toContain(newEmail);
  await admin.dispose();
});

test('the recovery pages of both apps fit a 375 px phone and are screenshotted at both widths', async ({ page }) => {
  const tag = uniqueTag('phone');
  expect((await page.request.post('/api/business/register', { data: { name: `Shop ${tag}`, email: `${tag}@shop.example`, password: 'first-password', category: 'Retail' } })).ok()).toBe(true);
  const pages = [
    { path: '/forgot-password', heading: 'Forgot your password?' },
    { path: '/business/forgot-password', heading: 'Forgot your business password?' },
    { path: '/admin/forgot-password', heading: 'Forgot the admin password?' },
    { path: '/business/reset-password?token=example-token', heading: 'Choose a new password' },
    { path: '/business/confirm-email?token=example-token', heading: 'Confirm your new email' },
    { path: '/business/settings', heading: 'Account Settings' },
  ];
  for (const { path, heading } of pages) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    const current = page.getByTestId('current-email');
    if (await current.count()) {
      const hidden = await current.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(hidden, 'the current email wraps inside its card at 375 px').toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page, { label: `${path} at 375 px` });
    await screenshotBothWidths(page, `recovery${path.replace(/[/?=]/g, '-')}`);
  }
});
