// The subscription page (business-side sections 2, 4, 8 and 9): the pricing explainer, the three
// load outcomes (existing subscription, returned client secret, created subscription), the demo and
// Stripe payment forms, and the "Error" and "Payment Failed" toasts.
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@marketplace/web-common/api/query-client';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { SubscriptionPage } from '../../../apps/business-portal/src/app/routes/subscription.js';
import { subscriptionQueryOptions } from '../../../apps/business-portal/src/api/get-subscription.js';
import type { PublicConfigResponse } from '@marketplace/core/deployment/schemas/deployment.response';
import type { SubscriptionResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';
import { mockApi, SIGNED_OUT, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aListing, aSubscriptionView } from '../mothers.js';
import { aConnectState } from './portal-mothers.js';
import { renderWithApp } from '../render.js';

const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  loadStripe: vi.fn(),
}));

// Stripe.js cannot load in jsdom: the provider's components stand in as a plain form part.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => <div data-client-secret={options.clientSecret}>{children}</div>,
  PaymentElement: () => <p>Card details</p>,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

const DEMO_CONFIG: PublicConfigResponse = { demoMode: true, paymentMode: 'demo', stripePublishableKey: null, demoAdmin: true };
const STRIPE_CONFIG: PublicConfigResponse = { demoMode: false, paymentMode: 'stripe', stripePublishableKey: 'pk_test_123', demoAdmin: false };
/** Demo mode off and no Stripe keys: the server refuses every payment. */
const NO_PAYMENTS_CONFIG: PublicConfigResponse = { demoMode: false, paymentMode: 'none', stripePublishableKey: null, demoAdmin: false };
const ACTIVE: SubscriptionResponse = aSubscriptionView({ currentPeriodStart: '2025-03-05T00:00:00.000Z', currentPeriodEnd: '2025-04-05T00:00:00.000Z', createdAt: '2025-03-05T00:00:00.000Z' });
const SUBSCRIBED = aListing({ state: 'subscribed', listedUntil: '2025-04-06T00:00:00.000Z', trialEndsAt: '2025-03-01T00:00:00.000Z' });
const TRIAL = aListing();
const INCOMPLETE = { ...ACTIVE, status: 'incomplete', currentPeriodEnd: null };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', nameOnCard: 'Demo User' };

function renderPage(routes: ApiRoutes) {
  const api = mockApi({
    'GET /api/user': { body: aBusiness({ subscriptionActive: false }) },
    'GET /api/config': { body: DEMO_CONFIG },
    'GET /api/business/connect': { body: aConnectState() },
    ...routes,
  });
  const rendered = renderWithApp(<SubscriptionPage />, { path: '/business/subscription', route: '/business/subscription' });
  return { ...rendered, api };
}

function toastWith(title: string) {
  return screen.getByText(title, { selector: 'p' }).closest('li');
}

beforeEach(() => {
  stripe.loadStripe.mockResolvedValue({ kind: 'stripe' });
});

afterEach(() => toastStore.dismiss());

describe('pricing explainer', () => {
  it('shows $25.00 per month, the 75% kept per transaction, weekly payouts and no minimum sales', async () => {
    renderPage({ 'GET /api/business/subscription': { body: { subscription: ACTIVE, listing: SUBSCRIBED } } });
    const explainer = within(await screen.findByTestId('pricing-explainer'));
    expect(explainer.getByRole('heading', { name: 'Business plan' })).toBeInTheDocument();
    expect(explainer.getByText('$25.00')).toBeInTheDocument();
    expect(explainer.getByText('per month')).toBeInTheDocument();
    expect(explainer.getByText('You keep 75%')).toBeInTheDocument();
    expect(explainer.getByText('25% platform share per transaction')).toBeInTheDocument();
    expect(explainer.getByText('Weekly payouts')).toBeInTheDocument();
    expect(explainer.getByText('No minimum sales')).toBeInTheDocument();
    expect(explainer.getByText('QR code scanner')).toBeInTheDocument();
  });
});

