// My Deals on the profile (customer-side sections 2, 4, 7 and 8): statuses, the redeem
// confirmation and call, the code copy, the loading, empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { useMyPurchases } from '../../../apps/storefront/src/api/get-my-purchases.js';
import { MyDeals } from '../../../apps/storefront/src/features/profile/components/my-deals.js';
import type { Purchase } from '../../../apps/storefront/src/api/get-my-purchases.js';
import { deferred, mockApi, type AnswerTo, type RouteTo } from '../api-mock.js';
import { aPurchase } from '../mothers.js';
import { renderWithApp } from '../render.js';

function MyDealsTab() {
  return <MyDeals purchases={useMyPurchases(true)} />;
}

const ACTIVE = aPurchase({ id: 1, displayId: '000001', textCode: 'ACTVE-11111', deal: { id: 12, title: 'Dinner for two', category: 'Restaurant', imageUrl: null, endDate: '2099-01-01T00:00:00.000Z', businessId: 3, freeItem: null } });
const REDEEMED = aPurchase({
  id: 2,
  displayId: '000002',
  textCode: 'USED-2222',
  displayStatus: 'Redeemed',
  redeemed: true,
  redeemedAt: '2025-03-03T12:00:00.000Z',
  usesLeft: 0,
  redemptionsUsed: 1,
  deal: { id: 13, title: 'Yoga class', category: 'Fitness', imageUrl: null, endDate: '2099-01-01T00:00:00.000Z', businessId: 3, freeItem: null },
});
const EXPIRED = aPurchase({
  id: 3,
  displayId: '000003',
  textCode: 'OLDX-3333',
  displayStatus: 'Expired',
  expiryDate: '2024-01-01T00:00:00.000Z',
  deal: { id: 14, title: 'Haircut', category: 'Beauty', imageUrl: null, endDate: '2024-01-01T00:00:00.000Z', businessId: 3, freeItem: null },
});

function renderMyDeals(purchases: RouteTo<'GET /api/user/purchases'>, redeem: RouteTo<'POST /api/purchases/1/redeem'> = { body: { ...ACTIVE, redeemed: true, displayStatus: 'Redeemed' } }) {
  const api = mockApi({ 'GET /api/user/purchases': purchases, 'POST /api/purchases/1/redeem': redeem });
  return { ...renderWithApp(<MyDealsTab />), api };
}

function item(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('li') as HTMLElement);
}

async function findItem(title: string) {
  await screen.findByRole('heading', { name: title });
  return item(title);
}

