import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { blockImageCdn, buyThroughApi, createDemoBusinessDeal, registerCustomer, uniqueTag } from './accounts.js';
import { expect as baseExpect, test, VISITED_FLAG_KEY } from './fixtures.js';

// Issue 21's review journey: a customer buys a new business's deal, uses it at the counter
// (redeem now, through the API as the other journeys do), writes a review in My Deals, and the
// deal's card on /deals shows the real rating and count ("New" before). Then the business replies
// on its Reviews page and the deal page shows the reply under the review.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function portalPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(VISITED_FLAG_KEY)}, 'true');` });
  const page = await context.newPage();
  await blockImageCdn(page);
  return page;
}

test('redeem → review in My Deals → the card on /deals shows the new rating → the business replies', async ({ page, browser, baseURL, request }) => {
  await blockImageCdn(page);
  const tag = uniqueTag('review');
  const owner = await portalPage(browser, baseURL);
  try {
    const name = `Review Bistro ${tag}`;
    const registered = await owner.request.post('/api/business/register', {
      data: { name, email: `${tag}@bistro.example`, password: 'secret123', category: 'Restaurant', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const businessId = ((await registered.json()) as { id: number }).id;
    expect((await request.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).ok()).toBe(true);
    expect((await request.post(`/api/admin/businesses/${businessId}/verify`)).ok()).toBe(true);
    const title = `Tasting Menu ${tag}`;
    const dealId = await createDemoBusinessDeal(owner.request, { title, price: 10, maxRedemptionsPerUser: 1 });

    await registerCustomer(page, 'reviewer');
    await page.goto(`/deals?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByTestId('deal-rating')).toHaveText(/New/);

    const { id: purchaseId } = await buyThroughApi(page, dealId);
    expect((await page.request.post(`/api/purchases/${purchaseId}/redeem`)).ok()).toBe(true);

    await page.goto('/profile?tab=deals');
    const item = page.getByTestId('purchase-item').filter({ hasText: title });
    await expect(item.getByText(`How was ${name}?`)).toBeVisible();
    await item.getByRole('button', { name: 'Write a review' }).click();
    await item.getByRole('button', { name: 'Save review' }).click();
    await expect(item.getByText('Please choose from 1 to 5 stars')).toBeVisible();
    await item.getByRole('radio', { name: '5 stars' }).click();
    await item.getByLabel('Your review').fill('A wonderful tasting menu, every course a delight.');
    await item.getByRole('button', { name: 'Save review' }).click();
    await expect(item.getByText(`Your review of ${name}`)).toBeVisible();
    await expect(item.getByText('A wonderful tasting menu, every course a delight.')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Edit' })).toBeVisible();

    await page.goto(`/deals?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('article', { name: title }).getByTestId('deal-rating')).toHaveText(/5\.0 \(1 review\)/);

    await owner.goto('/business/reviews');
    await expect(owner.getByTestId('deal-rating')).toHaveText(/5\.0 \(1 review\)/);
    await owner.getByLabel('Your reply').fill('Thank you, come back soon!');
    await owner.getByRole('button', { name: 'Post reply' }).click();
    await expect(owner.getByTestId('review-reply')).toContainText('Thank you, come back soon!');

    await page.goto(`/deals/${dealId}`);
    const reviews = page.getByRole('region', { name: `Reviews of ${name}` });
    await expect(reviews.getByTestId('review')).toContainText('A wonderful tasting menu');
    await expect(reviews.getByTestId('review-reply')).toContainText('Thank you, come back soon!');
  } finally {
    await owner.context().close();
  }
});
