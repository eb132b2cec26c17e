// The heart on deal cards and the deal page, and the profile's Favorites tab (issue 21, point 2).
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FavoriteButton } from '../../../apps/storefront/src/components/favorite-button.js';
import { Favorites } from '../../../apps/storefront/src/features/profile/components/favorites.js';
import { SIGNED_OUT, mockApi, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aCustomer } from '../mothers.js';
import { renderWithApp } from '../render.js';

const CAFE = { id: 3, name: 'Corner Café' };

/** The server's favourites of the signed-in customer: what PUT and DELETE change and GET answers. */
function renderHeart(saved: number[], routes: ApiRoutes = {}) {
  const api = mockApi({
    'GET /api/user': { body: aCustomer() },
    'GET /api/favorites/ids': () => ({ body: { businessIds: [...saved] } }),
    'PUT /api/favorites/3': () => {
      saved.unshift(CAFE.id);
      return { body: { businessId: CAFE.id, favorited: true } };
    },
    'DELETE /api/favorites/3': () => {
      saved.splice(saved.indexOf(CAFE.id), 1);
      return { body: { businessId: CAFE.id, favorited: false } };
    },
    ...routes,
  });
  return { api, ...renderWithApp(<FavoriteButton businessId={CAFE.id} businessName={CAFE.name} />) };
}

describe('the heart', () => {
  it('is a toggle button that saves the business, and says so', async () => {
    const { api, user } = renderHeart([]);
    const heart = await screen.findByRole('button', { name: 'Save Corner Café to favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);

    const saved = await screen.findByRole('button', { name: 'Remove Corner Café from favorites' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT', '/api/favorites/3')).toHaveLength(1);
  });

  it('shows a saved business as pressed, and removes it', async () => {
    const { api, user } = renderHeart([CAFE.id]);
    await user.click(await screen.findByRole('button', { name: 'Remove Corner Café from favorites', pressed: true }));
    expect(await screen.findByRole('button', { name: 'Save Corner Café to favorites', pressed: false })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/favorites/3')).toHaveLength(1);
  });

  it('turns at once and goes back when the server refuses, saying why', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const refused = new Promise((resolve) => (answer = resolve));
    const { user } = renderHeart([], {
      'PUT /api/favorites/3': async () => {
        await refused;
        return { status: 409, body: { message: 'You can save up to 500 favorite businesses. Remove one to save another.', code: 'favorites.full' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Corner Café to favorites' }));

    expect(await screen.findByRole('button', { name: 'Remove Corner Café from favorites', pressed: true })).toBeInTheDocument();
    answer(null);
    expect(await screen.findByRole('button', { name: 'Save Corner Café to favorites', pressed: false })).toBeInTheDocument();
    expect(await screen.findByText('You can save up to 500 favorite businesses. Remove one to save another.')).toBeInTheDocument();
  });

  it('signed out, leads to the sign-in and back to this page', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT });
    const { user } = renderWithApp(
      <Routes>
        <Route path="/deals" element={<FavoriteButton businessId={CAFE.id} businessName={CAFE.name} />} />
        <Route path="/auth" element={<p>The sign-in page</p>} />
      </Routes>,
      { path: '/deals?category=Food' },
    );
    await user.click(await screen.findByRole('button', { name: 'Save Corner Café to favorites' }));
    expect(await screen.findByText('The sign-in page')).toBeInTheDocument();
  });

  it('is not shown to a business', async () => {
    const api = mockApi({ 'GET /api/user': { body: aBusiness() } });
    renderWithApp(<FavoriteButton businessId={CAFE.id} businessName={CAFE.name} />);
    await waitFor(() => expect(api.callsTo('GET', '/api/user')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

const FAVORITE = {
  business: { id: CAFE.id, name: CAFE.name, city: 'Austin', state: 'TX' },
  favoritedAt: '2025-06-10T12:00:00.000Z',
  deals: [{ id: 41, title: 'Dinner for two', price: 40, discountPercent: 25, imageUrl: null, endDate: '2025-07-01T23:59:59.999Z' }],
};

describe('the Favorites tab', () => {
  it('lists the saved businesses from the server with their live deals, and removes one', async () => {
    let favorites = [FAVORITE];
    const api = mockApi({
      'GET /api/favorites': () => ({ body: { favorites } }),
      'DELETE /api/favorites/3': () => {
        favorites = [];
        return { body: { businessId: CAFE.id, favorited: false } };
      },
    });
    const { user } = renderWithApp(<Favorites customerId={7} />);

    const card = within(await screen.findByRole('article', { name: 'Corner Café' }));
    expect(card.getByText('Austin, TX')).toBeInTheDocument();
    expect(card.getByText(/^Favorited /)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Dinner for two' })).toHaveAttribute('href', '/deals/41');
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Remove Corner Café from favorites' }));

    expect(await screen.findByRole('heading', { name: 'No Favorite Stores Yet' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/favorites/3')).toHaveLength(1);
  });

  it('says so when there are none', async () => {
    mockApi({ 'GET /api/favorites': { body: { favorites: [] } } });
    renderWithApp(<Favorites customerId={7} />);
    expect(await screen.findByRole('heading', { name: 'No Favorite Stores Yet' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/favorites': { status: 503, body: { message: 'The service is unavailable.' } } });
    renderWithApp(<Favorites customerId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your favorite stores');
  });
});
