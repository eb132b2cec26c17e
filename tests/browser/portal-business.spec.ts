import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { blockImageCdn, buyThroughApi, createDemoBusinessDeal, registerCustomer, settled, signInAsDemoCustomer, uniqueTag } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect as baseExpect, test } from './fixtures.js';
import { DOCS_SCREENSHOTS_DIR, screenshotBothWidths } from './screenshots.js';

// The business portal's sign-in / registration page and the dashboard (business-side sections 2,
// 4, 5 and 8; DESIGN.md sections 3 and 9), against the real server with the demo data.

// Pages load lazily (each route is its own chunk): allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });


// The demo business (Sunrise Bistro, role owner, verified) and its deals in the demo catalogue.
const DEMO_ACTIVE_DEALS = ['Weekend Brunch for Two', 'Cash to Discount: Dinner Menu', 'Happy Hour Small Plates', 'Pastry Morning'];
const DEMO_ENDED_DEAL = 'Holiday Feast Pre-order';
/** The demo deal the figures test buys: no other browser test buys or counts it. */
const TOGGLED_DEAL = { id: 119, title: 'Happy Hour Small Plates' };

// axe runs take seconds on a busy machine, and some tests here make several.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

async function signInAsDemoBusiness(page: Page): Promise<void> {
  expect((await page.request.post('/api/demo-login/business')).ok()).toBe(true);
}

/** No horizontal scrolling, and no control of the page cut off at the viewport's edges. */
async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  expect(overflow, `${label} overflows horizontally by ${overflow} px`).toBeLessThanOrEqual(0);
  const clipped = await page.locator('main').locator('button:visible, a:visible, input:visible, select:visible').evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -1 || box.right > element.ownerDocument.documentElement.clientWidth + 1;
      })
      .map((element) => element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName),
  );
  expect(clipped, `${label}: controls cut off at the edges`).toEqual([]);
}

/**
 * The card of `title` in the full list of one state, on whichever page it is: parallel tests add
 * deals to the demo business, newest first, so the demo's own deals move to later pages.
 */
