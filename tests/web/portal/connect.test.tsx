// The payout account card (Stripe Connect) and the demo onboarding page: the state in plain words,
// "Get paid" following the server's link, the check on the way back, the one-click demo onboarding.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectStatusCard } from '../../../apps/business-portal/src/features/payouts/components/connect-status-card.js';
import { ConnectDemoOnboardingPage } from '../../../apps/business-portal/src/app/routes/connect-demo-onboarding.js';
import { ConnectRefreshPage } from '../../../apps/business-portal/src/app/routes/connect-refresh.js';
import { mockApi } from '../api-mock.js';
import { aBusiness } from '../mothers.js';
import { renderWithApp } from '../render.js';
import { aConnectState } from './portal-mothers.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const NEEDS_MORE = aConnectState({
  status: 'action_required',
  summary: 'Stripe needs more information',
  detailsSubmitted: true,
  requirementsDue: ['your bank account', 'your Social Security number'],
  disabledReason: 'Stripe is missing information it asked for.',
});
const ENABLED = aConnectState({ status: 'enabled', summary: 'Payouts on', chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true });

describe('the payout account card', () => {
  it('offers "Get paid" before onboarding, and follows the link the server makes', async () => {
    const api = mockApi({
      'GET /api/business/connect': { body: aConnectState() },
      'POST /api/business/connect/onboarding': { body: { url: 'https://connect.stripe.com/setup/e/acct_1/abc' } },
    });
    const leave = vi.fn();
    const { user } = renderWithApp(<ConnectStatusCard leave={leave} />);

    expect(await screen.findByRole('heading', { name: 'Not connected: set up payouts to get paid' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get paid' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'));
    expect(api.callsTo('POST', '/api/business/connect/onboarding')).toHaveLength(1);
  });

  it("says what Stripe still needs in the server's words, with the way to give it", async () => {
    mockApi({ 'GET /api/business/connect': { body: NEEDS_MORE } });
    renderWithApp(<ConnectStatusCard leave={vi.fn()} />);

    expect(await screen.findByRole('heading', { name: 'Stripe needs more information' })).toBeInTheDocument();
    expect(screen.getByTestId('connect-requirements')).toHaveTextContent('Stripe needs: your bank account, your Social Security number.');
    expect(screen.getByText('Stripe is missing information it asked for.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update your details' })).toBeInTheDocument();
  });

  it('says "Payouts on" with no button once enabled', async () => {
    mockApi({ 'GET /api/business/connect': { body: ENABLED } });
    renderWithApp(<ConnectStatusCard />);
    expect(await screen.findByRole('heading', { name: 'Payouts on' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('checks the account with Stripe once on the way back from onboarding, and shows the answer', async () => {
    const api = mockApi({
      'GET /api/business/connect': { body: aConnectState({ status: 'incomplete', summary: 'Setup not finished' }) },
      'POST /api/business/connect/check': { body: ENABLED },
    });
    renderWithApp(<ConnectStatusCard />, { path: '/business/dashboard?connect=return' });

    expect(await screen.findByRole('heading', { name: 'Payouts on' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/connect/check')).toHaveLength(1);
  });

  it('offers a retry when the state cannot be loaded', async () => {
    mockApi({ 'GET /api/business/connect': { status: 500, body: { message: 'Internal Server Error' } } });
    renderWithApp(<ConnectStatusCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payout status unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the demo onboarding page', () => {
  it('completes the named account in one click and goes back to the return address', async () => {
    const api = mockApi({
      'GET /api/user': { body: aBusiness() },
      'POST /api/demo-payments/connect/complete': { body: ENABLED },
    });
    const { user } = renderWithApp(<ConnectDemoOnboardingPage />, {
      path: '/business/connect/demo-onboarding?account=acct_demo_1&return=%2Fbusiness%2Fdashboard%3Fconnect%3Dreturn',
      route: '/business/connect/demo-onboarding',
    });

    await user.click(await screen.findByRole('button', { name: 'Complete onboarding' }));

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/demo-payments/connect/complete').map((call) => call.body)).toEqual([{ accountId: 'acct_demo_1' }]);
  });

  it('names no account: sends the owner back to the dashboard', async () => {
    mockApi({ 'GET /api/user': { body: aBusiness() } });
    renderWithApp(<ConnectDemoOnboardingPage />, { path: '/business/connect/demo-onboarding', route: '/business/connect/demo-onboarding' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No payout account named');
  });
});

describe('the refresh page (an expired onboarding link)', () => {
  it('asks for a fresh link once and follows it', async () => {
    const api = mockApi({
      'GET /api/user': { body: aBusiness() },
      'POST /api/business/connect/onboarding': { body: { url: 'https://connect.stripe.com/setup/e/acct_1/fresh' } },
    });
    const leave = vi.fn();
    renderWithApp(<ConnectRefreshPage leave={leave} />, { path: '/business/connect/refresh', route: '/business/connect/refresh' });

    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/fresh'));
    expect(api.callsTo('POST', '/api/business/connect/onboarding')).toHaveLength(1);
  });

  it("shows the server's refusal with a retry", async () => {
    mockApi({
      'GET /api/user': { body: aBusiness() },
      'POST /api/business/connect/onboarding': { status: 402, body: { message: 'Payouts are not available: the server has no payment provider configured.' } },
    });
    renderWithApp(<ConnectRefreshPage leave={vi.fn()} />, { path: '/business/connect/refresh', route: '/business/connect/refresh' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payouts are not available');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
