// The waitlist administration page /admin/waitlist (business-side sections 2, 4, 7, 8 and 9) and
// the waitlist demo view /admin/waitlist-demo.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { AdminWaitlistPage } from '../../../apps/business-portal/src/app/routes/admin-waitlist.js';
import { WaitlistDemoPage } from '../../../apps/business-portal/src/app/routes/waitlist-demo.js';
import { reloadPage } from '../../../apps/business-portal/src/features/admin/reload-page.js';
import { summarizeWaitlist, sortWaitlist, filterWaitlist, type WaitlistTypeFilter, type WaitlistSortKey } from '../../../apps/business-portal/src/features/admin/waitlist-table.js';
import type { WaitlistRow } from '../../../apps/business-portal/src/features/admin/api/get-waitlist.js';
import { DEMO_CONFIG, SIGNED_OUT, mockApi, type AnswerTo, type ApiCall, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aCustomer, anAdmin } from '../mothers.js';
import { renderWithApp } from '../render.js';
import { aWaitlist, aWaitlistRow } from './admin-mothers.js';

vi.mock('../../../apps/business-portal/src/features/admin/reload-page.js', () => ({ reloadPage: vi.fn() }));


/**
 * GET /api/waitlist as the server answers it: searched, filtered, sorted and paged from the query
 * parameters (with the portal's own helpers standing in for SQL), the total in X-Total-Count.
 */
function serverPage(rows: () => WaitlistRow[]) {
  return (call: ApiCall): AnswerTo<'GET /api/waitlist'> => {
    const q = call.query.get('q') ?? '';
    const type = (call.query.get('type') ?? 'all') as WaitlistTypeFilter;
    const key = (call.query.get('sort') ?? 'createdAt') as WaitlistSortKey;
    const direction = (call.query.get('order') ?? 'desc') as 'asc' | 'desc';
    const page = Number(call.query.get('page') ?? 1);
    const limit = Number(call.query.get('limit') ?? 50);
    const matching = sortWaitlist(filterWaitlist(rows(), q, type), { key, direction });
    return { body: matching.slice((page - 1) * limit, page * limit), headers: { 'X-Total-Count': String(matching.length) } };
  };
}

function waitlistServer(rows: () => WaitlistRow[]): ApiRoutes {
  return { 'GET /api/waitlist': serverPage(rows), 'GET /api/waitlist/summary': () => ({ body: summarizeWaitlist(rows()) }) };
}

function renderWaitlistPage(routes: ApiRoutes, options: { advanceTimers?: (ms: number) => unknown } = {}) {
  const api = mockApi({ 'GET /api/user': { body: anAdmin() }, ...routes });
  return { api, ...renderWithApp(<AdminWaitlistPage />, { path: '/admin/waitlist', route: '/admin/waitlist', ...options }) };
}

async function table() {
  return screen.findByRole('table');
}

/** The first cell of every body row (the names), top to bottom. */
function namesInTable(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.querySelector('strong')?.textContent ?? '');
}

