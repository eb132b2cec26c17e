import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { screenshotBothWidths } from './screenshots.js';

/**
 * Near me (DESIGN.md 10.7) in Chromium against the demo catalogue: the browser stands 150 m from
 * the centre of 78702, where Iron Temple Fitness is (Sunrise Bistro's 78701 is 2.6 km away, Bean
 * There Café's 78704 5.3 km).
 */
const BY_IRON_TEMPLE = { latitude: 30.265, longitude: -97.717 };

test.use({ geolocation: BY_IRON_TEMPLE, permissions: ['geolocation'] });

// Deal images come from an image CDN the test machine may not reach.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.fulfill({ status: 404, body: '' }));
});

/** The business line of every card, once the list has settled. */
async function businessLines(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.getByTestId('deal-business').allInnerTexts();
}

test('"Use my location" lists the nearest deal first with its distance, kept in the address across a reload', async ({ page }) => {
  await page.goto('/deals');
  await expect(page.getByTestId('deal-distance')).toHaveCount(0);

  await page.getByRole('button', { name: 'Use my location' }).click();

  await expect(page).toHaveURL(/\/deals\?near=30\.2650%2C-97\.7170&radiusKm=25$/);
  await expect(page.getByTestId('near-place')).toContainText('Within 25 km of your location, nearest first');
  const first = page.getByTestId('deal-card').first();
  await expect(first.getByTestId('deal-business')).toContainText('Iron Temple Fitness');
  await expect(first.getByTestId('deal-distance')).toHaveText('0.1 km');
  const lines = await businessLines(page);
  expect(lines.some((line) => line.startsWith('Sunrise Bistro') && line.endsWith('2.6 km'))).toBe(true);
  // Nearest first: the distances never decrease down the list; Denver and Portland are out of reach.
  const distances = lines.map((line) => Number(/([\d.]+) km$/.exec(line)?.[1]));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(lines.every((line) => line.includes('Austin'))).toBe(true);

  await screenshotBothWidths(page, 'deals-near-me');

  await page.reload();
  await expect(page.getByTestId('deal-card').first().getByTestId('deal-business')).toContainText('Iron Temple Fitness');

  await page.getByRole('combobox', { name: 'Distance' }).selectOption('2');
  await expect(page).toHaveURL(/radiusKm=2$/);
  expect((await businessLines(page)).every((line) => line.startsWith('Iron Temple Fitness'))).toBe(true);

  await page.getByRole('button', { name: 'Clear place' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByTestId('deal-distance')).toHaveCount(0);
});

test('a zip code on the home hero lists the deals nearest to it on /deals', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('78704');
  await page.getByRole('button', { name: 'Go' }).click();

  await expect(page).toHaveURL(/\/deals\?near=78704&radiusKm=25$/);
  const first = page.getByTestId('deal-card').first();
  await expect(first.getByTestId('deal-business')).toContainText('Bean There Café');
  await expect(first.getByTestId('deal-distance')).toHaveText('0.0 km');
  await expect(page.getByTestId('near-place')).toContainText('Within 25 km of 78704');
});

test('an unknown zip code on /deals shows the server\'s message and a way back', async ({ page }) => {
  await page.goto('/deals');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('00000');
  await page.getByRole('button', { name: 'Go' }).click();

  await expect(page.getByRole('alert')).toContainText("We don't know the zip code 00000");
  await page.getByRole('alert').getByRole('button', { name: 'Clear place' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByTestId('deal-card').first()).toBeVisible();
});
