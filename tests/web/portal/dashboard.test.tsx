// The business dashboard, /business/dashboard (business-side sections 2 and 9, DESIGN.md section 3):
// the buttons, the notices, the real figures, the four tabs and the deal actions; and the full list
// behind "View All N".
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { AllDealsPage } from '../../../apps/business-portal/src/app/routes/all-deals.js';
import { DashboardPage } from '../../../apps/business-portal/src/app/routes/dashboard.js';
import type { OwnDealResponse as BusinessDeal } from '@marketplace/core/deals/schemas/deal.response';
import { deferred, mockApi, SIGNED_OUT, type AnswerTo, type ApiCall, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aCustomer, aListing, aSubscriptionView } from '../mothers.js';
import { renderWithApp } from '../render.js';
import { NO_STATS, aBusinessDeal, aConnectState, aPausedDeal, anExpiredDeal, dealsPage, liveDeals, someStats } from './portal-mothers.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

interface Setup {
  account?: BusinessAccount;
  active?: BusinessDeal[];
  inactive?: BusinessDeal[];
  routes?: ApiRoutes;
  path?: string;
}

/** GET /api/business/deals answering each state's page from the given deals, as the server pages them. */
function dealsRoute(lists: { active: BusinessDeal[]; inactive: BusinessDeal[] }): ApiRoutes['GET /api/business/deals'] {
  return (call: ApiCall) => {
    const list = call.query.get('active') === 'false' ? lists.inactive : lists.active;
    return { body: dealsPage(list, { page: Number(call.query.get('page') ?? 1), limit: Number(call.query.get('limit') ?? 12) }) };
  };
}

function renderDashboard({ account = aBusiness(), active = liveDeals(2), inactive = [], routes = {}, path = '/business/dashboard' }: Setup = {}) {
  const lists = { active, inactive };
  const api = mockApi({
    'GET /api/user': { body: account },
    'GET /api/business/deals': dealsRoute(lists),
    'GET /api/business/stats': { body: someStats() },
    'GET /api/business/subscription': { body: { listing: aListing({ state: 'unverified', listedUntil: null, trialEndsAt: null }) } },
    'GET /api/business/connect': { body: aConnectState() },
    ...routes,
  });
  const rendered = renderWithApp(<DashboardPage />, { path, route: '/business/dashboard' });
  return { ...rendered, api, lists };
}

function dealsCallsWith(api: ReturnType<typeof mockApi>, active: boolean) {
  return api.callsTo('GET', '/api/business/deals').filter((call) => call.query.get('active') === String(active));
}

