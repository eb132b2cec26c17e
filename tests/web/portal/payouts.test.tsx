// The Payouts tab (balance cards, weeks, the statement and its CSV), the time zone setting, and
// the admin's balances with "Export week".
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatementResponse } from '@marketplace/core/ledger/schemas/payouts.response';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { TimeZoneCard } from '../../../apps/business-portal/src/features/payouts/components/time-zone-card.js';
import { PayoutsPanels } from '../../../apps/business-portal/src/features/admin/components/payouts-panels.js';
import { PayoutsView } from '../../../apps/business-portal/src/features/payouts/components/payouts-view.js';
import { mockApi } from '../api-mock.js';
import { renderWithApp } from '../render.js';

afterEach(() => toastStore.dismiss());

const ZERO = { owed: 0, inTransit: 0, paid: 0, earned: 0 };

function aStatement(week: string, overrides: Partial<StatementResponse> = {}): StatementResponse {
  return {
    businessId: 7,
    businessName: 'Corner Cafe',
    week,
    timeZone: 'America/Chicago',
    from: '2026-11-23T06:00:00.000Z',
    to: '2026-11-30T06:00:00.000Z',
    firstDay: '2026-11-23',
    lastDay: '2026-11-29',
    openingBalance: 12.5,
    closingBalance: 20,
    lines: [
      { id: 1, kind: 'sale', label: 'Sale', description: 'Sale: purchase #41 paid', occurredAt: '2026-11-30T05:30:00.000Z', localTime: '2026-11-29T23:30:00-06:00', purchaseId: 41, dealTitle: '=Brunch for Two', amount: 10, balanceAfter: 22.5 },
      { id: 2, kind: 'platform_fee', label: 'Platform fee', description: 'Platform fee (25%) on purchase #41', occurredAt: '2026-11-30T05:30:00.000Z', localTime: '2026-11-29T23:30:00-06:00', purchaseId: 41, dealTitle: '=Brunch for Two', amount: -2.5, balanceAfter: 20 },
    ],
    subscriptionCharges: [{ id: 3, occurredAt: '2026-11-24T12:00:00.000Z', localTime: '2026-11-24T06:00:00-06:00', description: 'Monthly subscription, paid by card (not part of your balance)', amount: 25 }],
    totals: [
      { kind: 'sale', label: 'Sale', amount: 10 },
      { kind: 'platform_fee', label: 'Platform fee', amount: -2.5 },
      { kind: 'refund', label: 'Refund', amount: 0 },
      { kind: 'subscription_charge', label: 'Subscription charge', amount: 25 },
    ],
    balanceAtEnd: { owed: 20, inTransit: 5, paid: 30, earned: 55 },
    ...overrides,
  };
}

