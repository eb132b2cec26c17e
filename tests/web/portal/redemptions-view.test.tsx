// The Redemptions page (issue 20, DESIGN.md 10.6): a day's lines with their undos, the filters sent
// to the server, Undo on lines still undoable, the CSV link with the same filters.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RedemptionLine, RedemptionsPage } from '../../../apps/business-portal/src/api/get-redemptions.js';
import { RedemptionsView } from '../../../apps/business-portal/src/features/redemptions/components/redemptions-view.js';
import { mockApi } from '../api-mock.js';
import { renderWithApp } from '../render.js';

const LOCATION = { id: 7, name: 'Main street', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', latitude: null, longitude: null, hours: null, today: { text: 'Hours not given', openNow: null } };
const AIRPORT = { ...LOCATION, id: 8, name: 'Airport' };

function aLine(overrides: Partial<RedemptionLine> = {}): RedemptionLine {
  return {
    id: 31,
    time: '2026-11-25T15:04:00.000Z',
    purchaseId: 42,
    dealId: 101,
    deal: 'Weekend Brunch for Two',
    customer: 'sam_buyer',
    channel: 'qr_code',
    location: { id: 7, name: 'Main street' },
    staff: { kind: 'staff', staffId: 5, name: 'Ann' },
    bill: 42.5,
    savings: 8.5,
    undoable: true,
    undoableUntil: '2026-11-25T15:14:00.000Z',
    undo: null,
    ...overrides,
  };
}

function aPage(lines: RedemptionLine[]): RedemptionsPage {
  return { day: '2026-11-25', timeZone: 'America/Chicago', page: 1, pageSize: 50, total: lines.length, lines };
}

describe('the Redemptions page', () => {
  it('shows each redemption with its undo line, and Undo only where it is still allowed', async () => {
    const undone = aLine({ id: 30, undoable: false, undoableUntil: null, undo: { id: 33, time: '2026-11-25T15:06:00.000Z', by: { kind: 'owner', staffId: null, name: 'Owner' }, reason: 'Wrong code' } });
    mockApi({ 'GET /api/business/redemptions': { body: aPage([aLine(), undone]) }, 'GET /api/business/locations': { body: { locations: [LOCATION, AIRPORT] } } });
    renderWithApp(<RedemptionsView />);

    const lines = await screen.findAllByTestId('redemption-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Weekend Brunch for Two');
    expect(lines[0]).toHaveTextContent('QR code');
    expect(lines[0]).toHaveTextContent('Ann');
    expect(lines[0]).toHaveTextContent('$42.50');
    expect(lines[0]).toHaveTextContent('$8.50');
    expect(within(lines[0]!).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(lines[1]!).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByTestId('undo-line')).toHaveTextContent('Undone by Owner: “Wrong code”');
    expect(screen.getByText(/2 redemptions on 2026-11-25/)).toBeInTheDocument();
  });

  it('asks the server for the chosen day, location and person, and the CSV link carries them', async () => {
    const api = mockApi({ 'GET /api/business/redemptions': { body: aPage([aLine()]) }, 'GET /api/business/locations': { body: { locations: [LOCATION, AIRPORT] } } });
    const { user } = renderWithApp(<RedemptionsView />);
    await screen.findAllByTestId('redemption-line');

    await user.selectOptions(screen.getByLabelText('Location'), '8');
    await user.selectOptions(screen.getByLabelText('Staff'), '5');

    const last = api.callsTo('GET', '/api/business/redemptions').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ locationId: '8', staffId: '5' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/business/redemptions.csv?day=2026-11-25&locationId=8&staffId=5');
  });

  it('says so when the day has no redemptions', async () => {
    mockApi({ 'GET /api/business/redemptions': { body: aPage([]) }, 'GET /api/business/locations': { body: { locations: [LOCATION] } } });
    renderWithApp(<RedemptionsView />);
    expect(await screen.findByText('No redemptions on this day.')).toBeInTheDocument();
  });

  it("shows the server's sentence when the list cannot be loaded", async () => {
    mockApi({ 'GET /api/business/redemptions': { status: 400, body: { message: 'The day must be a date such as 2026-11-25' } }, 'GET /api/business/locations': { body: { locations: [LOCATION] } } });
    renderWithApp(<RedemptionsView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The day must be a date such as 2026-11-25');
  });
});
