// Checkout's payment card follows GET /api/config's paymentMode: the demo card form only in demo
// payment mode; with no payment provider ('none') a clear "Payments are not available" state and
// no card form (the server would refuse the payment).
import type { ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../../../apps/storefront/src/app/routes/checkout.js';
import { DEMO_CONFIG, NON_DEMO_CONFIG, deferred, mockApi, type AnswerTo, type RouteTo } from '../api-mock.js';
import { aCustomer, aFixedDeal, withLocations } from '../mothers.js';
import { renderWithApp } from '../render.js';

// Stripe.js cannot load in jsdom: the provider's components stand in as a plain form part.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve({ kind: 'stripe' })) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  PaymentElement: () => <p>Card details</p>,
  useStripe: () => null,
  useElements: () => null,
}));

const DEAL = aFixedDeal({ id: 12 });

function renderCheckout(config: RouteTo<'GET /api/config'>) {
  const api = mockApi({ 'GET /api/user': { body: aCustomer() }, 'GET /api/deals/12': { body: withLocations(DEAL) }, 'GET /api/config': config });
  return { api, ...renderWithApp(<CheckoutPage />, { path: '/checkout/12', route: '/checkout/:id' }) };
}

const payment = () => screen.findByRole('heading', { name: 'Payment' });

describe('checkout payment card', () => {
  it('shows the demo card form in demo payment mode', async () => {
    renderCheckout(DEMO_CONFIG);
    await payment();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeInTheDocument();
    expect(screen.queryByText('Payments are not available')).not.toBeInTheDocument();
  });

  it('shows "Payments are not available" and no card form when the server has no payment provider', async () => {
    const { api } = renderCheckout(NON_DEMO_CONFIG);
    await payment();

    expect(await screen.findByRole('heading', { name: 'Payments are not available' })).toBeInTheDocument();
    expect(screen.getByText(/not taking card payments right now/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it('shows "Payments are not available" for Stripe without a publishable key', async () => {
    renderCheckout({ body: { demoMode: false, paymentMode: 'stripe', stripePublishableKey: null, demoAdmin: false } });
    expect(await screen.findByRole('heading', { name: 'Payments are not available' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('shows no card form while GET /api/config is loading', async () => {
    const config = deferred<AnswerTo<'GET /api/config'>>();
    const { api } = renderCheckout(() => config.promise);
    await payment();
    await waitFor(() => expect(api.callsTo('GET', '/api/config')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    config.resolve(NON_DEMO_CONFIG);
    expect(await screen.findByRole('heading', { name: 'Payments are not available' })).toBeInTheDocument();
  });
});
