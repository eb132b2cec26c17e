// The header of both web apps (customer-side section 2, business-side section 2): navigation,
// the account menu by role, Logout back to / after 300 ms, the mobile menu's demo logins (only
// when GET /api/config says demo mode is on: demo off means no demo entry anywhere).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@marketplace/web-common/components/layout/header/header';
import type { Account } from '@marketplace/web-common/session/account';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { DEMO_CONFIG, NON_DEMO_CONFIG, SIGNED_OUT, deferred, mockApi, type AnswerTo, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aCustomer, anAdmin } from '../mothers.js';
import { renderWithApp, serverConfigAnswered } from '../render.js';
import { SITE_LINKS } from '@marketplace/web-common/site/site-map';
import { takeCarriedToast } from '@marketplace/web-common/toast/toast-store';

/** Renders the header of a demo server unless `routes` answers GET /api/config otherwise. */
function renderHeader(account: Account | null, routes: ApiRoutes = {}, app: 'storefront' | 'portal' = 'storefront') {
  const api = mockApi({ 'GET /api/user': account ? { body: account } : SIGNED_OUT, 'GET /api/config': DEMO_CONFIG, ...routes });
  const navigations: string[] = [];
  const navigationTimes: number[] = [];
  const navigate = (path: string) => {
    navigations.push(path);
    navigationTimes.push(Date.now());
  };
  const rendered = renderWithApp(<Header app={app} navigate={navigate} links={SITE_LINKS.header} />);
  return { ...rendered, api, navigations, navigationTimes };
}

async function openAccountMenu(user: ReturnType<typeof renderHeader>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return within(screen.getByRole('menu', { name: 'Account' }));
}

/**
 * Opens the mobile menu. jsdom lays pages out 1024 px wide, where the toggle and the panel are
 * display: none (desktop) and have no accessible names, so they are found by their text.
 */
async function openMobileMenu(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(screen.getByText(/Menu$/, { selector: 'button' }));
  const panel = within(document.getElementById('mobile-menu') as HTMLElement);
  return {
    link: (text: string) => panel.getByText(text, { selector: 'a' }),
    button: (text: string) => panel.getByText(text, { selector: 'button' }),
    links: () => [...(document.getElementById('mobile-menu')?.querySelectorAll('a') ?? [])].map((link) => link.textContent),
    queryText: (text: string) => panel.queryByText(text),
  };
}

const menuItems = (menu: ReturnType<typeof within>) => menu.getAllByRole('menuitem').map((item: HTMLElement) => [item.textContent, item.getAttribute('href')]);

