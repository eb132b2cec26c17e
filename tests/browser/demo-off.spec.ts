import type { APIRequestContext, Page } from '@playwright/test';
import { blockImageCdn, registerCustomer, settled } from './accounts.js';
import { startBuiltServer, type BuiltServer } from './built-server.js';
import { expect, test } from './fixtures.js';

// Demo off means demo gone (issue 15, point 3): against a server of its own with DEMO_MODE=false
// and no Stripe keys (GET /api/config: demoMode false, paymentMode 'none'), neither web app shows a
// demo login, a Quick Access card, the welcome dialog, the demo guide, a demo entry in the menus,
// the admin hint or a card form; checkout says payments are not available. Every page is checked on
// a first visit (no visited flag), after GET /api/config has answered.

const ADMIN = { email: 'ops@shop.example', password: 'a-long-admin-password' };
const SCREENSHOTS = 'test-results/screenshots/demo-off';

/** The port after the demo server's (BROWSER_TEST_PORT, default 3199). */
const PORT = Number(process.env['BROWSER_TEST_PORT'] ?? 3199) + 1;
const BASE_URL = `http://127.0.0.1:${PORT}`;

let server: BuiltServer | undefined;
let dealId: number;

/** A verified business with one live deal, made through the API (demo off seeds no deals). */
async function seedDeal(request: APIRequestContext): Promise<number> {
  const tag = Date.now().toString(36);
  const business = await request.post('/api/business/register', {
    data: { name: `Corner Bakery ${tag}`, email: `bakery_${tag}@shop.example`, password: 'secret-123', category: 'Café', city: 'Austin' },
  });
  expect(business.status(), await business.text()).toBe(201);
  const { id: businessId } = (await business.json()) as { id: number };
  const day = 24 * 60 * 60 * 1000;
  const deal = await request.post('/api/deals', {
    data: {
      title: 'Morning pastry box',
      description: 'Six pastries of the day and two coffees, any morning before 11.',
      category: 'Café',
      price: 20,
      discountPercent: 25,
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + 30 * day).toISOString(),
      active: true,
    },
  });
  expect(deal.status(), await deal.text()).toBe(201);
  const { id } = (await deal.json()) as { id: number };
  expect((await request.post('/api/logout')).ok()).toBe(true);
  const admin = await request.post('/api/admin/login', { data: ADMIN });
  expect(admin.status(), await admin.text()).toBe(200);
  const verified = await request.post(`/api/admin/businesses/${businessId}/verify`);
  expect(verified.status(), await verified.text()).toBe(200);
  return id;
}

/** Opens `path` and waits for GET /api/config, so a demo element that would follow it has had its chance. */
async function open(page: Page, path: string): Promise<void> {
  const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config');
  await page.goto(path);
  expect((await config).ok()).toBe(true);
  await settled(page);
  // One more frame for React to render what the answer allows.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** No demo element in the page at all (hidden ones included): no demo text, no prototype talk, no dialog. */
async function expectNoDemo(page: Page): Promise<void> {
  await expect(page.getByText(/demo/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /demo/i })).toHaveCount(0);
  await expect(page.getByText(/prototype/i)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' })).toHaveCount(0);
  await expect(page.locator('a[href="/admin/waitlist-demo"]')).toHaveCount(0);
  await expect(page.getByText(/Quick (Testing )?Access/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show Welcome' })).toHaveCount(0);
}

// One server for the file: its tests run in order in one worker (not spread over the workers).
test.describe.configure({ mode: 'default', timeout: 60_000 });
test.use({ returningVisitor: false });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000);
  server = await startBuiltServer(PORT, { DEMO_MODE: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  dealId = await seedDeal(request);
  await request.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

test.describe('with DEMO_MODE=false', () => {
  test.use({ baseURL: BASE_URL });

  test('GET /api/config says demo mode off and no payment provider, with no credential', async ({ request }) => {
    const config = await request.get('/api/config');
    expect(await config.json()).toEqual({ demoMode: false, paymentMode: 'none', stripePublishableKey: null, demoAdmin: false });
    expect(await config.text()).not.toContain(ADMIN.password);
  });

  test('the storefront home: no welcome dialog, no demo guide, no demo entry', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoDemo(page);
    await expect(page.getByRole('button', { name: 'Open the demo guide' })).toHaveCount(0);
    // No dialog asked for the flag: a later demo server would still welcome this visitor.
    expect(await page.evaluate(() => localStorage.getItem('visited'))).toBeNull();
    await page.screenshot({ path: `${SCREENSHOTS}/home-1280.png`, fullPage: true, animations: 'disabled' });
  });

  test('the storefront sign-in /auth: no Quick Access Demo card', async ({ page }) => {
    await open(page, '/auth');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expectNoDemo(page);
    await expect(page.getByRole('link', { name: 'Admin Dashboard Login' })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/auth-1280.png`, fullPage: true, animations: 'disabled' });
  });

  test('the mobile menu at 375 px: no quick demo logins for a visitor, no Switch Account for a customer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expectNoDemo(page);
    await expect(menu.getByText('Quick demo')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/mobile-menu-375.png`, animations: 'disabled' });

    await registerCustomer(page, 'shopper');
    await open(page, '/deals');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(menu.getByText('Switch Account')).toHaveCount(0);
    await expectNoDemo(page);
  });

  test('checkout: "Payments are not available" and no card form', async ({ page }) => {
    await registerCustomer(page, 'nopay');
    const intents: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/create-payment-intent')) intents.push(request.url());
    });
    await open(page, `/checkout/${dealId}`);
    await expect(page.getByRole('heading', { name: 'Morning pastry box' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payments are not available' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expectNoDemo(page);
    expect(intents).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-1280.png`, fullPage: true, animations: 'disabled' });
  });

  test('the portal /business/auth: no Quick Testing Access', async ({ page }) => {
    await open(page, '/business/auth');
    await expect(page.getByRole('heading', { name: 'Business Portal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expectNoDemo(page);
    await expect(page.getByRole('button', { name: 'Login as Business' })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/business-auth-1280.png`, fullPage: true, animations: 'disabled' });
  });

  test('the portal /admin/login: no admin hint; the admin sees no waitlist demo', async ({ page }) => {
    await open(page, '/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectNoDemo(page);
    await expect(page.getByRole('complementary', { name: 'Demo admin account' })).toHaveCount(0);
    await expect(page.getByText(ADMIN.email)).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-login-1280.png`, fullPage: true, animations: 'disabled' });

    await page.getByLabel('Username').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await settled(page);
    await expectNoDemo(page);

    await open(page, '/admin/waitlist-demo');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});
