// The admin dashboard /admin/dashboard: the special admin's figures, business list and Verify
// action; the waitlist part every admin-area account sees (business-side sections 2 and 6,
// DESIGN.md sections 3 and 4).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { AdminDashboardPage } from '../../../apps/business-portal/src/app/routes/admin-dashboard.js';
import { SIGNED_OUT, deferred, mockApi, type AnswerTo, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aCustomer, anAdmin, aPublicBusiness } from '../mothers.js';
import { DEFAULT_WAITLIST_SORT, sortWaitlist } from '../../../apps/business-portal/src/features/admin/waitlist-table.js';
import { renderWithApp } from '../render.js';
import { aBusinessPage, aWaitlist, anAdminBusiness, somePlatformStats } from './admin-mothers.js';

function renderDashboard(routes: ApiRoutes) {
  const api = mockApi({
    'GET /api/user': { body: anAdmin() },
    // The server's first page of the newest entries, and its counts of the whole waitlist.
    'GET /api/waitlist': { body: sortWaitlist(aWaitlist(), DEFAULT_WAITLIST_SORT), headers: { 'X-Total-Count': '4' } },
    'GET /api/waitlist/summary': { body: { total: 4, discounters: 2, businesses: 2, averageRating: 3.5 } },
    'GET /api/admin/stats': { body: somePlatformStats() },
    'GET /api/admin/businesses': { body: aBusinessPage([]) },
    'GET /api/admin/contact-messages': { body: { messages: [], pagination: { total: 0, page: 1, limit: 20, totalPages: 0, hasNextPage: false, hasPreviousPage: false }, counts: { new: 0, read: 0, answered: 0 } } },
    ...routes,
  });
  return { api, ...renderWithApp(<AdminDashboardPage />, { path: '/admin/dashboard', route: '/admin/dashboard' }) };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** A figure of the Platform figures section, by its label. */
function figure(label: string): HTMLElement | null {
  return section('Platform figures').getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement | null;
}

afterEach(() => toastStore.dismiss());

describe('the special admin', () => {
  it('sees the platform figures from /api/admin/stats', async () => {
    renderDashboard({});

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    await screen.findByText('Customers');
    expect(figure('Customers')).toHaveTextContent('1,234');
    expect(figure('Businesses')).toHaveTextContent('12');
    expect(screen.getByText('9 verified · 3 awaiting')).toBeInTheDocument();
    expect(figure('Live deals')).toHaveTextContent('31');
    expect(figure('Purchases')).toHaveTextContent('250');
    expect(figure('Gross sales')).toHaveTextContent('$4,321.50');
    expect(figure('Platform fees')).toHaveTextContent('$1,080.38');
    expect(figure('Waitlist')).toHaveTextContent('87');
  });

  it('shows placeholders while the figures load, and an error with a retry when they fail', async () => {
    const first = deferred<AnswerTo<'GET /api/admin/stats'>>();
    let calls = 0;
    const { user } = renderDashboard({
      'GET /api/admin/stats': () => (++calls === 1 ? first.promise : { body: somePlatformStats({ customers: 7 }) }),
    });

    expect(await screen.findByRole('status', { name: 'Loading platform figures' })).toBeInTheDocument();
    first.resolve({ status: 500, body: { message: 'Stats offline' } });
    expect(await screen.findByRole('heading', { name: 'Could not load the figures' })).toBeInTheDocument();
    expect(section('Platform figures').getByText('Stats offline')).toBeInTheDocument();

    await user.click(section('Platform figures').getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(figure('Customers')).toHaveTextContent('7'));
  });

  it('lists every business with its state and deals, verified ones with a badge, its listing and payouts', async () => {
    renderDashboard({
      'GET /api/admin/businesses': {
        body: aBusinessPage([
          anAdminBusiness(),
          anAdminBusiness({ id: 7, name: 'Sunrise Bistro', verified: true, listedUntil: '2100-01-31T12:00:00.000Z', payouts: 'enabled', deals: { total: 5, live: 4, drafts: 0 } }),
          anAdminBusiness({ id: 8, name: 'Lapsed Spa', verified: true, listedUntil: '2020-01-01T00:00:00.000Z', payouts: 'action_required' }),
        ]),
      },
    });

    const businesses = within(await screen.findByRole('region', { name: 'Businesses, newest first' }));
    const lotus = within((await businesses.findByText('Lotus Flow Yoga')).closest('tr')!);
    expect(lotus.getByText('Awaiting verification')).toBeInTheDocument();
    expect(lotus.getByText('(512) 555-0177')).toBeInTheDocument();
    expect(lotus.getByText('0 live')).toBeInTheDocument();
    expect(lotus.getByText('2 total · 2 drafts')).toBeInTheDocument();
    expect(lotus.getByRole('button', { name: 'Verify Lotus Flow Yoga' })).toBeInTheDocument();
    const bistro = within(businesses.getByText('Sunrise Bistro').closest('tr')!);
    expect(bistro.getByText('✓ Verified')).toBeInTheDocument();
    expect(bistro.getByText(/^Listed until .*2100/)).toBeInTheDocument();
    expect(bistro.getByText('Payouts on')).toBeInTheDocument();
    expect(bistro.queryByRole('button')).not.toBeInTheDocument();
    expect(lotus.getByText('Deals stay drafts')).toBeInTheDocument();
    expect(lotus.getByText('Payouts: not connected')).toBeInTheDocument();
    const lapsed = within(businesses.getByText('Lapsed Spa').closest('tr')!);
    expect(lapsed.getByText('Deals hidden (no subscription)')).toBeInTheDocument();
    expect(lapsed.getByText('Payouts: Stripe needs more')).toBeInTheDocument();
  });

  it('verifies a business after confirming, says so, and refreshes the list and the figures', async () => {
    let verified = false;
    const { api, user } = renderDashboard({
      'GET /api/admin/businesses': () => ({ body: aBusinessPage([anAdminBusiness({ verified, deals: verified ? { total: 2, live: 2, drafts: 0 } : { total: 2, live: 0, drafts: 2 } })]) }),
      'POST /api/admin/businesses/41/verify': () => {
        verified = true;
        return { body: { business: aPublicBusiness({ id: 41, name: 'Lotus Flow Yoga', verified: true }), publishedDeals: 2 } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Verify Lotus Flow Yoga' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Verify Lotus Flow Yoga?' }));
    expect(dialog.getByText(/checked Lotus Flow Yoga by phone \(\(512\) 555-0177\)\. Its 2 draft deals will be published at once\./)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/businesses/41/verify')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Verify business' }));

    expect(await screen.findByText('Business verified')).toBeInTheDocument();
    expect(screen.getByText('Lotus Flow Yoga is verified. Its 2 draft deals are now published.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/businesses/41/verify')).toHaveLength(1);
    expect(await screen.findByText('✓ Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Lotus Flow Yoga' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/businesses')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/admin/stats')).toHaveLength(2);
  });

  it('cancels without verifying, and shows a failure as a destructive toast', async () => {
    const { api, user } = renderDashboard({
      'GET /api/admin/businesses': { body: aBusinessPage([anAdminBusiness()]) },
      'POST /api/admin/businesses/41/verify': { status: 404, body: { message: 'Business not found' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Verify Lotus Flow Yoga' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/businesses/41/verify')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verify Lotus Flow Yoga' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify business' }));
    const title = await screen.findByText('Verification failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Business not found');
  });

  it('searches and filters the business list on the server', async () => {
    const { api, user } = renderDashboard({ 'GET /api/admin/businesses': { body: aBusinessPage([]) } });
    expect(await screen.findByText('No businesses have registered yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Awaiting verification' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/businesses').at(-1)?.query.get('verified')).toBe('false'));
    expect(screen.getByRole('button', { name: 'Awaiting verification' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No businesses match these filters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search businesses'), 'lotus');
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/businesses').at(-1)?.query.get('q')).toBe('lotus'));
    expect(api.callsTo('GET', '/api/admin/businesses').filter((call) => call.query.get('q') === 'l')).toHaveLength(0);
  });

  it('summarises the waitlist: counts by type, the average rating, the latest entries and the way to the full list', async () => {
    const { api } = renderDashboard({});

    const waitlist = within(await screen.findByRole('region', { name: 'Waitlist' }));
    expect(await waitlist.findByText('Latest sign-ups')).toBeInTheDocument();
    expect(waitlist.getByText('Total sign-ups').nextElementSibling).toHaveTextContent('4');
    expect(waitlist.getByText('Discounters').nextElementSibling).toHaveTextContent('2');
    expect(waitlist.getByText('Average rating').nextElementSibling).toHaveTextContent('3.5 / 5');
    const latest = waitlist.getAllByRole('listitem').map((item) => within(item).getByRole('strong', { hidden: true }).textContent);
    expect(latest).toEqual(['Sam Patel', 'maria Gomez', 'Jordan Lee', 'Ava Chen']);
    expect(waitlist.getByRole('link', { name: 'Open Waitlist Administration' })).toHaveAttribute('href', '/admin/waitlist');
    // Only the newest five are asked for, never the whole list.
    expect(api.callsTo('GET', '/api/waitlist')[0]?.query.get('limit')).toBe('5');
  });
});

describe('a business owner', () => {
  it('sees the waitlist part only; the admin-only data is never asked for', async () => {
    const { api } = renderDashboard({ 'GET /api/user': { body: aBusiness({ role: 'owner', name: 'Sunrise Bistro' }) } });

    expect(await screen.findByText('Signed in as Sunrise Bistro.')).toBeInTheDocument();
    expect(screen.getByText('Business owner')).toBeInTheDocument();
    expect(await screen.findByText('Latest sign-ups')).toBeInTheDocument();
    expect(screen.getByText('You are signed in as a business owner.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Platform figures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Businesses' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/stats')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/admin/businesses')).toHaveLength(0);
  });
});

describe('anyone else', () => {
  it.each([
    ['a visitor', SIGNED_OUT],
    ['a customer', { body: aCustomer() }],
    ['a plain business', { body: aBusiness() }],
  ])('%s is sent away', async (_who, user) => {
    renderDashboard({ 'GET /api/user': user });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });
});
