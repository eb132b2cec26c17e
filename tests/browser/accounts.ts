import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { expect } from './fixtures.js';

/** The demo card form's test card (demo payment mode). */
export const DEMO_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', nameOnCard: 'Demo User' };

/** Signs the page's context in as the demo customer (demo mode's quick login). */
export async function signInAsDemoCustomer(page: Page): Promise<void> {
  expect((await page.request.post('/api/demo-login/user')).ok()).toBe(true);
}

/** Registers (and signs in) a customer of the test's own, so its purchases and limits are its own. */
export async function registerCustomer(page: Page, prefix: string): Promise<string> {
  const tag = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/register', { data: { username: tag, email: `${tag}@example.com`, password: 'secret123' } });
  expect(response.ok()).toBe(true);
  return tag;
}

/** Buys a deal at its default tier through the API: intent, demo confirmation, purchase record. */
export async function buyThroughApi(page: Page, dealId: number): Promise<{ id: number; textCode: string }> {
  const intent = await (await page.request.post('/api/create-payment-intent', { data: { dealId } })).json();
  const confirmed = await (await page.request.post('/api/demo-payments/confirm', { data: { clientSecret: intent.clientSecret, card: DEMO_CARD } })).json();
  const purchase = await page.request.post('/api/purchases', {
    data: { dealId, price: intent.price, discountPercent: intent.discountPercent, redemptions: intent.redemptions, stripePaymentIntentId: confirmed.paymentIntentId },
  });
  expect(purchase.status()).toBe(201);
  return (await purchase.json()) as { id: number; textCode: string };
}

/**
 * Deal images come from an image CDN the test machine may not reach: answer them with nothing so
 * the pages show their image fallbacks at once instead of waiting on the network.
 */
export async function blockImageCdn(page: Page): Promise<void> {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
}

/** Waits until no list on the page is loading or showing the previous page's data. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * A live fixed-price deal of the demo business (verified, so it is published at once), with a
 * unique title, created through `request` signed in as that business.
 */
export async function createDemoBusinessDeal(request: APIRequestContext, deal: { title: string; price: number; maxRedemptionsPerUser: number }): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const created = await request.post('/api/deals', {
    data: {
      ...deal,
      description: 'A discount on any order at the counter, every day of the week.',
      category: 'Restaurant',
      discountPercent: 20,
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + 30 * day).toISOString(),
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A tag no other test (or run) shares, for the names of what a test creates. */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The session of the page's context becomes the admin's (the UI sign-in has its own test). */
export async function signInAsAdmin(page: Page): Promise<void> {
  expect((await page.request.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).ok()).toBe(true);
}
