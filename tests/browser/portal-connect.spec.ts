import type { Page } from '@playwright/test';
import { blockImageCdn } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';

// Payout onboarding (Stripe Connect) in demo mode against the real server: "Get paid" on the
// dashboard, the demo onboarding page instead of Stripe's, and back to a dashboard that says
// payouts are on. Each test registers a business of its own.

test.describe.configure({ timeout: 90_000 });
const SERVER_WAIT = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

async function registerBusiness(page: Page): Promise<void> {
  const tag = `connect${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/business/register', {
    data: { name: `Payout Shop ${tag}`, email: `${tag}@shop.example`, password: 'secret123', category: 'Restaurant' },
  });
  expect(response.ok()).toBe(true);
}

test('a business goes from "Get paid" through the demo onboarding to payouts on', async ({ page }) => {
  await registerBusiness(page);
  await page.goto('/business/dashboard');

  const card = page.getByTestId('connect-status');
  await expect(card.getByRole('heading', { name: 'Not connected: set up payouts to get paid' })).toBeVisible(SERVER_WAIT);
  await card.getByRole('button', { name: 'Get paid' }).click();

  await expect(page).toHaveURL(/\/business\/connect\/demo-onboarding\?account=acct_demo_/, SERVER_WAIT);
  await expect(page.getByRole('heading', { name: 'Payout setup (demo)', level: 1 })).toBeVisible(SERVER_WAIT);
  await expectNoSeriousA11yViolations(page, { label: 'connect: demo onboarding' });

  // Left before finishing: the dashboard says what Stripe still needs.
  await page.goto('/business/dashboard');
  await expect(card.getByRole('heading', { name: 'Setup not finished' })).toBeVisible(SERVER_WAIT);
  await expect(card.getByTestId('connect-requirements')).toContainText('your bank account');
  await card.getByRole('button', { name: 'Continue payout setup' }).click();

  await page.getByRole('button', { name: 'Complete onboarding' }).click(SERVER_WAIT);
  await expect(page).toHaveURL(/\/business\/dashboard$/, SERVER_WAIT);
  await expect(card.getByRole('heading', { name: 'Payouts on' })).toBeVisible(SERVER_WAIT);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: 'connect: payouts on' });

  await page.goto('/business/subscription');
  await expect(page.getByTestId('connect-status').getByRole('heading', { name: 'Payouts on' })).toBeVisible(SERVER_WAIT);
});
