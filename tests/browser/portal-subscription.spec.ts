import type { Page } from '@playwright/test';
import { blockImageCdn } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { screenshotBothWidths } from './screenshots.js';

// The subscription page (business-side sections 2, 4, 8 and 9) against the real server in demo
// payment mode. Each test registers a business of its own: paying changes the account for good,
// and the demo business is shared with the other specs running in parallel.

// Payments, full-page screenshots at two widths and axe runs take their time.
test.describe.configure({ timeout: 90_000 });
/** For the first look at a page and for answers that wait on the server. */
const SERVER_WAIT = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/** Registers (and signs in) a new business, with no subscription yet. */
async function registerBusiness(page: Page, prefix: string): Promise<string> {
  const tag = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/business/register', {
    data: { name: `Test Shop ${tag}`, email: `${tag}@shop.example`, password: 'secret123', category: 'Restaurant' },
  });
  expect(response.ok()).toBe(true);
  return tag;
}

/**
 * Playwright's API client reuses a keep-alive socket that the server may be closing after its 5 s idle
 * timeout (ECONNRESET seen in CI when the previous call was about 5 s earlier); a browser sends such a
 * request again on a fresh socket, and `maxRetries` makes the API client do the same for network
 * errors only (an HTTP answer is never retried).
 */
async function subscriptionActive(page: Page): Promise<boolean> {
  const account = (await (await page.request.get('/api/user', { maxRetries: 2 })).json()) as { subscriptionActive?: boolean };
  return account.subscriptionActive === true;
}

test.describe('subscription', () => {
  test('a new business pays its subscription with the demo card and sees it active', async ({ page }) => {
    await registerBusiness(page, 'sub');
    expect(await subscriptionActive(page)).toBe(false);
    await page.goto('/business/subscription');

    await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible(SERVER_WAIT);
    const explainer = page.getByTestId('pricing-explainer');
    await expect(explainer.getByText('$25.00')).toBeVisible();
    await expect(explainer.getByText('You keep 75%')).toBeVisible();
    await expect(explainer.getByText('Weekly payouts')).toBeVisible();
    await expect(explainer.getByText('No minimum sales')).toBeVisible();

    const form = page.getByRole('form', { name: 'Subscription payment (demo)' });
    await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242', SERVER_WAIT);
    await expect(page.getByText('Demo mode', { exact: true })).toBeVisible();
    await expect(form.getByText(/Demo payment mode: no real card is charged/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'subscription: payment form' });
    await screenshotBothWidths(page, 'portal-subscription-payment');

    // A declined test card: "Payment Failed" with the provider's message, and the button back.
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByRole('button', { name: 'Pay $25.00' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
    await expect(failed).toBeVisible(SERVER_WAIT);
    await expect(failed).toContainText('Your card was declined.');
    await expect(form.getByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
    expect(await subscriptionActive(page)).toBe(false);

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Pay $25.00' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/, SERVER_WAIT);
    await expect(page.getByRole('status').filter({ hasText: 'Subscription Active' })).toBeVisible(SERVER_WAIT);
    expect(await subscriptionActive(page)).toBe(true);

    await page.goto('/business/subscription');
    const details = page.getByTestId('subscription-details');
    await expect(details.getByRole('heading', { name: 'Your subscription is active' })).toBeVisible(SERVER_WAIT);
    await expect(details.getByTestId('subscription-status')).toHaveText('Active');
    await expect(details.getByTestId('subscription-period-end')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { label: 'subscription: active' });
    await screenshotBothWidths(page, 'portal-subscription-active');

    // Not verified yet: nothing is listed, whatever is paid.
    await expect(page.getByTestId('listing-notice')).toHaveText('Your deals go live once our team has verified your business.');
    // Cancel at the period end, then resume.
    await expect(details.getByText('Renews on', { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(details.getByText('Ends on', { exact: true })).toBeVisible(SERVER_WAIT);
    await expect(page.getByRole('status').filter({ hasText: 'Subscription cancelled' })).toBeVisible(SERVER_WAIT);
    await expectNoSeriousA11yViolations(page, { label: 'subscription: cancelled' });
    await details.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(details.getByText('Renews on', { exact: true })).toBeVisible(SERVER_WAIT);
    await expect(details.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
  });

  test('a load failure toasts "Error" and the retry loads the page', async ({ page }) => {
    await registerBusiness(page, 'subfail');
    let failures = 1;
    await page.route('**/api/business/subscription', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }) });
      else await route.continue();
    });
    await page.goto('/business/subscription');

    const toast = page.getByRole('alert').filter({ hasText: 'Could not load subscription information. Please try again.' }).filter({ hasText: 'Error' });
    await expect(toast.first()).toBeVisible(SERVER_WAIT);
    await expect(page.getByRole('heading', { name: 'Subscription unavailable' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'subscription: load failure' });

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('form', { name: 'Subscription payment (demo)' })).toBeVisible(SERVER_WAIT);
  });

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await registerBusiness(page, 'subnarrow');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/business/subscription');
    await expect(page.getByRole('form', { name: 'Subscription payment (demo)' })).toBeVisible(SERVER_WAIT);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });

  test('visitors are sent to the business sign-in', async ({ page }) => {
    await page.goto('/business/subscription');
    await expect(page).toHaveURL(/\/business\/auth$/, SERVER_WAIT);
  });
});
