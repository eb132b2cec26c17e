import type { Locator, Page } from '@playwright/test';
import { blockImageCdn } from './accounts.js';
import { expect, test } from './fixtures.js';

// Issue 16, point 13: what a merchant and a shopper meet on the way.

const PAGE_READY = { timeout: 30_000 } as const;

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/** Registers (and signs in) a new, unverified business. */
async function registerBusiness(page: Page, prefix: string): Promise<string> {
  const tag = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await page.request.post('/api/business/register', {
    data: { name: `Test Shop ${tag}`, email: `${tag}@shop.example`, password: 'secret123', category: 'Retail' },
  });
  expect(response.ok()).toBe(true);
  return tag;
}

/** On how many lines an element's text is rendered (one client rectangle per line box). */
async function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test('a price no card can pay is refused on the field; right after an unverified business creates a deal, the Active tab says the draft waits for verification and where it is', async ({ page }) => {
  const tag = await registerBusiness(page, 'draft');
  await page.goto('/business/create-deal');
  const form = page.getByRole('form', { name: 'Create deal' });
  await expect(form.getByLabel('Title')).toBeVisible(PAGE_READY);
  await form.getByLabel('Title').fill(`Gift wrap ${tag}`);
  await form.getByLabel('Description').fill('Free gift wrapping on any purchase over twenty dollars.');
  await form.getByLabel('Category').selectOption('Retail');
  await form.getByLabel('Discount (%)').fill('20');
  await form.getByLabel('Price ($)').fill('0.40');
  await form.getByRole('button', { name: 'Create Deal' }).click();
  await expect(form.getByLabel('Price ($)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Price must be at least $0.50, the smallest amount a card can be charged')).toBeVisible();
  await form.getByLabel('Price ($)').fill('6');
  await form.getByRole('button', { name: 'Create Deal' }).click();

  await expect(page).toHaveURL(/\/business\/dashboard$/, PAGE_READY);
  await expect(page.getByRole('heading', { name: 'Your draft is waiting for verification' })).toBeVisible();
  await expect(page.getByText('your drafts are under Inactive Deals, marked Draft', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No active deals' })).toHaveCount(0);
});

test.describe('the deal page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows each Deal Terms value on one line inside its card, and each spend bracket on one line', async ({ page }) => {
    await page.goto('/deals/105');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick Your Spa Savings' })).toBeVisible(PAGE_READY);

    const terms = page.locator('dl').filter({ hasText: 'Valid from' });
    const termsBox = await terms.boundingBox();
    expect(termsBox).not.toBeNull();
    const values = terms.locator('dd');
    await expect(values).toHaveCount(3);
    await expect(values.first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    for (const value of await values.all()) {
      expect(await textLines(value)).toBe(1);
      const box = await value.boundingBox();
      expect(box && termsBox && box.x + box.width <= termsBox.x + termsBox.width + 0.5).toBe(true);
      expect(await value.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }

    const brackets = page.getByRole('radiogroup', { name: 'Your spend' }).getByRole('radio');
    await expect(brackets).toHaveText(['$50–$75', '$75–$125', '$125–$200']);
    for (const bracket of await brackets.all()) {
      expect(await bracket.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await textLines(bracket)).toBe(1);
    }
  });
});
