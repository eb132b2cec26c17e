import type { Page } from '@playwright/test';
import { blockImageCdn, settled, uniqueTag } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect as baseExpect, test, VISITED_FLAG_KEY } from './fixtures.js';
import { atWidth, expectNoHorizontalOverflow } from './layout.js';

// The owner invites a cashier from the Team page, the cashier accepts through the link and signs
// in, and sees only the till: no figures, deals, payouts, subscription or team, whatever URL they
// type (DESIGN.md 10.6). Against the real server with the demo data.

// Pages load lazily (each route is its own chunk): allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await blockImageCdn(page);
});

async function signInAsDemoBusiness(page: Page): Promise<void> {
  expect((await page.request.post('/api/demo-login/business')).ok()).toBe(true);
}

/** The owner's Team page: invites `email` as a cashier; @returns the invitation link it shows. */
async function inviteCashier(page: Page, email: string, name: string): Promise<string> {
  await page.goto('/business/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a team member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByLabel('Role').selectOption('cashier');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const link = page.getByTestId('invitation-link');
  await expect(link).toContainText('/business/join?token=');
  const row = page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expectNoSeriousA11yViolations(page, { include: 'main', label: 'the Team page' });
  // On a phone the members' table scrolls in its box; the page itself never scrolls sideways.
  await atWidth(page, 375, () => expectNoHorizontalOverflow(page, 'the Team page at 375 px'));
  return (await link.textContent())!.trim();
}

test('the owner invites a cashier, who accepts, signs in and sees only the till', async ({ page, browser, baseURL }) => {
  await signInAsDemoBusiness(page);
  const email = `${uniqueTag('cashier')}@staff.example`;
  const link = await inviteCashier(page, email, 'Casey Till');

  const cashierContext = await browser.newContext(baseURL ? { baseURL } : {});
  // A returning visitor, as the fixture makes every page: the welcome dialog stays away.
  await cashierContext.addInitScript((key) => localStorage.setItem(key, 'true'), VISITED_FLAG_KEY);
  try {
    const cashier = await cashierContext.newPage();
    await blockImageCdn(cashier);
    const url = new URL(link);
    await cashier.goto(`${url.pathname}${url.search}`);
    await expect(cashier.getByText(`invites ${email} to join its team`)).toBeVisible();
    await expect(cashier.getByLabel('Your name')).toHaveValue('Casey Till');
    await expectNoSeriousA11yViolations(cashier, { include: 'main', label: 'the accept page' });
    await cashier.getByLabel('Password', { exact: true }).fill('till-password-1');
    await cashier.getByLabel('Confirm password').fill('till-password-1');
    await cashier.getByRole('button', { name: 'Join and sign in' }).click();

    // Signed in: the till, and nothing of the money or the deals.
    await expect(cashier).toHaveURL(/\/business\/dashboard$/);
    await expect(cashier.getByRole('heading', { name: 'Till', level: 1 })).toBeVisible();
    await expect(cashier.getByText('Signed in as')).toContainText('Casey Till');
    await settled(cashier);
    await expect(cashier.getByTestId('stat-revenue')).toHaveCount(0);
    await expect(cashier.getByRole('tab', { name: 'Active Deals' })).toHaveCount(0);
    await expect(cashier.getByRole('link', { name: 'Payouts' })).toHaveCount(0);
    await expect(cashier.getByRole('link', { name: 'Create Deal' })).toHaveCount(0);

    // Figures typed by hand: the portal sends the cashier back to the till, and the API refuses.
    for (const path of ['/business/payouts', '/business/subscription', '/business/team', '/business/deals', '/business/create-deal', '/business/dashboard?tab=analytics']) {
      await cashier.goto(path);
      await expect(cashier.getByRole('heading', { name: 'Till', level: 1 })).toBeVisible();
      await expect(cashier.getByTestId('stat-revenue')).toHaveCount(0);
    }
    const stats = await cashier.request.get('/api/business/stats');
    expect(stats.status()).toBe(403);
    expect((await stats.json()).message).toBe('Only the business owner can do this.');
    expect((await cashier.request.get('/api/business/payouts')).status()).toBe(403);
    expect((await cashier.request.get('/api/business/deals')).status()).toBe(403);

    // The owner sees the cashier active now, and removing them ends their session at once.
    await page.reload();
    const row = page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: email })).toHaveCount(0);
    expect((await cashier.request.get('/api/user')).status()).toBe(401);
  } finally {
    await cashierContext.close();
  }
});

test('a cashier signs in at the business sign-in page and lands on the till', async ({ page }) => {
  await page.goto('/business/auth');
  const form = page.getByRole('form', { name: 'Business login' });
  await form.getByLabel('Email').fill('cashier@business.example');
  await form.getByLabel('Password').fill('demo-cashier');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Till', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-revenue')).toHaveCount(0);
});
