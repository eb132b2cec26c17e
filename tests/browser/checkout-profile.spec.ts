import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { createDemoBusinessDeal, DEMO_CARD, registerCustomer, uniqueTag } from './accounts.js';
import { docsScreenshot, screenshotBothWidths } from './screenshots.js';

// Checkout, purchase success and profile (customer-side sections 2, 4, 5 and 8), against the real
// server in demo payment mode. Each test buys a different deal, so the parallel tests never hit a
// deal's per-customer purchase limit.

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
});

/** Buys a deal at its default tier through the API: intent, demo confirmation, purchase record. */
async function buyThroughApi(page: Page, dealId: number) {
  const intent = await (await page.request.post('/api/create-payment-intent', { data: { dealId } })).json();
  const confirmed = await (await page.request.post('/api/demo-payments/confirm', { data: { clientSecret: intent.clientSecret, card: DEMO_CARD } })).json();
  const purchase = await page.request.post('/api/purchases', {
    data: { dealId, price: intent.price, discountPercent: intent.discountPercent, redemptions: intent.redemptions, stripePaymentIntentId: confirmed.paymentIntentId },
  });
  expect(purchase.status()).toBe(201);
  return (await purchase.json()) as { id: number; textCode: string };
}

test.describe('checkout', () => {
  // A whole purchase with six screenshots: on a busy 2-core machine it takes more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('a customer buys a fixed deal and sees the stored success again after a reload', async ({ page }) => {
    // A customer of its own: the demo customer is shared by parallel tests, and a deal caps the uses
    // one customer holds (deal 102: one), so a purchase by the demo customer would end another test's.
    await registerCustomer(page, 'fixed');
    await page.goto('/checkout/102');
    const summary = page.getByTestId('deal-summary');
    await expect(summary.getByRole('heading', { name: 'Coffee Lover Punch Card' })).toBeVisible();
    await expect(page.getByTestId('you-pay')).toHaveText('$5.00');
    await expect(page.getByTestId('you-get')).toHaveText('15% off');
    await expect(summary.getByText('Custom')).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByLabel('Name on card')).toHaveValue('Demo User');
    await docsScreenshot(page, 'checkout');
    await screenshotBothWidths(page, 'checkout');

    await page.getByRole('button', { name: 'Pay $5.00' }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Your payment was processed successfully.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.locator('#main').getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
    await expect(page.getByText('TEXT CODE', { exact: true })).toBeVisible();
    await expect(page.getByTestId('text-code')).toHaveText(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await expect(page.getByTestId('purchase-id')).toHaveText(/^\d{6}$/);
    await expect(page.getByText(/Can be redeemed/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View My Deals' })).toHaveAttribute('href', '/profile#purchases');
    await page.getByRole('button', { name: 'Turn off confetti' }).click();
    await expect(page.getByTestId('confetti')).toHaveCount(0);
    const textCode = await page.getByTestId('text-code').textContent();
    await docsScreenshot(page, 'success', { fullPage: true });
    await screenshotBothWidths(page, 'checkout-success');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible();
    await expect(page.getByTestId('text-code')).toHaveText(textCode ?? '');
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });

  test('a slider deal is bought at a custom price with an extra redemption', async ({ page }) => {
    await registerCustomer(page, 'slider');
    await page.goto('/checkout/105?price=5');
    await expect(page.getByTestId('you-pay')).toHaveText('$5.00');
    const summary = page.getByTestId('deal-summary');
    await expect(summary.getByText('Custom')).toHaveCount(0);
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('you-pay')).toHaveText('$30.00');
    await expect(summary.getByText('Custom').first()).toBeVisible();
    await page.getByRole('button', { name: 'More redemptions' }).click();
    await expect(page.getByTestId('redemptions')).toHaveText('2');
    await expect(page.getByTestId('you-pay')).toHaveText('$35.00');
    const discount = await page.getByTestId('you-get').textContent();

    await page.getByRole('button', { name: 'Pay $35.00' }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Can be redeemed 2 times')).toBeVisible();
    await expect(page.getByTestId('you-get')).toHaveText(discount ?? '');
    await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible();
    await expect(page.getByTestId('purchase-id')).toHaveText(/^\d{6}$/);
  });

  test('the card form formats and validates, a declined card fails, and a corrupt stored purchase is removed', async ({ page }) => {
    await registerCustomer(page, 'cardform');
    await page.goto('/checkout/104');
    // The checkout keeps its purchase under the signed-in account (account-storage.ts), once the
    // page knows the account: the corrupt copy goes under that key.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('account-data:owner'))).not.toBeNull();
    const stored = await page.evaluate(() => `account-data:${localStorage.getItem('account-data:owner')}:purchase_104`);
    await page.evaluate((key) => localStorage.setItem(key, '{not json'), stored);
    await page.reload();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), stored)).toBeNull();

    const card = page.getByLabel('Card number');
    await card.fill('42424242abc4242');
    await expect(card).toHaveValue('4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('1299');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/99');
    await card.fill('4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Invalid input')).toBeVisible();
    await page.getByLabel('Name on card').fill('');
    await expect(page.getByText('Required')).toBeVisible();

    await card.fill('4000 0000 0000 0002');
    await page.getByLabel('Name on card').fill('Demo User');
    await page.getByRole('button', { name: /^Pay / }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    await expect(toast).toContainText('Your card was declined.');
    await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toHaveCount(0);
  });

  test('a deal allowing 1 use per customer offers only 1 use, and once bought says it cannot be bought again (DESIGN.md 10.3)', async ({ page, request }) => {
    expect((await request.post('/api/demo-login/business')).ok()).toBe(true);
    const title = `One Per Customer ${uniqueTag('')}`;
    const dealId = await createDemoBusinessDeal(request, { title, price: 10, maxRedemptionsPerUser: 1 });

    await registerCustomer(page, 'capped');
    await page.goto(`/deals/${dealId}`);
    await page.getByRole('link', { name: 'Get This Deal' }).click();
    await expect(page.getByTestId('uses-cap-hint')).toHaveText('Up to 1 use per customer.');
    // The deal itself sells up to 10 uses; the cap leaves this customer 1, so there is nothing to pick.
    await expect(page.getByRole('button', { name: 'More redemptions' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('success-uses')).toHaveText('1 of 1 use left');

    await page.goto(`/deals/${dealId}`);
    const reason = 'You already hold all the uses this deal allows (1 use per customer), so it cannot be bought again.';
    await expect(page.getByTestId('uses-cap-reason')).toHaveText(reason);
    await expect(page.getByRole('button', { name: 'Get This Deal' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Get This Deal' })).toHaveCount(0);
  });

  test('visitors are sent to sign in from checkout and profile, to come back there afterwards', async ({ page }) => {
    await page.goto('/checkout/101');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcheckout%2F101$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fprofile$/);
  });
});

test.describe('profile', () => {
  test('lists the purchases, copies a code and redeems one after confirmation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerCustomer(page, 'buyer');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No purchases yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Deals' })).toBeVisible();

    const fixed = await buyThroughApi(page, 102);
    await buyThroughApi(page, 111);
    await page.goto('/profile?tab=deals');
    const items = page.getByTestId('purchase-item');
    await expect(items).toHaveCount(2);
    const item = items.filter({ hasText: fixed.textCode });
    await expect(item.getByRole('heading', { name: 'Coffee Lover Punch Card' })).toBeVisible();
    await expect(item.getByTestId('purchase-status')).toHaveText('Active');
    await expect(item.getByText('1 of 1 use left')).toBeVisible();
    await screenshotBothWidths(page, 'profile');

    await item.getByRole('button', { name: `Copy code ${fixed.textCode}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code copied' })).toContainText('Redemption code copied to clipboard.');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(fixed.textCode);

    await item.getByRole('button', { name: 'Redeem Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem this deal?' });
    await expect(dialog).toContainText('cannot be undone');
    await expect(dialog).toContainText('Normally the business redeems');
    await dialog.getByRole('button', { name: 'Confirm Redeem' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deal has been redeemed successfully' })).toBeVisible();
    await expect(item.getByTestId('purchase-status')).toHaveText('Redeemed');
    await expect(item.getByRole('button', { name: 'Redeem Now' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Badges' }).click();
    await expect(page).toHaveURL(/tab=badges/);
    await expect(page.getByTestId('badge').filter({ hasText: 'First Purchase' })).toContainText('Earned');
    await expect(page.getByTestId('badge').filter({ hasText: 'Deal Hunter' })).toContainText('Locked');
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect(page.getByRole('heading', { name: 'No Favorite Stores Yet' })).toBeVisible();
  });

  test('edits the username with the schema messages', async ({ page }) => {
    const username = await registerCustomer(page, 'editor');
    await page.goto('/profile');
    await expect(page.getByTestId('profile-info')).toContainText(username);
    await expect(page.getByTestId('discount-value')).toContainText('Profitable');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const name = page.getByLabel('Username');
    await name.fill('a');
    await expect(page.getByText('Username must be at least 2 characters.')).toBeVisible();
    const renamed = `${username}x`;
    await name.fill(renamed);
    await expect(page.getByText('Username must be at least 2 characters.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
    await expect(page.getByTestId('profile-info')).toContainText(renamed);
  });
});
