// /checkout/{id} shows a deal's purchase kept on the device only when it is the signed-in
// customer's (the server lists it), and the checkout is for customers only: the admin and a
// business are told so instead of being offered a payment the server refuses.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountOwner } from '@marketplace/web-common/session/account-storage';
import { CheckoutPage } from '../../../apps/storefront/src/app/routes/checkout.js';
import { storePurchase, storedPurchaseName } from '../../../apps/storefront/src/features/checkout/stored-purchase.js';
import { DEMO_CONFIG, mockApi } from '../api-mock.js';
import { aBusiness, aCustomer, aFixedDeal, anAdmin, aPurchase, withLocations } from '../mothers.js';
import { renderWithApp } from '../render.js';
import type { Account } from '@marketplace/web-common/session/account';
import type { Purchase } from '../../../apps/storefront/src/api/get-my-purchases.js';

const DEAL = aFixedDeal({ id: 12 });
const alice = aCustomer({ id: 7, username: 'alice' });

function renderCheckout(account: Account, mine: Purchase[] = []) {
  const api = mockApi({
    'GET /api/user': { body: account },
    'GET /api/deals/12': { body: withLocations(DEAL) },
    'GET /api/config': DEMO_CONFIG,
    'GET /api/user/purchases': { body: mine },
  });
  return { api, ...renderWithApp(<CheckoutPage />, { path: '/checkout/12', route: '/checkout/:id' }) };
}

describe('checkout with a purchase kept on the device', () => {
  it('shows the code once the server lists the purchase as the customer’s', async () => {
    const purchase = aPurchase({ id: 41, userId: 7, dealId: 12, textCode: 'ALIC-E001' });
    storePurchase(alice, purchase);
    renderCheckout(alice, [purchase]);

    expect(await screen.findByTestId('text-code')).toHaveTextContent('ALIC-E001');
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('shows no code the server does not list for the customer, offers the payment and forgets the copy', async () => {
    storePurchase(alice, aPurchase({ id: 41, userId: 7, dealId: 12, textCode: 'ALIC-E001' }));
    const { api } = renderCheckout(alice, [aPurchase({ id: 50, dealId: 3 })]);

    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByText('ALIC-E001')).not.toBeInTheDocument();
    expect(screen.queryByTestId('purchase-success')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user/purchases')).toHaveLength(1);
    expect(window.localStorage.getItem(`account-data:${accountOwner(alice)}:${storedPurchaseName(12)}`)).toBeNull();
  });
});

describe('checkout for accounts that are not customers', () => {
  it.each([
    ['the admin', anAdmin(), 'You are signed in as the admin.'],
    ['a business', aBusiness(), 'You are signed in as a business.'],
  ])('tells %s that only customer accounts buy deals, with no payment form', async (_, account, who) => {
    const { api } = renderCheckout(account);

    expect(await screen.findByRole('heading', { name: 'For customer accounts' })).toBeInTheDocument();
    expect(screen.getByText(/Only customer accounts can buy deals/)).toHaveTextContent(who);
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/deals/12')).toHaveLength(0);
  });
});
