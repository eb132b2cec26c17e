// The waitlist administration page /admin/waitlist (business-side sections 2, 4, 7, 8 and 9) and
// the waitlist demo view /admin/waitlist-demo.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { AdminWaitlistPage } from '../../../apps/business-portal/src/app/routes/admin-waitlist.js';
import { WaitlistDemoPage } from '../../../apps/business-portal/src/app/routes/waitlist-demo.js';
import { reloadPage } from '../../../apps/business-portal/src/features/admin/reload-page.js';
import { SIGNED_OUT, mockApi, type ApiRoute } from '../api-mock.js';
import { aBusiness, aCustomer, anAdmin } from '../mothers.js';
import { renderWithApp } from '../render.js';
import { aWaitlist, aWaitlistRow } from './admin-mothers.js';

vi.mock('../../../apps/business-portal/src/features/admin/reload-page.js', () => ({ reloadPage: vi.fn() }));

const HEADER = 'id,name,email,phone,type,rating,feedback,created_at';

function renderWaitlistPage(routes: Record<string, ApiRoute>, options: { advanceTimers?: (ms: number) => unknown } = {}) {
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
    renderWaitlistPage({ 'GET /api/waitlist': { body: aWaitlist() } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist Administration' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading waitlist summary' })).toBeInTheDocument();

    await table();
    expect(screen.getByText('Total sign-ups').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Discounters', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Businesses', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Average rating').nextElementSibling).toHaveTextContent('3.5 / 5');
    expect(namesInTable()).toEqual(['Sam Patel', 'maria Gomez', 'Jordan Lee', 'Ava Chen']);
    expect(columnHeader('Joined')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Showing all 4 entries')).toBeInTheDocument();
    expect(screen.getByText(/refreshes every 10 seconds/)).toBeInTheDocument();
  });

  it('says "No waitlist entries found." for an empty waitlist, and offers no export', async () => {
    renderWaitlistPage({ 'GET /api/waitlist': { body: [] } });

    expect(await screen.findByText('No waitlist entries found.')).toBeInTheDocument();
    expect(screen.getByText('Average rating').nextElementSibling).toHaveTextContent('–');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it('is for the admin and business owners: a customer is sent away, an owner gets in', async () => {
    mockApi({ 'GET /api/user': { body: aCustomer() }, 'GET /api/waitlist': { body: aWaitlist() } });
    renderWithApp(<AdminWaitlistPage />, { path: '/admin/waitlist', route: '/admin/waitlist' });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('lets a business owner in', async () => {
    renderWaitlistPage({ 'GET /api/user': { body: aBusiness({ role: 'owner' }) }, 'GET /api/waitlist': { body: aWaitlist() } });
    expect(await table()).toBeInTheDocument();
  });
});

describe('sorting', () => {
  it('sorts by a column when its header is clicked, toggling ascending and descending', async () => {
    const { user } = renderWaitlistPage({ 'GET /api/waitlist': { body: aWaitlist() } });
    await table();

    await user.click(within(columnHeader('Name')).getByRole('button'));
    expect(columnHeader('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(columnHeader('Joined')).toHaveAttribute('aria-sort', 'none');
    expect(namesInTable()).toEqual(['Ava Chen', 'Jordan Lee', 'maria Gomez', 'Sam Patel']);

    await user.click(within(columnHeader('Name')).getByRole('button'));
    expect(columnHeader('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(namesInTable()).toEqual(['Sam Patel', 'maria Gomez', 'Jordan Lee', 'Ava Chen']);

    await user.click(within(columnHeader('Rating')).getByRole('button'));
    expect(columnHeader('Rating')).toHaveAttribute('aria-sort', 'ascending');
    expect(namesInTable()).toEqual(['Ava Chen', 'Sam Patel', 'maria Gomez', 'Jordan Lee']);
  });

  it('puts entries without feedback first when ascending, last when descending', async () => {
    const { user } = renderWaitlistPage({ 'GET /api/waitlist': { body: aWaitlist() } });
    await table();
    const feedback = () => within(columnHeader('Feedback')).getByRole('button');

    await user.click(feedback());
    expect(namesInTable()[0]).toBe('Sam Patel');
    await user.click(feedback());
    expect(namesInTable().at(-1)).toBe('Sam Patel');
  });

  it('sorts from the keyboard', async () => {
    const { user } = renderWaitlistPage({ 'GET /api/waitlist': { body: aWaitlist() } });
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
    const { user } = renderWaitlistPage({ 'GET /api/waitlist': { body: aWaitlist() } });
    await table();

    await user.type(screen.getByLabelText('Search'), 'BAKERY');
    expect(namesInTable()).toEqual(['maria Gomez']);
    expect(screen.getByText('Showing 1 of 4 entries')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), '555-0103');
    expect(namesInTable()).toEqual(['Sam Patel']);

    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Type'), 'business');
    expect(namesInTable()).toEqual(['maria Gomez', 'Ava Chen']);

    await user.type(screen.getByLabelText('Search'), 'jordan');
    expect(screen.getByText('No waitlist entries found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 4 entries')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    expect(namesInTable()).toEqual(['Jordan Lee']);
    // The summary counts the whole waitlist, whatever is shown.
    expect(screen.getByText('Total sign-ups').nextElementSibling).toHaveTextContent('4');
  });
});

describe('CSV export', () => {
  const blobs: Blob[] = [];
  const downloads: { download: string; href: string }[] = [];

  beforeEach(() => {
    blobs.length = 0;
    downloads.length = 0;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return `blob:waitlist-${blobs.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      downloads.push({ download: this.download, href: this.href });
    });
  });

  it('downloads the entries shown, in the order shown, as waitlist-<date>.csv', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
    const { user } = renderWaitlistPage({
      'GET /api/waitlist': { body: [...aWaitlist(), aWaitlistRow({ id: 5, name: '=cmd()', email: 'x@example.com', feedback: 'Hi, "there"\nbye', type: 'business' })] },
    });
    await table();
    await user.selectOptions(screen.getByLabelText('Type'), 'business');
    await user.click(within(columnHeader('Name')).getByRole('button'));

    await user.click(screen.getByRole('button', { name: /Export CSV/ }));

    expect(downloads).toEqual([{ download: 'waitlist-2026-11-21.csv', href: 'blob:waitlist-1' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1)).toEqual([
      `5,'=cmd(),x@example.com,(512) 555-0101,business,5,"Hi, ""there""\nbye",2025-01-05T15:00:00.000Z`,
      '4,Ava Chen,ava@gym.example,(720) 555-0104,business,2,"Pricing, please.",2025-01-04T09:00:00.000Z',
      '2,maria Gomez,maria@bakery.example,(303) 555-0102,business,4,Interested for my bakery.,2025-01-06T10:30:00.000Z',
      '',
    ]);
    expect(await screen.findByText('Waitlist exported')).toBeInTheDocument();
    expect(screen.getByText('3 entries saved to waitlist-2026-11-21.csv.')).toBeInTheDocument();
  });
});

describe('refreshing every 10 seconds', () => {
  it('fetches the waitlist again every 10 seconds and shows new entries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = aWaitlist();
    const { api } = renderWaitlistPage({ 'GET /api/waitlist': () => ({ body: answer }) }, { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
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

  it('keeps the entries it has when a refresh fails, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    renderWaitlistPage({
      'GET /api/waitlist': () => (fail ? { status: 500, body: { message: 'down' } } : { body: aWaitlist() }),
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
      'GET /api/admin/sample-waitlist': { body: [aWaitlistRow({ id: 1, name: 'Sample Sally' })] },
    });

    expect(await screen.findByText('Sample Sally')).toBeInTheDocument();
    expect(screen.getByText('Showing sample entries.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/sample-waitlist')).toHaveLength(1);
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
    const api = mockApi({ 'GET /api/user': { body: anAdmin() }, 'GET /api/admin/sample-waitlist': { body: aWaitlist() } });
    const { user } = renderWithApp(<WaitlistDemoPage />, { path: '/admin/waitlist-demo', route: '/admin/waitlist-demo' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist Demo' })).toBeInTheDocument();
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(await screen.findByText('These are sample entries.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'ava');
    expect(namesInTable()).toEqual(['Ava Chen']);
    expect(api.callsTo('GET', '/api/waitlist')).toHaveLength(0);
  });

  it('asks a visitor to sign in, since the server keeps the sample rows for the admin area', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/admin/sample-waitlist': { status: 401, body: { message: 'Please sign in to continue.' } } });
    renderWithApp(<WaitlistDemoPage />, { path: '/admin/waitlist-demo', route: '/admin/waitlist-demo' });

    expect(await screen.findByRole('heading', { name: 'Sign in to see the demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
  });
});
