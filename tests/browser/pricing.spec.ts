import type { Page } from '@playwright/test';
import { blockImageCdn, registerCustomer, settled } from './accounts.js';
import { expect, test } from './fixtures.js';

// Issue 16, points 5, 6 and 10: what a merchant previews and what a shopper is shown is exactly
// what checkout charges, and a deal is found under the category it was created with.

test.describe.configure({ timeout: 90_000 });

/** The first paint of a portal page waits for its lazy chunk and the session. */
const PAGE_READY = { timeout: 30_000 } as const;

function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function signInAsDemoBusiness(page: Page): Promise<void> {
  expect((await page.request.post('/api/demo-login/business')).ok()).toBe(true);
}

/** The wizard's preview table as a shopper's tier buttons read: "$10.00" and "10% off" per option. */
async function previewedOptions(page: Page): Promise<string[]> {
  const rows = page.getByTestId('price-options').locator('tbody tr');
  const options: string[] = [];
  for (const row of await rows.all()) {
    const dollars = (await row.getByRole('rowheader').textContent())?.replace('$', '') ?? '';
    const percent = await row.getByRole('combobox').inputValue();
    options.push(`$${Number(dollars).toFixed(2)}${percent}% off`);
  }
  return options;
}

/** Pays at checkout with the demo card and answers the amount the server charged, in dollars. */
async function payAndReadCharge(page: Page, buttonName: string): Promise<number> {
  const intent = page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent'));
  await page.getByRole('button', { name: buttonName }).click();
  const charged = ((await (await intent).json()) as { amount: number }).amount;
  await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible({ timeout: 15_000 });
  return charged;
}

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

test('a Cash to Discount deal from $10 offers the shopper exactly the previewed options, is charged the previewed price and is found under its category', async ({ page }) => {
  await signInAsDemoBusiness(page);
  const title = uniqueTitle('Bike tune-up ladder');
  await page.goto('/business/create-cash-to-discount-deal');
  const form = page.getByRole('form', { name: 'Create Cash to Discount deal' });
  await expect(form.getByRole('heading', { name: 'Step 1: Basic Information' })).toBeVisible(PAGE_READY);
  await form.getByLabel('Deal title').fill(title);
  await form.getByLabel('Description').fill('Prepay $10 to $35 and save up to 45% on any bike service.');
  await form.getByLabel('Category').selectOption('Services');
  await form.getByRole('button', { name: 'Next' }).click();

  await expect(form.getByRole('heading', { name: 'Step 2: Price & Discount Settings' })).toBeFocused();
  const starting = form.getByRole('slider', { name: 'Starting price' });
  await starting.focus();
  await page.keyboard.press('ArrowRight');
  await expect(starting).toHaveAttribute('aria-valuetext', '$10');
  await expect(page.getByTestId('price-options').getByRole('rowheader')).toHaveText(['$10', '$15', '$20', '$25', '$30', '$35']);
  await form.getByRole('combobox', { name: 'Discount for the $35 option' }).selectOption('45');
  const previewed = await previewedOptions(page);
  expect(previewed).toEqual(['$10.0010% off', '$15.0015% off', '$20.0020% off', '$25.0025% off', '$30.0030% off', '$35.0045% off']);
  await expect(page.getByTestId('c2d-max-price')).toHaveText('Maximum price $35');

  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('price-scale')).toContainText('Pay $35, get 45% off');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/deals') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create Cash to Discount Deal' }).click();
  const dealId = ((await (await created).json()) as { id: number }).id;
  await expect(page).toHaveURL(/\/business\/dashboard$/, PAGE_READY);

  // The shopper finds it under the wizard's category on the storefront's filter.
  await registerCustomer(page, 'ladder');
  await page.goto('/deals');
  const filter = page.getByLabel('Filter by category');
  await expect(filter.locator('option:checked')).toHaveText('Filter by category');
  await filter.selectOption('Services');
  await expect(page).toHaveURL(/category=Services/);
  await page.getByPlaceholder('Search deals...').fill(title);
  await expect(page).toHaveURL(/category=Services&q=/);
  await settled(page);
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: 'Choose Discount Tier' }).click();

  // The deal page offers exactly the previewed options; the chosen one is what checkout charges.
  await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
  const tiers = page.getByRole('group', { name: '6 purchase tiers' });
  await expect(tiers.getByRole('button')).toHaveText(previewed);
  await tiers.getByRole('button', { name: '$35.00 45% off' }).click();
  await expect(page.getByText('Pay $35.00 now, save 45% on your purchase')).toBeVisible();
  await page.getByRole('link', { name: 'Get This Deal' }).click();
  await expect(page.getByTestId('you-pay')).toHaveText('$35.00');
  await expect(page.getByTestId('you-get')).toHaveText('45% off');
  await page.getByLabel('Name on card').fill('Demo User');
  expect(await payAndReadCharge(page, 'Pay $35.00')).toBe(35);
});

test('an $8 fixed deal shows $8.00 on its card, its page and the checkout button, and is charged $8.00', async ({ page }) => {
  await signInAsDemoBusiness(page);
  const title = uniqueTitle('Bagel breakfast');
  await page.goto('/business/create-deal');
  const form = page.getByRole('form', { name: 'Create deal' });
  await expect(form.getByLabel('Title')).toBeVisible(PAGE_READY);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A bagel with any spread and a drip coffee, every morning.');
  await form.getByLabel('Category').selectOption('Café');
  await form.getByLabel('Discount (%)').fill('15');
  await form.getByLabel('Price ($)').fill('8');
  await form.getByRole('button', { name: 'Create Deal' }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/, PAGE_READY);

  await registerCustomer(page, 'bagel');
  await page.goto(`/deals?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await expect(card).toContainText('$8.00');
  await expect(card).not.toContainText('$10.00');
  await card.getByRole('link', { name: 'Choose Discount Tier' }).click();
  await expect(page.getByText('Pay $8.00 now, save 15% on your purchase')).toBeVisible();
  await page.getByRole('link', { name: 'Get This Deal' }).click();
  await expect(page.getByTestId('you-pay')).toHaveText('$8.00');
  await page.getByLabel('Name on card').fill('Demo User');
  expect(await payAndReadCharge(page, 'Pay $8.00')).toBe(8);
});
