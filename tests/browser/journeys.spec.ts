import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { blockImageCdn, registerCustomer, signInAsAdmin, uniqueTag } from './accounts.js';
import { expect, test } from './fixtures.js';

// Journeys of issue 16 walked as a person would: logout from either app lands on the storefront
// home, a shared browser shows nobody the previous customer's code, only customers are offered a
// purchase, the spec's toasts and texts, sign-in returning to the deal that asked, and what a
// person meets on the way (View My Deals on a phone, toasts that cover no control).

const DEAL_ID = 102;
const DEAL_TITLE = 'Coffee Lover Punch Card';
const HOME_HEADING = 'Buy Discounts. Save Big.';

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/** A business of the test's own, registered from a context apart from the page's (so the page stays signed out). */
async function registerBusiness(request: APIRequestContext): Promise<{ name: string; email: string; password: string }> {
  const tag = uniqueTag('jb');
  const business = { name: `Journey Shop ${tag}`, email: `${tag}@shop.example`, password: 'secret-123' };
  const response = await request.post('/api/business/register', { data: { ...business, category: 'Retail', city: 'Austin' } });
  expect(response.status(), await response.text()).toBe(201);
  expect((await request.post('/api/logout')).ok()).toBe(true);
  return business;
}

async function signUpInUi(page: Page, tag: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(tag);
  await form.getByLabel('Email').fill(`${tag}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm Password').fill('secret123');
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Pays the deal's default tier with the demo card on its checkout page; answers the text code shown. */
async function buyOnCheckout(page: Page): Promise<string> {
  await page.goto(`/checkout/${DEAL_ID}`);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 10_000 });
  return (await page.getByTestId('text-code').textContent()) ?? '';
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The toast covers no part of `control`, where the page shows the control after paying and where
 * scrolling brings it in first (at the window's bottom edge). The toast is fixed to the window and
 * closes after 5 s, so both boxes are taken at once, the second placed by arithmetic.
 */
async function expectNotCovered(page: Page, toast: Locator, control: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  const [toastBox, controlBox] = await Promise.all([toast.boundingBox(), control.boundingBox()]);
  const windowHeight = await page.evaluate(() => window.innerHeight);
  expect(toastBox && controlBox).toBeTruthy();
  const atBottomEdge = { ...controlBox!, y: windowHeight - controlBox!.height };
  expect(overlaps(toastBox!, controlBox!), 'the toast covers the control as shown').toBe(false);
  expect(overlaps(toastBox!, atBottomEdge), 'the toast covers the control at the bottom edge').toBe(false);
}

test.describe('logout', () => {
  test('from a business portal page lands on the storefront home, not on a portal 404', async ({ page, playwright, baseURL }) => {
    const apart = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const business = await registerBusiness(apart);
    await apart.dispose();
    expect((await page.request.post('/api/business/login', { data: { email: business.email, password: business.password } })).ok()).toBe(true);

    await page.goto('/business/dashboard');
    await page.getByRole('button', { name: business.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You have been successfully logged out.' })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  });

  test('from the admin area, through the mobile menu, lands on the storefront home', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsAdmin(page);
    await page.goto('/admin/waitlist');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  });
});

test.describe('a shared browser', () => {
  test('customer B never sees customer A’s code at the checkout, and can buy the deal', async ({ page }) => {
    // Two demo payments (2 s each) and two sign-ins.
    test.setTimeout(60_000);
    const alice = await registerCustomer(page, 'ja');
    const aliceCode = await buyOnCheckout(page);
    // The payment toast covers nothing the customer needs next.
    await expectNotCovered(page, page.getByRole('status').filter({ hasText: 'Your payment was processed successfully.' }), page.getByRole('link', { name: 'Show to Cashier' }));

    await page.getByRole('button', { name: alice }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();

    await page.goto('/auth');
    await signUpInUi(page, uniqueTag('jb'));
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(`/checkout/${DEAL_ID}`);

    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(page.getByText(aliceCode)).toHaveCount(0);
    await expect(page.getByTestId('qr-code')).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('text-code')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('text-code')).not.toHaveText(aliceCode);
  });
});

test.describe('customers only', () => {
  test('the admin is offered no "Get This Deal" nor a checkout, and is told why', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/deals/${DEAL_ID}`);
    await expect(page.getByRole('heading', { name: DEAL_TITLE })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Only customer accounts can buy deals. You are signed in as the admin.' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get This Deal|Sign In to Purchase/ })).toHaveCount(0);

    await page.goto(`/checkout/${DEAL_ID}`);
    await expect(page.getByRole('heading', { name: 'For customer accounts' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  });
});

test.describe('the spec’s toasts', () => {
  test('"Business login failed", then "Welcome back!" for the business account', async ({ page, request }) => {
    const business = await registerBusiness(request);
    await page.goto('/business/auth');
    const form = page.getByRole('form', { name: 'Business login' });
    await form.getByLabel('Email').fill(business.email);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Business login failed' })).toBeVisible();

    await form.getByLabel('Password').fill(business.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    const welcome = page.getByRole('status').filter({ hasText: 'Welcome back!' });
    await expect(welcome).toContainText('You have successfully logged in to your business account.');
  });

  test('"Business registration failed" when the email is taken', async ({ page, request }) => {
    const business = await registerBusiness(request);
    await page.goto('/business/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Business registration' });
    await form.getByLabel('Business Name').fill(`${business.name} again`);
    await form.getByLabel('Email').fill(business.email);
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm Password').fill('secret123');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByLabel('Category').selectOption('Retail');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Create Business Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Business registration failed' })).toBeVisible();
  });

  test('"Demo Login Successful" is seen on the page the demo login lands on', async ({ page }) => {
    await page.goto('/business/auth');
    await page.getByRole('button', { name: 'Login as Business' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(page.getByRole('status').filter({ hasText: 'Demo Login Successful' })).toContainText("You're now logged in as a demo business");
  });
});

