// The portal's demo-only views follow GET /api/config: the waitlist demo (/admin/waitlist-demo) and
// the admin dashboard's link to it exist only in demo mode; outside it the address is an unknown
// page and the sample rows are never asked for.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminDashboardPage } from '../../../apps/business-portal/src/app/routes/admin-dashboard.js';
import { WaitlistDemoPage } from '../../../apps/business-portal/src/app/routes/waitlist-demo.js';
import { DEMO_CONFIG, NON_DEMO_CONFIG, deferred, mockApi, type AnswerTo, type RouteTo } from '../api-mock.js';
import { anAdmin } from '../mothers.js';
import { renderWithApp, serverConfigAnswered } from '../render.js';
import { aBusinessPage, aWaitlist, somePlatformStats } from './admin-mothers.js';

function renderDashboard(config: RouteTo<'GET /api/config'>) {
  const api = mockApi({
    'GET /api/user': { body: anAdmin() },
    'GET /api/config': config,
    'GET /api/waitlist': { body: aWaitlist() },
    'GET /api/admin/stats': { body: somePlatformStats() },
    'GET /api/admin/businesses': { body: aBusinessPage([]) },
  });
  return { api, ...renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', route: '/admin/dashboard' }) };
}

function renderWaitlistDemo(config: RouteTo<'GET /api/config'>) {
  const api = mockApi({ 'GET /api/user': { body: anAdmin() }, 'GET /api/config': config, 'GET /api/admin/sample-waitlist': { body: aWaitlist() } });
  return { api, ...renderWithApp(<WaitlistDemoPage />, { path: '/admin/waitlist-demo', route: '/admin/waitlist-demo' }) };
}

describe('admin dashboard', () => {
  it('links the waitlist demo in demo mode', async () => {
    renderDashboard(DEMO_CONFIG);
    expect(await screen.findByRole('link', { name: 'Waitlist Demo' })).toHaveAttribute('href', '/admin/waitlist-demo');
    expect(screen.getByRole('link', { name: 'Waitlist Administration' })).toBeInTheDocument();
  });

  it('does not link the waitlist demo with demo mode off', async () => {
    const { queryClient } = renderDashboard(NON_DEMO_CONFIG);
    expect(await screen.findByRole('link', { name: 'Waitlist Administration' })).toBeInTheDocument();
    await serverConfigAnswered(queryClient);
    expect(screen.queryByRole('link', { name: 'Waitlist Demo' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/admin/waitlist-demo"]')).toBeNull();
  });
});

describe('/admin/waitlist-demo', () => {
  it('shows the sample waitlist in demo mode', async () => {
    renderWaitlistDemo(DEMO_CONFIG);
    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist Demo' })).toBeInTheDocument();
    expect(await screen.findByText('These are sample entries.')).toBeInTheDocument();
  });

  it('is an unknown page with demo mode off, and never asks for the sample rows', async () => {
    const { api } = renderWaitlistDemo(NON_DEMO_CONFIG);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Waitlist Demo')).not.toBeInTheDocument();
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/sample-waitlist')).toHaveLength(0);
  });

  it('asks for nothing and shows no demo while GET /api/config is loading', async () => {
    const config = deferred<AnswerTo<'GET /api/config'>>();
    const { api } = renderWaitlistDemo(() => config.promise);
    await waitFor(() => expect(api.callsTo('GET', '/api/config')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/sample-waitlist')).toHaveLength(0);

    config.resolve(NON_DEMO_CONFIG);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
