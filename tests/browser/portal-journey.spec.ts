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
