import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// The screenshot-proof pass (DESIGN.md 10.6) in a real browser with a fake clock: the cashier
// view's QR is the live payload of the device clock's 30-second step, a ring runs down the step,
// the payload of now is accepted by the real server, and a picture taken 90 seconds earlier is
// refused with the server's sentence.

const DEMO_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', nameOnCard: 'Demo User' };
const STEP_MS = 30_000;
const EXPIRED = 'This code has expired; ask the customer to show the live code';

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
});

interface BoughtPurchase {
  id: number;
  textCode: string;
  qrCode: string;
  passSecret: string;
  redemptions: number;
}

async function registerCustomer(page: Page, prefix: string): Promise<void> {
  const tag = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/register', { data: { username: tag, email: `${tag}@example.com`, password: 'secret123' } });
  expect(response.ok()).toBe(true);
}

/** A deal of the demo business (Sunrise Bistro), bought through the API with the demo card. */
async function buySunriseDeal(page: Page): Promise<BoughtPurchase> {
  const dealId = 101;
  const intent = await (await page.request.post('/api/create-payment-intent', { data: { dealId } })).json();
  const confirmed = await (await page.request.post('/api/demo-payments/confirm', { data: { clientSecret: intent.clientSecret, card: DEMO_CARD } })).json();
  const purchase = await page.request.post('/api/purchases', {
    data: { dealId, price: intent.price, discountPercent: intent.discountPercent, redemptions: intent.redemptions, stripePaymentIntentId: confirmed.paymentIntentId },
  });
  expect(purchase.status()).toBe(201);
  return (await purchase.json()) as BoughtPurchase;
}

/** The till: the demo business's own session, in a request context of its own. */
async function tillFor(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined) {
  const till = await playwright.request.newContext(baseURL ? { baseURL } : {});
  expect((await till.post('/api/demo-login/business')).ok()).toBe(true);
  return till;
}

const liveQr = (page: Page) => page.getByTestId('live-qr');
const payloadOf = (page: Page) => liveQr(page).getAttribute('data-payload');
const ringOffset = (page: Page) => page.getByTestId('live-qr-ring').getAttribute('data-offset');

test.describe('the live QR of the cashier view', () => {
  test('changes every 30 seconds with a moving ring; now is accepted, a picture from 90 seconds ago is refused', async ({ page, playwright, baseURL }) => {
    await registerCustomer(page, 'live');
    const purchase = await buySunriseDeal(page);
    const realNow = Date.now();
    // Half a second into a step, so the next steps fall at known moments.
    const captureAt = Math.floor((realNow - 90_000) / STEP_MS) * STEP_MS + 500;
    await page.clock.install({ time: captureAt - 20_000 });
    await page.goto(`/purchases/${purchase.id}/cashier`);
    // Loaded on the running fake clock (the data layer needs its timers), then stopped at the capture.
    await expect(liveQr(page)).toBeVisible({ timeout: 15_000 });
    await page.clock.pauseAt(captureAt);
    await expect(page.getByRole('img', { name: `QR code for redemption code ${purchase.textCode}` })).toBeVisible();

    // What a screenshot taken then shows.
    await expect(liveQr(page)).toHaveAttribute('data-step', String(Math.floor(captureAt / STEP_MS)));
    const captured = (await payloadOf(page))!;
    expect(captured).toMatch(new RegExp(`^LP1\\.${purchase.qrCode}\\.${Math.floor(captureAt / STEP_MS)}\\.[A-Za-z0-9_-]{22}$`));
    await expect(page.getByTestId('live-qr-countdown')).toHaveText('New code in 30 s');

    // The ring runs down within the step while the QR stays.
    const ringAtStart = await ringOffset(page);
    await page.clock.fastForward(5_000);
    await expect(page.getByTestId('live-qr-countdown')).toHaveText('New code in 25 s');
    await expect.poll(() => ringOffset(page)).not.toBe(ringAtStart);
    expect(await payloadOf(page)).toBe(captured);

    // 30 seconds later the QR is another one, of the next step, for the same purchase.
    await page.clock.fastForward(25_000);
    await expect(liveQr(page)).toHaveAttribute('data-step', String(Math.floor(captureAt / STEP_MS) + 1));
    const next = (await payloadOf(page))!;
    expect(next).not.toBe(captured);
    expect(next.split('.')[1]).toBe(purchase.qrCode);

    // Back to the real time: the screen's QR of now.
    await page.clock.fastForward(Date.now() - (captureAt + STEP_MS));
    await expect.poll(async () => Math.abs(Number(await liveQr(page).getAttribute('data-step')) - Math.floor(Date.now() / STEP_MS))).toBeLessThanOrEqual(1);
    const live = (await payloadOf(page))!;
    expect(live).not.toBe(next);

    const till = await tillFor(playwright, baseURL);
    try {
      const stale = await till.post('/api/business/redeem', { data: { code: captured } });
      expect(stale.status()).toBe(410);
      expect(await stale.json()).toEqual({ message: EXPIRED, code: 'code.live_pass_expired' });
      // The fixed token of the old QR (a receipt's picture) is refused the same way.
      expect(await (await till.post('/api/business/redeem', { data: { code: purchase.qrCode } })).json()).toMatchObject({ message: EXPIRED });

      const checked = await till.post('/api/business/validate-code', { data: { code: live } });
      expect(checked.status()).toBe(200);
      expect(await checked.json()).toMatchObject({ purchaseId: purchase.id, redeemable: true });
      const redeemed = await till.post('/api/business/redeem', { data: { code: live } });
      expect(redeemed.status()).toBe(200);
      expect(await redeemed.json()).toMatchObject({ purchaseId: purchase.id, usesLeft: purchase.redemptions - 1 });
    } finally {
      await till.dispose();
    }
  });

  test('counts the seconds down without a ring when the device asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerCustomer(page, 'calm');
    const purchase = await buySunriseDeal(page);
    const start = Math.floor(Date.now() / STEP_MS) * STEP_MS + 500;
    await page.clock.install({ time: start - 20_000 });
    await page.goto(`/purchases/${purchase.id}/cashier`);
    await expect(liveQr(page)).toBeVisible({ timeout: 15_000 });
    await page.clock.pauseAt(start);
    await expect(page.getByTestId('live-qr-countdown')).toHaveText('New code in 30 s');
    await expect(page.getByTestId('live-qr-ring')).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(page.getByTestId('live-qr-countdown')).toHaveText('New code in 29 s');
    const first = await payloadOf(page);
    await page.clock.fastForward(29_000);
    await expect(page.getByTestId('live-qr-countdown')).toHaveText('New code in 30 s');
    expect(await payloadOf(page)).not.toBe(first);
  });
});
