import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { blockImageCdn, buyThroughApi, createDemoBusinessDeal, registerCustomer, signInAsAdmin, uniqueTag } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect as baseExpect, test } from './fixtures.js';
import { screenshotBothWidths } from './screenshots.js';
import { expectNoHorizontalOverflow } from './layout.js';

// The Payouts tab, the time zone setting and the admin's payouts page against the real server in
// demo mode (DESIGN.md 10.5): a new business with nothing sold yet, then one with a sale.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const CSV_HEADER = 'business_id,business,week,time_zone,date,kind,description,purchase_id,deal,amount,balance';

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

async function registerBusiness(page: Page): Promise<string> {
  const tag = uniqueTag('payouts');
  const name = `Payout Shop ${tag}`;
  const response = await page.request.post('/api/business/register', { data: { name, email: `${tag}@shop.example`, password: 'secret123', category: 'Restaurant', state: 'CA' } });
  expect(response.ok()).toBe(true);
  return name;
}

test.describe('payouts', () => {
  test('a business opens Payouts from the dashboard, changes its time zone, and downloads the week as CSV', async ({ page }) => {
    const name = await registerBusiness(page);
    await page.goto('/business/dashboard');
    await page.getByRole('link', { name: 'Payouts', exact: true }).first().click();
    await expect(page).toHaveURL(/\/business\/payouts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Owed to you' }).locator('p')).toHaveText('$0.00');
    await expect(page.getByRole('region', { name: 'In transit' }).locator('p')).toHaveText('$0.00');
    await expect(page.getByRole('region', { name: 'Paid out' }).locator('p')).toHaveText('$0.00');
    await expect(page.getByText(/your first sale starts your first statement/)).toBeVisible();
    // Registered in California: its weeks run in Los Angeles time until it says otherwise.
    await expect(page.getByText(/Monday to Sunday in America\/Los_Angeles/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'payouts: empty' });
    await screenshotBothWidths(page, 'portal-payouts');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page, 'the payouts page at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/business\/payouts\/statements\/\d{4}-W\d{2}\/csv$/);
    const csv = await page.request.get(href ?? '');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const rows = (await csv.text()).split('\r\n');
    expect(rows[0]).toBe(CSV_HEADER);
    expect(rows[1]).toContain(`,${name},`);
    expect(rows[1]).toContain(',America/Los_Angeles,');

    await page.goto('/business/settings');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue('America/Los_Angeles');
    await zone.selectOption('Europe/Berlin');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect(page.getByText('Your weekly statements now run Monday to Sunday in Europe/Berlin.')).toBeVisible();
    await page.goto('/business/payouts');
    await expect(page.getByText(/Monday to Sunday in Europe\/Berlin/)).toBeVisible();
  });

  test("a sale of the business's deal shows on its statement: the sale, the platform fee and what it is owed", async ({ page, browser, request }) => {
    await registerBusiness(page);
    const businessId = ((await (await page.request.get('/api/user')).json()) as { id: number }).id;
    // The admin verifies it, so its deal is on sale at once.
    expect((await request.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).ok()).toBe(true);
    expect((await request.post(`/api/admin/businesses/${businessId}/verify`)).ok()).toBe(true);
    const title = `Statement Brunch ${uniqueTag('')}`;
    const dealId = await createDemoBusinessDeal(page.request, { title, price: 20, maxRedemptionsPerUser: 1 });
    const customer = await browser.newPage();
    await registerCustomer(customer, 'payer');
    await buyThroughApi(customer, dealId);
    await customer.close();

    await page.goto('/business/payouts');
    const owed = page.getByRole('region', { name: 'Owed to you' });
    await expect(owed).not.toContainText('$0.00');
    const lines = page.getByRole('region', { name: /^Statement lines of / });
    await expect(lines.getByRole('row').filter({ hasText: 'Sale: purchase' })).toContainText(title);
    await expect(lines.getByRole('row').filter({ hasText: 'Platform fee (25%)' })).toContainText(title);
    const closing = await lines.getByRole('row').filter({ hasText: 'Owed to you when the week ended' }).innerText();
    expect(closing).toContain((await owed.locator('p').innerText()).trim());
    await expectNoSeriousA11yViolations(page, { label: 'payouts: a sale' });
    await screenshotBothWidths(page, 'portal-payouts-statement');
  });

  test('from "Get paid" to a paid statement: a sale accrues, the business connects in the demo onboarding, the payout job pays it out', async ({ page, browser, request }) => {
    await registerBusiness(page);
    const businessId = ((await (await page.request.get('/api/user')).json()) as { id: number }).id;
    expect((await request.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).ok()).toBe(true);
    expect((await request.post(`/api/admin/businesses/${businessId}/verify`)).ok()).toBe(true);
    const title = `Payday Brunch ${uniqueTag('')}`;
    const dealId = await createDemoBusinessDeal(page.request, { title, price: 20, maxRedemptionsPerUser: 1 });
    const customer = await browser.newPage();
    await registerCustomer(customer, 'payday');
    await buyThroughApi(customer, dealId);
    await customer.close();

    // Sold before connecting: the platform collected it and owes the business its 75%.
    await page.goto('/business/payouts');
    // Each card's figure: the Paid out card's note also names a sum ("Earned in all: …"), which
    // matched the owed amount before anything was paid, so the wait below passed too early.
    const owed = page.getByRole('region', { name: 'Owed to you' }).locator('p');
    const paid = page.getByRole('region', { name: 'Paid out' }).locator('p');
    const owedText = (await owed.innerText()).trim();
    expect(owedText).not.toBe('$0.00');
    await expect(paid).toHaveText('$0.00');

    const card = page.getByTestId('connect-status');
    await card.getByRole('button', { name: 'Get paid' }).click();
    await expect(page).toHaveURL(/\/business\/connect\/demo-onboarding\?account=acct_demo_/);
    await page.getByRole('button', { name: 'Complete onboarding' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(card.getByRole('heading', { name: 'Payouts on' })).toBeVisible();

    // Payouts turned on queue the payout job; the demo gateway transfers and pays the bank at once.
    await page.goto('/business/payouts');
    await expect(async () => {
      await page.reload();
      await expect(paid).toHaveText(owedText, { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(owed).toHaveText('$0.00');
    const lines = page.getByRole('region', { name: /^Statement lines of / });
    await expect(lines.getByRole('row').filter({ hasText: 'Sale: purchase' })).toContainText(title);
    await expect(lines.getByRole('row').filter({ hasText: 'Transfer to your Stripe account' })).toContainText(owedText);
    await expect(lines.getByRole('row').filter({ hasText: 'Payout from your Stripe account to your bank' })).toContainText(owedText);
    await expect(lines.getByRole('row').filter({ hasText: 'Owed to you when the week ended' })).toContainText('$0.00');
    await expectNoSeriousA11yViolations(page, { label: 'payouts: paid' });
  });

  test('the admin opens Payouts from the dashboard, sees the balances and exports a week', async ({ page }) => {
    const name = await registerBusiness(page);
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Payouts', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/payouts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    const balances = page.getByRole('region', { name: 'Balances of every business' });
    await expect(balances.getByRole('row', { name: new RegExp(name) })).toContainText('$0.00');
    await page.getByLabel('Week').fill('2026-W48');
    const exportLink = page.getByRole('link', { name: 'Export week' });
    await expect(exportLink).toHaveAttribute('href', '/api/admin/payouts/statements/2026-W48/csv');
    const csv = await page.request.get('/api/admin/payouts/statements/2026-W48/csv');
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toBe(CSV_HEADER);
    await expectNoSeriousA11yViolations(page, { label: 'admin payouts' });
    await screenshotBothWidths(page, 'admin-payouts');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page, 'the admin payouts page at 375 px');
  });
});
