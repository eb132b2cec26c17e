// "Forgot password?" on the three sign-ins, the request and reset pages, and the change password /
// change email forms (issue 18, point 5). Messages come from core; the server's sentence is shown.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INVALID_ACCOUNT_LINK_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  emailChangeRequestedMessage,
} from '@marketplace/core/accounts/schemas/account-recovery.schema';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { ChangeEmailCard } from '@marketplace/web-common/components/account/change-email-card';
import { ChangePasswordCard } from '@marketplace/web-common/components/account/change-password-card';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { AdminForgotPasswordPage } from '../../../apps/business-portal/src/app/routes/admin-forgot-password.js';
import { AdminLoginPage } from '../../../apps/business-portal/src/app/routes/admin-login.js';
import { BusinessAuthPage } from '../../../apps/business-portal/src/app/routes/business-auth.js';
import { BusinessForgotPasswordPage } from '../../../apps/business-portal/src/app/routes/business-forgot-password.js';
import { AuthPage } from '../../../apps/storefront/src/app/routes/auth.js';
import { ForgotPasswordPage } from '../../../apps/storefront/src/app/routes/forgot-password.js';
import { ResetPasswordPage } from '../../../apps/storefront/src/app/routes/reset-password.js';
import { NON_DEMO_CONFIG, SIGNED_OUT, mockApi, route as apiRoute } from '../api-mock.js';
import { aCustomer } from '../mothers.js';
import { renderWithApp } from '../render.js';

afterEach(() => toastStore.dismiss());

describe('"Forgot password?" under each sign-in form', () => {
  it.each([
    ['the storefront', <AuthPage key="a" />, '/auth', 'Sign in', '/forgot-password'],
    ['the business portal', <BusinessAuthPage key="b" />, '/business/auth', 'Business login', '/business/forgot-password'],
    ['the admin login', <AdminLoginPage key="c" />, '/admin/login', 'Admin sign in', '/admin/forgot-password'],
  ])('links %s to its own request page', async (_where, page, path, formName, forgot) => {
    mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': NON_DEMO_CONFIG, 'GET /api/categories': { body: [] } });
    renderWithApp(page, { path, route: path });

    const form = within(await screen.findByRole('form', { name: formName }));

    expect(form.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', forgot);
  });
});

describe('the request pages', () => {
  it.each([
    ['customer', <ForgotPasswordPage key="a" />, '/forgot-password', 'POST /api/password-reset'],
    ['business', <BusinessForgotPasswordPage key="b" />, '/business/forgot-password', 'POST /api/business/password-reset'],
    ['admin', <AdminForgotPasswordPage key="c" />, '/admin/forgot-password', 'POST /api/admin/password-reset'],
  ] as const)('checks the email, sends it to the %s route and shows the same answer whatever the address', async (_kind, page, path, route) => {
    const api = mockApi(apiRoute(route, { body: { message: PASSWORD_RESET_REQUESTED_MESSAGE } }));
    const { user } = renderWithApp(page, { path, route: path });
    const form = within(await screen.findByRole('form', { name: 'Reset your password' }));

    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await form.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Email'));
    await user.type(form.getByLabelText('Email'), 'Maya@Example.com');
    await user.click(form.getByRole('button', { name: 'Send reset link' }));

    expect(await form.findByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE);
    const [method, url] = route.split(' ') as ['POST', string];
    expect(api.callsTo(method, url).map((call) => call.body)).toEqual([{ email: 'Maya@Example.com' }]);
  });
});

describe('the reset page', () => {
  it('wants 8 characters and a matching confirmation, then sends the token from the link and signs in', async () => {
    const api = mockApi({ 'POST /api/password-reset/complete': { body: aCustomer() } });
    const { user } = renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=the-token', route: '/reset-password' });
    const form = within(await screen.findByRole('form', { name: 'Choose a new password' }));

    await user.type(form.getByLabelText('New password'), '1234567');
    await user.type(form.getByLabelText('Confirm new password'), '1234567');
    await user.click(form.getByRole('button', { name: 'Set new password' }));
    expect(await form.findByText(PASSWORD_TOO_SHORT_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/password-reset/complete')).toHaveLength(0);

    await user.type(form.getByLabelText('New password'), '8');
    await user.type(form.getByLabelText('Confirm new password'), '8');
    await user.click(form.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/password-reset/complete').map((call) => call.body)).toEqual([{ token: 'the-token', password: '12345678' }]));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a used or expired link, with the way to a new one', async () => {
    mockApi({ 'POST /api/password-reset/complete': { status: 400, body: { message: INVALID_ACCOUNT_LINK_MESSAGE } } });
    const { user } = renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=used', route: '/reset-password' });
    const form = within(await screen.findByRole('form', { name: 'Choose a new password' }));
    await user.type(form.getByLabelText('New password'), 'a-new-password');
    await user.type(form.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(form.getByRole('button', { name: 'Set new password' }));

    expect(await form.findByRole('alert')).toHaveTextContent(INVALID_ACCOUNT_LINK_MESSAGE);
    expect(form.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link without a token does not work', async () => {
    mockApi({});
    renderWithApp(<ResetPasswordPage />, { path: '/reset-password', route: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_ACCOUNT_LINK_MESSAGE);
  });
});

describe('change password and change email', () => {
  it('shows a wrong current password as the server says, then the success', async () => {
    let answers = 0;
    const api = mockApi({
      'POST /api/user/password': () => (answers++ === 0 ? { status: 400, body: { message: WRONG_CURRENT_PASSWORD_MESSAGE } } : { body: { message: 'Your password has been changed.' } }),
    });
    const { user } = renderWithApp(<ChangePasswordCard />);
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    const fill = async () => {
      await user.type(form.getByLabelText('Current password'), 'old-password');
      await user.type(form.getByLabelText('New password'), 'a-new-password');
      await user.type(form.getByLabelText('Confirm new password'), 'a-new-password');
      await user.click(form.getByRole('button', { name: 'Change password' }));
    };

    await fill();
    expect(await form.findByRole('alert')).toHaveTextContent(WRONG_CURRENT_PASSWORD_MESSAGE);
    await user.clear(form.getByLabelText('Current password'));
    await user.clear(form.getByLabelText('New password'));
    await user.clear(form.getByLabelText('Confirm new password'));
    await fill();

    expect(await form.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/password')[1]?.body).toEqual({ currentPassword: 'old-password', password: 'a-new-password' });
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });

  it('asks for the current password with the new email and shows where the link went', async () => {
    const api = mockApi({ 'POST /api/user/email-change': { body: { message: emailChangeRequestedMessage('new@example.com') } } });
    const { user } = renderWithApp(<ChangeEmailCard currentEmail="sam@example.com" />);
    const form = within(screen.getByRole('form', { name: 'Change email' }));

    await user.type(form.getByLabelText('New email'), 'new@example.com');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(await form.findByText('Current password is required')).toBeInTheDocument();
    await user.type(form.getByLabelText('Current password'), 'my-password');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));

    expect(await form.findByRole('status')).toHaveTextContent(emailChangeRequestedMessage('new@example.com'));
    expect(api.callsTo('POST', '/api/user/email-change').map((call) => call.body)).toEqual([{ newEmail: 'new@example.com', currentPassword: 'my-password' }]);
  });
});
