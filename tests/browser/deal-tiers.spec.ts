import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// Deal cards and the deal page show each deal's own business, place and purchase tiers from the
// demo data (the prototype's fixed "Business Location", "$75–$125 Tier Options" and "5 purchase
// tiers" remain only for a deal without usable pricing).

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
});

function card(page: Page, title: string) {
  return page.getByTestId('deal-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('deal tiers', () => {
  test('cards show the real business, city and tiers of slider and fixed deals', async ({ page }) => {
    await page.goto('/deals?category=Wellness');
    const spa = card(page, 'Pick Your Spa Savings');
    await expect(spa.getByTestId('deal-business')).toHaveText('Alpine Glow Spa · Denver, CO');
    const spaTiers = spa.getByTestId('tier-panel');
    await expect(spaTiers.getByRole('heading')).toHaveText('$5–$30 Tier Options');
    await expect(spaTiers.getByRole('listitem')).toHaveText(['10% Basic Discount$5.00', '35% Premium Discount$30.00']);
    await expect(spaTiers).toContainText('More tiers on details page');
    await expect(spa.getByTestId('tier-count')).toHaveText('6 purchase tiers');

    const massage = card(page, 'Deep Tissue Massage');
    await expect(massage.getByTestId('deal-business')).toHaveText('Alpine Glow Spa · Denver, CO');
    const massageTiers = massage.getByTestId('tier-panel');
    await expect(massageTiers.getByRole('heading')).toHaveText('$13 Tier Option');
    await expect(massageTiers.getByRole('listitem')).toHaveText(['15% Discount$13.00']);
    await expect(massageTiers).not.toContainText('More tiers');
    await expect(massage.getByTestId('tier-count')).toHaveText('1 purchase tier');
  });

  test('no card of the demo catalogue falls back to the placeholder labels', async ({ page }) => {
    await page.goto('/deals');
    await expect(page.getByTestId('deal-card')).toHaveCount(12);
    for (let pageNumber = 1; ; pageNumber += 1) {
      const texts = await page.getByTestId('deal-card').allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text).not.toContain('Business Location');
        expect(text).not.toContain('$75–$125 Tier Options');
        expect(text).not.toContain('5 purchase tiers');
      }
      const businesses = await page.getByTestId('deal-business').allInnerTexts();
      for (const business of businesses) expect(business).toMatch(/^.+ · (Austin, TX|Denver, CO|Portland, OR)$/);
      const next = page.getByRole('button', { name: 'Next' });
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      await next.click();
      await expect(page.getByText(new RegExp(`^Page ${pageNumber + 1} of`))).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    }
  });

  test('the deal page lists the own tiers of a slider deal and picks one', async ({ page }) => {
    await page.goto('/deals/105');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick Your Spa Savings' })).toBeVisible();
    // The business's name, and its first location (named after it) under "Where to use it".
    await expect(page.getByText('Alpine Glow Spa', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alpine Glow Spa', exact: true })).toBeVisible();
    await expect(page.getByText('📍 Denver, CO')).toBeVisible();
    const tiers = page.getByRole('group', { name: '6 purchase tiers' });
    await expect(tiers.getByRole('button')).toHaveText(['$5.0010% off', '$10.0015% off', '$15.0020% off', '$20.0025% off', '$25.0030% off', '$30.0035% off']);
    await expect(tiers.getByRole('button', { name: '$5.00 10% off' })).toHaveAttribute('aria-pressed', 'true');

    await tiers.getByRole('button', { name: '$20.00 25% off' }).click();
    await expect(tiers.getByRole('button', { name: '$20.00 25% off' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('slider')).toHaveValue('20');
    await expect(page.getByText('Pay $20.00 now, save 25% on your purchase')).toBeVisible();

    await page.goto('/deals/113');
    await expect(page.getByRole('heading', { level: 1, name: 'Deep Tissue Massage' })).toBeVisible();
    await expect(page.getByTestId('purchase-tiers')).toHaveCount(0);
  });
});
