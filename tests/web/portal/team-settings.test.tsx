// A member of staff's Account Settings (DESIGN.md 10.6): their own password and name, none of the
// business's settings; the owner's page keeps the business's email and time zone.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessSettingsPage } from '../../../apps/business-portal/src/app/routes/business-settings.js';
import { mockApi } from '../api-mock.js';
import { aBusiness } from '../mothers.js';
import { renderWithApp } from '../render.js';

const staff = { id: 5, name: 'Kim', email: 'kim@staff.example' };

describe('account settings by team role', () => {
  it('gives a cashier Change password and their name, and never asks for the business settings', async () => {
    const cashier = aBusiness({ role: 'business', teamRole: 'cashier', staff });
    const api = mockApi({
      'GET /api/user': { body: cashier },
      'PATCH /api/user': { body: aBusiness({ role: 'business', teamRole: 'cashier', staff: { ...staff, name: 'Kimberly' } }) },
    });
    const { user } = renderWithApp(<BusinessSettingsPage />, { path: '/business/settings', route: '/business/settings' });
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Kim');
    expect(screen.queryByText('Time zone')).toBeNull();
    expect(api.callsTo('GET', '/api/business/settings')).toEqual([]);
    await user.clear(name);
    await user.type(name, 'Kimberly');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/user').map((call) => call.body)).toEqual([{ username: 'Kimberly' }]));
  });

  it("keeps the owner's business email and time zone", async () => {
    mockApi({ 'GET /api/user': { body: aBusiness() }, 'GET /api/business/settings': { body: { timeZone: 'America/Chicago' } } });
    renderWithApp(<BusinessSettingsPage />, { path: '/business/settings', route: '/business/settings' });
    expect(await screen.findByText('Time zone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save name' })).toBeNull();
  });
});
