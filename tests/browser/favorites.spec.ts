import { blockImageCdn, registerCustomer } from './accounts.js';
import { expect as baseExpect, test } from './fixtures.js';

// Issue 21, point 2: a heart on a deal card saves the business to the account (on the server), the
// profile's Favorites tab lists it with its live deals, the heart takes it away again; each state
// survives a reload.

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

test('a customer hearts a business on /deals, finds it with its deals under Favorites, and unhearts it', async ({ page }) => {
  await registerCustomer(page, 'fav');
  await page.goto('/deals');
  const card = page.getByTestId('deal-card').first();
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  const business = (await card.getByTestId('deal-business').innerText()).split(' · ')[0]!.trim();

  await card.getByRole('button', { name: `Save ${business} to favorites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${business} from favorites` })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByTestId('deal-card').first().getByRole('button', { name: `Remove ${business} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  const dealPath = await page.getByTestId('deal-card').first().getByRole('link').last().getAttribute('href');
  await page.goto(dealPath!);
  await expect(page.getByRole('button', { name: `Remove ${business} from favorites` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile?tab=favorites');
  const favorite = page.getByRole('article', { name: business });
  await expect(favorite).toBeVisible();
  await expect(favorite.getByRole('link', { name: title })).toHaveAttribute('href', /^\/deals\/\d+$/);
  await expect(favorite).toContainText('Favorited');
  await page.reload();
  await expect(page.getByRole('article', { name: business })).toBeVisible();

  await page.goto('/deals');
  const again = page.getByTestId('deal-card').first();
  await again.getByRole('button', { name: `Remove ${business} from favorites` }).click();
  await expect(again.getByRole('button', { name: `Save ${business} to favorites` })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByTestId('deal-card').first().getByRole('button', { name: `Save ${business} to favorites` })).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/profile?tab=favorites');
  await expect(page.getByRole('heading', { name: 'No Favorite Stores Yet' })).toBeVisible();
  await expect(page.getByRole('article', { name: business })).toHaveCount(0);
});

test('signed out, the heart leads to the sign-in and back to /deals', async ({ page }) => {
  await page.goto('/deals');
  await page.getByTestId('deal-card').first().getByRole('button', { name: /^Save .* to favorites$/ }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fdeals/);
});