function columnHeader(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

afterEach(() => toastStore.dismiss());

describe('loading and the summary', () => {
  it('shows placeholders, then the summary cards and every entry, newest first', async () => {
    renderWaitlistPage(waitlistServer(aWaitlist));

    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist Administration' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading waitlist summary' })).toBeInTheDocument();

    await table();
    expect(screen.getByText('Total sign-ups').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Discounters', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Businesses', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Average rating').nextElementSibling).toHaveTextContent('3.5 / 5');
    expect(namesInTable()).toEqual(['Sam Patel', 'maria Gomez', 'Jordan Lee', 'Ava Chen']);
    expect(columnHeader('Joined')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Showing 1–4 of 4 entries')).toBeInTheDocument();
    expect(screen.getByText(/refreshes every 10 seconds/)).toBeInTheDocument();
  });

  it('says "No waitlist entries found." for an empty waitlist, and offers no export', async () => {
    renderWaitlistPage(waitlistServer(() => []));

    expect(await screen.findByText('No waitlist entries found.')).toBeInTheDocument();
    expect(screen.getByText('Average rating').nextElementSibling).toHaveTextContent('–');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
    expect(screen.getByText('Showing 0 of 0 entries')).toBeInTheDocument();
  });

  it('is for the admin and business owners: a customer is sent away, an owner gets in', async () => {
    mockApi({ 'GET /api/user': { body: aCustomer() }, ...waitlistServer(aWaitlist) });
    renderWithApp(<AdminWaitlistPage />, { path: '/admin/waitlist', route: '/admin/waitlist' });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('lets a business owner in', async () => {
    renderWaitlistPage({ 'GET /api/user': { body: aBusiness({ role: 'owner' }) }, ...waitlistServer(aWaitlist) });
    expect(await table()).toBeInTheDocument();
  });
});

describe('sorting', () => {
  it('sorts by a column when its header is clicked (on the server), toggling ascending and descending', async () => {
    const { user, api } = renderWaitlistPage(waitlistServer(aWaitlist));
    await table();

    await user.click(within(columnHeader('Name')).getByRole('button'));
    expect(columnHeader('Name')).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(api.calls.at(-1)?.query.toString()).toBe('sort=name&order=asc&page=1&limit=50'));
    expect(columnHeader('Joined')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(namesInTable()).toEqual(['Ava Chen', 'Jordan Lee', 'maria Gomez', 'Sam Patel']));

    await user.click(within(columnHeader('Name')).getByRole('button'));
    expect(columnHeader('Name')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(namesInTable()).toEqual(['Sam Patel', 'maria Gomez', 'Jordan Lee', 'Ava Chen']));

    await user.click(within(columnHeader('Rating')).getByRole('button'));
    expect(columnHeader('Rating')).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(namesInTable()).toEqual(['Ava Chen', 'Sam Patel', 'maria Gomez', 'Jordan Lee']));
  });

  it('puts entries without feedback first when ascending, last when descending', async () => {
    const { user } = renderWaitlistPage(waitlistServer(aWaitlist));
    await table();
    const feedback = () => within(columnHeader('Feedback')).getByRole('button');

    await user.click(feedback());
    await waitFor(() => expect(namesInTable()[0]).toBe('Sam Patel'));
    await user.click(feedback());
    await waitFor(() => expect(namesInTable().at(-1)).toBe('Sam Patel'));
  });

  it('sorts from the keyboard', async () => {
    const { user } = renderWaitlistPage(waitlistServer(aWaitlist));
    await table();

    within(columnHeader('Email')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(columnHeader('Email')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(columnHeader('Email')).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('search and type filter', () => {
  it('searches name, email, phone and feedback, filters by type, and says when nothing matches', async () => {
    const { user, api } = renderWaitlistPage(waitlistServer(aWaitlist));
    await table();

    await user.type(screen.getByLabelText('Search'), 'BAKERY');
    await waitFor(() => expect(namesInTable()).toEqual(['maria Gomez']));
    expect(screen.getByText('Showing 1–1 of 1 entry')).toBeInTheDocument();
    // The server searched: the text went as q, whatever its case.
    expect(api.calls.some((call) => call.path === '/api/waitlist' && call.query.get('q') === 'BAKERY')).toBe(true);

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), '555-0103');
    await waitFor(() => expect(namesInTable()).toEqual(['Sam Patel']));

    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Type'), 'business');
    await waitFor(() => expect(namesInTable()).toEqual(['maria Gomez', 'Ava Chen']));

    await user.type(screen.getByLabelText('Search'), 'jordan');
    expect(await screen.findByText('No waitlist entries found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 entries')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('type')).toBe('business');

    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    await waitFor(() => expect(namesInTable()).toEqual(['Jordan Lee']));
    // The summary counts the whole waitlist, whatever is shown.
    expect(screen.getByText('Total sign-ups').nextElementSibling).toHaveTextContent('4');
  });
});

describe('CSV export', () => {
  it("links to the server's export of every entry the search and type match (a download)", async () => {
    const { user } = renderWaitlistPage(waitlistServer(aWaitlist));
    await table();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/waitlist/export.csv');

    await user.selectOptions(screen.getByLabelText('Type'), 'business');
    await user.type(screen.getByLabelText('Search'), ' a&b ');

    await waitFor(() => expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', '/api/waitlist/export.csv?q=a%26b&type=business'));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('download');
  });
});

describe('the pager', () => {
  const many = () => Array.from({ length: 120 }, (_, index) => aWaitlistRow({ id: index + 1, name: `Person ${index + 1}`, createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString() }));

  it('pages 50 at a time with Previous and Next, and a new search starts again at page 1', async () => {
    const { user, api } = renderWaitlistPage(waitlistServer(many));
    await table();
    expect(screen.getByText('Showing 1–50 of 120 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–100 of 120 entries')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101–120 of 120 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(namesInTable()).toHaveLength(20);

    await user.click(within(columnHeader('Name')).getByRole('button'));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('page')).toBe('1'));
    expect(await screen.findByText('Showing 1–50 of 120 entries')).toBeInTheDocument();
  });
});

describe('refreshing every 10 seconds', () => {
  it('fetches the waitlist again every 10 seconds and shows new entries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = aWaitlist();
    const { api } = renderWaitlistPage(waitlistServer(() => answer), { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await table();
    expect(api.callsTo('GET', '/api/waitlist')).toHaveLength(1);

    answer = [...aWaitlist(), aWaitlistRow({ id: 9, name: 'New Person', createdAt: '2025-02-01T00:00:00.000Z' })];
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(api.callsTo('GET', '/api/waitlist')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    await waitFor(() => expect(api.callsTo('GET', '/api/waitlist')).toHaveLength(2));
    expect(await screen.findByText('New Person')).toBeInTheDocument();
    expect(screen.getByText('Total sign-ups').nextElementSibling).toHaveTextContent('5');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(api.callsTo('GET', '/api/waitlist')).toHaveLength(3));
  });

  it('refreshes the page and search on screen, not the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = renderWaitlistPage(waitlistServer(aWaitlist), { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await table();
    await user.selectOptions(screen.getByLabelText('Type'), 'business');
    await waitFor(() => expect(api.calls.at(-1)?.query.get('type')).toBe('business'));
    const before = api.callsTo('GET', '/api/waitlist').length;

    await act(() => vi.advanceTimersByTimeAsync(10_000));

    await waitFor(() => expect(api.callsTo('GET', '/api/waitlist').length).toBe(before + 1));
    expect(api.callsTo('GET', '/api/waitlist').at(-1)?.query.toString()).toBe('type=business&sort=createdAt&order=desc&page=1&limit=50');
    expect(api.callsTo('GET', '/api/waitlist/summary').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the entries it has when a refresh fails, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    renderWaitlistPage({
      'GET /api/waitlist': (call) => (fail ? { status: 500, body: { message: 'down' } } : serverPage(aWaitlist)(call)),
      'GET /api/waitlist/summary': { body: summarizeWaitlist(aWaitlist()) },
      'GET /api/admin/sample-waitlist': () => ({ status: 500, body: { message: 'down' } }),
    });
    await table();

    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(await screen.findByText('The last refresh failed.')).toBeInTheDocument();
    expect(namesInTable()).toHaveLength(4);
  });
});

describe('the sample fallback and the error card', () => {
  it('shows the sample waitlist, labelled, when the waitlist call fails', async () => {
    const { api } = renderWaitlistPage({
      'GET /api/waitlist': { status: 500, body: { message: 'Database unavailable' } },
      'GET /api/waitlist/summary': { status: 500, body: { message: 'Database unavailable' } },
      'GET /api/admin/sample-waitlist': { body: [aWaitlistRow({ id: 1, name: 'Sample Sally' })] },
    });

    expect(await screen.findByText('Sample Sally')).toBeInTheDocument();
    expect(screen.getByText('Showing sample entries.')).toBeInTheDocument();
    // The table and the summary cards each fall back to the sample rows.
    expect(api.callsTo('GET', '/api/admin/sample-waitlist')).toHaveLength(2);
    expect(screen.getByText('Total sign-ups').nextElementSibling).toHaveTextContent('1');
  });

  it('shows "Error Loading Data" with the status text when both calls fail; Try Again reloads the page', async () => {
    mockApi({ 'GET /api/user': { body: anAdmin() } });
    const fetchSpy = vi.mocked(globalThis.fetch);
    const apiFetch = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/waitlist') return new Response('{}', { status: 500, statusText: 'Internal Server Error' });
      if (path === '/api/admin/sample-waitlist') return new Response('{}', { status: 503, statusText: 'Service Unavailable' });
      return apiFetch(input, init);
    });
    const { user } = renderWithApp(<AdminWaitlistPage />, { path: '/admin/waitlist', route: '/admin/waitlist' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch waitlist data: Service Unavailable');

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('names a network failure when the server cannot be reached at all', async () => {
    mockApi({ 'GET /api/user': { body: anAdmin() } });
    const fetchSpy = vi.mocked(globalThis.fetch);
    const apiFetch = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) => {
      if (String(input).includes('waitlist')) throw new TypeError('Failed to fetch');
      return apiFetch(input, init);
    });
    renderWithApp(<AdminWaitlistPage />, { path: '/admin/waitlist', route: '/admin/waitlist' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch waitlist data: Failed to fetch');
  });
});

describe('the waitlist demo view (/admin/waitlist-demo, no guard)', () => {
  it('shows the sample waitlist, clearly labelled as demo data, with the same tools', async () => {
    const api = mockApi({ 'GET /api/user': { body: anAdmin() }, 'GET /api/config': DEMO_CONFIG, 'GET /api/admin/sample-waitlist': { body: aWaitlist() } });
    const { user } = renderWithApp(<WaitlistDemoPage />, { path: '/admin/waitlist-demo', route: '/admin/waitlist-demo' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist Demo' })).toBeInTheDocument();
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(await screen.findByText('These are sample entries.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'ava');
    expect(namesInTable()).toEqual(['Ava Chen']);
    expect(api.callsTo('GET', '/api/waitlist')).toHaveLength(0);
  });

  it('asks a visitor to sign in, since the server keeps the sample rows for the admin area', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': DEMO_CONFIG, 'GET /api/admin/sample-waitlist': { status: 401, body: { message: 'Please sign in to continue.' } } });
    renderWithApp(<WaitlistDemoPage />, { path: '/admin/waitlist-demo', route: '/admin/waitlist-demo' });

    expect(await screen.findByRole('heading', { name: 'Sign in to see the demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
  });
});
