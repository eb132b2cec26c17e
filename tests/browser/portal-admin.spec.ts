import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { buyThroughApi, createDemoBusinessDeal, registerCustomer, signInAsAdmin, uniqueTag } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect as baseExpect, test } from './fixtures.js';
import { DOCS_SCREENSHOTS_DIR, screenshotBothWidths } from './screenshots.js';
import { atWidth, expectNoHorizontalOverflow } from './layout.js';

// The admin area against the real server in demo mode (business-side sections 2, 4, 5, 8 and 9;
// DESIGN.md sections 3, 4 and 9): sign-in, the dashboard with its business list and Verify, the
// waitlist administration page with search, sort, filter and CSV export, and the demo view.

// The first page loads of a run wait on a cold server and a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const CSV_HEADER = 'id,name,email,phone,type,rating,feedback,created_at';

// axe runs take seconds on a busy machine, and the tests here make several.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
});

/** Sign-ups of other visitors, so the list has something to sort and the screenshots something to show. */
const OTHER_SIGN_UPS = [
  { name: 'Jordan Lee', phone: '(512) 555-0101', type: 'discounter', rating: 5, feedback: 'Would use this every week for lunch.' },
  { name: 'Maria Gomez', phone: '(303) 555-0102', type: 'business', rating: 4, feedback: 'Interested for my bakery, if payouts are weekly.' },
  { name: 'Sam Patel', phone: '(503) 555-0103', type: 'discounter', rating: 3 },
  { name: 'Chloé Martin', phone: '(720) 555-0104', type: 'business', rating: 5, feedback: 'A yoga studio: classes as deals?' },
  { name: 'Devon Brooks', phone: '(415) 555-0105', type: 'discounter', rating: 2, feedback: 'Depends on which shops join.' },
];

async function othersSignUp(page: Page): Promise<void> {
  for (const entry of OTHER_SIGN_UPS) {
    const first = entry.name.split(' ')[0]!.normalize('NFD').replace(/[^a-z]/gi, '').toLowerCase();
    const email = `${first}.${uniqueTag('')}@example.com`;
    expect((await page.request.post('/api/waitlist', { data: { ...entry, email } })).status()).toBe(201);
  }
}

/** The body rows' first cells (the names), top to bottom. */
async function namesInTable(page: Page): Promise<string[]> {
  return page.getByRole('table').locator('tbody tr td:first-child strong').allTextContents();
}

