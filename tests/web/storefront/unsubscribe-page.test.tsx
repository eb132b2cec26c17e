// The unsubscribe page: opening it only reads what the link turns off; the button turns it off.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnsubscribeLinkResponse } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { UnsubscribePage } from '../../../apps/storefront/src/app/routes/unsubscribe.js';
import { mockApi, type ApiRoutes } from '../api-mock.js';
import { renderWithApp } from '../render.js';

const TOKEN = 'c.7.expiryReminders.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const LINK: UnsubscribeLinkResponse = { list: 'expiryReminders', label: 'Reminders before your deals expire', account: 'customer', subscribed: true };

function renderPage(routes: ApiRoutes = {}, path = `/unsubscribe?token=${encodeURIComponent(TOKEN)}`) {
  const api = mockApi({
    'GET /api/unsubscribe': { body: LINK },
    'POST /api/unsubscribe': { body: { ...LINK, subscribed: false } },
    ...routes,
  });
  return { api, ...renderWithApp(<UnsubscribePage />, { path, route: '/unsubscribe' }) };
}

afterEach(() => toastStore.dismiss());

describe('the unsubscribe page', () => {
  it('shows which email the link turns off and changes nothing until the button is pressed', async () => {
    const { api } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from these emails?' })).toBeInTheDocument();
    expect(screen.getByText(/^Reminders before your deals expire will no longer be sent/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/unsubscribe').map((call) => call.query.get('token'))).toEqual([TOKEN]);
    expect(api.callsTo('POST', '/api/unsubscribe')).toEqual([]);
  });

  it('turns it off with one button and says so', async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/unsubscribe').map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Open your settings' })).toHaveAttribute('href', '/profile?tab=settings');
  });

  it('says a link already used is done, without a button', async () => {
    renderPage({ 'GET /api/unsubscribe': { body: { ...LINK, subscribed: false } } });
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('shows the server’s message for a link that is not valid', async () => {
    renderPage({ 'GET /api/unsubscribe': { status: 400, body: { message: 'This unsubscribe link is not valid.' } } });
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link does not work' })).toBeInTheDocument();
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeInTheDocument();
  });

  it('asks nothing of the server without a token', async () => {
    const { api } = renderPage({}, '/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is incomplete' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/unsubscribe')).toEqual([]);
  });

  it('links a business to its dashboard once done', async () => {
    renderPage({ 'GET /api/unsubscribe': { body: { list: 'weeklySummary', label: 'The weekly sales summary', account: 'business', subscribed: false } } });
    expect(await screen.findByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/business/dashboard');
  });
});