async function dealCardInFullList(page: Page, status: 'active' | 'inactive', title: string): Promise<Locator> {
  for (let pageNumber = 1; ; pageNumber += 1) {
    await page.goto(`/business/deals?status=${status}${pageNumber > 1 ? `&page=${pageNumber}` : ''}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await settled(page);
    const card = page.getByRole('article', { name: title });
    if ((await card.count()) > 0) return card;
    const next = page.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) throw new Error(`${title} is on no page of the ${status} deals`);
  }
}

/** The dashboard with its figures and the current tab's deals loaded. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/business/dashboard');
  await expect(page.getByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-revenue')).toContainText('$');
  await settled(page);
}

/** A customer of its own buys a deal in a context of its own (the page stays the business's). */
async function aCustomerBuys(browser: Browser, baseURL: string | undefined, dealId: number): Promise<void> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  try {
    const page = await context.newPage();
    await registerCustomer(page, 'portalbuyer');
    await buyThroughApi(page, dealId);
  } finally {
    await context.close();
  }
}

test.describe('business portal sign-in and registration', () => {
  test('a new business registers through the 4-step wizard and lands on its dashboard as unverified', async ({ page }) => {
    const tag = uniqueTag('biz');
    await page.goto('/business/auth');
    await expect(page.getByRole('heading', { name: 'Business Portal', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Business registration' });

    // Step 1: Continue refuses an empty step.
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText('Business name is required')).toBeVisible();
    await expect(form.getByRole('button', { name: /^Step 3: / })).toBeDisabled();
    await form.getByLabel('Business Name').fill(`Test Bakery ${tag}`);
    await form.getByLabel('Email').fill(`${tag}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm Password').fill('secret123');
    await form.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the category is required; the description is optional.
    await expect(form.getByRole('heading', { name: 'Step 2 of 4: Business' })).toBeVisible();
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText('Category is required')).toBeVisible();
    await form.getByLabel('Category').selectOption('Café');
    await form.getByLabel('Description (optional)').fill('Sourdough, croissants and good coffee.');
    await form.getByRole('button', { name: 'Continue' }).click();

    // Step 3: back by its number, forward again only with Continue.
    await expect(form.getByRole('heading', { name: 'Step 3 of 4: Location' })).toBeVisible();
    await form.getByRole('button', { name: /^Step 1: / }).click();
    await expect(form.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
    await expect(form.getByLabel('Business Name')).toHaveValue(`Test Bakery ${tag}`);
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByRole('heading', { name: 'Step 3 of 4: Location' })).toBeVisible();
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('State').fill('TX');
    await form.getByRole('button', { name: 'Continue' }).click();

    // Step 4: confirm and create.
    await expect(form.getByRole('heading', { name: 'Step 4 of 4: Confirm' })).toBeVisible();
    await expect(form.getByText(`${tag}@example.com`)).toBeVisible();
    await form.getByRole('button', { name: 'Create Business Account' }).click();

    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(`Test Bakery ${tag}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('verification-banner')).toContainText('saved as drafts');
    await expect(page.getByTestId('stat-sales')).toContainText('0');
    await expect(page.getByRole('heading', { name: 'No active deals' })).toBeVisible();
    // A new business is not an owner: no Admin Dashboard button.
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    // The session is real: a reload keeps the business signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeVisible();
  });

  test('a wrong password is refused with the server’s message', async ({ page }) => {
    await page.goto('/business/auth');
    const form = page.getByRole('form', { name: 'Business login' });
    await form.getByLabel('Email').fill('demo@business.example');
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByRole('alert')).toContainText('Login failed');
    await expect(page).toHaveURL(/\/business\/auth$/);
  });

  test('the demo business signs in with the Login tab', async ({ page }) => {
    await page.goto('/business/auth');
    const form = page.getByRole('form', { name: 'Business login' });
    await form.getByLabel('Email').fill('demo@business.example');
    await form.getByLabel('Password').fill('demo-business');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(page.getByText('Sunrise Bistro', { exact: true })).toBeVisible();
  });

  test('"Login as Customer" goes to /profile', async ({ page }) => {
    await page.goto('/business/auth');
    await page.getByRole('button', { name: 'Login as Customer' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });

  test('is accessible on both tabs and every wizard step, and fits 360 px', async ({ page }) => {
    await page.goto('/business/auth');
    await expect(page.getByRole('form', { name: 'Business login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/business/auth, Login tab' });
    await page.getByRole('form', { name: 'Business login' }).getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/business/auth, Login tab with errors' });

    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Business registration' });
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText('Business name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 1 (Account) with errors' });
    await form.getByLabel('Business Name').fill('Axe Café');
    await form.getByLabel('Email').fill('axe@example.com');
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm Password').fill('secret123');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByRole('heading', { name: 'Step 2 of 4: Business' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 2 (Business)' });
    await form.getByLabel('Category').selectOption('Retail');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByRole('heading', { name: 'Step 3 of 4: Location' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 3 (Location)' });
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByRole('heading', { name: 'Step 4 of 4: Confirm' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 4 (Confirm)' });

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page, '/business/auth at 360 px');
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 4 at 360 px' });
    await screenshotBothWidths(page, 'business-auth-confirm');
  });

  test('the wizard works from the keyboard alone', async ({ page }) => {
    await page.goto('/business/auth');
    const registerTab = page.getByRole('tab', { name: 'Register' });
    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(registerTab).toBeFocused();
    await expect(registerTab).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Business registration' });
    await form.getByLabel('Business Name').focus();
    await page.keyboard.type('Keyboard Deli');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret123');
    await page.keyboard.press('Enter');
    // Focus follows the move to the new step's heading.
    await expect(form.getByRole('heading', { name: 'Step 2 of 4: Business' })).toBeFocused();
  });
});

test.describe('the demo business dashboard', () => {
  // These tests change the demo business's deals and figures: one at a time.
  test.describe.configure({ mode: 'serial' });

  test('"Login as Business" lands on the dashboard with the demo deals', async ({ page }) => {
    await page.goto('/business/auth');
    await page.getByRole('button', { name: 'Login as Business' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeVisible();
    await settled(page);

    // The dashboard shows the newest live deals, and parallel tests add deals to the demo business:
    // every card shown is Active, and "View All" lists each demo deal.
    const active = page.getByRole('list', { name: 'Active deals' });
    await expect(active.getByTestId('deal-state').first()).toHaveText('Active');
    for (const state of await active.getByTestId('deal-state').allTextContents()) expect(state).toBe('Active');
    await page.goto('/business/deals?status=active');
    await expect(page.getByRole('heading', { name: 'Active Deals', level: 1 })).toBeVisible();
    for (const title of DEMO_ACTIVE_DEALS) {
      const card = await dealCardInFullList(page, 'active', title);
      await expect(card).toBeVisible();
      await expect(card.getByTestId('deal-state')).toHaveText('Active');
    }
    await page.goto('/business/dashboard');
    // The demo business is a plain business, not an owner: no way into the admin area.
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByTestId('verification-banner')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Inactive Deals' }).click();
    const ended = page.getByRole('list', { name: 'Inactive deals' }).getByRole('article', { name: DEMO_ENDED_DEAL });
    await expect(ended.getByTestId('deal-state')).toHaveText('Expired');
    await expect(ended).toContainText(/Ended [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  test('pauses a deal (it moves to Inactive) and resumes it (back to Active)', async ({ page }) => {
    await signInAsDemoBusiness(page);
    // A deal of its own, the newest of the demo business: parallel tests add deals to it too, and
    // the dashboard shows only the newest four; the full lists hold twelve a page.
    const title = `Paused Plates ${uniqueTag('')}`;
    const id = await createDemoBusinessDeal(page.request, { title, price: 1000, maxRedemptionsPerUser: 1 });
    await openDashboard(page);
    const active = page.getByRole('list', { name: 'Active deals' });
    await active.getByRole('button', { name: `Pause ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deal paused' })).toBeVisible();
    await expect(active.getByRole('article', { name: title })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Inactive Deals' }).click();
    const paused = page.getByRole('list', { name: 'Inactive deals' }).getByRole('article', { name: title });
    await expect(paused.getByTestId('deal-state')).toHaveText('Deactivated');
    // The server agrees: shoppers no longer see it.
    const publicList = await (await page.request.get(`/api/deals?q=${encodeURIComponent(title)}`)).json();
    expect(publicList.deals.map((deal: { id: number }) => deal.id)).not.toContain(id);

    await paused.getByRole('button', { name: `Resume ${title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deal resumed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Inactive deals' }).getByRole('article', { name: title })).toHaveCount(0);
    await page.goto('/business/deals?status=active');
    await expect(page.getByRole('article', { name: title }).getByTestId('deal-state')).toHaveText('Active');
    const listed = await (await page.request.get(`/api/deals?q=${encodeURIComponent(title)}`)).json();
    expect(listed.deals.map((deal: { id: number }) => deal.id)).toContain(id);
  });

  test('shows real figures: a purchase appears in the stats after Refresh Data and in the analytics', async ({ page, browser, baseURL }) => {
    await signInAsDemoBusiness(page);
    await openDashboard(page);
    const salesBefore = Number((await page.getByTestId('stat-sales').textContent())?.replace(/\D/g, ''));

    await aCustomerBuys(browser, baseURL, TOGGLED_DEAL.id);
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Data refreshed' })).toBeVisible();

    const stats = await (await page.request.get('/api/business/stats')).json();
    expect(stats.sales).toBeGreaterThanOrEqual(salesBefore + 1);
    const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
    await expect(page.getByTestId('stat-sales')).toContainText(String(stats.sales));
    await expect(page.getByTestId('stat-revenue')).toContainText(usd(stats.revenue));
    await expect(page.getByTestId('stat-share')).toContainText(usd(stats.businessShare));
    await expect(page.getByTestId('stat-redemptions')).toContainText(String(stats.redemptions));
    // The business keeps 75%.
    expect(stats.businessShare).toBeCloseTo(stats.revenue * 0.75, 2);

    await page.getByRole('tab', { name: 'Business Analytics' }).click();
    await expect(page.getByRole('img', { name: /^Revenue per day/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade Subscription' })).toHaveAttribute('href', '/business/subscription');
    await screenshotBothWidths(page, 'dashboard-analytics');
  });

  test('is accessible on every tab, fits 360 px, and is captured at 1280 and 375 px', async ({ page }) => {
    await signInAsDemoBusiness(page);
    await openDashboard(page);
    await expect(page.getByRole('list', { name: 'Active deals' }).getByTestId('business-deal-card').first()).toBeVisible();

    await page.screenshot({ path: join(DOCS_SCREENSHOTS_DIR, 'dashboard.png'), fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(DOCS_SCREENSHOTS_DIR, 'dashboard-mobile.png'), fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page, '/business/dashboard at 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    for (const tab of ['Active Deals', 'Inactive Deals', 'Scan Codes', 'Business Analytics']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      await settled(page);
      await expectNoSeriousA11yViolations(page, { label: `/business/dashboard, ${tab} tab` });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolations(page, { label: '/business/dashboard at 375 px' });
  });

  test('"View All" lists the deals of one state', async ({ page }) => {
    await signInAsDemoBusiness(page);
    await page.goto('/business/deals?status=inactive');
    await expect(page.getByRole('heading', { name: 'Inactive Deals', level: 1 })).toBeVisible();
    await expect(await dealCardInFullList(page, 'inactive', DEMO_ENDED_DEAL)).toBeVisible();
    await page.goto('/business/deals?status=inactive');
    await page.getByRole('link', { name: 'Active', exact: true }).click();
    await expect(page).toHaveURL(/status=active/);
    await expect(page.getByRole('heading', { name: 'Active Deals', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/business/deals?status=active' });
    await expect(await dealCardInFullList(page, 'active', DEMO_ACTIVE_DEALS[0]!)).toBeVisible();
  });
});

test.describe('portal guards', () => {
  test('a customer is sent from the dashboard to /business/auth', async ({ page }) => {
    await signInAsDemoCustomer(page);
    await page.goto('/business/dashboard');
    await expect(page).toHaveURL(/\/business\/auth$/);
    await expect(page.getByRole('heading', { name: 'Business Portal', level: 1 })).toBeVisible();
  });

  test('a signed-out visitor is sent from /admin/dashboard to /admin/login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a signed-out visitor is sent from the dashboard to /business/auth', async ({ page }) => {
    await page.goto('/business/dashboard');
    await expect(page).toHaveURL(/\/business\/auth$/);
  });

  test('a signed-in business is sent from /business/auth to its dashboard', async ({ page }) => {
    await signInAsDemoBusiness(page);
    await page.goto('/business/auth');
    await expect(page).toHaveURL(/\/business\/dashboard$/);
  });
});