describe('loading the subscription', () => {
  it('shows a skeleton while it loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderPage({ 'GET /api/business/subscription': async () => (await held, { body: { subscription: ACTIVE, listing: SUBSCRIBED } }) });

    expect(await screen.findByLabelText('Loading your subscription')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByTestId('subscription-details')).toBeInTheDocument();
  });

  it('shows an existing subscription: status and current period end, and no payment form', async () => {
    const { api } = renderPage({ 'GET /api/business/subscription': { body: { subscription: ACTIVE, listing: SUBSCRIBED } } });

    const details = within(await screen.findByTestId('subscription-details'));
    expect(details.getByRole('heading', { name: 'Your subscription is active' })).toBeInTheDocument();
    expect(details.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(details.getByTestId('subscription-period-end')).toHaveTextContent('Apr 5, 2025');
    expect(details.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/business/dashboard');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/create-subscription')).toHaveLength(0);
  });

  it('shows another status in words', async () => {
    renderPage({ 'GET /api/business/subscription': { body: { subscription: { ...ACTIVE, status: 'past_due' }, listing: aListing({ state: 'grace' }) } } });
    const details = within(await screen.findByTestId('subscription-details'));
    expect(details.getByRole('heading', { name: 'Your subscription' })).toBeInTheDocument();
    expect(details.getByTestId('subscription-status')).toHaveTextContent('Past due');
  });

  it('uses a returned client secret without creating a subscription', async () => {
    const { user, api } = renderPage({
      'GET /api/business/subscription': { body: { clientSecret: 'sub_demo_7_secret_returned', listing: TRIAL } },
      'POST /api/demo-payments/confirm-subscription': { body: { subscription: ACTIVE, status: 'active' } },
    });

    const form = within(await screen.findByRole('form', { name: 'Subscription payment (demo)' }));
    expect(screen.getByText('Demo mode')).toBeInTheDocument();
    expect(form.getByText(/Demo payment mode: no real card is charged/)).toBeInTheDocument();
    expect(form.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(form.getByRole('button', { name: 'Pay $25.00' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/demo-payments/confirm-subscription')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/demo-payments/confirm-subscription')[0]?.body).toEqual({ clientSecret: 'sub_demo_7_secret_returned', card: CARD });
    expect(api.callsTo('POST', '/api/business/create-subscription')).toHaveLength(0);
  });

  it('creates a subscription when there is none and pays with its client secret', async () => {
    const { user, api } = renderPage({
      'GET /api/business/subscription': { body: { listing: TRIAL } },
      'POST /api/business/create-subscription': { status: 201, body: { clientSecret: 'sub_demo_8_secret_created', subscription: INCOMPLETE } },
      'POST /api/demo-payments/confirm-subscription': { body: { subscription: ACTIVE, status: 'active' } },
    });

    const form = within(await screen.findByRole('form', { name: 'Subscription payment (demo)' }));
    expect(api.callsTo('POST', '/api/business/create-subscription')).toHaveLength(1);
    await user.click(form.getByRole('button', { name: 'Pay $25.00' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/demo-payments/confirm-subscription')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/demo-payments/confirm-subscription')[0]?.body).toMatchObject({ clientSecret: 'sub_demo_8_secret_created' });
  });

  it('reuses the answer the dashboard already loaded under the same query key', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(subscriptionQueryOptions().queryKey, { clientSecret: 'sub_demo_9_secret_cached', listing: TRIAL });
    const api = mockApi({
      'GET /api/user': { body: aBusiness() },
      'GET /api/config': { body: DEMO_CONFIG },
      'POST /api/demo-payments/confirm-subscription': { body: { subscription: ACTIVE, status: 'active' } },
    });
    const { user } = renderWithApp(<SubscriptionPage />, { path: '/business/subscription', route: '/business/subscription', queryClient });

    const form = within(await screen.findByRole('form', { name: 'Subscription payment (demo)' }));
    await user.click(form.getByRole('button', { name: 'Pay $25.00' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/demo-payments/confirm-subscription')[0]?.body).toMatchObject({ clientSecret: 'sub_demo_9_secret_cached' }));
    expect(api.callsTo('POST', '/api/business/create-subscription')).toHaveLength(0);
  });

  it.each<[string, ApiRoutes]>([
    ['the subscription cannot be read', { 'GET /api/business/subscription': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } }],
    [
      'the subscription cannot be created',
      { 'GET /api/business/subscription': { body: { listing: TRIAL } }, 'POST /api/business/create-subscription': { status: 503, body: { message: 'Payments are unavailable' } } },
    ],
  ])('toasts "Error" and offers a retry when %s', async (_name, failing: ApiRoutes) => {
    let attempts = 0;
    const { user, api } = renderPage({
      ...failing,
      'GET /api/business/subscription': (call) => {
        attempts += 1;
        if (attempts > 1) return { body: { subscription: ACTIVE, listing: SUBSCRIBED } };
        const route = failing['GET /api/business/subscription'];
        return typeof route === 'function' ? route(call) : (route ?? { body: { listing: TRIAL } });
      },
    });

    const toast = await screen.findByText('Error', { selector: 'p' });
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Could not load subscription information. Please try again.');
    const state = screen.getByRole('heading', { name: 'Subscription unavailable' }).closest('[role="alert"]');
    expect(state).toHaveTextContent('Could not load subscription information. Please try again.');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('subscription-details')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/business/subscription')).toHaveLength(2);
  });
});

describe('paying with the demo card', () => {
  it('toasts the success, refreshes the account and goes to the dashboard', async () => {
    let paid = false;
    const { user, api } = renderPage({
      'GET /api/business/subscription': () => (paid ? { body: { subscription: ACTIVE, listing: SUBSCRIBED } } : { body: { clientSecret: 'sub_demo_7_secret_x', listing: TRIAL } }),
      'POST /api/demo-payments/confirm-subscription': () => {
        paid = true;
        return { body: { subscription: ACTIVE, status: 'active' } };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Subscription payment (demo)' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/user')).toHaveLength(1));

    await user.click(form.getByRole('button', { name: 'Pay $25.00' }));

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(toastWith('Subscription Active')).toHaveTextContent('Thank you! Your $25.00 monthly subscription is now active.');
    expect(api.callsTo('GET', '/api/user')).toHaveLength(2);
  });

  it('toasts "Payment Failed" with the provider message and enables the pay button again', async () => {
    const { user, api } = renderPage({
      'GET /api/business/subscription': { body: { clientSecret: 'sub_demo_7_secret_x', listing: TRIAL } },
      'POST /api/demo-payments/confirm-subscription': { status: 402, body: { message: 'Your card was declined.', code: 'payment.card_declined' } },
    });
    const form = within(await screen.findByRole('form', { name: 'Subscription payment (demo)' }));
    await user.clear(form.getByLabelText('Card number'));
    await user.type(form.getByLabelText('Card number'), '4000000000000002');

    await user.click(form.getByRole('button', { name: 'Pay $25.00' }));

    const title = await screen.findByText('Payment Failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Your card was declined.');
    expect(await form.findByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/demo-payments/confirm-subscription')[0]?.body).toMatchObject({ card: { cardNumber: '4000 0000 0000 0002' } });
  });

  it('calls a payment that does not activate the subscription a failure', async () => {
    const { user } = renderPage({
      'GET /api/business/subscription': { body: { clientSecret: 'sub_demo_7_secret_x', listing: TRIAL } },
      'POST /api/demo-payments/confirm-subscription': { body: { subscription: INCOMPLETE, status: 'incomplete' } },
    });
    const form = within(await screen.findByRole('form', { name: 'Subscription payment (demo)' }));
    await user.click(form.getByRole('button', { name: 'Pay $25.00' }));

    const title = await screen.findByText('Payment Failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('An error occurred during payment');
    expect(await form.findByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
  });
});

describe('paying with Stripe', () => {
  it('confirms with the client secret, returning to the dashboard only if a redirect is required', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { user } = renderPage({
      'GET /api/config': { body: STRIPE_CONFIG },
      'GET /api/business/subscription': { body: { clientSecret: 'seti_or_pi_secret_stripe', listing: TRIAL } },
    });

    const form = within(await screen.findByRole('form', { name: 'Card payment' }));
    expect(screen.queryByText('Demo mode')).not.toBeInTheDocument();
    expect(form.getByText('Card details').closest('[data-client-secret]')).toHaveAttribute('data-client-secret', 'seti_or_pi_secret_stripe');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    await user.click(form.getByRole('button', { name: 'Pay $25.00' }));

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      confirmParams: { return_url: `${window.location.origin}/business/dashboard` },
      redirect: 'if_required',
    });
    expect(toastWith('Subscription Active')).toBeInTheDocument();
  });

  it('toasts "Payment Failed" with the provider message and enables the pay button again', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const { user } = renderPage({
      'GET /api/config': { body: STRIPE_CONFIG },
      'GET /api/business/subscription': { body: { clientSecret: 'pi_secret_stripe', listing: TRIAL } },
    });

    const form = within(await screen.findByRole('form', { name: 'Card payment' }));
    await user.click(form.getByRole('button', { name: 'Pay $25.00' }));

    const title = await screen.findByText('Payment Failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Your card has insufficient funds.');
    expect(await form.findByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
  });
});

describe('without a payment provider (paymentMode none)', () => {
  it('says payments are not available, shows no card form and creates no subscription', async () => {
    const { api } = renderPage({
      'GET /api/config': { body: NO_PAYMENTS_CONFIG },
      'GET /api/business/subscription': { body: { listing: TRIAL } },
      'POST /api/business/create-subscription': { status: 402, body: { message: 'Card payments are not available' } },
    });

    expect(await screen.findByRole('heading', { name: 'Payments are not available' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Demo mode')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/create-subscription')).toHaveLength(0);
  });

  it('offers no card form for a payment left waiting from before', async () => {
    renderPage({ 'GET /api/config': { body: NO_PAYMENTS_CONFIG }, 'GET /api/business/subscription': { body: { clientSecret: 'sub_demo_3_secret_old', listing: TRIAL } } });
    expect(await screen.findByRole('heading', { name: 'Payments are not available' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('still shows an existing subscription', async () => {
    renderPage({ 'GET /api/config': { body: NO_PAYMENTS_CONFIG }, 'GET /api/business/subscription': { body: { subscription: ACTIVE, listing: SUBSCRIBED } } });
    expect(await screen.findByTestId('subscription-details')).toBeInTheDocument();
    expect(screen.queryByText('Payments are not available')).not.toBeInTheDocument();
  });
});

describe('the guard', () => {
  it('sends a visitor away to sign in', async () => {
    const { api } = renderPage({ 'GET /api/user': SIGNED_OUT });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/business/subscription')).toHaveLength(0);
  });
});

describe('the listing and cancelling', () => {
  it('says when a renewing subscription renews, and cancels it at the period end', async () => {
    let cancelled = false;
    const { api, user } = renderPage({
      'GET /api/business/subscription': () => ({
        body: cancelled
          ? { subscription: { ...ACTIVE, cancelAtPeriodEnd: true }, listing: { ...SUBSCRIBED, state: 'cancelling', listedUntil: ACTIVE.currentPeriodEnd } }
          : { subscription: ACTIVE, listing: SUBSCRIBED },
      }),
      'POST /api/business/subscription/cancel': () => {
        cancelled = true;
        return { body: { subscription: { ...ACTIVE, cancelAtPeriodEnd: true } } };
      },
    });

    expect(await screen.findByTestId('listing-notice')).toHaveTextContent('Renews on Apr 5, 2025.');
    expect(screen.getByText('Renews on', { selector: 'dt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));

    await waitFor(() => expect(screen.getByTestId('listing-notice')).toHaveTextContent('Ends on Apr 5, 2025 (cancelled): your deals stay listed until then.'));
    expect(api.callsTo('POST', '/api/business/subscription/cancel')).toHaveLength(1);
    expect(toastWith('Subscription cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel at period end' })).not.toBeInTheDocument();
  });

  it('resumes a cancelled subscription', async () => {
    let resumed = false;
    const { api, user } = renderPage({
      'GET /api/business/subscription': () => ({
        body: resumed
          ? { subscription: ACTIVE, listing: SUBSCRIBED }
          : { subscription: { ...ACTIVE, cancelAtPeriodEnd: true }, listing: { ...SUBSCRIBED, state: 'cancelling', listedUntil: ACTIVE.currentPeriodEnd } },
      }),
      'POST /api/business/subscription/resume': () => {
        resumed = true;
        return { body: { subscription: ACTIVE } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(screen.getByTestId('listing-notice')).toHaveTextContent('Renews on Apr 5, 2025.'));
    expect(api.callsTo('POST', '/api/business/subscription/resume')).toHaveLength(1);
  });

  it("says the server's refusal when the subscription cannot be cancelled", async () => {
    const { user } = renderPage({
      'GET /api/business/subscription': { body: { subscription: ACTIVE, listing: SUBSCRIBED } },
      'POST /api/business/subscription/cancel': { status: 409, body: { message: 'You have no active subscription to cancel.', code: 'subscription.not_active' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(toastWith('Error')).toHaveTextContent('You have no active subscription to cancel.'));
  });

  it('warns of a failed payment, until when the deals stay listed, and offers another card for the open invoice', async () => {
    const { api } = renderPage({
      'GET /api/business/subscription': {
        body: {
          subscription: { ...ACTIVE, status: 'past_due', paymentFailedAt: '2025-04-05T01:00:00.000Z' },
          clientSecret: 'sub_demo_5_secret_renewal',
          listing: aListing({ state: 'grace', listedUntil: '2025-04-12T01:00:00.000Z' }),
        },
      },
    });
    const notice = await screen.findByTestId('listing-notice');
    expect(notice).toHaveTextContent('Payment failed: your deals stay listed until Apr 12, 2025. Update your card to keep them listed.');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { name: 'Update your card' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel at period end' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/create-subscription')).toHaveLength(0);
  });

  it('says until when the free days run, above the payment form', async () => {
    renderPage({ 'GET /api/business/subscription': { body: { clientSecret: 'sub_demo_7_secret_x', listing: aListing({ trialEndsAt: '2025-04-04T12:00:00.000Z' }) } } });
    expect(await screen.findByTestId('listing-notice')).toHaveTextContent('Free until Apr 4, 2025: subscribe to keep your deals listed after that.');
    expect(screen.getByRole('heading', { name: 'Start your subscription' })).toBeInTheDocument();
  });

  it('says why the deals are hidden and that paying shows them again', async () => {
    renderPage({
      'GET /api/business/subscription': { body: { clientSecret: 'sub_demo_7_secret_x', listing: aListing({ state: 'hidden', listedUntil: '2025-03-01T00:00:00.000Z', hiddenReason: 'trial_ended' }) } },
    });
    const notice = await screen.findByTestId('listing-notice');
    expect(notice).toHaveTextContent('Your free 30 days have ended and you have no active subscription. Your deals are hidden from the catalogue');
    expect(notice).toHaveTextContent('paying shows them again at once');
  });
});
