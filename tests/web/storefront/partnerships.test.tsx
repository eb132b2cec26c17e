// The Partnerships page's counters: the server's figures, not numbers written into the page.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnershipsPage } from '../../../apps/storefront/src/app/routes/partnerships.js';
import { mockApi } from '../api-mock.js';
import { renderWithApp } from '../render.js';

describe('the Partnerships page', () => {
  it('shows the waitlist, customer and business counts the server gives', async () => {
    mockApi({ 'GET /api/platform-figures': { body: { waitlist: 1234, customers: 56, businesses: 7 } } });
    renderWithApp(<PartnershipsPage />);

    expect(await within(screen.getByTestId('stat-waitlist')).findByText('1,234')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-discounters')).getByText('56')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-businesses')).getByText('7')).toBeInTheDocument();
  });

  it('says so, with a way to retry, when the figures cannot be loaded', async () => {
    mockApi({ 'GET /api/platform-figures': { status: 503, body: { message: 'Unavailable' } } });
    renderWithApp(<PartnershipsPage />);

    expect(await screen.findByRole('heading', { name: 'Could not load the platform stats' })).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
