import type { Page } from '@playwright/test';
import { blockImageCdn, registerCustomer } from './accounts.js';
import { VISITED_FLAG_KEY, expect, test } from './fixtures.js';

// The whole loop across both apps, in the browser only: the demo business publishes a deal in the
// portal, a new customer finds it on the storefront and buys it with the demo card, and the business
// validates and redeems the customer's code at its till; a second redeem is refused.

test.describe.configure({ timeout: 180_000 });
const SERVER_WAIT = { timeout: 30_000 } as const;

async function validate(till: Page, code: string): Promise<void> {
  const input = till.getByLabel('Text code', { exact: true });
  await input.fill('');
  await input.pressSequentially(code);
  await till.getByRole('button', { name: 'Validate' }).click();
}

test('a deal created in the portal is bought on the storefront and redeemed once at the till', async ({ page, browser, baseURL }) => {
  // The business, in its own browser context.
  const businessContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await businessContext.addInitScript({ content: `localStorage.setItem(${JSON.stringify(VISITED_FLAG_KEY)}, 'true');` });
  const till = await businessContext.newPage();
  await blockImageCdn(till);
  await till.goto('/business/auth');
  await till.getByRole('button', { name: 'Login as Business' }).click();
  await expect(till).toHaveURL(/\/business\/dashboard$/, SERVER_WAIT);

  const title = `Journey lunch ${Date.now().toString(36)}`;
  await till.goto('/business/create-deal');
  const form = till.getByRole('form', { name: 'Create deal' });
  await expect(form).toBeVisible(SERVER_WAIT);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A lunch plate and a drink at the counter, any weekday.');
  await form.getByLabel('Category').selectOption('Café');
  await form.getByLabel('Price ($)').fill('20');
  await form.getByLabel('Discount (%)').fill('30');
  const created = till.waitForResponse((response) => response.url().endsWith('/api/deals') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create Deal' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const deal = (await response.json()) as { id: number };
  await expect(till).toHaveURL(/\/business\/dashboard$/, SERVER_WAIT);

  // The customer finds it on the storefront and buys it.
  await blockImageCdn(page);
  await registerCustomer(page, 'journey');
  await page.goto(`/deals?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await expect(card).toHaveCount(1, SERVER_WAIT);
  await card.getByRole('link', { name: 'Choose Discount Tier' }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.id}$`));
  await page.getByRole('link', { name: 'Get This Deal' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${deal.id}`));
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible(SERVER_WAIT);
  const textCode = ((await page.getByTestId('text-code').textContent()) ?? '').trim();
  expect(textCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

  // The business validates (nothing used), then redeems after confirming.
  await till.goto('/business/dashboard?tab=scan');
  await till.getByRole('tab', { name: 'Scan Codes' }).click(SERVER_WAIT);
  await validate(till, textCode);
  const details = till.getByRole('article', { name: 'Purchase details' });
  await expect(details.getByRole('heading', { name: title })).toBeVisible(SERVER_WAIT);
  await expect(details.getByTestId('code-uses-left')).toHaveText('1 of 1 use left');
  await details.getByRole('button', { name: 'Redeem' }).click();
  await till.getByRole('dialog', { name: 'Redeem this code?' }).getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(till.getByTestId('code-redeemed')).toContainText('Redeemed', SERVER_WAIT);

  // The customer's purchase now reads as redeemed; a second redeem is refused.
  const purchases = (await (await page.request.get('/api/user/purchases')).json()) as Array<{ textCode: string; redeemed: boolean }>;
  expect(purchases.find((purchase) => purchase.textCode === textCode)?.redeemed).toBe(true);
  await till.getByRole('button', { name: 'Check next code' }).click();
  await validate(till, textCode);
  await expect(till.getByTestId('code-problem')).toContainText('This code has already been redeemed.', SERVER_WAIT);
  const again = await till.request.post('/api/business/redeem', { data: { code: textCode } });
  expect(again.status()).toBe(409);

  await businessContext.close();
});

test('a free-item deal made in the standard form shows its item on the card, the deal page, the checkout and the till', async ({ page, browser, baseURL }) => {
  const businessContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await businessContext.addInitScript({ content: `localStorage.setItem(${JSON.stringify(VISITED_FLAG_KEY)}, 'true');` });
  const till = await businessContext.newPage();
  await blockImageCdn(till);
  expect((await till.request.post('/api/demo-login/business')).ok()).toBe(true);

  const title = `Pastry morning ${Date.now().toString(36)}`;
  const item = 'Coffee with any pastry';
  await till.goto('/business/create-deal');
  const form = till.getByRole('form', { name: 'Create deal' });
  await expect(form).toBeVisible(SERVER_WAIT);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Any pastry from the morning counter, weekdays until 11am.');
  await form.getByLabel('Category').selectOption('Café');
  await form.getByLabel('Price ($)').fill('6');
  await form.getByRole('radio', { name: 'Free item' }).check();
  await expect(form.getByLabel('Discount (%)')).toHaveCount(0);
  await form.getByLabel('Free item name').fill(item);
  await form.getByRole('button', { name: 'Create Deal' }).click();
  await expect(till).toHaveURL(/\/business\/dashboard$/, SERVER_WAIT);

  // The storefront shows the item where a percentage would be, and sells the deal at its price.
  await blockImageCdn(page);
  await registerCustomer(page, 'freeitem');
  await page.goto(`/deals?q=${encodeURIComponent(title)}`);
  const card = page.getByTestId('deal-card').filter({ hasText: title });
  await expect(card.getByText(`Free: ${item}`)).toBeVisible(SERVER_WAIT);
  // Nothing to choose on a free-item card: it leads to the deal.
  await card.getByRole('link', { name: 'View Deal' }).click();
  await expect(page.getByTestId('free-item-offer')).toContainText(`Free: ${item}`);
  await page.getByRole('link', { name: 'Get This Deal' }).click();
  await expect(page.getByTestId('you-get')).toHaveText(`Free: ${item}`, SERVER_WAIT);
  await page.getByRole('button', { name: 'Pay $6.00' }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Successful!' })).toBeVisible(SERVER_WAIT);
  const textCode = ((await page.getByTestId('text-code').textContent()) ?? '').trim();

  // The till's Validate says what to hand over.
  await till.goto('/business/dashboard?tab=scan');
  await till.getByRole('tab', { name: 'Scan Codes' }).click(SERVER_WAIT);
  await validate(till, textCode);
  const details = till.getByRole('article', { name: 'Purchase details' });
  await expect(details.getByRole('heading', { name: title })).toBeVisible(SERVER_WAIT);
  await expect(details.getByTestId('code-discount')).toHaveText(`Free: ${item}`);
  await expect(details.getByTestId('code-price')).toHaveText('$6.00');

  await businessContext.close();
});
