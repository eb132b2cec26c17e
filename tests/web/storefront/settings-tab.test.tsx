// The profile's Settings tab: email preferences loaded from and saved to the server, per account.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_OPTIONS } from '@marketplace/core/accounts/schemas/email-preferences.schema';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { SettingsTab } from '../../../apps/storefront/src/features/profile/components/settings-tab.js';
import { mockApi, type ApiRoutes } from '../api-mock.js';
import { renderWithApp } from '../render.js';

const STORED = { purchaseReceipts: true, expiryReminders: false, newDeals: true, newsletter: false, favoriteDeals: false };

function renderSettings(routes: ApiRoutes = {}) {
  const api = mockApi({
    'GET /api/user/email-preferences': { body: STORED },
    'PATCH /api/user/email-preferences': ({ body }) => ({ body: { ...STORED, ...(body as object) } }),
    ...routes,
  });
  return { api, ...renderWithApp(<SettingsTab />) };
}

afterEach(() => toastStore.dismiss());

describe('the Settings tab', () => {
  it('shows each email switch as the server stored it', async () => {
    renderSettings();
    expect(await screen.findByRole('checkbox', { name: /Purchase receipts/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Expiring deals/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /New deals near me/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Monthly newsletter/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Email me when a favorite store posts a new deal/ })).not.toBeChecked();
    expect(screen.getByText(/^These preferences are saved with your account and apply on every device\./)).toBeInTheDocument();
    expect(screen.queryByText(/saved in this browser/)).not.toBeInTheDocument();
  });

  it('saves one switch on the server and shows what the server kept', async () => {
    const { api, user } = renderSettings();
    await user.click(await screen.findByRole('checkbox', { name: /Monthly newsletter/ }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Monthly newsletter/ })).toBeChecked());
    expect(api.callsTo('PATCH', '/api/user/email-preferences').map((call) => call.body)).toEqual([{ newsletter: true }]);
    expect(await screen.findByText('Your email preferences have been updated.')).toBeInTheDocument();
    expect(localStorage.getItem('notification_preferences')).toBeNull();
  });

  it('moves the switch in the same render as the click, before the save answers', async () => {
    renderSettings();
    const newsletter = await screen.findByRole('checkbox', { name: /Monthly newsletter/ });
    // No waiting: a browser test's check() reads the box right after its click, and a controlled
    // box that snaps back until the mutation's state arrives reads as "the click did nothing".
    fireEvent.click(newsletter);
    expect(newsletter).toBeChecked();
    expect(await screen.findByText('Your email preferences have been updated.')).toBeInTheDocument();
    expect(newsletter).toBeChecked();
  });

  it('keeps the switch as it was and says so when saving fails', async () => {
    const { user } = renderSettings({ 'PATCH /api/user/email-preferences': { status: 500, body: { message: 'Something went wrong' } } });
    await user.click(await screen.findByRole('checkbox', { name: /New deals near me/ }));

    expect(await screen.findByText('Preferences not saved')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /New deals near me/ })).toBeChecked();
  });

  it('shows purchase receipts as always on, not switchable, and never asks the server to turn them off', async () => {
    const { api, user } = renderSettings();
    const receipts = await screen.findByRole('checkbox', { name: /Purchase receipts/ });
    expect(receipts).toBeChecked();
    expect(receipts).toBeDisabled();
    expect(receipts).toHaveAccessibleDescription(EMAIL_PREFERENCE_OPTIONS[0]!.hint);
    expect(screen.getByText('(always on)')).toBeInTheDocument();
    await user.click(receipts);
    expect(receipts).toBeChecked();
    expect(api.callsTo('PATCH', '/api/user/email-preferences')).toEqual([]);
  });

  it('offers to try again when the preferences cannot be loaded', async () => {
    renderSettings({ 'GET /api/user/email-preferences': { status: 500, body: { message: 'Down' } } });
    expect(await screen.findByRole('heading', { name: 'Could not load your email preferences' })).toBeInTheDocument();
    expect(screen.getByText('Down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
