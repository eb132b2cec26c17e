import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.js';

// A demo login that fails raises the "Login Failed" toast wherever its button is (business-side
// section 5): the server's message when it sends one, else "Could not log in with demo user
// account" (or business), else the error's own message. The server is made to fail with page.route.

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
});

type Failure = (route: Route) => Promise<void>;

const withMessage =
  (message: string): Failure =>
  (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message }) });
const withoutMessage: Failure = (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
const unreachable: Failure = (route) => route.abort('connectionrefused');

async function failDemoLogin(page: Page, kind: 'user' | 'business', failure: Failure) {
  await page.route(`**/api/demo-login/${kind}`, (route) => (route.request().method() === 'POST' ? failure(route) : route.fallback()));
}

function loginFailedToast(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Login Failed' });
}

test.describe('demo login failures', () => {
  test('the Quick Access Demo card shows the server message, or the fallback for the account kind', async ({ page }) => {
    await failDemoLogin(page, 'user', withMessage('Demo logins are resting for a minute.'));
    await failDemoLogin(page, 'business', withoutMessage);
    await page.goto('/auth');

    await page.getByRole('button', { name: 'Login as Demo Discounter' }).click();
    await expect(loginFailedToast(page)).toContainText('Demo logins are resting for a minute.');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Login as Demo Discounter' })).toBeEnabled();

    await page.getByRole('button', { name: 'Login as Demo Business' }).click();
    await expect(loginFailedToast(page)).toContainText('Could not log in with demo business account');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the mobile menu quick demo buttons of a visitor', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await failDemoLogin(page, 'user', withoutMessage);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Demo Customer' }).click();
    await expect(loginFailedToast(page)).toContainText('Could not log in with demo user account');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Switch Account buttons of a signed-in customer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await page.request.post('/api/demo-login/user')).ok()).toBe(true);
    await failDemoLogin(page, 'business', unreachable);
    await page.goto('/deals');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByText('Switch Account')).toBeVisible();
    await menu.getByRole('button', { name: 'Business', exact: true }).click();
    // No answer at all: the browser's own message.
    await expect(loginFailedToast(page)).toContainText('Failed to fetch');
    await expect(page).toHaveURL(/\/deals$/);
  });

  test.describe('on a first visit', () => {
    test.use({ returningVisitor: false });

    test('the welcome dialog closes so its toast can be read', async ({ page }) => {
      await failDemoLogin(page, 'user', withMessage('Demo logins are resting for a minute.'));
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' });
      await dialog.getByRole('button', { name: 'Demo User' }).click();
      await expect(loginFailedToast(page)).toContainText('Demo logins are resting for a minute.');
      await expect(dialog).toBeHidden();
    });
  });
});
