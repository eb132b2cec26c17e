import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { screenshotBothWidths } from './screenshots.js';

// The "show to cashier" screen (/purchases/{id}/cashier) against the real built server: reached
// from the success view and from My Deals, readable by screen readers, fitting a 360 px phone, and
// still showing the code after a reload without a network (service worker + the saved pass).

// This spec needs the storefront's service worker, which the other specs block. Caching the app
// shell adds some 50 requests to each test's first page, hence the longer limits.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });
const FIRST_PAINT = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
});

const DEMO_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', nameOnCard: 'Demo User' };

interface BoughtPurchase {
  id: number;
  textCode: string;
  qrCode: string;
}

/** A customer of the test's own, so its purchases and saved codes are its own. */
async function registerCustomer(page: Page, prefix: string) {
  const tag = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/register', { data: { username: tag, email: `${tag}@example.com`, password: 'secret123' } });
  expect(response.ok()).toBe(true);
  return tag;
}

/** Buys a deal at its default tier through the API: intent, demo confirmation, purchase record. */
async function buyThroughApi(page: Page, dealId: number): Promise<BoughtPurchase> {
  const intent = await (await page.request.post('/api/create-payment-intent', { data: { dealId } })).json();
  const confirmed = await (await page.request.post('/api/demo-payments/confirm', { data: { clientSecret: intent.clientSecret, card: DEMO_CARD } })).json();
  const purchase = await page.request.post('/api/purchases', {
    data: { dealId, price: intent.price, discountPercent: intent.discountPercent, redemptions: intent.redemptions, stripePaymentIntentId: confirmed.paymentIntentId },
  });
  expect(purchase.status()).toBe(201);
  return (await purchase.json()) as BoughtPurchase;
}

/** "K0T2-K054" → "K 0 T 2 dash K 0 5 4", what screen readers get. */
const spelled = (code: string) => [...code].map((char) => (char === '-' ? 'dash' : char)).join(' ');

/** The purchase token the live QR carries (`LP1.<token>.<step>.<mac>`: the step and MAC change every 30 s). */
async function qrToken(page: Page): Promise<string | undefined> {
  return (await page.getByTestId('live-qr').getAttribute('data-payload'))?.split('.')[1];
}

/** Waits until the service worker has cached the app shell and controls the page. */
async function serviceWorkerReady(page: Page) {
  // Strings, not functions: this project type-checks without the DOM library.
  expect(await page.evaluate<boolean>('navigator.serviceWorker.ready.then((registration) => registration.active !== null)')).toBe(true);
  // The worker claims open pages when it activates; a page that was navigating at that moment (the
  // logout's move to /) may miss the claim, and any page loaded after activation is controlled.
  if (!(await page.evaluate<boolean>('navigator.serviceWorker.controller !== null'))) await page.reload();
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), { timeout: 20_000 }).toBe(true);
}

