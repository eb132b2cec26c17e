import type { Locator } from '@playwright/test';
import { blockImageCdn, registerCustomer, signInAsAdmin, uniqueTag } from './accounts.js';
import { expect as baseExpect, test } from './fixtures.js';

// Issue 16, points 11 to 13: email preferences kept with the account, the Contact form read by
// the admin, the Partnerships counters from the server, every profile tab and the admin's business
// table in sight at 375 px, and the waitlist admin's times in the viewer's own zone.

// The first page loads of a run wait on a cold server and a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 375, height: 800 };

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

/** The element lies wholly inside the viewport's width. */
async function expectWithinWidth(locator: Locator, width: number, label: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${label} is laid out`).not.toBeNull();
  expect(box!.x, `${label} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label} ends inside the screen`).toBeLessThanOrEqual(width);
}

/** The element shows all it holds: nothing scrolls or is cut off sideways inside it. */
async function expectNotClipped(locator: Locator, label: string): Promise<void> {
  const hidden = await locator.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(hidden, `${label} hides ${hidden} px on its right`).toBeLessThanOrEqual(0);
}

test.describe('email preferences', () => {
  test.use({ viewport: PHONE });

  test('a customer on a phone finds every profile tab, changes a setting and finds it kept on another device', async ({ page, browser, baseURL }) => {
    const tag = await registerCustomer(page, 'prefs');
    await page.goto('/profile');
    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    await expect(tabs.getByRole('tab')).toHaveCount(4);
    await expectNotClipped(tabs, 'the profile tab row');
    for (const name of ['My Deals', 'Favorites', 'Badges', 'Settings']) {
      await expect(tabs.getByRole('tab', { name })).toBeVisible();
      await expectWithinWidth(tabs.getByRole('tab', { name }), PHONE.width, `the ${name} tab`);
    }

    await tabs.getByRole('tab', { name: 'Settings' }).click();
    const newsletter = page.getByRole('checkbox', { name: /Monthly newsletter/ });
    await expect(newsletter).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Purchase receipts/ })).toBeChecked();
    await newsletter.check();
    await expect(page.getByText('Your email preferences have been updated.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Monthly newsletter/ })).toBeChecked();

    // Another browser (a second device) signed in to the same account sees the same choice.
    const other = await browser.newContext(baseURL ? { baseURL, viewport: PHONE } : { viewport: PHONE });
    try {
      const phone = await other.newPage();
      await phone.addInitScript(() => localStorage.setItem('visited', 'true'));
      expect((await phone.request.post('/api/login', { data: { email: `${tag}@example.com`, password: 'secret123' } })).ok()).toBe(true);
      await phone.goto('/profile?tab=settings');
      await expect(phone.getByRole('checkbox', { name: /Monthly newsletter/ })).toBeChecked();
      await expect(phone.getByRole('checkbox', { name: /Purchase receipts/ })).toBeChecked();
    } finally {
      await other.close();
    }
  });
});

test.describe('contact messages', () => {
  test('a visitor sends the Contact form; the admin finds it in the list and marks it read', async ({ page, browser, baseURL }) => {
    const tag = uniqueTag('contact');
    const name = `Robin ${tag}`;
    const visitor = await browser.newContext(baseURL ? { baseURL } : {});
    try {
      const form = await visitor.newPage();
      await form.addInitScript(() => localStorage.setItem('visited', 'true'));
      await form.goto('/contact');
      await expect(form.getByText(/@discount-marketplace/)).toHaveCount(0);
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill(`${tag}@example.com`);
      await form.getByLabel('Topic').selectOption({ label: 'Partnerships' });
      await form.getByLabel('Message', { exact: true }).fill('Hi');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
      await form.getByLabel('Message', { exact: true }).fill(`Our bakery would like to partner with you (${tag}).`);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();
    } finally {
      await visitor.close();
    }

    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    const panel = page.getByRole('region', { name: 'Contact messages' });
    const message = panel.getByRole('listitem', { name: `Message from ${name}` });
    await expect(message).toContainText(`Our bakery would like to partner with you (${tag}).`);
    await expect(message).toContainText('Partnerships');
    await expect(message.getByLabel('Status')).toHaveValue('new');

    await message.getByLabel('Status').selectOption({ label: 'Read' });
    await expect(message.locator('header').getByText('Read', { exact: true })).toBeVisible();
    await expect(message.getByLabel('Status')).toHaveValue('read');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Contact messages' }).getByRole('listitem', { name: `Message from ${name}` }).getByLabel('Status')).toHaveValue('read');
  });
});

test.describe('partnerships', () => {
  test('the counters show the platform figures the server counted', async ({ page }) => {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/platform-figures' && response.ok(), { timeout: 15_000 });
    await page.goto('/partnerships');
    const figures = (await (await answered).json()) as { waitlist: number; customers: number; businesses: number };
    const shown = { waitlist: figures.waitlist, discounters: figures.customers, businesses: figures.businesses };
    for (const [key, value] of Object.entries(shown)) {
      await expect(page.getByTestId(`stat-${key}`).locator('dd')).toHaveText(value.toLocaleString('en-US'));
    }

    // The demo data alone has customers and businesses; the live counts never fall below the cached ones.
    expect(figures.customers).toBeGreaterThan(0);
    expect(figures.businesses).toBeGreaterThan(0);
    await signInAsAdmin(page);
    const live = (await (await page.request.get('/api/admin/stats')).json()) as { customers: number; businesses: { total: number }; waitlist: { total: number } };
    expect(figures.customers).toBeLessThanOrEqual(live.customers);
    expect(figures.businesses).toBeLessThanOrEqual(live.businesses.total);
    expect(figures.waitlist).toBeLessThanOrEqual(live.waitlist.total);
  });
});

test.describe('the admin on a phone, in Los Angeles', () => {
  test.use({ viewport: PHONE, timezoneId: 'America/Los_Angeles' });

  test('the business table fits the screen and the waitlist shows every time in the viewer’s zone', async ({ page }) => {
    const tag = uniqueTag('zone');
    const name = `Zoe ${tag}`;
    const joined = await page.request.post('/api/waitlist', { data: { name, email: `${tag}@example.com`, phone: '555-0100', type: 'discounter', rating: 4 } });
    expect(joined.status()).toBe(201);
    await signInAsAdmin(page);

    await page.goto('/admin/dashboard');
    const businesses = page.getByRole('region', { name: 'Businesses, newest first' });
    await expect(businesses.locator('tbody tr').first()).toContainText(/Verified|Awaiting verification/);
    await expectNotClipped(businesses, 'the business table');
    await expectWithinWidth(businesses.locator('tbody tr').first(), PHONE.width, 'a business row');
    await expectWithinWidth(businesses.locator('tbody tr').first().getByText(/Verified|Awaiting verification/), PHONE.width, 'a business’s status');

    await page.goto('/admin/waitlist');
    await page.getByLabel('Search').fill(tag);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    const entry = ((await (await page.request.get(`/api/waitlist?q=${tag}`)).json()) as { createdAt: string }[])[0]!;
    const inLosAngeles = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles', timeZoneName: 'short' }).format(new Date(entry.createdAt));
    await expect(row).toContainText(inLosAngeles);
    await expect(row).not.toContainText('UTC');
    const zone = inLosAngeles.split(' ').at(-1)!;
    await expect(page.getByText(new RegExp(`^Updated \\d{1,2}:\\d{2}:\\d{2} [AP]M ${zone} · refreshes every 10 seconds$`))).toBeVisible();
  });
});
