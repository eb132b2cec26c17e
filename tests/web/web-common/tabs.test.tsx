// The shared tabs (profile sections, sign in / sign up, the demo guide): one tab stop, arrow keys
// move and select, the panel is labelled by its tab.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@marketplace/web-common/components/theme/theme-provider';
import { Tabs } from '@marketplace/web-common/components/ui/tabs';

type Key = 'deals' | 'favorites' | 'badges';

function ProfileTabs() {
  const [tab, setTab] = useState<Key>('deals');
  return (
    <Tabs<Key>
      label="Profile sections"
      value={tab}
      onChange={setTab}
      items={[
        { key: 'deals', label: 'My Deals', content: <p>Your purchases</p> },
        { key: 'favorites', label: 'Favorites', content: <p>Your stores</p> },
        { key: 'badges', label: 'Badges', content: <p>Your badges</p> },
      ]}
    />
  );
}

function renderTabs() {
  render(
    <AppThemeProvider>
      <ProfileTabs />
    </AppThemeProvider>,
  );
  return userEvent.setup();
}

describe('tabs', () => {
  it('shows the selected tab and its panel, with one tab stop', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['My Deals', 'true', 0],
      ['Favorites', 'false', -1],
      ['Badges', 'false', -1],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'My Deals' })).toHaveTextContent('Your purchases');
  });

  it('selects a tab on click', async () => {
    const user = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Badges' }));
    expect(screen.getByRole('tab', { name: 'Badges' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Badges' })).toHaveTextContent('Your badges');
    expect(screen.queryByText('Your purchases')).not.toBeInTheDocument();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'My Deals' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Favorites' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Favorites' })).toHaveTextContent('Your stores');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Badges' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Badges' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Deals' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'My Deals' })).toHaveTextContent('Your purchases');
  });
});
