// "Sign In to Purchase" opens /auth?returnTo=/deals/{id}: signing in or up returns to that deal;
// a return path that is not a storefront page of this site is ignored (/profile, as without one).
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthPage } from '../../../apps/storefront/src/app/routes/auth.js';
import { NON_DEMO_CONFIG, SIGNED_OUT, mockApi } from '../api-mock.js';
import { aCustomer } from '../mothers.js';
import { renderWithApp } from '../render.js';

function renderAuthAt(path: string) {
  mockApi({ 'GET /api/user': SIGNED_OUT, 'GET /api/config': NON_DEMO_CONFIG, 'POST /api/login': { body: aCustomer() }, 'POST /api/register': { status: 201, body: aCustomer() } });
  return renderWithApp(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/deals/:id" element={<p>The deal page</p>} />
      <Route path="/profile" element={<p>The profile page</p>} />
      <Route path="*" element={<p>Somewhere else</p>} />
    </Routes>,
    { path },
  );
}

async function signIn(user: ReturnType<typeof renderAuthAt>['user']) {
  const form = within(await screen.findByRole('form', { name: 'Sign in' }));
  await user.type(form.getByLabelText('Email'), 'sam@example.com');
  await user.type(form.getByLabelText('Password'), 'secret123');
  await user.click(form.getByRole('button', { name: 'Sign In' }));
}

describe('signing in from "Sign In to Purchase"', () => {
  it('returns to the deal that asked', async () => {
    const { user } = renderAuthAt('/auth?returnTo=%2Fdeals%2F12');
    await signIn(user);
    expect(await screen.findByText('The deal page')).toBeInTheDocument();
  });

  it('returns to the deal after signing up too', async () => {
    const { user } = renderAuthAt('/auth?returnTo=%2Fdeals%2F12');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const form = within(await screen.findByRole('form', { name: 'Sign up' }));
    await user.type(form.getByLabelText('Username'), 'sam');
    await user.type(form.getByLabelText('Email'), 'sam@example.com');
    await user.type(form.getByLabelText('Password'), 'secret123');
    await user.type(form.getByLabelText('Confirm Password'), 'secret123');
    await user.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('The deal page')).toBeInTheDocument();
  });

  it.each(['//evil.example/deals/1', 'https://evil.example/', '/business/dashboard'])('ignores the return path %s and lands on /profile', async (returnTo) => {
    const { user } = renderAuthAt(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
    await signIn(user);
    expect(await screen.findByText('The profile page')).toBeInTheDocument();
  });
});
