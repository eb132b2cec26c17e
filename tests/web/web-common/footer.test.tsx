// The footer of both web apps: its "Show Welcome" button brings back the demo's welcome dialog, so
// it exists only when GET /api/config says demo mode is on; the discreet Admin link stays.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '@marketplace/web-common/components/layout/footer';
import { SITE_LINKS } from '@marketplace/web-common/site/site-map';
import { DEMO_CONFIG, NON_DEMO_CONFIG, mockApi } from '../api-mock.js';
import { renderWithApp, serverConfigAnswered } from '../render.js';

describe('footer', () => {
  it('offers Show Welcome in demo mode', async () => {
    mockApi({ 'GET /api/config': DEMO_CONFIG });
    renderWithApp(<Footer app="storefront" links={SITE_LINKS.footer} />);
    expect(await screen.findByRole('button', { name: 'Show Welcome' })).toBeInTheDocument();
  });

  it('has no Show Welcome with demo mode off, and keeps the Admin link', async () => {
    mockApi({ 'GET /api/config': NON_DEMO_CONFIG });
    const { queryClient } = renderWithApp(<Footer app="storefront" links={SITE_LINKS.footer} />);
    await serverConfigAnswered(queryClient);
    expect(screen.queryByRole('button', { name: 'Show Welcome' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
  });
});
