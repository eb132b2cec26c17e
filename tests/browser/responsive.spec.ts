import type { Page } from '@playwright/test';
import { blockImageCdn, buyThroughApi, registerCustomer, settled } from './accounts.js';
import { expect, test } from './fixtures.js';
import { PUBLIC_PAGES } from './pages.js';

// Every storefront page fits a 360 px phone: nothing makes the page scroll sideways.

const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

// Several pages per test: each page is quick, and a failure lists every page that overflows.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/** The page's width beyond the viewport, with the elements that stick out, for the failure message. */
function overflow(page: Page) {
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
    return `${scrollWidth} px wide; sticking out: ${culprits.join(', ')}`;
  }, PHONE.width);
}

async function collectOverflow(page: Page, label: string, found: string[]): Promise<void> {
  const problem = await overflow(page);
  if (problem) found.push(`${label}: ${problem}`);
}

test('every public page fits 360 px', async ({ page }) => {
  const found: string[] = [];
  for (const { path, heading, cards } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    if (cards) await expect(page.getByTestId('deal-card').first()).toBeVisible();
    await settled(page);
    await collectOverflow(page, path, found);
  }
  expect(found, 'pages wider than 360 px').toEqual([]);
});

test('the checkout, the purchase success view and every profile tab fit 360 px', async ({ page }) => {
  const found: string[] = [];
  await registerCustomer(page, 'narrow');
  await buyThroughApi(page, 102);

  await page.goto('/checkout/105?price=10');
  await expect(page.getByRole('slider')).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await collectOverflow(page, '/checkout/105', found);

  await page.goto('/checkout/113');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await collectOverflow(page, '/checkout/113', found);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  await collectOverflow(page, 'purchase success', found);

  await page.goto('/profile');
  await expect(page.getByTestId('purchase-item')).toHaveCount(2);
  await collectOverflow(page, '/profile My Deals', found);
  for (const tab of ['Favorites', 'Badges', 'Settings'] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await collectOverflow(page, `/profile ${tab}`, found);
  }
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await collectOverflow(page, '/profile Edit Profile', found);
  expect(found, 'pages wider than 360 px').toEqual([]);
});

test('the mobile menu and the demo guide fit 360 px', async ({ page }) => {
  const found: string[] = [];
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await collectOverflow(page, 'the mobile menu', found);
  await page.getByRole('button', { name: 'Open the demo guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Interactive Demo Guide' })).toBeVisible();
  await collectOverflow(page, 'the demo guide', found);
  expect(found, 'views wider than 360 px').toEqual([]);
});

test.describe('first visit', () => {
  test.use({ returningVisitor: false });

  test('the welcome dialog fits 360 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' })).toBeVisible();
    expect(await overflow(page)).toBeNull();
  });
});
