import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { DOCS_SCREENSHOTS_DIR, screenshotBothWidths } from './screenshots.js';

// The business portal's deal forms against the real server (business-side sections 2, 4, 5, 8 and 9):
// the demo business creates deals through the UI and shoppers find them on /deals.


// Whole flows with several axe runs each: more time than a single page check needs.
test.describe.configure({ timeout: 120_000 });

/** The first paint of a portal page waits for its lazy chunk and the session. */
const PAGE_READY = { timeout: 30_000 } as const;

/** A title of this run only, so the storefront search finds exactly this deal. */
function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function signInAsDemoBusiness(page: Page): Promise<void> {
  expect((await page.request.post('/api/demo-login/business')).ok()).toBe(true);
}

/** No horizontal scrolling at a 360 px wide phone. */
async function expectNoOverflowAt360(page: Page): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  await page.setViewportSize(original);
}

/** Full-page screenshots from the top, so the sticky header stays where it belongs. */
async function screenshotForm(page: Page, name: string): Promise<void> {
  await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
  await screenshotBothWidths(page, name);
}

/** The storefront's search for `title` shows its card. */
async function expectOnStorefront(page: Page, title: string): Promise<void> {
  await page.goto(`/deals?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: 'Browse Deals' })).toBeVisible(PAGE_READY);
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
  await signInAsDemoBusiness(page);
});

test.describe('standard deal form', () => {
  test('shows the messages on an empty submit and is accessible, also with its errors', async ({ page }) => {
    await page.goto('/business/create-deal');
    const form = page.getByRole('form', { name: 'Create deal' });
    await expect(form).toBeVisible(PAGE_READY);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/business/dashboard');
    await expectNoSeriousA11yViolations(page, { label: 'standard deal form' });

    await form.getByRole('button', { name: 'Create Deal' }).click();
    for (const message of [
      'Title must be at least 3 characters',
      'Description must be at least 10 characters',
      'Please select a category',
      'Price must be a positive number',
      'Discount must be between 1% and 100%',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/business\/create-deal$/);
    await expectNoSeriousA11yViolations(page, { label: 'standard deal form with errors' });
    await expectNoOverflowAt360(page);
    await screenshotForm(page, 'portal-create-deal-errors');
  });

  test('creates a deal that shoppers then find on /deals', async ({ page }) => {
    const title = uniqueTitle('Brunch for two');
    await page.goto('/business/create-deal');
    const form = page.getByRole('form', { name: 'Create deal' });
    await expect(form.getByText('Step 1 of 4: Get started')).toBeVisible(PAGE_READY);
    await form.getByLabel('Title').fill(title);
    await expect(form.getByText('Step 2 of 4: Deal details')).toBeVisible();
    await form.getByLabel('Description').fill('Two brunch plates and two bottomless coffees, any weekend morning.');
    await form.getByLabel('Category').selectOption('Café');
    await form.getByLabel('Price ($)').fill('12.50');
    await form.getByLabel('Discount (%)').fill('25');
    await expect(form.getByText('Step 3 of 4: Price & discount')).toBeVisible();
    await form.getByLabel('Max redemptions per customer').fill('2');
    await expect(form.getByText('Step 4 of 4: Schedule & limits')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Deal quality score' })).toHaveAttribute('aria-valuenow', '100');
    await screenshotForm(page, 'portal-create-deal');

    await form.getByRole('button', { name: 'Create Deal' }).click();

    // The toast shows at once and lasts 5 s: check it before waiting for the dashboard.
    await expect(page.getByRole('status').filter({ hasText: 'Deal Created' })).toContainText('Your new deal has been successfully created.', PAGE_READY);
    await expect(page).toHaveURL(/\/business\/dashboard$/, PAGE_READY);
    await expectOnStorefront(page, title);
  });
});

test.describe('slider deal form', () => {
  test('shows the messages on an empty submit and is accessible', async ({ page }) => {
    await page.goto('/business/create-slider-deal');
    const form = page.getByRole('form', { name: 'Create slider deal' });
    await expect(form).toBeVisible(PAGE_READY);
    await expectNoSeriousA11yViolations(page, { label: 'slider deal form' });

    await form.getByLabel('Maximum price ($)').fill('3');
    await form.getByRole('button', { name: 'Create Slider Deal' }).click();
    await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Please select a category')).toBeVisible();
    await expect(form.getByText('Maximum price must be at least $5')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'slider deal form with errors' });
    await expectNoOverflowAt360(page);

    // The step sliders work from the keyboard.
    const slider = form.getByRole('slider', { name: 'Discount at $5' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '11%');
  });
});

test.describe('Cash to Discount wizard', () => {
  test('walks the three steps (accessible on each), with the step-2 screenshots, and the deal reaches the storefront', async ({ page }) => {
    const title = uniqueTitle('Coffee ladder');
    await page.goto('/business/create-cash-to-discount-deal');
    const form = page.getByRole('form', { name: 'Create Cash to Discount deal' });
    await expect(form.getByRole('heading', { name: 'Step 1: Basic Information' })).toBeVisible(PAGE_READY);
    await expect(page.getByTestId('wizard-progress')).toHaveText('50% complete');
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 1' });

    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Description must be at least 10 characters')).toBeVisible();
    await expect(form.getByText('Please select a category')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 1 with errors' });

    await form.getByLabel('Deal title').fill(title);
    await form.getByLabel('Description').fill('Pay $5 to $30 up front and unlock up to 35% off coffee and pastries.');
    await form.getByLabel('Category').selectOption('Services');
    await expect(page.getByTestId('wizard-progress')).toHaveText('100% complete');
    await form.getByRole('button', { name: 'Next' }).click();

    await expect(form.getByRole('heading', { name: 'Step 2: Price & Discount Settings' })).toBeFocused();
    await expect(page.getByTestId('price-options').getByRole('row')).toHaveCount(7);
    // The starting discount slider from the keyboard: 10% → 12% spreads the six options again.
    const starting = form.getByRole('slider', { name: 'Starting discount' });
    await starting.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(starting).toHaveAttribute('aria-valuetext', '12%');
    await expect(form.getByRole('combobox', { name: 'Discount for the $10 option' })).toHaveValue('17');
    await form.getByRole('combobox', { name: 'Discount for the $30 option' }).selectOption('40');
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 2' });
    await expectNoOverflowAt360(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
    await page.screenshot({ path: join(DOCS_SCREENSHOTS_DIR, 'wizard.png'), fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(DOCS_SCREENSHOTS_DIR, 'wizard-mobile.png'), fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 800 });

    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Step 3: Review & Finalize' })).toBeVisible();
    await expect(page.getByTestId('deal-summary')).toContainText(title);
    await expect(page.getByTestId('price-scale').getByRole('listitem')).toHaveCount(6);
    await expect(form.getByText('Your deal becomes visible to customers if today is within its date range.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'wizard step 3' });
    await expectNoOverflowAt360(page);
    await screenshotForm(page, 'portal-wizard-review');

    const created = page.waitForResponse((response) => response.url().endsWith('/api/deals') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create Cash to Discount Deal' }).click();
    const response = await created;
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ title, isSlidingDeal: true, discountStep1: 12, discountStep6: 40, discountPercent: 12, price: 15 });
    expect(response.status()).toBe(201);

    await expect(page.getByRole('status').filter({ hasText: 'Cash to Discount Deal Created' })).toContainText(
      'Your new Cash to Discount deal has been successfully created.',
      PAGE_READY,
    );
    await expect(page).toHaveURL(/\/business\/dashboard$/, PAGE_READY);
    await expectOnStorefront(page, title);
  });
});

test.describe('edit deal', () => {
  test('edits one of the business’s deals and is accessible', async ({ page }) => {
    const deals = (await (await page.request.get('/api/business/deals?limit=1')).json()) as { deals: { id: number; title: string }[] };
    const deal = deals.deals[0];
    expect(deal).toBeDefined();
    await page.goto(`/business/deals/${deal?.id}/edit`);
    const form = page.getByRole('form', { name: 'Edit deal' });
    await expect(form.getByLabel('Title')).toHaveValue(deal?.title ?? '', PAGE_READY);
    await expectNoSeriousA11yViolations(page, { label: 'edit deal form' });
    await expectNoOverflowAt360(page);

    await form.getByLabel('Max redemptions per customer').fill('3');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deal Updated' })).toBeVisible(PAGE_READY);
    await expect(page).toHaveURL(/\/business\/dashboard$/, PAGE_READY);
    const after = (await (await page.request.get(`/api/deals/${deal?.id}`)).json()) as { maxRedemptionsPerUser: number };
    expect(after.maxRedemptionsPerUser).toBe(3);
  });

  test('shows Deal Not Found for a deal that is not the business’s', async ({ page }) => {
    await page.goto('/business/deals/999999/edit');
    await expect(page.getByRole('heading', { name: 'Deal Not Found' })).toBeVisible(PAGE_READY);
    await expectNoSeriousA11yViolations(page, { label: 'edit deal not found' });
  });
});