test.describe('admin sign-in', () => {
  test('shows the demo admin hint, refuses bad credentials with a toast and signs the admin in', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const hint = page.getByRole('complementary', { name: 'Demo admin account' });
    await expect(hint).toContainText(DEMO_ADMIN.email);
    await expect(hint).toContainText(DEMO_ADMIN.password);
    await expectNoSeriousA11yViolations(page, { label: 'admin login' });
    await screenshotBothWidths(page, 'admin-login');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username').fill(`nobody-${uniqueTag('x')}@example.com`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel('Username').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    // Signed in, the login page leads straight back to the dashboard.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe('waitlist administration', () => {
  test("finds a visitor's sign-up, sorts, filters and exports it as CSV", async ({ page, browser, baseURL }) => {
    // Two apps, a download, two axe runs and two full-page screenshots.
    test.setTimeout(240_000);
    const tag = uniqueTag('wladm');
    const name = `Ada ${tag}`;
    await othersSignUp(page);
    const visitor = await browser.newContext(baseURL ? { baseURL } : {});
    try {
      const form = await visitor.newPage();
      await form.addInitScript(() => localStorage.setItem('visited', 'true'));
      await form.goto('/waitlist');
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill(`${tag}@example.com`);
      await form.getByLabel('Phone').fill('555-0100');
      await form.getByLabel('Business').check();
      await form.getByLabel('How interested are you?').selectOption('4');
      await form.getByLabel('Feedback (optional)').fill('Love it, "truly"');
      await form.getByRole('button', { name: 'Join the Waitlist' }).click();
      await expect(form.getByRole('heading', { name: 'Thank you for joining!' })).toBeVisible();
    } finally {
      await visitor.close();
    }

    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Waitlist Administration' }).first().click();
    await expect(page).toHaveURL(/\/admin\/waitlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Waitlist Administration' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText(/refreshes every 10 seconds/)).toBeVisible();

    // Newest first: the sign-up made a moment ago heads the list.
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(name);

    await page.getByLabel('Search').fill(tag);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`${tag}@example.com`);
    await expect(row).toContainText('Business');
    await expect(row).toContainText('4 of 5');
    await page.getByLabel('Search').fill('');

    const nameHeader = page.getByRole('columnheader', { name: /^Name/ });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    // The server sorts (lowercased, by code point, ties by id) and answers the first page.
    const byServerOrder = (names: string[]) => [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
    // The previous answer stays on screen while the next one loads (the search's single row a moment ago),
    // so wait for the whole first page in the requested order rather than for any change.
    const shownInOrder = async (direction: 'ascending' | 'descending') => {
      const names = await namesInTable(page);
      const expected = direction === 'ascending' ? byServerOrder(names) : byServerOrder(names).reverse();
      return names.length > 1 && names.join('|') === expected.join('|');
    };
    await expect.poll(() => shownInOrder('ascending')).toBe(true);
    await expect(page.getByText(/^Showing 1–\d+ of \d+ entr/)).toBeVisible();
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => shownInOrder('descending')).toBe(true);

    await page.getByLabel('Type').selectOption('discounter');
    await page.getByLabel('Search').fill(tag);
    await expect(page.getByText('No waitlist entries found.')).toBeVisible();
    await page.getByLabel('Type').selectOption('business');
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

    // The server's export of every entry the search and type match.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /Export CSV/ }).click();
    const download = await downloading;
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`waitlist-${today}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^\\d+,${name},${tag}@example\\.com,555-0100,business,4,"Love it, ""truly""",\\d{4}-\\d{2}-\\d{2}T`));
    expect(lines[2]).toBe('');

    await expectNoSeriousA11yViolations(page, { label: 'waitlist administration (filtered)' });

    // The whole list for the screenshots, at 1280 px and 375 px wide.
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Type').selectOption('all');
    await page.getByRole('columnheader', { name: /^Joined/ }).getByRole('button').click();
    await page.getByRole('columnheader', { name: /^Joined/ }).getByRole('button').click();
    await expect(page.getByRole('columnheader', { name: /^Joined/ })).toHaveAttribute('aria-sort', 'descending');
    await expectNoSeriousA11yViolations(page, { label: 'waitlist administration' });
    await page.screenshot({ path: join(DOCS_SCREENSHOTS_DIR, 'waitlist-admin.png'), fullPage: true, animations: 'disabled' });
    await atWidth(page, 375, async () => {
      await expectNoHorizontalOverflow(page, 'waitlist administration at 375 px');
      await page.screenshot({ path: join(DOCS_SCREENSHOTS_DIR, 'waitlist-admin-mobile.png'), fullPage: true, animations: 'disabled' });
    });
    await atWidth(page, 360, () => expectNoHorizontalOverflow(page, 'waitlist administration at 360 px'));
  });

  test('refetches the waitlist every 10 seconds', async ({ page }) => {
    await signInAsAdmin(page);
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/waitlist' && request.method() === 'GET') calls += 1;
    });
    await page.goto('/admin/waitlist');
    await expect(page.getByRole('table')).toBeVisible();
    await expect.poll(() => calls, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  });

  test('the demo view shows the sample waitlist to the admin, and asks a visitor to sign in', async ({ page, browser, baseURL }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/waitlist-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Waitlist Demo' })).toBeVisible();
    await expect(page.getByText('Demo data')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Jordan Lee' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'waitlist demo' });
    await screenshotBothWidths(page, 'admin-waitlist-demo');

    const visitor = await browser.newContext(baseURL ? { baseURL } : {});
    try {
      const anonymous = await visitor.newPage();
      await anonymous.addInitScript(() => localStorage.setItem('visited', 'true'));
      await anonymous.goto('/admin/waitlist-demo');
      await expect(anonymous.getByRole('heading', { name: 'Sign in to see the demo' })).toBeVisible();
      await expectNoSeriousA11yViolations(anonymous, { label: 'waitlist demo (visitor)' });
    } finally {
      await visitor.close();
    }
  });
});

