// The Locations page: the list with today's hours, adding one with a week of hours ("copy Monday to
// weekdays"), editing (the map point only sent when touched), the hours rules from core, removing.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocationResponse } from '@marketplace/core/locations/schemas/location.response';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { BusinessLocationsPage } from '../../../apps/business-portal/src/app/routes/business-locations.js';
import { mockApi, type ApiRoutes } from '../api-mock.js';
import { aBusiness } from '../mothers.js';
import { renderWithApp } from '../render.js';

const CLOSED = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function aLocation(overrides: Partial<LocationResponse> = {}): LocationResponse {
  return {
    id: 1,
    name: 'Corner Café',
    address: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    latitude: 30.2713,
    longitude: -97.7426,
    hours: null,
    today: { text: 'Opening hours not given', openNow: null },
    ...overrides,
  };
}

function renderPage(routes: ApiRoutes) {
  const api = mockApi({ 'GET /api/user': { body: aBusiness() }, ...routes });
  return { api, ...renderWithApp(<BusinessLocationsPage />, { path: '/business/locations', route: '/business/locations' }) };
}

describe('the Locations page', () => {
  afterEach(() => toastStore.dismiss());

  it("lists each location with its address, today's hours and whether it is open now", async () => {
    renderPage({
      'GET /api/business/locations': {
        body: {
          locations: [
            aLocation(),
            aLocation({ id: 2, name: 'East Side', hours: { ...CLOSED, tue: [{ opens: '09:00', closes: '17:00' }] }, today: { text: 'Open today 9:00–17:00', openNow: true } }),
          ],
        },
      },
    });
    const east = await screen.findByRole('article', { name: 'East Side' });
    expect(within(east).getByText('Open now')).toBeInTheDocument();
    expect(within(east).getByText(/Open today 9:00–17:00/)).toBeInTheDocument();
    expect(within(east).getByText('09:00–17:00')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Corner Café' });
    expect(within(first).getByText('100 Congress Ave, Austin, TX 78701')).toBeInTheDocument();
    expect(within(first).queryByText('Open now')).not.toBeInTheDocument();
  });

  it('hides Remove while only one location is left', async () => {
    renderPage({ 'GET /api/business/locations': { body: { locations: [aLocation()] } } });
    const only = await screen.findByRole('article', { name: 'Corner Café' });
    expect(within(only).getByRole('button', { name: 'Edit Corner Café' })).toBeInTheDocument();
    expect(within(only).queryByRole('button', { name: 'Remove Corner Café' })).not.toBeInTheDocument();
  });

  it('adds a location with Monday copied to the weekdays, sending the week core checks', async () => {
    const { api, user } = renderPage({
      'GET /api/business/locations': { body: { locations: [aLocation()] } },
      'POST /api/business/locations': ({ body }) => ({ status: 201, body: aLocation({ id: 2, ...(body as object), today: { text: 'Closed today', openNow: false } }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a location' }));
    const form = within(screen.getByRole('form', { name: 'Add a location' }));
    await user.type(form.getByLabelText('Location name'), 'East Side');
    await user.type(form.getByLabelText('Street address'), '1100 E 6th St');
    await user.type(form.getByLabelText('Zip code'), '78702');
    await user.click(form.getByRole('button', { name: 'Add opening times on Monday' }));
    const mondayCloses = form.getAllByLabelText('Monday closes')[1]!;
    await user.clear(mondayCloses);
    await user.type(mondayCloses, '20:00');
    const mondayOpens = form.getAllByLabelText('Monday opens')[1]!;
    await user.clear(mondayOpens);
    await user.type(mondayOpens, '18:00');
    await user.click(form.getByRole('button', { name: 'Copy Monday to weekdays' }));
    await user.click(form.getByRole('button', { name: 'Add location' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/business/locations')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/business/locations')[0]!.body as { hours: Record<string, unknown> };
    const evening = [{ opens: '09:00', closes: '17:00' }, { opens: '18:00', closes: '20:00' }];
    expect(sent).toMatchObject({ name: 'East Side', address: '1100 E 6th St', zip: '78702', latitude: null, longitude: null });
    expect(sent.hours).toEqual({ mon: evening, tue: evening, wed: evening, thu: evening, fri: evening, sat: [], sun: [] });
  });

  it("shows core's message on the day whose times overlap, and sends nothing", async () => {
    const { api, user } = renderPage({ 'GET /api/business/locations': { body: { locations: [aLocation()] } } });
    await user.click(await screen.findByRole('button', { name: 'Add a location' }));
    const form = within(screen.getByRole('form', { name: 'Add a location' }));
    await user.type(form.getByLabelText('Location name'), 'East Side');
    await user.type(form.getByLabelText('Street address'), '1100 E 6th St');
    await user.type(form.getByLabelText('Zip code'), '78702');
    await user.click(form.getByRole('button', { name: 'Add opening times on Tuesday' }));
    await user.click(form.getByRole('button', { name: 'Add location' }));
    expect(await form.findByText('Opening times on Tuesday overlap')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/business/locations')).toHaveLength(0);
  });

  it('edits a location without sending its map point unless it was changed', async () => {
    const { api, user } = renderPage({
      'GET /api/business/locations': { body: { locations: [aLocation()] } },
      'PATCH /api/business/locations/1': ({ body }) => ({ body: aLocation(body as Partial<LocationResponse>) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Corner Café' }));
    const form = within(screen.getByRole('form', { name: 'Edit Corner Café' }));
    expect(form.getByLabelText('List opening hours')).not.toBeChecked();
    const name = form.getByLabelText('Location name');
    await user.clear(name);
    await user.type(name, 'Downtown');
    await user.click(form.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/business/locations/1')).toHaveLength(1));
    const sent = api.callsTo('PATCH', '/api/business/locations/1')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Downtown', zip: '78701', hours: null });
    expect(sent).not.toHaveProperty('latitude');
    expect(await screen.findByRole('article', { name: 'Downtown' })).toBeInTheDocument();
  });

  it('removes a location after a confirmation', async () => {
    const { api, user } = renderPage({
      'GET /api/business/locations': { body: { locations: [aLocation(), aLocation({ id: 2, name: 'East Side' })] } },
      'DELETE /api/business/locations/2': { body: { locations: [aLocation()] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove East Side' }));
    await user.click(screen.getByRole('button', { name: 'Remove location' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'East Side' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/business/locations/2')).toHaveLength(1);
  });
});