describe('the Payouts tab', () => {
  it('shows the balance, the weeks and the latest statement with its lines and CSV link', async () => {
    const api = mockApi({
      'GET /api/business/payouts': { body: { timeZone: 'America/Chicago', balance: { owed: 20, inTransit: 5, paid: 30, earned: 55 }, currentWeek: '2026-W49', weeks: ['2026-W48', '2026-W46'] } },
      'GET /api/business/payouts/statements/2026-W48': { body: aStatement('2026-W48') },
      'GET /api/business/payouts/statements/2026-W46': { body: aStatement('2026-W46', { lines: [], openingBalance: 0, closingBalance: 0, subscriptionCharges: [] }) },
    });
    const { user } = renderWithApp(<PayoutsView />);

    expect(within(await screen.findByRole('region', { name: 'Owed to you' })).getByText('$20.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'In transit' })).getByText('$5.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Paid out' })).getByText('$30.00')).toBeInTheDocument();

    const weeks = within(screen.getByRole('navigation', { name: 'Statement weeks' }));
    expect(weeks.getAllByRole('button').map((button) => button.textContent)).toEqual(['This weekNov 30 – Dec 6', '2026-W48Nov 23 – Nov 29', '2026-W46Nov 9 – Nov 15']);
    expect(weeks.getByRole('button', { name: /2026-W48/ })).toHaveAttribute('aria-pressed', 'true');

    const lines = within(await screen.findByRole('region', { name: 'Statement lines of 2026-W48' }));
    const rows = lines.getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      [],
      ['Mon, Nov 23, 00:00', 'Owed to you when the week began', '$12.50'],
      ['Sun, Nov 29, 23:30', 'SaleSale: purchase #41 paid', '=Brunch for Two', '$10.00', '$22.50'],
      ['Sun, Nov 29, 23:30', 'Platform feePlatform fee (25%) on purchase #41', '=Brunch for Two', '-$2.50', '$20.00'],
      ['Sun, Nov 29, 23:59', 'Owed to you when the week ended', '$20.00'],
    ]);
    expect(screen.getByRole('region', { name: 'Subscription charges' })).toHaveTextContent('$25.00 on Tue, Nov 24, 06:00');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/business/payouts/statements/2026-W48/csv');

    await user.click(weeks.getByRole('button', { name: /2026-W46/ }));
    expect(await screen.findByText('No money moved this week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/business/payouts/statements/2026-W46/csv');
    expect(api.callsTo('GET', '/api/business/payouts/statements/2026-W46')).toHaveLength(1);
  });

  it('opens the week a link names, and this week when nothing has moved yet', async () => {
    mockApi({
      'GET /api/business/payouts': { body: { timeZone: 'UTC', balance: ZERO, currentWeek: '2026-W49', weeks: [] } },
      'GET /api/business/payouts/statements/2026-W49': { body: aStatement('2026-W49', { lines: [], openingBalance: 0, closingBalance: 0, subscriptionCharges: [] }) },
      'GET /api/business/payouts/statements/2025-W10': { body: aStatement('2025-W10') },
    });
    const first = renderWithApp(<PayoutsView />);
    expect(await screen.findByText(/your first sale starts your first statement/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Statement 2026-W49' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Statement lines of 2026-W49' })).toBeInTheDocument();
    expect(screen.queryByText('No money moved this week.')).toBeNull();
    first.unmount();

    renderWithApp(<PayoutsView />, { path: '/business/payouts?week=2025-W10', route: '/business/payouts' });
    expect(await screen.findByRole('heading', { name: 'Statement 2025-W10' })).toBeInTheDocument();
  });

  it('says why when the payouts cannot load, with a way to try again', async () => {
    mockApi({ 'GET /api/business/payouts': { status: 500, body: { message: 'Down' } } });
    renderWithApp(<PayoutsView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your payouts');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('the time zone setting', () => {
  it('shows the stored zone and saves another on the server', async () => {
    const api = mockApi({
      'GET /api/business/settings': { body: { timeZone: 'America/Chicago' } },
      'PATCH /api/business/settings': ({ body }) => ({ body: body as { timeZone: string } }),
    });
    const { user } = renderWithApp(<TimeZoneCard />);
    const select = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(select).toHaveValue('America/Chicago'));
    await user.selectOptions(select, 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Your weekly statements now run Monday to Sunday in Europe/Paris.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/business/settings').map((call) => call.body)).toEqual([{ timeZone: 'Europe/Paris' }]);
  });

  it("shows the server's message when the zone is refused", async () => {
    mockApi({
      'GET /api/business/settings': { body: { timeZone: 'America/Chicago' } },
      'PATCH /api/business/settings': { status: 400, body: { message: 'Choose a time zone from the list (an IANA name such as America/Chicago)' } },
    });
    const { user } = renderWithApp(<TimeZoneCard />);
    const select = await screen.findByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(select).toHaveValue('America/Chicago'));
    await user.selectOptions(select, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Time zone not saved')).toBeInTheDocument();
  });
});

describe("the admin's payouts", () => {
  it("lists every business's balance and exports the picked week", async () => {
    mockApi({
      'GET /api/admin/payouts': {
        body: {
          businesses: [
            { id: 1, name: 'Sunrise Bistro', timeZone: 'America/Chicago', balance: { owed: 12.5, inTransit: 0, paid: 100, earned: 112.5 } },
            { id: 2, name: 'Bean There', timeZone: 'America/New_York', balance: { owed: -3, inTransit: 7, paid: 0, earned: 4 } },
          ],
        },
      },
    });
    const { user } = renderWithApp(<PayoutsPanels />);
    const table = within(await screen.findByRole('region', { name: 'Balances of every business' }));
    const cells = table.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Sunrise Bistro #1 · America/Chicago', '$12.50', '$0.00', '$100.00', '$112.50'],
      ['Bean There #2 · America/New_York', '-$3.00', '$7.00', '$0.00', '$4.00'],
    ]);

    const week = screen.getByLabelText('Week');
    expect(screen.getByRole('link', { name: 'Export week' }).getAttribute('href')).toMatch(/^\/api\/admin\/payouts\/statements\/\d{4}-W\d{2}\/csv$/);
    await user.clear(week);
    await user.type(week, '2026-W48');
    expect(screen.getByRole('link', { name: 'Export week' })).toHaveAttribute('href', '/api/admin/payouts/statements/2026-W48/csv');
    // A week picker holds a whole week or nothing: cleared, there is nothing to export.
    await user.clear(week);
    expect(screen.queryByRole('link', { name: 'Export week' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export week' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The week must be an ISO week such as 2026-W48');
    expect(week).toHaveAttribute('aria-invalid', 'true');
  });
});
