import type { Page } from '@playwright/test';
import { blockImageCdn, buyThroughApi, registerCustomer, settled, signInAsDemoCustomer } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { PUBLIC_PAGES } from './pages.js';

// axe-core (WCAG 2.0 and 2.1, A and AA) on every storefront page and state, at 1280 px and 375 px:
// no serious or critical violation anywhere (DESIGN.md section 9, "Colour contrast meets WCAG AA").

// An axe run takes seconds on a busy 2-core machine, and most tests here make several.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/** Checks the page as it is at 1280 px, then again at 375 px (where the layout changes). */
async function expectAccessibleAtBothWidths(page: Page, label: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, { label: `${label} at 1280 px` });
  await page.setViewportSize({ width: 375, height: 800 });
  await settled(page);
  await expectNoSeriousA11yViolations(page, { label: `${label} at 375 px` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('public pages', () => {
  for (const { path, heading, cards } of PUBLIC_PAGES) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      if (cards) await expect(page.getByTestId('deal-card').first()).toBeVisible();
      await settled(page);
      await expectAccessibleAtBothWidths(page, path);
    });
  }
});

test.describe('forms and their states', () => {
  test('sign-in and sign-up with their error messages', async ({ page }) => {
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByRole('alert').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/auth sign-in errors' });
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/auth sign-up errors' });
  });

  test('the waitlist with its errors, then its thank-you view', async ({ page }) => {
    await page.goto('/waitlist');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/waitlist errors' });

    const tag = `a11y${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(`${tag}@example.com`);
    await page.getByLabel('Phone').fill('555-0100');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, '/waitlist thank-you');
  });

  test('the fee calculator with its results', async ({ page }) => {
    await page.goto('/for-businesses');
    await page.getByLabel('Typical customer spend').selectOption({ label: '$75–$125' });
    await expect(page.getByTestId('fee-fee')).toHaveText('$8.00');
    await expectNoSeriousA11yViolations(page, { label: '/for-businesses results' });
  });
});

test.describe('signed in', () => {
  test('checkout of a fixed and of a slider deal', async ({ page }) => {
    await registerCustomer(page, 'axecheckout');
    await page.goto('/checkout/102');
    await expect(page.getByLabel('Card number')).toBeVisible();
    await settled(page);
    await expectAccessibleAtBothWidths(page, '/checkout/102');
    await page.goto('/checkout/105?price=10');
    await expect(page.getByRole('slider')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, { label: '/checkout/105' });
  });

  test('the purchase success view', async ({ page }) => {
    await registerCustomer(page, 'axe');
    await page.goto('/checkout/116');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'purchase success');
  });

  test('every profile tab, Edit Profile and the redeem confirmation', async ({ page }) => {
    await registerCustomer(page, 'axe');
    await buyThroughApi(page, 102);
    await page.goto('/profile');
    await expect(page.getByTestId('purchase-item')).toHaveCount(1);
    await settled(page);
    await expectAccessibleAtBothWidths(page, '/profile My Deals');

    for (const tab of ['Favorites', 'Badges', 'Settings'] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await settled(page);
      await expectAccessibleAtBothWidths(page, `/profile ${tab}`);
    }

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Username').fill('a');
    await expect(page.getByText('Username must be at least 2 characters.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/profile Edit Profile' });

    await page.getByRole('tab', { name: 'My Deals' }).click();
    await page.getByRole('button', { name: 'Redeem Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Redeem this deal?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'the redeem confirmation' });
  });

  test('the signed-in header and its account menu', async ({ page }) => {
    await signInAsDemoCustomer(page);
    await page.goto('/deals');
    await expect(page.getByTestId('deal-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'demo_discounter' }).click();
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'the account menu' });
  });
});

test.describe('overlays', () => {
  test('the demo guide, both tabs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the demo guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Interactive Demo Guide' });
    await expect(guide).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'the demo guide' });
    await guide.getByRole('tab', { name: 'For Businesses' }).click();
    await expect(guide.getByRole('tab', { name: 'For Businesses' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page, { label: 'the demo guide, For Businesses' });
  });

  test('the mobile menu at 375 px, signed out and signed in', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'the mobile menu (signed out)' });

    await signInAsDemoCustomer(page);
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'the mobile menu (signed in)' });
  });

  test.describe('first visit', () => {
    test.use({ returningVisitor: false });

    test('the welcome dialog', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' })).toBeVisible();
      await expectAccessibleAtBothWidths(page, 'the welcome dialog');
    });
  });
});
