import { readFile } from 'node:fs/promises';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { blockImageCdn, buyThroughApi, createDemoBusinessDeal, registerCustomer, uniqueTag } from './accounts.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect as baseExpect, test, VISITED_FLAG_KEY } from './fixtures.js';

// Issue 20, the till: a business with two locations picks its till's location, redeems a
// customer's code with the bill total, undoes it from the confirmation, and the Redemptions page
// shows both lines; the day's CSV downloads with both.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('pick a location, redeem with a bill, undo from the confirmation, see both lines and download the CSV', async ({ page, browser, baseURL, request }) => {
  await blockImageCdn(page);
  const tag = uniqueTag('till');
  const name = `Till Shop ${tag}`;

  // The business: registered, verified, with a deal and a second location.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(VISITED_FLAG_KEY)}, 'true');` });
  const till = await context.newPage();
  await blockImageCdn(till);
  const registered = await till.request.post('/api/business/register', {
    data: { name, email: `${tag}@shop.example`, password: 'secret123', category: 'Restaurant', address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const businessId = ((await registered.json()) as { id: number }).id;
  expect((await request.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).ok()).toBe(true);
  expect((await request.post(`/api/admin/businesses/${businessId}/verify`)).ok()).toBe(true);
  const title = `Lunch ${tag}`;
  const dealId = await createDemoBusinessDeal(till.request, { title, price: 12, maxRedemptionsPerUser: 1 });
  const added = await till.request.post('/api/business/locations', { data: { name: 'Airport Kiosk', address: '3600 Presidential Blvd', city: 'Austin', state: 'TX', zip: '78719' } });
  expect(added.status(), await added.text()).toBe(201);
  const airportId = ((await added.json()) as { id: number }).id;

  // The customer buys the deal.
  const customer = await registerCustomer(page, 'till');
  const { textCode } = await buyThroughApi(page, dealId);

  // The till opens: it asks where it is, and remembers it.
  await till.goto('/business/dashboard?tab=scan');
  const picker = till.getByLabel('Where is this till?');
  await picker.selectOption(String(airportId));
  await till.getByRole('button', { name: 'Use this location' }).click();
  await expect(till.getByTestId('till-location')).toHaveText(/Till at: Airport Kiosk/);
  await expectNoSeriousA11yViolations(till, { label: 'till: location chosen' });
  await till.reload();
  await expect(till.getByTestId('till-location')).toHaveText(/Till at: Airport Kiosk/);

  // Validate, redeem with the bill total.
  await till.getByLabel('Text code', { exact: true }).pressSequentially(textCode);
  await till.getByRole('button', { name: 'Validate' }).click();
  await expect(till.getByText('Valid code')).toBeVisible();
  await till.getByRole('button', { name: 'Redeem', exact: true }).click();
  const confirm = till.getByRole('dialog', { name: 'Redeem this code?' });
  await confirm.getByLabel('Bill total (optional)').fill('42.50');
  await confirm.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(till.getByTestId('code-redeemed')).toBeVisible();

  // Undo from the confirmation, with a reason.
  await till.getByRole('button', { name: 'Undo', exact: true }).click();
  const undo = till.getByRole('dialog', { name: 'Undo this redemption?' });
  await undo.getByLabel('Reason').fill('Wrong customer');
  await undo.getByRole('button', { name: 'Undo redemption' }).click();
  await expect(till.getByText('Redemption undone', { exact: true })).toBeVisible();
  await expect(till.getByText('Valid code')).toBeVisible();

  // The Redemptions page shows the redemption and its undo.
  await till.goto('/business/redemptions');
  const line = till.getByTestId('redemption-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(title);
  await expect(line).toContainText(customer);
  await expect(line).toContainText('Airport Kiosk');
  await expect(line).toContainText('Owner');
  await expect(line).toContainText('$42.50');
  await expect(till.getByTestId('undo-line')).toContainText('Undone by Owner: “Wrong customer”');
  await expect(line.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(till, { label: 'redemptions: a day with an undo' });

  const [download] = await Promise.all([till.waitForEvent('download'), till.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^redemptions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const rows = csv.trim().split('\r\n');
  expect(rows[0]).toBe('time,kind,redemption_id,deal,customer,channel,location,staff,bill,savings,reason');
  expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(['redeem', 'undo']);
  expect(rows[1]).toContain(',Airport Kiosk,Owner,42.50,8.50,');
  expect(rows[2]).toMatch(/,Owner,,,Wrong customer$/);
  await context.close();
});