async function openTab(user: ReturnType<typeof renderWithApp>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('dashboard', () => {
  afterEach(() => toastStore.dismiss());

  it('links to the two deal forms and the subscription page', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Cash to Discount Deal' })).toHaveAttribute('href', '/business/create-cash-to-discount-deal');
    expect(screen.getByRole('link', { name: 'Create Deal' })).toHaveAttribute('href', '/business/create-deal');
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/business/subscription');
  });

  it('shows the Admin Dashboard button to a business owner only', async () => {
    renderDashboard({ account: aBusiness({ role: 'owner' }) });
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('shows no Admin Dashboard button to a business whose role is not owner', async () => {
    renderDashboard({ account: aBusiness({ role: 'business' }) });
    expect(await screen.findByRole('link', { name: 'Create Deal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a customer to /business/auth', async () => {
    mockApi({ 'GET /api/user': { body: aCustomer() } });
    renderWithApp(<DashboardPage />, { path: '/business/dashboard', route: '/business/dashboard' });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /business/auth', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT });
    renderWithApp(<DashboardPage />, { path: '/business/dashboard', route: '/business/dashboard' });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('tells an unverified business that its deals stay drafts', async () => {
    renderDashboard({ account: aBusiness({ verified: false }) });
    const banner = await screen.findByTestId('verification-banner');
    expect(within(banner).getByRole('heading', { name: 'Verification pending' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('saved as drafts');
  });

  it('shows no verification banner to a verified business', async () => {
    renderDashboard({ account: aBusiness({ verified: true }) });
    await screen.findByTestId('stat-sales');
    expect(screen.queryByTestId('verification-banner')).not.toBeInTheDocument();
  });

  it('hints at subscribing ($25.00 a month) when there is no subscription', async () => {
    renderDashboard();
    const hint = await screen.findByTestId('subscription-hint');
    expect(hint).toHaveTextContent('No active subscription');
    expect(hint).toHaveTextContent('$25.00 per month');
    expect(within(hint).getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/business/subscription');
  });

  it('says until when an active subscription is paid', async () => {
    renderDashboard({
      routes: {
        'GET /api/business/subscription': {
          body: {
            subscription: aSubscriptionView({ currentPeriodStart: '2099-02-05T00:00:00.000Z', currentPeriodEnd: '2099-03-05T00:00:00.000Z' }),
            listing: aListing({ state: 'subscribed', listedUntil: '2099-03-06T00:00:00.000Z' }),
          },
        },
      },
    });
    const hint = await screen.findByTestId('subscription-hint');
    expect(hint).toHaveTextContent('Subscription active');
    expect(hint).toHaveTextContent('Mar 5, 2099');
  });
});

describe('the listing on the dashboard', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000 - 60_000).toISOString();

  it('counts down the free days and links to subscribing', async () => {
    renderDashboard({ routes: { 'GET /api/business/subscription': { body: { listing: aListing({ trialEndsAt: inDays(12), listedUntil: inDays(12) }) } } } });
    const hint = await screen.findByTestId('subscription-hint');
    expect(hint).toHaveTextContent('Free listing: 12 days left');
    expect(within(hint).getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/business/subscription');
  });

  it('counts down the grace after a failed payment and asks for another card', async () => {
    renderDashboard({
      routes: {
        'GET /api/business/subscription': {
          body: { subscription: aSubscriptionView({ status: 'past_due' }), clientSecret: 'sub_x_secret_y', listing: aListing({ state: 'grace', listedUntil: inDays(1) }) },
        },
      },
    });
    const hint = await screen.findByTestId('subscription-hint');
    expect(hint).toHaveTextContent('Payment failed: 1 day left');
    expect(hint).toHaveTextContent('Update your card to keep them listed.');
    expect(within(hint).getByRole('link', { name: 'Update your card' })).toHaveAttribute('href', '/business/subscription');
  });

  it('says a cancelled subscription ends, how long is left, and offers to resume it', async () => {
    renderDashboard({
      routes: {
        'GET /api/business/subscription': {
          body: { subscription: aSubscriptionView({ cancelAtPeriodEnd: true, currentPeriodEnd: inDays(5) }), listing: aListing({ state: 'cancelling', listedUntil: inDays(5) }) },
        },
      },
    });
    const hint = await screen.findByTestId('subscription-hint');
    expect(hint).toHaveTextContent('Subscription cancelled: 5 days left');
    expect(within(hint).getByRole('link', { name: 'Resume subscription' })).toHaveAttribute('href', '/business/subscription');
  });

  it('says why the deals are hidden and how to show them again', async () => {
    renderDashboard({
      routes: { 'GET /api/business/subscription': { body: { listing: aListing({ state: 'hidden', listedUntil: inDays(-3), hiddenReason: 'payment_failed' }) } } },
    });
    const hint = await screen.findByTestId('listing-hidden');
    expect(hint).toHaveTextContent('Your deals are hidden');
    expect(hint).toHaveTextContent('Your subscription payment failed and the 7-day grace period is over.');
    expect(within(hint).getByRole('link', { name: 'Subscribe to show them again' })).toHaveAttribute('href', '/business/subscription');
  });
});

describe('statistics', () => {
  afterEach(() => toastStore.dismiss());

  it('shows the real figures of GET /api/business/stats, not sample numbers', async () => {
    renderDashboard({ routes: { 'GET /api/business/stats': { body: someStats({ sales: 1234, revenue: 9876.5, businessShare: 7407.38, redemptions: 17 }) } } });
    await waitFor(() => expect(screen.getByTestId('stat-sales')).toHaveTextContent('Total Sales1,234'));
    expect(screen.getByTestId('stat-revenue')).toHaveTextContent('Revenue$9,876.50');
    expect(screen.getByTestId('stat-share')).toHaveTextContent('Your Earnings (75%)$7,407.38');
    expect(screen.getByTestId('stat-redemptions')).toHaveTextContent('Redemptions17');
  });

  it('shows placeholders while the figures load, then the figures', async () => {
    const answer = deferred<AnswerTo<'GET /api/business/stats'>>();
    renderDashboard({ routes: { 'GET /api/business/stats': () => answer.promise } });
    const figures = await screen.findByRole('list', { name: 'Key figures' });
    expect(figures).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('stat-revenue')).not.toHaveTextContent('$');

    answer.resolve({ body: someStats() });
    await waitFor(() => expect(screen.getByTestId('stat-revenue')).toHaveTextContent('$27.00'));
    expect(figures).not.toHaveAttribute('aria-busy');
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let fail = true;
    const { user } = renderDashboard({
      routes: { 'GET /api/business/stats': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: someStats() }) },
    });
    const problem = await screen.findByText('Your figures could not be loaded.');
    fail = false;
    await user.click(within(problem.parentElement as HTMLElement).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByTestId('stat-revenue')).toHaveTextContent('$27.00'));
  });

  it('Refresh Data refetches the figures and the deals', async () => {
    let sales = 3;
    const { user, api } = renderDashboard({ routes: { 'GET /api/business/stats': () => ({ body: someStats({ sales }) }) } });
    await waitFor(() => expect(screen.getByTestId('stat-sales')).toHaveTextContent('Total Sales3'));
    await screen.findAllByTestId('business-deal-card');
    const statsCalls = api.callsTo('GET', '/api/business/stats').length;
    const activeCalls = dealsCallsWith(api, true).length;

    sales = 4;
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));

    await waitFor(() => expect(screen.getByTestId('stat-sales')).toHaveTextContent('Total Sales4'));
    expect(api.callsTo('GET', '/api/business/stats')).toHaveLength(statsCalls + 1);
    expect(dealsCallsWith(api, true)).toHaveLength(activeCalls + 1);
    expect(await screen.findByRole('status')).toHaveTextContent('Data refreshed');
  });
});

describe('Active and Inactive Deals tabs', () => {
  afterEach(() => toastStore.dismiss());

  it('asks for the first 4 active deals and shows them labelled "Active", with "View All N" when there are more', async () => {
    const { api } = renderDashboard({ active: liveDeals(6) });
    const list = await screen.findByRole('list', { name: 'Active deals' });
    const cards = within(list).getAllByTestId('business-deal-card');
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(within(card).getByTestId('deal-state')).toHaveTextContent('Active');
    expect(screen.getByRole('link', { name: 'View All 6' })).toHaveAttribute('href', '/business/deals?status=active');
    const call = dealsCallsWith(api, true)[0];
    expect(call?.query.get('limit')).toBe('4');
    expect(call?.query.get('page')).toBe('1');
  });

  it('shows no "View All" link with 4 deals or fewer', async () => {
    renderDashboard({ active: liveDeals(4) });
    const list = await screen.findByRole('list', { name: 'Active deals' });
    expect(within(list).getAllByTestId('business-deal-card')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: /^View All/ })).not.toBeInTheDocument();
  });

  it('shows a card’s discount, price and end date', async () => {
    renderDashboard({ active: [aBusinessDeal({ title: 'Weekend Brunch for Two', discountPercent: 15, price: 8, endDate: '2099-03-05T00:00:00.000Z' })] });
    const card = await screen.findByRole('article', { name: 'Weekend Brunch for Two' });
    expect(card).toHaveTextContent('15% OFF');
    expect(card).toHaveTextContent('for $8.00');
    expect(card).toHaveTextContent('Ends Mar 5, 2099');
    expect(within(card).getByRole('link', { name: 'Edit Weekend Brunch for Two' })).toHaveAttribute('href', '/business/deals/101/edit');
  });

  it('shows a Cash to Discount deal’s price and discount ranges', async () => {
    renderDashboard({
      active: [aBusinessDeal({ title: 'Dinner Menu', isSliderDeal: true, minPrice: 5, maxPrice: 30, minDiscountPercent: 10, maxDiscountPercent: 35 })],
    });
    const card = await screen.findByRole('article', { name: 'Dinner Menu' });
    expect(card).toHaveTextContent('10–35% OFF');
    expect(card).toHaveTextContent('pay $5.00–$30.00');
    expect(card).toHaveTextContent('Cash to Discount');
  });

  it('Inactive Deals: at most 4, described as expired or deactivated with their "Ended" date, and "View All N"', async () => {
    const inactive = [
      anExpiredDeal({ id: 127, title: 'Holiday Feast', endDate: '2025-01-03T00:00:00.000Z', startDate: '2024-11-03T00:00:00.000Z' }),
      aPausedDeal({ id: 130, title: 'Lash Lift Special' }),
      anExpiredDeal({ id: 131, title: 'Old deal 1' }),
      anExpiredDeal({ id: 132, title: 'Old deal 2' }),
      anExpiredDeal({ id: 133, title: 'Old deal 3' }),
    ];
    const { user, api } = renderDashboard({ inactive });
    await openTab(user, 'Inactive Deals');

    const list = await screen.findByRole('list', { name: 'Inactive deals' });
    expect(within(list).getAllByTestId('business-deal-card')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View All 5' })).toHaveAttribute('href', '/business/deals?status=inactive');
    expect(dealsCallsWith(api, false)[0]?.query.get('limit')).toBe('4');

    const expired = screen.getByRole('article', { name: 'Holiday Feast' });
    expect(within(expired).getByTestId('deal-state')).toHaveTextContent('Expired');
    expect(expired).toHaveTextContent('Ended Jan 3, 2025');
    expect(within(expired).queryByRole('button', { name: /^(Pause|Resume)/ })).not.toBeInTheDocument();

    const paused = screen.getByRole('article', { name: 'Lash Lift Special' });
    expect(within(paused).getByTestId('deal-state')).toHaveTextContent('Deactivated');
    expect(within(paused).getByRole('button', { name: 'Resume Lash Lift Special' })).toBeEnabled();
  });

  it('labels a draft of an unverified business and offers no Resume', async () => {
    const { user } = renderDashboard({ account: aBusiness({ verified: false }), active: [], inactive: [aPausedDeal({ title: 'Yoga Pass', awaitingVerification: true })] });
    await openTab(user, 'Inactive Deals');
    const card = await screen.findByRole('article', { name: 'Yoga Pass' });
    expect(within(card).getByTestId('deal-state')).toHaveTextContent('Draft');
    expect(card).toHaveTextContent(DRAFT_NOTICE);
    expect(within(card).queryByRole('button', { name: /^Resume/ })).not.toBeInTheDocument();
  });

  it('shows skeleton cards while the deals load', async () => {
    const answer = deferred<AnswerTo<'GET /api/business/deals'>>();
    renderDashboard({ routes: { 'GET /api/business/deals': () => answer.promise } });
    const loading = await screen.findByRole('list', { name: 'Loading active deals' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    answer.resolve({ body: dealsPage(liveDeals(1)) });
    expect(await screen.findByRole('list', { name: 'Active deals' })).toBeInTheDocument();
  });

  it('says so when there is no active deal, with the ways to create one', async () => {
    renderDashboard({ active: [] });
    expect(await screen.findByRole('heading', { name: 'No active deals' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create Deal' })).toHaveLength(2);
  });

  it('says so when there is no inactive deal', async () => {
    const { user } = renderDashboard({ inactive: [] });
    await openTab(user, 'Inactive Deals');
    expect(await screen.findByRole('heading', { name: 'No inactive deals' })).toBeInTheDocument();
  });

  it('shows an error with Try Again when the deals cannot be loaded', async () => {
    let fail = true;
    const { user } = renderDashboard({
      routes: { 'GET /api/business/deals': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: dealsPage(liveDeals(1)) }) },
    });
    expect(await screen.findByRole('heading', { name: 'Could not load your active deals' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Active deals' })).toBeInTheDocument();
  });

  it('Pause sends PATCH /api/deals/:id { active: false }, toasts and refetches: the deal moves to Inactive', async () => {
    const deal = aBusinessDeal({ id: 119, title: 'Happy Hour Small Plates' });
    const lists = { active: [deal], inactive: [] as BusinessDeal[] };
    const api = mockApi({
      'GET /api/user': { body: aBusiness() },
      'GET /api/business/deals': dealsRoute(lists),
      'GET /api/business/stats': { body: someStats() },
      'GET /api/business/subscription': { body: { listing: aListing({ state: 'unverified', listedUntil: null, trialEndsAt: null }) } },
      'GET /api/business/connect': { body: aConnectState() },
      'PATCH /api/deals/119': (call) => {
        const paused = { ...deal, active: (call.body as { active: boolean }).active };
        lists.active = [];
        lists.inactive = [paused];
        return { body: paused };
      },
    });
    const { user } = renderWithApp(<DashboardPage />, { path: '/business/dashboard', route: '/business/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Pause Happy Hour Small Plates' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Deal paused');
    expect(api.callsTo('PATCH', '/api/deals/119')[0]?.body).toEqual({ active: false });
    expect(await screen.findByRole('heading', { name: 'No active deals' })).toBeInTheDocument();
    await openTab(user, 'Inactive Deals');
    const card = await screen.findByRole('article', { name: 'Happy Hour Small Plates' });
    expect(within(card).getByTestId('deal-state')).toHaveTextContent('Deactivated');
    expect(within(card).getByRole('button', { name: 'Resume Happy Hour Small Plates' })).toBeEnabled();
  });

  it('Resume sends { active: true } and a refusal shows the server’s message in a destructive toast', async () => {
    const { user, api } = renderDashboard({
      inactive: [aPausedDeal({ id: 130, title: 'Lash Lift Special' })],
      routes: { 'PATCH /api/deals/130': { status: 403, body: { message: 'Your business is not verified yet' } } },
    });
    await openTab(user, 'Inactive Deals');
    await user.click(await screen.findByRole('button', { name: 'Resume Lash Lift Special' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Could not resume the deal');
    expect(toast).toHaveTextContent('Your business is not verified yet');
    expect(api.callsTo('PATCH', '/api/deals/130')[0]?.body).toEqual({ active: true });
  });
});

describe('Business Analytics tab', () => {
  afterEach(() => toastStore.dismiss());

  it('breaks the real figures down and charts revenue per day with a table of the same figures', async () => {
    const { user } = renderDashboard();
    await openTab(user, 'Business Analytics');

    const panel = within(await screen.findByRole('tabpanel'));
    /** The figure next to a breakdown label (<dt>label</dt><dd>figure</dd>). */
    const figure = async (label: string) => (await panel.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Revenue')).toBe('$27.00');
    expect(await figure('Your earnings (75%)')).toBe('$20.25');
    expect(await figure('Platform fee (25%)')).toBe('$6.75');
    expect(await figure('Average sale')).toBe('$9.00');
    expect(await figure('Redemptions')).toBe('2');
    expect(await figure('Refunds')).toBe('0');
    expect(await figure('Followers')).toBe('4');

    const chart = panel.getByRole('img', { name: /^Revenue per day/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('$27.00 from 3 sales'));
    expect(chart.querySelectorAll('rect')).toHaveLength(30);

    const table = panel.getByRole('table', { name: 'Sales per day, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2$18.00$13.50');
    expect(rows[1]).toHaveTextContent('1$9.00$6.75');
  });

  it('links to the subscription page to upgrade', async () => {
    const { user } = renderDashboard();
    await openTab(user, 'Business Analytics');
    expect(await screen.findByRole('link', { name: 'Upgrade Subscription' })).toHaveAttribute('href', '/business/subscription');
  });

  it('says "No sales yet" before the first sale, still with the upgrade link', async () => {
    const { user } = renderDashboard({ routes: { 'GET /api/business/stats': { body: NO_STATS } } });
    await openTab(user, 'Business Analytics');
    expect(await screen.findByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Revenue per day/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Subscription' })).toBeInTheDocument();
  });

  it('keeps the selected tab in the address (?tab=analytics opens it)', async () => {
    renderDashboard({ path: '/business/dashboard?tab=analytics' });
    expect(await screen.findByRole('tab', { name: 'Business Analytics' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('/business/deals (View All)', () => {
  afterEach(() => toastStore.dismiss());

  function renderAll(path: string, lists: { active: BusinessDeal[]; inactive: BusinessDeal[] }) {
    const api = mockApi({ 'GET /api/user': { body: aBusiness() }, 'GET /api/business/deals': dealsRoute(lists) });
    return { ...renderWithApp(<AllDealsPage />, { path, route: '/business/deals' }), api };
  }

  it('lists every deal in the requested state, 12 to a page', async () => {
    const { user, api } = renderAll('/business/deals?status=active', { active: liveDeals(14), inactive: [] });
    expect(await screen.findByRole('heading', { name: 'Active Deals', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Active deals' });
    expect(within(list).getAllByTestId('business-deal-card')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText(/14 in total/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Active deals' })).getAllByTestId('business-deal-card')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/business/deals').at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/business/dashboard');
  });

  it('shows the inactive deals for status=inactive', async () => {
    renderAll('/business/deals?status=inactive', { active: liveDeals(2), inactive: [anExpiredDeal({ title: 'Holiday Feast' })] });
    expect(await screen.findByRole('heading', { name: 'Inactive Deals', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Holiday Feast' })).toHaveTextContent('Ended');
    expect(screen.getByRole('link', { name: 'Inactive' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('dashboard of a member of staff', () => {
  const staff = { id: 5, name: 'Kim', email: 'kim@staff.example' };

  it('shows a cashier the till only, and asks the server for no figures, deals or money', async () => {
    const { api } = renderDashboard({ account: aBusiness({ teamRole: 'cashier', staff }), path: '/business/dashboard?tab=analytics' });
    expect(await screen.findByRole('heading', { name: 'Till', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Kim');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('link', { name: /Create/ })).toBeNull();
    expect(screen.queryByText('Overview')).toBeNull();
    for (const path of ['/api/business/stats', '/api/business/deals', '/api/business/subscription', '/api/business/connect']) {
      expect(api.callsTo('GET', path), path).toEqual([]);
    }
  });

  it('shows a manager the deals and the till, without figures, payouts or subscription', async () => {
    const { api } = renderDashboard({ account: aBusiness({ teamRole: 'manager', staff }) });
    expect(await screen.findByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Active Deals', 'Inactive Deals', 'Scan Codes']);
    expect(screen.getByRole('link', { name: 'Create Deal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payouts' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/api/business/deals').length).toBeGreaterThan(0));
    expect(api.callsTo('GET', '/api/business/stats')).toEqual([]);
  });
});
