// The customer sign-in form on /auth (customer-side sections 2, 5 and 8), and its Quick Access
// Demo card, shown only when GET /api/config says demo mode is on.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { AuthPage } from '../../../apps/storefront/src/app/routes/auth.js';
import { DEMO_CONFIG, NON_DEMO_CONFIG, SIGNED_OUT, deferred, mockApi, type AnswerTo } from '../api-mock.js';
import { aCustomer } from '../mothers.js';
import { renderWithApp, serverConfigAnswered } from '../render.js';

function renderAuth() {
  return renderWithApp(<AuthPage />, { path: '/auth', route: '/auth' });
}

async function signInForm() {
  return within(await screen.findByRole('form', { name: 'Sign in' }));
}

describe('sign-in form', () => {
  afterEach(() => toastStore.dismiss());

  it('shows the email and password messages on an empty submit and sends nothing', async () => {
    const api = mockApi({ 'GET /api/user': SIGNED_OUT });
    const { user } = renderAuth();
    const form = await signInForm();

    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await form.findByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/login')).toHaveLength(0);
  });

  it('refuses an address that is not an email', async () => {
    const api = mockApi({ 'GET /api/user': SIGNED_OUT });
    const { user } = renderAuth();
    const form = await signInForm();

    await user.type(form.getByLabelText('Email'), 'sam@');
    await user.type(form.getByLabelText('Password'), 'secret');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await form.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(form.queryByText('Password is required')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/login')).toHaveLength(0);
  });

  it('posts the credentials, shows the pending button, welcomes the customer and goes to /profile', async () => {
    const answer = deferred<AnswerTo<'POST /api/login'>>();
    const api = mockApi({ 'GET /api/user': SIGNED_OUT, 'POST /api/login': () => answer.promise });
    const { user } = renderAuth();
    const form = await signInForm();

    await user.type(form.getByLabelText('Email'), 'sam@example.com');
    await user.type(form.getByLabelText('Password'), 'pass word');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/login')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/login')[0]?.body).toEqual({ email: 'sam@example.com', password: 'pass word' });
    expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');

    answer.resolve({ body: aCustomer() });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
    expect(screen.getByRole('status')).toHaveTextContent('You have successfully logged in.');
  });

  it('keeps the form and shows a destructive "Login failed" toast with the server message', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT, 'POST /api/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const { user } = renderAuth();
    const form = await signInForm();

    await user.type(form.getByLabelText('Email'), 'sam@example.com');
    await user.type(form.getByLabelText('Password'), 'wrong');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByText('Login failed');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Invalid email or password');
    expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor home', async () => {
    mockApi({ 'GET /api/user': { body: aCustomer() } });
    renderAuth();
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });
});

describe('quick access demo on the sign-in page (demo mode)', () => {
  it('signs in as the demo discounter and stores the account', async () => {
    const api = mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': DEMO_CONFIG, 'POST /api/demo-login/user': { body: aCustomer({ username: 'demo' }) } });
    const { user, queryClient } = renderAuth();

    await user.click(await screen.findByRole('button', { name: 'Login as Demo Discounter' }));

    await waitFor(() => expect(queryClient.getQueryData(currentAccountQueryOptions().queryKey)).toMatchObject({ username: 'demo' }));
    expect(api.callsTo('POST', '/api/demo-login/user')).toHaveLength(1);
  });

  it('disables both demo buttons while one signs in', async () => {
    const answer = deferred<AnswerTo<'POST /api/demo-login/business'>>();
    mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': DEMO_CONFIG, 'POST /api/demo-login/business': () => answer.promise });
    const { user } = renderAuth();

    await user.click(await screen.findByRole('button', { name: 'Login as Demo Business' }));

    expect(screen.getByRole('button', { name: 'Login as Demo Business' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Login as Demo Discounter' })).toBeDisabled();
  });

  it('links the admin login', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': DEMO_CONFIG });
    renderAuth();
    expect(await screen.findByRole('link', { name: 'Admin Dashboard Login' })).toHaveAttribute('href', '/admin/login');
  });
});

describe('the sign-in page with demo mode off', () => {
  it('shows no Quick Access Demo card, demo login or admin link', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': NON_DEMO_CONFIG });
    const { queryClient } = renderAuth();
    await signInForm();
    await serverConfigAnswered(queryClient);

    expect(screen.queryByRole('region', { name: 'Quick Access Demo' })).not.toBeInTheDocument();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard Login' })).not.toBeInTheDocument();
  });

  it('shows no demo card while GET /api/config is loading', async () => {
    const config = deferred<AnswerTo<'GET /api/config'>>();
    mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': () => config.promise });
    renderAuth();
    await signInForm();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();

    config.resolve(DEMO_CONFIG);
    expect(await screen.findByRole('region', { name: 'Quick Access Demo' })).toBeInTheDocument();
  });
});
