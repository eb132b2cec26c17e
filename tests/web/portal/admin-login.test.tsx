// The admin sign-in /admin/login (business-side sections 2, 4, 5 and 8); the demo admin hint comes
// from core's DEMO_ADMIN, only when GET /api/config says demoMode and demoAdmin (it sends no credential).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { AdminLoginPage } from '../../../apps/business-portal/src/app/routes/admin-login.js';
import { SIGNED_OUT, deferred, mockApi, type AnswerTo, type ApiRoutes } from '../api-mock.js';
import { aBusiness, aCustomer, anAdmin } from '../mothers.js';
import { renderWithApp, serverConfigAnswered } from '../render.js';

/** A demo server whose admin is the public demo admin (core's DEMO_ADMIN). */
const DEMO_CONFIG: AnswerTo<'GET /api/config'> = { body: { demoMode: true, paymentMode: 'demo', stripePublishableKey: null, demoAdmin: true } };
const CLOSED_CONFIG: AnswerTo<'GET /api/config'> = { body: { demoMode: false, paymentMode: 'none', stripePublishableKey: null, demoAdmin: false } };

function renderLogin(routes: ApiRoutes = {}) {
  const api = mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': CLOSED_CONFIG, ...routes });
  return { api, ...renderWithApp(<AdminLoginPage />, { path: '/admin/login', route: '/admin/login' }) };
}

async function loginForm() {
  return within(await screen.findByRole('form', { name: 'Admin sign in' }));
}

async function fillAndSubmit(form: Awaited<ReturnType<typeof loginForm>>, user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  await user.type(form.getByLabelText('Username'), email);
  await user.type(form.getByLabelText('Password'), password);
  await user.click(form.getByRole('button', { name: 'Sign In' }));
}

describe('admin login', () => {
  afterEach(() => toastStore.dismiss());

  it('labels the identifier Username and checks both fields are filled before calling the server', async () => {
    const { api, user } = renderLogin();
    const form = await loginForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await form.findByLabelText('Username')).toHaveAccessibleDescription('Email is required');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(form.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/admin/login')).toHaveLength(0);

    await user.type(form.getByLabelText('Username'), 'admin@example.com');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    expect(form.queryByText('Email is required')).not.toBeInTheDocument();
    expect(form.getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/login')).toHaveLength(0);
  });

  it('posts the email and password, stores the admin and goes to /admin/dashboard', async () => {
    const answer = deferred<AnswerTo<'POST /api/admin/login'>>();
    const { api, user, queryClient } = renderLogin({ 'POST /api/admin/login': () => answer.promise });
    const form = await loginForm();

    await fillAndSubmit(form, user, 'Admin@Example.com', 'pass word');

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/login')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/login')[0]?.body).toEqual({ email: 'Admin@Example.com', password: 'pass word' });
    expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    answer.resolve({ body: anAdmin() });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(queryClient.getQueryData(currentAccountQueryOptions().queryKey)).toEqual(anAdmin());
  });

  it('shows a destructive "Login failed" toast with the server message and keeps the form', async () => {
    const { user } = renderLogin({ 'POST /api/admin/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const form = await loginForm();

    await fillAndSubmit(form, user, 'admin@example.com', 'wrong');

    const title = await screen.findByText('Login failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Invalid email or password');
    expect(form.getByLabelText('Username')).toHaveValue('admin@example.com');
    expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('asks to check the credentials when the server gives no message', async () => {
    const { user } = renderLogin({ 'POST /api/admin/login': { status: 502 } });
    const form = await loginForm();

    await fillAndSubmit(form, user, 'admin@example.com', 'secret');

    const title = await screen.findByText('Login failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Please check your credentials and try again');
  });

  it('shows the demo admin hint in demo mode, and fills the form from it', async () => {
    const { api, user } = renderLogin({ 'GET /api/config': DEMO_CONFIG, 'POST /api/admin/login': { body: anAdmin() } });
    const form = await loginForm();

    const hint = within(await screen.findByRole('complementary', { name: 'Demo admin account' }));
    expect(hint.getByText('admin@marketplace.example')).toBeInTheDocument();
    expect(hint.getByText('admin-demo-password')).toBeInTheDocument();

    await user.click(hint.getByRole('button', { name: 'Use demo credentials' }));
    expect(form.getByLabelText('Username')).toHaveValue('admin@marketplace.example');
    expect(form.getByLabelText('Password')).toHaveValue('admin-demo-password');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/login')[0]?.body).toEqual({ email: 'admin@marketplace.example', password: 'admin-demo-password' }));
  });

  it('shows no hint in demo mode when the admin is a configured one (ADMIN_EMAIL / ADMIN_PASSWORD set)', async () => {
    const { queryClient } = renderLogin({ 'GET /api/config': { body: { demoMode: true, paymentMode: 'demo', stripePublishableKey: null, demoAdmin: false } } });
    await loginForm();
    await serverConfigAnswered(queryClient);
    expect(screen.queryByRole('complementary', { name: 'Demo admin account' })).not.toBeInTheDocument();
    expect(screen.queryByText('admin@marketplace.example')).not.toBeInTheDocument();
  });

  it('shows no hint when demoAdmin is true but demo mode is off', async () => {
    const { queryClient } = renderLogin({ 'GET /api/config': { body: { demoMode: false, paymentMode: 'none', stripePublishableKey: null, demoAdmin: true } } });
    await loginForm();
    await serverConfigAnswered(queryClient);
    expect(screen.queryByRole('complementary', { name: 'Demo admin account' })).not.toBeInTheDocument();
  });

  it('shows no hint outside demo mode', async () => {
    const { queryClient } = renderLogin();
    await loginForm();
    await serverConfigAnswered(queryClient);
    expect(screen.queryByRole('complementary', { name: 'Demo admin account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
  });

  it.each([
    ['the admin', anAdmin()],
    ['a business owner', aBusiness({ role: 'owner' })],
  ])('sends %s who is signed in already to the dashboard', async (_who, account) => {
    renderLogin({ 'GET /api/user': { body: account } });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('lets a customer see the form', async () => {
    renderLogin({ 'GET /api/user': { body: aCustomer() } });
    expect(await loginForm()).toBeTruthy();
  });
});
