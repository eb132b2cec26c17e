import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { blockImageCdn, createDemoBusinessDeal, uniqueTag } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect as baseExpect, test } from './fixtures.js';
import { screenshotBothWidths } from './screenshots.js';

// Issue 20, locations: the owner adds a second location with a week of hours on the Locations page,
// and the deal page lists both where the deal can be used, with today's hours. The server runs on
// the real clock, so every day gets the same hours and "open now" may be either.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

test('the owner adds a second location with hours; the deal page shows both with today’s hours', async ({ page, request }) => {
  const tag = uniqueTag('loc');
  const name = `Taco Shop ${tag}`;
  const registered = await page.request.post('/api/business/register', {
    data: { name, email: `${tag}@shop.example`, password: 'secret123', category: 'Restaurant', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const businessId = ((await registered.json()) as { id: number }).id;
  expect((await request.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).ok()).toBe(true);
  expect((await request.post(`/api/admin/businesses/${businessId}/verify`)).ok()).toBe(true);
  const title = `Two Tacos ${tag}`;
  const dealId = await createDemoBusinessDeal(page.request, { title, price: 12, maxRedemptionsPerUser: 1 });

  // From the account menu, where Account Settings is.
  await page.goto('/business/dashboard');
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/business\/locations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  const first = page.getByRole('article', { name });
  await expect(first).toContainText('100 Congress Ave, Austin, TX 78701');
  await expect(first).toContainText('Opening hours not given');
  await expect(first).toContainText('Map point 30.2713, -97.7426');

  await page.getByRole('button', { name: 'Add a location' }).click();
  const form = page.getByRole('form', { name: 'Add a location' });
  await form.getByLabel('Location name', { exact: true }).fill('East Side');
  await form.getByLabel('Street address', { exact: true }).fill('1100 E 6th St');
  await form.getByLabel('Zip code', { exact: true }).fill('78702');
  // Monday 10:00–14:00, copied to the weekdays; the weekend opened by hand with the same times.
  await form.getByLabel('Monday opens').fill('10:00');
  await form.getByLabel('Monday closes').fill('14:00');
  await form.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  for (const day of ['Saturday', 'Sunday']) {
    await form.getByRole('button', { name: `Add opening times on ${day}` }).click();
    await form.getByLabel(`${day} opens`).fill('10:00');
    await form.getByLabel(`${day} closes`).fill('14:00');
  }
  await expectNoSeriousA11yViolations(page, { label: 'locations: the add form' });
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  expect(overflow, 'the add form at 375 px scrolls sideways').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Add location' }).click();

  const east = page.getByRole('article', { name: 'East Side' });
  await expect(east).toContainText('1100 E 6th St, Austin, TX 78702');
  await expect(east).toContainText('Open today 10:00–14:00');
  await expect(east.getByText(/^(Open|Closed) now$/)).toBeVisible();
  await expect(east.getByRole('definition')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page, { label: 'locations: two locations' });
  await screenshotBothWidths(page, 'portal-locations');

  await page.goto(`/deals/${dealId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const where = page.getByRole('region', { name: 'Where to use it' });
  const places = where.getByRole('listitem');
  await expect(places).toHaveCount(2);
  await expect(places.nth(0)).toContainText(name);
  await expect(places.nth(0)).toContainText('100 Congress Ave, Austin, TX 78701');
  await expect(places.nth(0)).toContainText('Opening hours not given');
  await expect(places.nth(1)).toContainText('East Side');
  await expect(places.nth(1)).toContainText('1100 E 6th St, Austin, TX 78702');
  await expect(places.nth(1)).toContainText('Open today 10:00–14:00');
  await expect(places.nth(1).getByText(/^(Open|Closed) now$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'deal page: where to use it' });
});
