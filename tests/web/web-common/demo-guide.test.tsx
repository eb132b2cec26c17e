// The floating demo guide (customer-side section 2) is part of the demo: it exists only when
// GET /api/config says demo mode is on.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoGuide } from '@marketplace/web-common/components/onboarding/demo-guide';
import { DEMO_CONFIG, NON_DEMO_CONFIG, mockApi } from '../api-mock.js';
import { renderWithApp, serverConfigAnswered } from '../render.js';

describe('demo guide', () => {
  it('offers the Interactive Demo Guide in demo mode', async () => {
    mockApi({ 'GET /api/config': DEMO_CONFIG });
    const { user } = renderWithApp(<DemoGuide />);
    await user.click(await screen.findByRole('button', { name: 'Open the demo guide' }));
    expect(screen.getByRole('dialog', { name: 'Interactive Demo Guide' })).toBeInTheDocument();
  });

  it('shows no help button with demo mode off', async () => {
    mockApi({ 'GET /api/config': NON_DEMO_CONFIG });
    const { queryClient } = renderWithApp(<DemoGuide />);
    await serverConfigAnswered(queryClient);
    expect(screen.queryByRole('button', { name: 'Open the demo guide' })).not.toBeInTheDocument();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
  });
});
