// The portal's weekly summary switch: the business's one optional email, kept on the server.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { WeeklySummarySwitch } from '../../../apps/business-portal/src/features/dashboard/components/weekly-summary-switch.js';
import { mockApi, type ApiRoutes } from '../api-mock.js';
import { renderWithApp } from '../render.js';

function renderSwitch(routes: ApiRoutes = {}) {
  const api = mockApi({
    'GET /api/business/email-preferences': { body: { weeklySummary: true } },
    'PATCH /api/business/email-preferences': ({ body }) => ({ body: body as { weeklySummary: boolean } }),
    ...routes,
  });
  return { api, ...renderWithApp(<WeeklySummarySwitch />) };
}

afterEach(() => toastStore.dismiss());

describe('the weekly summary switch', () => {
  it('shows the stored choice and turns it off on the server', async () => {
    const { api, user } = renderSwitch();
    const box = await screen.findByRole('checkbox', { name: /Weekly summary/ });
    expect(box).toBeChecked();

    await user.click(box);

    expect(await screen.findByText('The weekly summary email is off.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Weekly summary/ })).not.toBeChecked();
    expect(api.callsTo('PATCH', '/api/business/email-preferences').map((call) => call.body)).toEqual([{ weeklySummary: false }]);
  });

  it('moves in the same render as the click, before the server answers (a controlled box must not snap back)', async () => {
    renderSwitch();
    const box = await screen.findByRole('checkbox', { name: /Weekly summary/ });
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(await screen.findByText('The weekly summary email is off.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('keeps the choice and says so when saving fails', async () => {
    const { user } = renderSwitch({ 'PATCH /api/business/email-preferences': { status: 500, body: { message: 'Down' } } });
    await user.click(await screen.findByRole('checkbox', { name: /Weekly summary/ }));
    expect(await screen.findByText('Preferences not saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Weekly summary/ })).toBeChecked();
  });

  it('offers to try again when the choice cannot be loaded', async () => {
    renderSwitch({ 'GET /api/business/email-preferences': { status: 500, body: { message: 'Down' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email preferences could not be loaded: Down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