/**
 * No network for the pages nor for the service worker: Chromium's offline emulation may not
 * reach a worker's own requests, so those are refused by hand too.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
}

async function expectCodeShown(page: Page, purchase: BoughtPurchase) {
  await expect(page.getByRole('img', { name: `QR code for redemption code ${purchase.textCode}` })).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId('cashier-code')).toHaveText(purchase.textCode);
  await expect(page.getByTestId('cashier-code-spelled')).toHaveText(spelled(purchase.textCode));
}

test.describe('show to cashier', () => {
  test('opens from the success view with the same purchase in its live QR, the text code and the deal', async ({ page }) => {
    await registerCustomer(page, 'till');
    await page.goto('/checkout/106');
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled(FIRST_PAINT);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 10_000 });
    const textCode = (await page.getByTestId('text-code').textContent()) ?? '';
    await expect(page.getByRole('img', { name: `QR code for redemption code ${textCode}` })).toBeVisible();
    const successQr = await qrToken(page);
    expect(successQr).toBeTruthy();

    await page.getByRole('link', { name: 'Show to Cashier' }).click();
    await expect(page).toHaveURL(/\/purchases\/\d+\/cashier$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blowout and Brow Refresh' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByTestId('cashier-business')).toHaveText('Glow Beauty Bar · Denver, CO');
    await expect(page.getByTestId('cashier-discount')).toHaveText('20% off');
    await expect(page.getByTestId('cashier-uses')).toHaveText('1 of 1 use left');
    await expect(page.getByTestId('cashier-status')).toHaveText('Active');
    await expect(page.getByText(/^Valid until$/)).toBeVisible();
    await expect(page.getByTestId('cashier-code')).toHaveText(textCode);
    await expect(page.getByRole('img', { name: `QR code for redemption code ${textCode}` })).toBeVisible();
    expect(await qrToken(page)).toBe(successQr);
    // The site's chrome stays away from the counter.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await page.getByRole('link', { name: '← Back to My Deals' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('opens from My Deals and still shows the code after a reload without a network', async ({ page, context }) => {
    await registerCustomer(page, 'offline');
    const purchase = await buyThroughApi(page, 102);
    await page.goto('/profile');
    const item = page.getByTestId('purchase-item').filter({ hasText: purchase.textCode });
    await expect(item.getByTestId('purchase-business')).toHaveText('Bean There Café', FIRST_PAINT);
    await item.getByRole('link', { name: /^Show to Cashier/ }).click();
    await expect(page).toHaveURL(new RegExp(`/purchases/${purchase.id}/cashier$`));
    await expectCodeShown(page, purchase);
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee Lover Punch Card' })).toBeVisible();
    await serviceWorkerReady(page);

    await goOffline(context);
    await page.reload();
    await expectCodeShown(page, purchase);
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee Lover Punch Card' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toContainText('saved on this device');
    // The saved pass keeps its secret: the live QR is still drawn (and keeps rotating) offline.
    await expect(page.getByTestId('live-qr')).toHaveAttribute('data-payload', new RegExp(`^LP1\\.${purchase.qrCode}\\.\\d+\\.`));

    // Opened again from the address bar, still offline.
    await page.goto('/');
    await page.goto(`/purchases/${purchase.id}/cashier`);
    await expectCodeShown(page, purchase);
  });

  test('fits a 360 px phone without scrolling', async ({ page }) => {
    await registerCustomer(page, 'phone');
    const purchase = await buyThroughApi(page, 111);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`/purchases/${purchase.id}/cashier`);
    await expectCodeShown(page, purchase);
    const overflow = await page.evaluate<{ horizontal: number; vertical: number }>(
      '({ horizontal: document.documentElement.scrollWidth - document.documentElement.clientWidth, vertical: document.documentElement.scrollHeight - document.documentElement.clientHeight })',
    );
    expect(overflow.horizontal).toBeLessThanOrEqual(0);
    expect(overflow.vertical).toBeLessThanOrEqual(0);
    for (const part of [page.getByRole('img', { name: /^QR code for redemption code/ }), page.getByTestId('cashier-code'), page.getByTestId('cashier-uses')]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(640);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
    await screenshotBothWidths(page, 'cashier');
  });

  test('logging out removes the saved code from the device', async ({ page, context }) => {
    const username = await registerCustomer(page, 'leaver');
    const purchase = await buyThroughApi(page, 104);
    await page.goto(`/purchases/${purchase.id}/cashier`);
    await expectCodeShown(page, purchase);
    const savedKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('account-data:') && key.includes('cashier-pass')));
    expect(await savedKeys()).toHaveLength(1);

    await page.goto('/');
    await page.getByRole('button', { name: username }).click(FIRST_PAINT);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible();
    expect(await savedKeys()).toEqual([]);

    await serviceWorkerReady(page);
    await goOffline(context);
    await page.goto(`/purchases/${purchase.id}/cashier`);
    await expect(page.getByRole('heading', { name: 'Could not load your code' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByText(purchase.textCode)).toHaveCount(0);
  });

  test('sends visitors to sign in and says when a purchase is not theirs', async ({ page }) => {
    await page.goto('/purchases/1/cashier');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fpurchases%2F1%2Fcashier$/, FIRST_PAINT);
    await registerCustomer(page, 'stranger');
    await page.goto('/purchases/999999/cashier');
    await expect(page.getByRole('heading', { name: 'Purchase not found' })).toBeVisible(FIRST_PAINT);
  });
});

test.describe('the service worker file', () => {
  test('is served with no-cache as JavaScript, lists the built assets and never the API', async ({ request }) => {
    const reply = await request.get('/sw.js');
    expect(reply.status()).toBe(200);
    expect(reply.headers()['cache-control']).toBe('no-cache');
    expect(reply.headers()['content-type']).toMatch(/^(?:application|text)\/javascript/);
    const source = await reply.text();
    expect(source).not.toContain('self.__SW_MANIFEST__');
    expect(source).toMatch(/"\/assets\/index-[\w-]+\.js"/);
    expect(source).not.toMatch(/"\/api\//);
    const page = await request.get('/');
    expect(page.headers()['content-security-policy']).toContain("worker-src 'self'");
  });
});