describe('header', () => {
  afterEach(() => toastStore.dismiss());

  it('links the five sections of the site', async () => {
    renderHeader(null);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Discover', '/deals'],
      ['How It Works', '/how-it-works'],
      ['For Businesses', '/for-businesses'],
      ['Recession Proof', '/recession-proof'],
      ['Waitlist', '/waitlist'],
    ]);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('adds "Waitlist Demo" to the navigation for the admin in demo mode', async () => {
    renderHeader(anAdmin());
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('link', { name: 'Waitlist Demo' })).toHaveAttribute('href', '/admin/waitlist-demo');
  });

  it('gives a customer My Profile, My Purchases and Logout', async () => {
    const { user } = renderHeader(aCustomer());
    const menu = await openAccountMenu(user, 'sam');
    expect(menuItems(menu)).toEqual([
      ['My Profile', '/profile'],
      ['My Purchases', '/profile?tab=deals'],
      ['Logout', null],
    ]);
    expect(screen.getByRole('button', { name: 'sam' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives a business Dashboard, Subscription, Team, Account Settings and Logout', async () => {
    const { user } = renderHeader(aBusiness({ role: 'business' }));
    const menu = await openAccountMenu(user, 'Corner Café');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Payouts', 'Subscription', 'Locations', 'Team', 'Account Settings', 'Logout']);
    expect(menu.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('href', '/business/team');
    expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/business/dashboard');
    expect(menu.getByRole('menuitem', { name: 'Subscription' })).toHaveAttribute('href', '/business/subscription');
    expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/business/settings');
  });

  it('adds Admin Dashboard for a business owner', async () => {
    const { user } = renderHeader(aBusiness({ role: 'owner' }));
    const menu = await openAccountMenu(user, 'Corner Café');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Payouts', 'Subscription', 'Locations', 'Team', 'Account Settings', 'Admin Dashboard', 'Logout']);
    expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('gives staff only what their role allows, under their own name', async () => {
    const staff = { id: 5, name: 'Kim', email: 'kim@staff.example' };
    const cashier = renderHeader(aBusiness({ role: 'owner', teamRole: 'cashier', staff }));
    const menu = await openAccountMenu(cashier.user, 'Kim');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Till', 'Account Settings', 'Logout']);
    cashier.unmount();
    const manager = renderHeader(aBusiness({ teamRole: 'manager', staff }));
    const managerMenu = await openAccountMenu(manager.user, 'Kim');
    expect(managerMenu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Account Settings', 'Logout']);
  });

  it('gives the admin Waitlist Administration and Waitlist Demo View in demo mode', async () => {
    const { user } = renderHeader(anAdmin());
    const menu = await openAccountMenu(user, 'admin');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Waitlist Administration', 'Waitlist Demo View', 'Logout']);
    expect(menu.getByRole('menuitem', { name: 'Waitlist Demo View' })).toHaveAttribute('href', '/admin/waitlist-demo');
  });

  it('closes the account menu on Escape and on a click outside', async () => {
    const { user } = renderHeader(aCustomer());
    await openAccountMenu(user, 'sam');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await openAccountMenu(user, 'sam');
    await user.click(screen.getByRole('navigation', { name: 'Main' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out, says so, shows Sign In and returns to / after 300 ms', async () => {
    // Timestamps on the test clock, which runs with real time and jumps with advanceTimers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let loggedOutAt = 0;
    const { user, api, navigations, navigationTimes, queryClient } = renderHeader(aCustomer(), {
      'POST /api/logout': () => {
        loggedOutAt = Date.now();
        return { body: { message: 'You have been successfully logged out.' } };
      },
    });
    const menu = await openAccountMenu(user, 'sam');

    await user.click(menu.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(currentAccountQueryOptions().queryKey)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(navigations).toEqual(['/']));
    expect((navigationTimes[0] ?? 0) - loggedOutAt).toBeGreaterThanOrEqual(300);
  });

  it('from a portal page, loads the storefront home / in full instead of asking the portal router (which has no /)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, navigations } = renderHeader(aBusiness(), { 'POST /api/logout': { body: { message: 'You have been successfully logged out.' } } }, 'portal');
    const menu = await openAccountMenu(user, 'Corner Café');

    await user.click(menu.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));

    // jsdom cannot load a page (it reports "Not implemented: navigation"); the browser test walks it.
    expect(navigations).toEqual([]);
    // The toast is carried over the page load, so the home page says it too.
    expect(takeCarriedToast()).toMatchObject({ title: 'Logged out', description: 'You have been successfully logged out.' });
  });

  it('shows "Logout failed" when the server refuses and stays signed in', async () => {
    const { user, navigations } = renderHeader(aCustomer(), { 'POST /api/logout': { status: 500, body: { message: 'Session store down' } } });
    const menu = await openAccountMenu(user, 'sam');
    await user.click(menu.getByRole('menuitem', { name: 'Logout' }));

    const title = await screen.findByText('Logout failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Session store down');
    expect(screen.getByRole('button', { name: 'sam' })).toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('offers quick demo logins in the mobile menu when signed out in demo mode', async () => {
    const { user, api } = renderHeader(null, { 'POST /api/demo-login/user': { body: aCustomer({ username: 'demo' }) } });
    await screen.findByRole('link', { name: 'Sign In' });
    const panel = await openMobileMenu(user);

    expect(panel.link('Sign In')).toHaveAttribute('href', '/auth');
    expect(panel.links()).toEqual(['Discover', 'How It Works', 'For Businesses', 'Recession Proof', 'Waitlist', 'Sign In']);
    expect(await screen.findByText('Quick demo')).toBeInTheDocument();
    expect(panel.button('Demo Business')).toBeInTheDocument();

    await user.click(panel.button('Demo Customer'));
    await waitFor(() => expect(api.callsTo('POST', '/api/demo-login/user')).toHaveLength(1));
  });

  it('mirrors the account menu on mobile with a "Switch Account" pair for a non-admin in demo mode', async () => {
    const { user, api } = renderHeader(aCustomer(), { 'POST /api/demo-login/business': { body: aBusiness() } });
    await screen.findByRole('button', { name: 'sam' });
    const panel = await openMobileMenu(user);
    await screen.findByText('Switch Account');

    expect(panel.link('My Profile')).toHaveAttribute('href', '/profile');
    expect(panel.link('My Purchases')).toHaveAttribute('href', '/profile?tab=deals');
    expect(panel.button('Logout')).toBeInTheDocument();
    expect(panel.queryText('Switch Account')).toBeInTheDocument();
    expect(panel.button('Customer')).toBeInTheDocument();

    await user.click(panel.button('Business'));
    await waitFor(() => expect(api.callsTo('POST', '/api/demo-login/business')).toHaveLength(1));
  });

  it('shows no "Switch Account" pair to the admin', async () => {
    const { user } = renderHeader(anAdmin());
    await screen.findByRole('button', { name: 'admin' });
    const panel = await openMobileMenu(user);
    expect(panel.button('Logout')).toBeInTheDocument();
    expect(panel.queryText('Switch Account')).not.toBeInTheDocument();
  });

  it('shows a "Login Failed" toast when a demo login from the menu fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderHeader(null, { 'POST /api/demo-login/business': { status: 503 } });
    await screen.findByRole('link', { name: 'Sign In' });
    await openMobileMenu(user);
    await user.click(await screen.findByText('Demo Business', { selector: 'button' }));

    const title = await screen.findByText('Login Failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Could not log in with demo business account');
  });
});

/** Every demo entry the header can show, by its text (the mobile panel's are display: none in jsdom). */
const DEMO_TEXTS = ['Quick demo', 'Demo Customer', 'Demo Business', 'Switch Account', 'Waitlist Demo', 'Waitlist Demo View'];

function expectNoDemoEntry() {
  for (const text of DEMO_TEXTS) expect(screen.queryByText(text), text).not.toBeInTheDocument();
  expect(document.querySelector('a[href="/admin/waitlist-demo"]')).toBeNull();
}

describe('header with demo mode off', () => {
  it.each([
    ['a visitor', null, 'Sign In'],
    ['a customer', aCustomer(), 'sam'],
    ['a business', aBusiness({ role: 'business' }), 'Corner Café'],
  ] as const)('shows %s no demo login in the mobile menu', async (_who, account, name) => {
    const { user, api, queryClient } = renderHeader(account, { 'GET /api/config': NON_DEMO_CONFIG });
    await screen.findByRole(account ? 'button' : 'link', { name });
    const panel = await openMobileMenu(user);
    await serverConfigAnswered(queryClient);

    expect(panel.links()).toContain('Discover');
    expectNoDemoEntry();
    expect(panel.queryText('Switch Account')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/demo-login'))).toEqual([]);
  });

  it('gives the admin no waitlist demo in the navigation, the account menu or the mobile menu', async () => {
    const { user, queryClient } = renderHeader(anAdmin(), { 'GET /api/config': NON_DEMO_CONFIG });
    const menu = await openAccountMenu(user, 'admin');
    await serverConfigAnswered(queryClient);

    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Waitlist Administration', 'Logout']);
    await user.keyboard('{Escape}');
    await openMobileMenu(user);
    expectNoDemoEntry();
  });

  it('shows no demo entry while GET /api/config is loading, nor when it fails', async () => {
    const config = deferred<AnswerTo<'GET /api/config'>>();
    const { user } = renderHeader(null, { 'GET /api/config': () => config.promise });
    await screen.findByRole('link', { name: 'Sign In' });
    await openMobileMenu(user);
    expectNoDemoEntry();

    config.resolve({ status: 500, body: { message: 'down' } });
    await act(() => Promise.resolve());
    expectNoDemoEntry();
  });
});
