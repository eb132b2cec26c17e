// The toaster (customer-side sections 4 and 9): one toast at a time, 5 s auto-dismiss paused while
// hovered or focused, Escape, the close button, a 50 px swipe right, F8 to the region.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@marketplace/web-common/components/theme/theme-provider';
import { Toaster } from '@marketplace/web-common/components/toast/toaster';
import { takeCarriedToast, toast, toastAcrossPageLoad, toastStore, type ToastInput } from '@marketplace/web-common/toast/toast-store';

function renderToaster() {
  render(
    <AppThemeProvider>
      <button type="button">Elsewhere</button>
      <Toaster />
    </AppThemeProvider>,
  );
  return userEvent.setup();
}

function show(input: ToastInput) {
  act(() => {
    toast(input);
  });
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('toaster', () => {
  afterEach(() => {
    act(() => toastStore.dismiss());
  });

  it('shows the title and description as a polite status', () => {
    renderToaster();
    show({ title: 'Profile updated', description: 'Your profile information has been updated successfully.' });
    const item = screen.getByRole('status');
    expect(item).toHaveTextContent('Profile updated');
    expect(item).toHaveTextContent('Your profile information has been updated successfully.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a destructive toast as an alert', () => {
    renderToaster();
    show({ title: 'Login failed', description: '401: Invalid email or password', variant: 'destructive' });
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed401: Invalid email or password');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the previous', () => {
    renderToaster();
    show({ title: 'Code copied' });
    show({ title: 'Logged out' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
    expect(screen.queryByText('Code copied')).not.toBeInTheDocument();
  });

  it('closes by itself after 5 seconds', () => {
    vi.useFakeTimers();
    renderToaster();
    show({ title: 'Logged out' });
    advance(4999);
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });

  it('waits while hovered and closes with the time left after the pointer leaves', () => {
    vi.useFakeTimers();
    renderToaster();
    show({ title: 'Logged out' });
    advance(2000);

    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(10_000);
    expect(screen.getByText('Logged out')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(2900);
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });

  it('waits while it has focus', () => {
    vi.useFakeTimers();
    renderToaster();
    show({ title: 'Logged out' });
    act(() => screen.getByRole('status').focus());
    advance(20_000);
    expect(screen.getByText('Logged out')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    advance(4999);
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = renderToaster();
    show({ title: 'Logged out' });
    act(() => screen.getByRole('status').focus());
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const user = renderToaster();
    show({ title: 'Logged out' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });

  it('runs its action button', async () => {
    const user = renderToaster();
    const undone: string[] = [];
    show({ title: 'Deal paused', action: { label: 'Undo', onClick: () => undone.push('undo') } });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toEqual(['undo']);
  });

  it('moves focus to the notification region on F8', async () => {
    const user = renderToaster();
    show({ title: 'Logged out' });
    await user.keyboard('{F8}');
    expect(screen.getByRole('list', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('closes on a swipe right of at least 50 px', () => {
    renderToaster();
    show({ title: 'Logged out' });
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 150 });
    fireEvent.pointerUp(item, { clientX: 150 });
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });

  it('springs back after a shorter swipe or a swipe to the left', () => {
    renderToaster();
    show({ title: 'Logged out' });
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 149 });
    fireEvent.pointerUp(item, { clientX: 149 });
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 20 });
    fireEvent.pointerCancel(item, { clientX: 20 });
    expect(screen.getByText('Logged out')).toBeInTheDocument();
  });

  it('only counts a pointer move as a swipe after a pointer down on the toast', () => {
    renderToaster();
    show({ title: 'Logged out' });
    const item = screen.getByRole('status');
    fireEvent.pointerMove(item, { clientX: 300 });
    fireEvent.pointerUp(item, { clientX: 300 });
    expect(screen.getByText('Logged out')).toBeInTheDocument();
  });
});

describe('a toast carried over a full page load', () => {
  afterEach(() => toastStore.dismiss());

  it('shows now, and once more on the next page (as after the redirect of a demo login)', () => {
    toastAcrossPageLoad({ title: 'Demo Login Successful', description: "You're now logged in as a demo user" });
    act(() => toastStore.dismiss());

    renderToaster();

    expect(screen.getByRole('status')).toHaveTextContent('Demo Login Successful');
    expect(screen.getByRole('status')).toHaveTextContent("You're now logged in as a demo user");
    expect(takeCarriedToast()).toBeNull();
  });

  it('is not shown when it was raised more than 10 s before the page loaded', () => {
    toastAcrossPageLoad({ title: 'Logged out' }, Date.now() - 10_001);
    expect(takeCarriedToast()).toBeNull();
  });

  it('ignores a corrupt entry', () => {
    window.sessionStorage.setItem('toast-across-page-load', '{nope');
    expect(takeCarriedToast()).toBeNull();
  });
});

describe('where toasts appear', () => {
  it('at the top of the window, over the sticky header, away from the page’s next control below', () => {
    renderToaster();
    const region = screen.getByRole('list', { name: /Notifications/ });
    const style = window.getComputedStyle(region);
    expect(style.top).toBe('0px');
    expect(style.bottom).not.toBe('0px');
  });
});
