// The welcome dialog (business-side sections 2 and 4): shown on a first visit only (no "visited"
// flag), which it then sets; its four options; Shift+W clears the flag and reloads.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { WelcomeDialog } from '../../../apps/storefront/src/features/onboarding/welcome-dialog.js';
import { mockApi } from '../api-mock.js';
import { aCustomer } from '../mothers.js';
import { renderWithApp } from '../render.js';

function renderWelcome() {
  return renderWithApp(<WelcomeDialog />, { path: '/', route: '/' });
}

const welcome = () => screen.queryByRole('dialog', { name: 'Welcome to Discount Marketplace' });

describe('welcome dialog', () => {
  it('opens on a first visit with its four options and sets the visited flag', () => {
    renderWelcome();
    const dialog = within(welcome() as HTMLElement);
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual(['Demo User', 'Demo Business', 'Home Page', 'Join Waitlist']);
    expect(window.localStorage.getItem('visited')).toBe('true');
  });

  it('stays closed once the visitor has been here', () => {
    window.localStorage.setItem('visited', 'true');
    renderWelcome();
    expect(welcome()).not.toBeInTheDocument();
  });

  it('closes on "Home Page" and stays on the page', async () => {
    const { user } = renderWelcome();
    await user.click(screen.getByRole('button', { name: 'Home Page' }));
    expect(welcome()).not.toBeInTheDocument();
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderWelcome();
    await user.keyboard('{Escape}');
    expect(welcome()).not.toBeInTheDocument();
  });

  it('goes to the waitlist on "Join Waitlist"', async () => {
    const { user } = renderWelcome();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(welcome()).not.toBeInTheDocument();
  });

  // The full page load that follows a demo login is not possible in jsdom (it only reports
  // "Not implemented: navigation"); the browser tests cover it.
  it('signs in as the demo customer on "Demo User"', async () => {
    const api = mockApi({ 'POST /api/demo-login/user': { body: aCustomer({ username: 'demo' }) } });
    const { user, queryClient } = renderWelcome();

    await user.click(screen.getByRole('button', { name: 'Demo User' }));

    await waitFor(() => expect(queryClient.getQueryData(currentAccountQueryOptions().queryKey)).toMatchObject({ username: 'demo' }));
    expect(api.callsTo('POST', '/api/demo-login/user')).toHaveLength(1);
  });

  it('signs in as the demo business on "Demo Business"', async () => {
    const api = mockApi({ 'POST /api/demo-login/business': { body: { id: 3, type: 'business', role: 'owner', name: 'Demo Café', email: 'b@example.com' } } });
    const { user } = renderWelcome();
    await user.click(screen.getByRole('button', { name: 'Demo Business' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/demo-login/business')).toHaveLength(1));
  });

  it('clears the visited flag on Shift+W', () => {
    window.localStorage.setItem('visited', 'true');
    renderWelcome();

    fireEvent.keyDown(window, { key: 'W', shiftKey: true });

    expect(window.localStorage.getItem('visited')).toBeNull();
  });

  it('ignores Shift+W typed into a form field, and W without Shift', () => {
    window.localStorage.setItem('visited', 'true');
    renderWithApp(
      <>
        <input aria-label="Search" />
        <WelcomeDialog />
      </>,
    );

    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'W', shiftKey: true });
    fireEvent.keyDown(window, { key: 'w' });

    expect(window.localStorage.getItem('visited')).toBe('true');
  });
});
