// The customer sign-up form on /auth (customer-side sections 2, 5 and 8).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { AuthPage } from '../../../apps/storefront/src/app/routes/auth.js';
import { SIGNED_OUT, deferred, mockApi, type AnswerTo } from '../api-mock.js';
import { aCustomer } from '../mothers.js';
import { renderWithApp } from '../render.js';

async function openSignUp() {
  const rendered = renderWithApp(<AuthPage />, { path: '/auth', route: '/auth' });
  await rendered.user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  return { ...rendered, form: within(screen.getByRole('form', { name: 'Sign up' })) };
}

describe('sign-up form', () => {
  afterEach(() => toastStore.dismiss());

  it('shows every field message on an empty submit and sends nothing', async () => {
    const api = mockApi({ 'GET /api/user': SIGNED_OUT });
    const { user, form } = await openSignUp();

    await user.click(form.getByRole('button', { name: 'Create Account' }));

    expect(await form.findByLabelText('Username')).toHaveAccessibleDescription('Required');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.callsTo('POST', '/api/register')).toHaveLength(0);
  });

  it('wants a password of at least 8 characters', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT });
    const { user, form } = await openSignUp();

    await user.type(form.getByLabelText('Password'), '1234567');
    await user.type(form.getByLabelText('Confirm Password'), '1234567');
    await user.click(form.getByRole('button', { name: 'Create Account' }));

    expect(await form.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('shows "Passwords do not match" on the confirm field, not on the password', async () => {
    const api = mockApi({ 'GET /api/user': SIGNED_OUT });
    const { user, form } = await openSignUp();

    await user.type(form.getByLabelText('Username'), 'sam');
    await user.type(form.getByLabelText('Email'), 'sam@example.com');
    await user.type(form.getByLabelText('Password'), 'secret-1');
    await user.type(form.getByLabelText('Confirm Password'), 'secret-2');
    await user.click(form.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match'));
    expect(form.getByLabelText('Password')).not.toHaveAccessibleDescription();
    expect(form.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
    expect(api.callsTo('POST', '/api/register')).toHaveLength(0);
  });

  it('registers without the confirmation, shows the pending button, then "Account created" and /profile', async () => {
    const answer = deferred<AnswerTo<'POST /api/register'>>();
    const api = mockApi({ 'GET /api/user': SIGNED_OUT, 'POST /api/register': () => answer.promise });
    const { user, form } = await openSignUp();

    await user.type(form.getByLabelText('Username'), 'sam');
    await user.type(form.getByLabelText('Email'), 'Sam@Example.com');
    await user.type(form.getByLabelText('Password'), 'secret-1');
    await user.type(form.getByLabelText('Confirm Password'), 'secret-1');
    await user.click(form.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/register')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/register')[0]?.body).toEqual({ username: 'sam', email: 'Sam@Example.com', password: 'secret-1' });
    expect(form.getByRole('button', { name: 'Create Account' })).toBeDisabled();

    answer.resolve({ status: 201, body: aCustomer() });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Account created');
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been successfully created.');
  });

  it('shows a destructive "Registration failed" toast when the server refuses', async () => {
    mockApi({ 'GET /api/user': SIGNED_OUT, 'POST /api/register': { status: 409, body: { message: 'That email is already registered' } } });
    const { user, form } = await openSignUp();

    await user.type(form.getByLabelText('Username'), 'sam');
    await user.type(form.getByLabelText('Email'), 'sam@example.com');
    await user.type(form.getByLabelText('Password'), 'secret-1');
    await user.type(form.getByLabelText('Confirm Password'), 'secret-1');
    await user.click(form.getByRole('button', { name: 'Create Account' }));

    const title = await screen.findByText('Registration failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('That email is already registered');
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
  });
});
