// The deal page's "Where to use it": every location of the deal's business, its address, today's
// hours in the business's time zone (the server's text) and whether it is open now.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealPage } from '../../../apps/storefront/src/app/routes/deal.js';
import { SIGNED_OUT, mockApi, route } from '../api-mock.js';
import { aDealLocation, aFixedDeal, withLocations } from '../mothers.js';
import { renderWithApp } from '../render.js';

async function renderDeal(locations: Parameters<typeof withLocations>[1]) {
  const deal = aFixedDeal();
  mockApi({ ...route(`GET /api/deals/${deal.id}`, { body: withLocations(deal, locations) }), 'GET /api/user': SIGNED_OUT });
  renderWithApp(<DealPage />, { path: `/deals/${deal.id}`, route: '/deals/:id' });
  await screen.findByRole('heading', { level: 1, name: deal.title });
}

describe('Where to use it', () => {
  it("lists each location with its address and today's hours, open or closed now", async () => {
    await renderDeal([
      aDealLocation(),
      aDealLocation({ id: 8, name: 'East Side', address: '1100 E 6th St', zip: '78702', today: { text: 'Closed today', openNow: false } }),
      aDealLocation({ id: 9, name: 'Pop-up', today: { text: 'Opening hours not given', openNow: null } }),
    ]);
    const section = within(screen.getByRole('region', { name: 'Where to use it' }));
    const items = section.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Riverside Bistro', 'East Side', 'Pop-up']);
    expect(within(items[0]!).getByText('100 Congress Ave, Austin, TX 78701')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Open today 9:00–17:00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Open now')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Closed today')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Closed now')).toBeInTheDocument();
    expect(within(items[2]!).queryByText(/now$/)).not.toBeInTheDocument();
  });

  it('is left out when the business lists no location', async () => {
    await renderDeal([]);
    expect(screen.queryByRole('region', { name: 'Where to use it' })).not.toBeInTheDocument();
  });
});
