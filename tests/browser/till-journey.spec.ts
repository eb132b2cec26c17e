import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { blockImageCdn, buyThroughApi, createDemoBusinessDeal, registerCustomer, uniqueTag } from './accounts.js';
import { expect as baseExpect, test, VISITED_FLAG_KEY } from './fixtures.js';
import { atWidth, expectNoHorizontalOverflow } from './layout.js';

// Issue 20's journey in three browsers, through the portal's own pages: the owner invites a
// cashier on Team, the cashier accepts the link and signs in, picks the till's location and
// redeems a customer's code with the bill; the owner sees the cashier's line in Redemptions and
// undoes it; the customer has the use back. A business of its own, so no other test's till meets
// its second location.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

async function newPortalContext(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(VISITED_FLAG_KEY)}, 'true');` });
  const page = await context.newPage();
  await blockImageCdn(page);
  return { context, page };
}

test('owner invites a cashier → the cashier signs in → redeems at a location → the owner sees it in Redemptions → undoes it', async ({ page, browser, baseURL, request }) => {
  await blockImageCdn(page);
  const tag = uniqueTag('journey');
  const { context: ownerContext, page: owner } = await newPortalContext(browser, baseURL);
  const { context: cashierContext, page: cashier } = await newPortalContext(browser, baseURL);
  try {
    // The owner: a verified business with a deal and a second location.
    const registered = await owner.request.post('/api/business/register', {
      data: { name: `Corner Cafe ${tag}`, email: `${tag}@cafe.example`, password: 'secret123', category: 'Restaurant', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const businessId = ((await registered.json()) as { id: number }).id;
    expect((await request.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).ok()).toBe(true);
    expect((await request.post(`/api/admin/businesses/${businessId}/verify`)).ok()).toBe(true);
    const title = `Flat White ${tag}`;
    const dealId = await createDemoBusinessDeal(owner.request, { title, price: 10, maxRedemptionsPerUser: 1 });
    const added = await owner.request.post('/api/business/locations', { data: { name: 'South Congress', address: '1500 S Congress Ave', city: 'Austin', state: 'TX', zip: '78704' } });
    expect(added.status(), await added.text()).toBe(201);

    // A customer buys the deal.
    await registerCustomer(page, 'journey');
    const { id: purchaseId, textCode } = await buyThroughApi(page, dealId);

    // The owner invites a cashier on the Team page.
    const email = `${tag}@staff.example`;
    await owner.goto('/business/team');
    const invite = owner.getByRole('form', { name: 'Invite a team member' });
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Name (optional)').fill('Kim Till');
    await invite.getByLabel('Role').selectOption('cashier');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const link = new URL(((await owner.getByTestId('invitation-link').textContent()) ?? '').trim());

    // The cashier accepts and is signed in on the till, which asks where it is.
    await cashier.goto(`${link.pathname}${link.search}`);
    await cashier.getByLabel('Password', { exact: true }).fill('till-password-1');
    await cashier.getByLabel('Confirm password').fill('till-password-1');
    await cashier.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(cashier.getByRole('heading', { name: 'Till', level: 1 })).toBeVisible();
    await cashier.getByLabel('Where is this till?').selectOption({ label: 'South Congress · 1500 S Congress Ave, Austin' });
    await cashier.getByRole('button', { name: 'Use this location' }).click();
    await expect(cashier.getByTestId('till-location')).toHaveText(/Till at: South Congress/);
    await atWidth(cashier, 375, () => expectNoHorizontalOverflow(cashier, 'the Till at 375 px'));

    // The cashier redeems the customer's code with the bill.
    await cashier.getByLabel('Text code', { exact: true }).pressSequentially(textCode);
    await cashier.getByRole('button', { name: 'Validate' }).click();
    await expect(cashier.getByText('Valid code')).toBeVisible();
    await cashier.getByRole('button', { name: 'Redeem', exact: true }).click();
    const confirm = cashier.getByRole('dialog', { name: 'Redeem this code?' });
    await confirm.getByLabel('Bill total (optional)').fill('18.40');
    await confirm.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(cashier.getByTestId('code-redeemed')).toBeVisible();

    // The owner sees the cashier's line in Redemptions and undoes it there.
    await owner.goto('/business/redemptions');
    const line = owner.getByTestId('redemption-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(title);
    await expect(line).toContainText('South Congress');
    await expect(line).toContainText('Kim Till');
    await expect(line).toContainText('$18.40');
    await line.getByRole('button', { name: 'Undo' }).click();
    const undo = owner.getByRole('dialog', { name: 'Undo this redemption?' });
    await undo.getByLabel('Reason').fill('Rang up the wrong order');
    await undo.getByRole('button', { name: 'Undo redemption' }).click();
    await expect(owner.getByTestId('undo-line')).toContainText('Undone by Owner: “Rang up the wrong order”');
    await expect(line.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await atWidth(owner, 375, () => expectNoHorizontalOverflow(owner, 'Redemptions at 375 px'));

    // The customer has the use back, and the cashier's own list shows both lines.
    const purchases = (await (await page.request.get('/api/user/purchases')).json()) as { id: number; redemptionsUsed: number; displayStatus: string; billTotal: number | null }[];
    expect(purchases.find((purchase) => purchase.id === purchaseId)).toMatchObject({ redemptionsUsed: 0, displayStatus: 'Active', billTotal: null });
    await cashier.goto('/business/redemptions');
    await expect(cashier.getByTestId('redemption-line')).toContainText('Kim Till');
    await expect(cashier.getByTestId('undo-line')).toContainText('Rang up the wrong order');
  } finally {
    await ownerContext.close();
    await cashierContext.close();
  }
});
