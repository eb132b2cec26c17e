// Profile info and its Edit Profile form (customer-side sections 2, 5, 7 and 8): validation on
// change, PATCH /api/user, the refreshed current account, the read-only username of a business.
// The email is read-only here: it changes through Change email (current password, then a link).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCurrentAccount } from '@marketplace/web-common/session/api/get-current-account';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import type { Account } from '@marketplace/web-common/session/account';
import { ProfileInfo } from '../../../apps/storefront/src/features/profile/components/profile-info.js';
import { deferred, mockApi, type AnswerTo, type RouteTo } from '../api-mock.js';
import { aBusiness, aCustomer } from '../mothers.js';
import { renderWithApp } from '../render.js';

/** The profile card fed by the cached current account, as on /profile. */
function CurrentProfile() {
  const { data: account } = useCurrentAccount();
  return account ? <ProfileInfo account={account} /> : null;
}

async function renderProfile(account: Account, patch: RouteTo<'PATCH /api/user'> = ({ body }) => ({ body: { ...account, ...(body as object) } })) {
  const api = mockApi({ 'GET /api/user': { body: account }, 'PATCH /api/user': patch });
  const rendered = renderWithApp(<CurrentProfile />);
  await screen.findByText('Profile Information');
  return { ...rendered, api };
}

const form = () => within(screen.getByRole('form', { name: 'Edit profile' }));

describe('profile info', () => {
  afterEach(() => toastStore.dismiss());

  it('shows the account in view mode and toggles to edit mode with the current values', async () => {
    const { user } = await renderProfile(aCustomer());
    const info = within(screen.getByTestId('profile-info'));
    expect(info.getByText('sam')).toBeInTheDocument();
    expect(info.getByText('sam@example.com')).toBeInTheDocument();
    expect(info.getByText('Mar 5, 2025')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    expect(form().getByLabelText('Username')).toHaveValue('sam');
    expect(form().getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('validates on change, before any submit, and keeps the email read-only', async () => {
    const { user, api } = await renderProfile(aCustomer());
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(form().getByLabelText('Email')).toHaveAttribute('readonly');

    await user.clear(form().getByLabelText('Username'));
    await user.type(form().getByLabelText('Username'), 'x');
    expect(await form().findByText('Username must be at least 2 characters.')).toBeInTheDocument();
    expect(form().getByLabelText('Username')).toHaveAccessibleDescription('Username must be at least 2 characters.');

    await user.type(form().getByLabelText('Username'), 'y');
    await waitFor(() => expect(form().queryByRole('alert')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/user')).toHaveLength(0);
  });

  it('refuses to save invalid values', async () => {
    const { user, api } = await renderProfile(aCustomer());
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(form().getByLabelText('Username'));

    await user.click(form().getByRole('button', { name: 'Save Changes' }));

    expect(await form().findByText('Username must be at least 2 characters.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user')).toHaveLength(0);
  });

  it('saves the username with the email as it is, shows the pending button, then the refreshed account in view mode', async () => {
    const answer = deferred<AnswerTo<'PATCH /api/user'>>();
    const { user, api } = await renderProfile(aCustomer(), () => answer.promise);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(form().getByLabelText('Username'));
    await user.type(form().getByLabelText('Username'), 'samantha');

    await user.click(form().getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/user')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/user')[0]?.body).toEqual({ username: 'samantha', email: 'sam@example.com' });
    expect(form().getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    answer.resolve({ body: aCustomer({ username: 'samantha' }) });
    const info = within(await screen.findByTestId('profile-info'));
    expect(info.getByText('samantha')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated');
    expect(screen.getByRole('status')).toHaveTextContent('Your profile information has been updated successfully.');
  });

  it('stays in edit mode with an "Update failed" toast when the server refuses', async () => {
    const { user } = await renderProfile(aCustomer(), { status: 409, body: { message: 'That email is taken' } });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(form().getByRole('button', { name: 'Save Changes' }));

    const title = await screen.findByText('Update failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('That email is taken');
    expect(form().getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('cancels back to view mode without saving', async () => {
    const { user, api } = await renderProfile(aCustomer());
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(form().getByLabelText('Username'), 'zzz');

    await user.click(form().getByRole('button', { name: 'Cancel' }));

    expect(within(screen.getByTestId('profile-info')).getByText('sam')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user')).toHaveLength(0);
  });

  it('keeps the username and the email read-only for a business account and sends only the email', async () => {
    const { user, api } = await renderProfile(aBusiness());
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(form().getByLabelText('Username')).toHaveAttribute('readonly');
    expect(form().getByLabelText('Username')).toHaveValue('Corner Café');
    expect(form().getByLabelText('Email')).toHaveAttribute('readonly');

    await user.click(form().getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/user')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/user')[0]?.body).toEqual({ email: aBusiness().email });
  });
});
