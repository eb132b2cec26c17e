// The welcome dialog (business-side sections 2 and 4): shown on a first visit only (no "visited"
// flag), which it then sets; its four options; Shift+W clears the flag and reloads. It is the
// demo's invitation: with demo mode off (GET /api/config) it never shows.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { WelcomeDialog } from '@marketplace/web-common/components/onboarding/welcome-dialog';
import { SITE_LINKS } from '@marketplace/web-common/site/site-map';
import { DEMO_CONFIG, NON_DEMO_CONFIG, deferred, mockApi, type AnswerTo, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aCustomer } from '../mothers.js';
import { renderWithApp, serverConfigAnswered } from '../render.js';

/** The dialog as the storefront's layout mounts it. */
function StorefrontWelcome() {
  const navigate = useNavigate();
  return <WelcomeDialog app="storefront" navigate={(path) => void navigate(path)} links={SITE_LINKS.welcome} />;
}

/** Renders the dialog (on /deals) on a demo server unless `routes` answers GET /api/config otherwise. */
function renderWelcome(routes: ApiRoutes = {}) {
  const api = mockApi({ 'GET /api/config': DEMO_CONFIG, ...routes });
  return { api, ...renderWithApp(<StorefrontWelcome />, { path: '/deals', route: '/deals' }) };
}

const welcome = () => screen.queryByRole('dialog', { name: 'Welcome to Discount Marketplace' });
const openWelcome = () => screen.findByRole('dialog', { name: 'Welcome to Discount Marketplace' });

describe('welcome dialog', () => {
  it('opens on a first visit with its four options and sets the visited flag', async () => {
    renderWelcome();
    const dialog = within(await openWelcome());
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual(['Demo User', 'Demo Business', 'Home Page', 'Join Waitlist']);
    expect(window.localStorage.getItem('visited')).toBe('true');
  });

  it('stays closed once the visitor has been here', async () => {
    window.localStorage.setItem('visited', 'true');
    const { queryClient } = renderWelcome();
    await serverConfigAnswered(queryClient);
    expect(welcome()).not.toBeInTheDocument();
  });

  it('closes on "Home Page" and goes to the home page', async () => {
    const { user } = renderWelcome();
    await openWelcome();
    await user.click(screen.getByRole('button', { name: 'Home Page' }));
    expect(welcome()).not.toBeInTheDocument();
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderWelcome();
    await openWelcome();
    await user.keyboard('{Escape}');
    expect(welcome()).not.toBeInTheDocument();
  });

  it('goes to the waitlist on "Join Waitlist"', async () => {
    const { user } = renderWelcome();
    await openWelcome();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(welcome()).not.toBeInTheDocument();
  });

  // The full page load that follows a demo login is not possible in jsdom (it only reports
  // "Not implemented: navigation"); the browser tests cover it.
  it('signs in as the demo customer on "Demo User"', async () => {
    const { api, user, queryClient } = renderWelcome({ 'POST /api/demo-login/user': { body: aCustomer({ username: 'demo' }) } });
    await openWelcome();

    await user.click(screen.getByRole('button', { name: 'Demo User' }));

    await waitFor(() => expect(queryClient.getQueryData(currentAccountQueryOptions().queryKey)).toMatchObject({ username: 'demo' }));
    expect(api.callsTo('POST', '/api/demo-login/user')).toHaveLength(1);
  });

  it('signs in as the demo business on "Demo Business"', async () => {
    const { api, user } = renderWelcome({ 'POST /api/demo-login/business': { body: aBusiness({ name: 'Demo Café', email: 'b@example.com' }) } });
    await openWelcome();
    await user.click(screen.getByRole('button', { name: 'Demo Business' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/demo-login/business')).toHaveLength(1));
  });

  it('clears the visited flag on Shift+W', async () => {
    window.localStorage.setItem('visited', 'true');
    const { queryClient } = renderWelcome();
    await serverConfigAnswered(queryClient);

    fireEvent.keyDown(window, { key: 'W', shiftKey: true });

    expect(window.localStorage.getItem('visited')).toBeNull();
  });

  it('ignores Shift+W typed into a form field, and W without Shift', async () => {
    window.localStorage.setItem('visited', 'true');
    mockApi({ 'GET /api/config': DEMO_CONFIG });
    const { queryClient } = renderWithApp(
      <>
        <input aria-label="Search" />
        <StorefrontWelcome />
      </>,
    );
    await serverConfigAnswered(queryClient);

    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'W', shiftKey: true });
    fireEvent.keyDown(window, { key: 'w' });

    expect(window.localStorage.getItem('visited')).toBe('true');
  });
});

describe('welcome dialog with demo mode off', () => {
  it('never opens on a first visit, and leaves the visited flag unset', async () => {
    const { queryClient } = renderWelcome({ 'GET /api/config': NON_DEMO_CONFIG });
    await serverConfigAnswered(queryClient);

    expect(welcome()).not.toBeInTheDocument();
    expect(screen.queryByText(/prototype/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demo User' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('visited')).toBeNull();
  });

  it('does not open while GET /api/config is loading, only once it says demo mode', async () => {
    const config = deferred<AnswerTo<'GET /api/config'>>();
    renderWelcome({ 'GET /api/config': () => config.promise });
    await act(() => Promise.resolve());
    expect(welcome()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('visited')).toBeNull();

    config.resolve(DEMO_CONFIG);
    expect(await openWelcome()).toBeInTheDocument();
  });

  it('ignores Shift+W', async () => {
    window.localStorage.setItem('visited', 'true');
    const { queryClient } = renderWelcome({ 'GET /api/config': NON_DEMO_CONFIG });
    await serverConfigAnswered(queryClient);

    fireEvent.keyDown(window, { key: 'W', shiftKey: true });

    expect(window.localStorage.getItem('visited')).toBe('true');
  });
});
