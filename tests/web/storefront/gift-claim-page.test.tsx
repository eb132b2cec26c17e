// The claim link's page (issue 21, point 5): the deal, the business and the message; a visitor is
// sent to sign in or up and back; the buyer is told they cannot claim it; a claimed gift says so;
// "Add to my deals" claims it and opens My Deals.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GIFT_OWN_CLAIM_MESSAGE } from '@marketplace/core/gifts/domain/gift';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { GiftClaimPage } from '../../../apps/storefront/src/app/routes/gift-claim.js';
import type { GiftClaimView } from '../../../apps/storefront/src/features/gifts/api/view-gift-claim.js';
import { mockApi, SIGNED_OUT, type ApiRoutes } from '../api-mock.js';
import { aCustomer, aPurchase } from '../mothers.js';
import { renderWithApp } from '../render.js';

const TOKEN = 'gift-token-abcdefghijklmnopqrstuvwxyz0123456789';
const VIEW: GiftClaimView = {
  buyerName: 'Maria',
  recipientName: 'Ana',
  message: 'Happy birthday!',
  claimed: false,
  claimedAt: null,
  claimedByYou: false,
  boughtByYou: false,
  deal: { id: 12, title: 'Dinner for two', category: 'Restaurant', imageUrl: null, endDate: '2099-03-05T00:00:00.000Z', businessId: 3, freeItem: null },
  business: { id: 3, name: 'Corner Café', city: 'Austin', state: 'TX' },
};

function renderPage(routes: ApiRoutes) {
  const api = mockApi({ 'POST /api/gifts/claim/view': { body: VIEW }, ...routes });
  return { api, ...renderWithApp(<GiftClaimPage />, { path: `/gifts/claim?token=${TOKEN}`, route: '/gifts/claim' }) };
}

afterEach(() => toastStore.dismiss());

describe('the gift claim page', () => {
  it('shows the gift to a visitor and sends them to sign in or up, coming back here', async () => {
    const { api } = renderPage({ 'GET /api/user': SIGNED_OUT });
    expect(await screen.findByRole('heading', { name: 'Maria sent you a gift' })).toBeInTheDocument();
    expect(screen.getByTestId('gift-deal')).toHaveTextContent('Dinner for two');
    expect(screen.getByTestId('gift-business')).toHaveTextContent('Corner Café · Austin · TX');
    expect(screen.getByTestId('gift-message')).toHaveTextContent('Happy birthday!');
    expect(api.callsTo('POST', '/api/gifts/claim/view').map((call) => call.body)).toEqual([{ token: TOKEN }]);
    const signIn = screen.getByRole('link', { name: 'Sign in or sign up to claim' });
    expect(signIn).toHaveAttribute('href', `/auth?returnTo=${encodeURIComponent(`/gifts/claim?token=${TOKEN}`)}`);
  });

  it('claims it for a signed-in customer and opens My Deals', async () => {
    const { api, user } = renderPage({ 'GET /api/user': { body: aCustomer() }, 'POST /api/gifts/claim': { body: aPurchase() } });
    await user.click(await screen.findByRole('button', { name: 'Add to my deals' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/gifts/claim').map((call) => call.body)).toEqual([{ token: TOKEN }]));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('tells the buyer they cannot claim their own gift, and offers no button', async () => {
    renderPage({ 'GET /api/user': { body: aCustomer() }, 'POST /api/gifts/claim/view': { body: { ...VIEW, boughtByYou: true } } });
    expect(await screen.findByText(GIFT_OWN_CLAIM_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to my deals' })).not.toBeInTheDocument();
  });

  it('says a claimed gift is claimed, and a dead link does not work', async () => {
    renderPage({ 'GET /api/user': SIGNED_OUT, 'POST /api/gifts/claim/view': { body: { ...VIEW, claimed: true, claimedAt: '2026-01-05T10:00:00.000Z' } } });
    expect(await screen.findByText('This gift was claimed by Ana on Jan 5, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in or sign up to claim' })).not.toBeInTheDocument();
  });

  it('shows the server\'s message for a link that no longer works', async () => {
    renderPage({ 'GET /api/user': SIGNED_OUT, 'POST /api/gifts/claim/view': { status: 404, body: { message: 'This gift link is no longer valid. Ask the person who sent it for a new one.' } } });
    expect(await screen.findByRole('heading', { name: 'This gift link does not work' })).toBeInTheDocument();
    expect(screen.getByText('This gift link is no longer valid. Ask the person who sent it for a new one.')).toBeInTheDocument();
  });
});