test.describe('the business portal’s own pages', () => {
  test('its 404 says "404 Page Not Found" and "Did you forget to add the page to the router?"', async ({ page }) => {
    await page.goto('/business/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test.describe('on a first visit (demo mode)', () => {
    test.use({ returningVisitor: false });

    test('welcomes with the dialog, whose Home Page goes to /; Shift+W shows it again; the demo guide opens', async ({ page }) => {
      await page.goto('/business/auth');
      const welcome = page.getByRole('dialog', { name: 'Welcome to Discount Marketplace' });
      await expect(welcome).toBeVisible();
      await welcome.getByRole('button', { name: 'Home Page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();

      await page.goto('/business/auth');
      await expect(page.getByRole('form', { name: 'Business login' })).toBeVisible();
      await expect(welcome).toHaveCount(0);
      await page.keyboard.press('Shift+W');
      await expect(welcome).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(welcome).toHaveCount(0);

      await page.getByRole('button', { name: 'Open the demo guide' }).click();
      const guide = page.getByRole('dialog', { name: 'Interactive Demo Guide' });
      await expect(guide.getByRole('tab', { name: 'For Users' })).toBeVisible();
      await expect(guide.getByRole('tab', { name: 'For Businesses' })).toBeVisible();
    });
  });
});

test.describe('on the way', () => {
  test('"Learn More" scrolls to the section listing the features (#features)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator('#features').getByRole('heading', { name: 'Why businesses join' })).toBeInViewport();
  });

  test('signing up from "Sign In to Purchase" returns to the deal that asked', async ({ page }) => {
    await page.goto(`/deals/${DEAL_ID}`);
    await page.getByRole('link', { name: 'Sign In to Purchase' }).click();
    await signUpInUi(page, uniqueTag('jr'));
    await expect(page).toHaveURL(new RegExp(`/deals/${DEAL_ID}$`));
    await expect(page.getByRole('link', { name: 'Get This Deal' })).toBeVisible();
  });

  test('on a phone, the payment toast covers no control and "View My Deals" lands on the purchases', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await registerCustomer(page, 'jp');
    await buyOnCheckout(page);
    await expectNotCovered(page, page.getByRole('status').filter({ hasText: 'Your payment was processed successfully.' }), page.getByRole('link', { name: 'Show to Cashier' }));

    await page.getByRole('link', { name: 'View My Deals' }).click();
    await expect(page).toHaveURL(/\/profile#purchases$/);
    await expect(page.getByTestId('purchase-item').first()).toBeInViewport();
  });
});