test.describe('admin dashboard', () => {
  test('the admin verifies a newly registered business and sees it verified', async ({ page, playwright, baseURL }) => {
    const tag = uniqueTag('verify');
    const businessName = `Verify Me ${tag}`;
    const owner = await playwright.request.newContext(baseURL ? { baseURL } : {});
    try {
      const registered = await owner.post('/api/business/register', {
        data: { name: businessName, email: `${tag}@example.com`, password: 'secret123', category: 'Retail', city: 'Austin', state: 'TX' },
      });
      expect(registered.status()).toBe(201);
      expect((await (await owner.get('/api/user')).json()).verified).toBe(false);

      await signInAsAdmin(page);
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      const figures = page.getByRole('region', { name: 'Platform figures' });
      await expect(figures.getByText('Customers', { exact: true })).toBeVisible();
      await expect(figures.getByText(/\d+ verified · \d+ awaiting/)).toBeVisible();

      await page.getByLabel('Search businesses').fill(tag);
      const row = page.getByRole('row').filter({ hasText: businessName });
      await expect(row).toContainText('Awaiting verification');
      await expect(page.getByRole('region', { name: 'Businesses, newest first' }).locator('tbody tr')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, { label: 'admin dashboard' });

      await row.getByRole('button', { name: `Verify ${businessName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Verify ${businessName}?` });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'dialog', label: 'verify dialog' });
      await dialog.getByRole('button', { name: 'Verify business' }).click();

      await expect(page.getByText('Business verified')).toBeVisible();
      await expect(row).toContainText('✓ Verified');
      await expect(row.getByRole('button')).toHaveCount(0);
      expect((await (await owner.get('/api/user')).json()).verified).toBe(true);

      await page.getByLabel('Search businesses').fill('');
      await expect(page.getByRole('row').filter({ hasText: businessName })).toContainText('✓ Verified');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Waitlist' }).getByText('Latest sign-ups')).toBeVisible();
      // The toast would cover the list in the screenshots. It also closes by itself 5 s after it
      // showed, which on a slow run can fall between finding its close button and clicking it (a
      // click on a button that went away waits for the test's whole timeout): so a short try at the
      // button, then the toast must be gone either way.
      const verifiedToast = page.getByRole('status').filter({ hasText: 'Business verified' });
      await verifiedToast
        .getByRole('button', { name: 'Close' })
        .click({ timeout: 1_000 })
        .catch(() => undefined);
      await expect(verifiedToast).toHaveCount(0);
      await screenshotBothWidths(page, 'admin-dashboard');
      await atWidth(page, 360, () => expectNoHorizontalOverflow(page, 'admin dashboard at 360 px'));
    } finally {
      await owner.dispose();
    }
  });

  // The owner's view (waitlist part only) is covered by tests/web's admin dashboard tests: the browser
  // suite's server has no owner account (the demo business is a plain business, DESIGN.md 10.1).
  test('a plain business (the demo business) is kept out of the admin area', async ({ page }) => {
    expect((await page.request.post('/api/demo-login/business')).ok()).toBe(true);
    expect((await page.request.get('/api/waitlist')).status()).toBe(403);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await page.goto('/admin/waitlist');
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a visitor is sent to the admin sign-in', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/waitlist');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('the background jobs page', () => {
  test('the admin opens it from the dashboard and sees the queues and their failures, accessibly', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Background Jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Background Jobs' })).toBeVisible();
    const queues = page.getByRole('region', { name: 'Job queues by state' });
    await expect(queues.getByRole('row', { name: /purge-expired-records/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recent failures' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await atWidth(page, 375, () => expectNoHorizontalOverflow(page, 'the jobs page at 375 px'));
  });
});

test.describe('the sent mail page', () => {
  test("the admin finds a customer's receipt in the outbox, sees it sent, and previews it with its code and live-pass link, accessibly", async ({ page, request }) => {
    // A customer signs up (a welcome email) and buys a deal of the demo business (a receipt with the text code).
    expect((await request.post('/api/demo-login/business')).ok()).toBe(true);
    const title = `Mailed Deal ${uniqueTag('')}`;
    const dealId = await createDemoBusinessDeal(request, { title, price: 10, maxRedemptionsPerUser: 1 });
    const customer = await registerCustomer(page, 'mail');
    const purchase = await buyThroughApi(page, dealId);

    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Sent Mail' }).click();
    await expect(page).toHaveURL(/\/admin\/mail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sent Mail' })).toBeVisible();
    // The demo server has no SMTP_URL: the page says mail stays in the development catcher.
    await expect(page.getByText(/Development inbox/)).toBeVisible();

    await page.getByLabel('Recipient').fill(customer);
    await page.getByRole('button', { name: 'Search' }).click();
    const list = page.getByRole('list', { name: 'Sent emails' });
    const receipt = list.getByRole('button', { name: new RegExp(`Your receipt: ${title}`) });
    // The workers send it within moments; Refresh shows the new status.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(receipt).toContainText('Sent · ', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(list.getByRole('button', { name: /Welcome to Discount Marketplace/ })).toContainText(`to ${customer}@example.com`);

    await receipt.click();
    const preview = page.frameLocator(`iframe[title="Preview of Your receipt: ${title}"]`);
    await expect(preview.getByText(title).first()).toBeVisible();
    // The text code, and a link to the live pass instead of a QR picture (a picture is what the till refuses).
    await expect(preview.getByText(purchase.textCode)).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Show the live QR code' })).toHaveAttribute('href', new RegExp(`/purchases/${purchase.id}/cashier$`));
    await expect(preview.locator('img')).toHaveCount(0);

    await page.getByLabel('Show').selectOption('unsent');
    await expect(page.getByText('No emails match')).toBeVisible();
    await page.getByLabel('Show').selectOption('all');
    await expect(receipt).toBeVisible();

    // The preview is the email's own HTML in a script-less sandbox: axe checks the page around it.
    await expectNoSeriousA11yViolations(page, { exclude: 'iframe[sandbox]' });
    await atWidth(page, 375, () => expectNoHorizontalOverflow(page, 'the sent mail page at 375 px'));
    await screenshotBothWidths(page, 'admin-sent-mail');
  });
});
