import { blockImageCdn, settled } from './accounts.js';
import { expect, test } from './fixtures.js';
import { docsScreenshot } from './screenshots.js';

// One whole visit on a 375 px phone, through the mobile menu only: the demo customer signs in,
// browses, buys a deal with the demo card, sees the codes and finds the purchase in My Deals. It
// takes the README's mobile pictures on the way (docs/screenshots/*-mobile.png).

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

// A whole journey, with the demo payment's 2-second wait, on a machine running 4 workers.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/**
 * A Denver deal the demo customer buys here only (one purchase allowed each); checkout rounds its
 * $13 to $15. The other specs add deals in Austin only, so the Denver list stays the same.
 */
const DEAL = { id: 107, title: 'Trail Gear Discount', price: '$13.00' };

test('on a phone the demo customer signs in from the menu, buys a deal and finds it in My Deals', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Buy Discounts. Save Big.' })).toBeVisible();
  await expect(page.getByTestId('deal-card')).toHaveCount(4);
  await settled(page);
  await docsScreenshot(page, 'home');

  // The mobile menu: the desktop navigation is hidden at this width.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const menuToggle = page.getByRole('button', { name: 'Menu' });
  await menuToggle.click();
  await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('button', { name: 'Demo Customer' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-info')).toContainText('demo_discounter');

  // Browse: Discover from the menu, then the deals near Denver from the home page's search.
  await menuToggle.click();
  await menu.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('deal-card')).toHaveCount(12);
  await page.getByRole('link', { name: 'Discount Marketplace home' }).click();
  await page.getByRole('textbox', { name: 'Location' }).fill('Denver');
  await page.getByRole('button', { name: 'Find Deals' }).click();
  await expect(page).toHaveURL(/\/deals\?location=Denver$/);
  await expect(page.getByText('Near “Denver”')).toBeVisible();
  await expect(page.getByTestId('deal-card').first()).toContainText('Denver, CO');
  await settled(page);
  await docsScreenshot(page, 'deals');

  await page.getByRole('searchbox', { name: 'Search deals' }).fill('Trail');
  await expect(page).toHaveURL(/q=Trail/);
  const card = page.getByRole('article', { name: DEAL.title });
  await expect(card).toBeVisible();
  await settled(page);
  await card.getByRole('link', { name: 'Choose Discount Tier' }).click();

  await expect(page).toHaveURL(new RegExp(`/deals/${DEAL.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEAL.title })).toBeVisible();
  await page.getByRole('link', { name: 'Get This Deal' }).click();

  // Checkout in demo payment mode: the demo card form, filled in by hand.
  await expect(page).toHaveURL(new RegExp(`/checkout/${DEAL.id}$`));
  await expect(page.getByTestId('deal-summary').getByRole('heading', { name: DEAL.title })).toBeVisible();
  await expect(page.getByTestId('you-pay')).toHaveText(DEAL.price);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Demo Discounter');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await docsScreenshot(page, 'checkout', { scrollTo: page.getByRole('heading', { name: 'Payment' }) });

  await page.getByRole('button', { name: `Pay ${DEAL.price}` }).click();
  await expect(page.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  // The demo payment waits 2 seconds before it confirms.
  await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
  await expect(page.getByText('TEXT CODE', { exact: true })).toBeVisible();
  const textCode = page.getByTestId('text-code');
  await expect(textCode).toHaveText(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  const code = (await textCode.textContent()) ?? '';
  await page.getByRole('button', { name: 'Turn off confetti' }).click();
  await expect(page.getByTestId('confetti')).toHaveCount(0);
  await docsScreenshot(page, 'success', { scrollTo: page.getByRole('heading', { name: 'Success!' }) });

  // My Deals lists the new purchase with its code: from the success view, and from the menu.
  await page.getByRole('link', { name: 'View My Deals' }).click();
  await expect(page).toHaveURL(/\/profile#purchases$/);
  await expect(page.getByRole('tab', { name: 'My Deals' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('purchase-item').filter({ hasText: code })).toBeVisible();
  await page.getByRole('link', { name: 'Discount Marketplace home' }).click();
  await menuToggle.click();
  await menu.getByRole('link', { name: 'My Purchases' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=deals$/);
  const item = page.getByTestId('purchase-item').filter({ hasText: code });
  await expect(item.getByRole('heading', { name: DEAL.title })).toBeVisible();
  await expect(item.getByTestId('purchase-status')).toHaveText('Active');
});