describe('my deals', () => {
  afterEach(() => toastStore.dismiss());

  it('shows each purchase with its status, and "Redeem Now" only while not redeemed', async () => {
    renderMyDeals({ body: [ACTIVE, REDEEMED, EXPIRED] });
    await screen.findByRole('list', { name: 'My purchases' });

    expect(item('Dinner for two').getByTestId('purchase-status')).toHaveTextContent('Active');
    expect(item('Dinner for two').getByRole('button', { name: 'Redeem Now' })).toBeEnabled();
    expect(item('Dinner for two').getByText(/Purchase #000001/)).toBeInTheDocument();
    // Codes are shown as stored: a new 10-character one and an old 8-character one.
    expect(item('Dinner for two').getByTestId('purchase-code').textContent).toBe('ACTVE-11111');
    expect(item('Yoga class').getByTestId('purchase-code').textContent).toBe('USED-2222');

    expect(item('Yoga class').getByTestId('purchase-status')).toHaveTextContent('Redeemed');
    expect(item('Yoga class').queryByRole('button', { name: 'Redeem Now' })).not.toBeInTheDocument();

    expect(item('Haircut').getByTestId('purchase-status')).toHaveTextContent('Expired');
    expect(item('Haircut').getByRole('button', { name: 'Redeem Now' })).toBeDisabled();
  });

  it('keeps a multi-use purchase Active with Show to Cashier and Redeem Now while uses are left, saying how many (DESIGN.md 10.3)', async () => {
    // The server's answer after 1 of 3 uses: redeemedAt is the time of that use.
    const partlyUsed = aPurchase({
      id: 4,
      displayId: '000004',
      textCode: 'MULTI-44444',
      amount: 20,
      price: 10,
      redemptions: 3,
      redemptionsUsed: 1,
      usesLeft: 2,
      redeemedAt: '2025-03-03T12:00:00.000Z',
      deal: { id: 15, title: 'Coffee pass', category: 'Café', imageUrl: null, endDate: '2099-01-01T00:00:00.000Z', businessId: 3, freeItem: null },
    });
    const spent = { ...REDEEMED, redemptions: 3, redemptionsUsed: 3 };
    const refunded = aPurchase({ id: 5, status: 'refunded', displayStatus: 'Refunded', deal: { id: 16, title: 'Refunded lunch', category: 'Restaurant', imageUrl: null, endDate: '2099-01-01T00:00:00.000Z', businessId: 3, freeItem: null } });
    renderMyDeals({ body: [partlyUsed, spent, refunded] });

    const pass = await findItem('Coffee pass');
    expect(pass.getByTestId('purchase-status')).toHaveTextContent('Active');
    expect(pass.getByTestId('purchase-uses')).toHaveTextContent('2 of 3 uses left');
    expect(pass.getByText(/paid \$20\.00/)).toBeInTheDocument();
    expect(pass.getByRole('link', { name: 'Show to Cashier: Coffee pass' })).toHaveAttribute('href', '/purchases/4/cashier');
    expect(pass.getByRole('button', { name: 'Redeem Now' })).toBeEnabled();

    expect(item('Yoga class').getByTestId('purchase-uses')).toHaveTextContent('No uses left (3 of 3 used)');
    expect(item('Yoga class').queryByRole('link', { name: /Show to Cashier/ })).not.toBeInTheDocument();
    expect(item('Refunded lunch').getByTestId('purchase-status')).toHaveTextContent('Refunded');
    expect(item('Refunded lunch').queryByRole('button', { name: 'Redeem Now' })).not.toBeInTheDocument();
  });

  it('says "Free: <item>" for a free-item purchase where others say their percentage', async () => {
    const free = aPurchase({ id: 4, displayId: '000004', discountPercent: 0, freeItem: 'Coffee with any pastry', deal: { id: 15, title: 'Pastry morning', category: 'Café', imageUrl: null, endDate: '2099-01-01T00:00:00.000Z', businessId: 3, freeItem: null } });
    renderMyDeals({ body: [ACTIVE, free] });
    expect((await findItem('Pastry morning')).getByText(/Purchase #000004/)).toHaveTextContent('· Free: Coffee with any pastry · paid $10.00');
    expect(item('Dinner for two').getByText(/Purchase #000001/)).toHaveTextContent('· 20% off ·');
  });

  it('shows a loading state, then the list', async () => {
    const answer = deferred<AnswerTo<'GET /api/user/purchases'>>();
    renderMyDeals(() => answer.promise);
    expect(screen.getByLabelText('Loading your purchases')).toHaveAttribute('aria-busy', 'true');
    answer.resolve({ body: [ACTIVE] });
    expect(await screen.findByRole('heading', { name: 'Dinner for two' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading your purchases')).not.toBeInTheDocument();
  });

  it('shows "No purchases yet" with a way to the deals when there are none', async () => {
    renderMyDeals({ body: [] });
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
    expect(screen.getByText("You haven't purchased any deals yet. Browse our deals and save with local businesses!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
  });

  it('shows an error with "Try again" when the list cannot load, and loads it on retry', async () => {
    let failures = 1;
    const { user } = renderMyDeals(() => (failures-- > 0 ? { status: 500, body: { message: 'Database down' } } : { body: [ACTIVE] }));
    expect(await screen.findByText('Could not load your purchases')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dinner for two' })).toBeInTheDocument();
  });

  it('asks for confirmation and does nothing on Cancel', async () => {
    const { user, api } = renderMyDeals({ body: [ACTIVE] });
    await user.click((await findItem('Dinner for two')).getByRole('button', { name: 'Redeem Now' }));

    const dialog = screen.getByRole('dialog', { name: 'Redeem this deal?' });
    expect(dialog).toHaveTextContent('Redeem Dinner for two now? This action cannot be undone.');
    expect(dialog).toHaveTextContent('Normally the business redeems your code at checkout');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/purchases/1/redeem')).toHaveLength(0);
  });

  it('closes the confirmation on Escape without redeeming', async () => {
    const { user, api } = renderMyDeals({ body: [ACTIVE] });
    await user.click((await findItem('Dinner for two')).getByRole('button', { name: 'Redeem Now' }));
    expect(screen.getByRole('dialog', { name: 'Redeem this deal?' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/purchases/1/redeem')).toHaveLength(0);
  });

  it('redeems on confirmation, says so and refreshes the list', async () => {
    let list: Purchase[] = [ACTIVE];
    const { user, api } = renderMyDeals(
      () => ({ body: list }),
      () => {
        const redeemed: Purchase = { ...ACTIVE, redeemed: true, redeemedAt: '2025-03-04T10:00:00.000Z', displayStatus: 'Redeemed', usesLeft: 0 };
        list = [redeemed];
        return { body: redeemed };
      },
    );
    await user.click((await findItem('Dinner for two')).getByRole('button', { name: 'Redeem Now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm Redeem' }));

    await waitFor(() => expect(item('Dinner for two').getByTestId('purchase-status')).toHaveTextContent('Redeemed'));
    expect(api.callsTo('POST', '/api/purchases/1/redeem')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/user/purchases')).toHaveLength(2);
    expect(item('Dinner for two').queryByRole('button', { name: 'Redeem Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Success');
    expect(screen.getByRole('status')).toHaveTextContent('Deal has been redeemed successfully');
  });

  it('shows "Failed to redeem: …" when the server refuses', async () => {
    const { user } = renderMyDeals({ body: [ACTIVE] }, { status: 409, body: { message: 'Already redeemed' } });
    await user.click((await findItem('Dinner for two')).getByRole('button', { name: 'Redeem Now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm Redeem' }));

    const alert = await screen.findByText('Failed to redeem: Already redeemed');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Error');
    expect(item('Dinner for two').getByTestId('purchase-status')).toHaveTextContent('Active');
  });

  it('copies the redemption code to the clipboard', async () => {
    const { user } = renderMyDeals({ body: [ACTIVE, REDEEMED] });
    await user.click(await screen.findByRole('button', { name: 'Copy code USED-2222' }));

    expect(await screen.findByText('Code copied')).toBeInTheDocument();
    expect(screen.getByText('Redemption code copied to clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('USED-2222');
  });
});
