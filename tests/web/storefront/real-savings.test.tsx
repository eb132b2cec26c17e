// Real savings on the profile (DESIGN.md 10.6): from the bills the till recorded, never estimated.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgesFor } from '@marketplace/core/purchases/domain/badges';
import { useMyPurchases } from '../../../apps/storefront/src/api/get-my-purchases.js';
import { badgeProgressFrom } from '../../../apps/storefront/src/features/profile/components/badge-progress.js';
import { MyDeals, totalSavings } from '../../../apps/storefront/src/features/profile/components/my-deals.js';
import { mockApi } from '../api-mock.js';
import { aPurchase } from '../mothers.js';
import { renderWithApp } from '../render.js';

function MyDealsTab() {
  return <MyDeals purchases={useMyPurchases(true)} />;
}

const WITH_BILLS = aPurchase({ id: 1, displayId: '000001', billTotal: 250.5, savings: 50.1 });
const FREE_ITEM = aPurchase({ id: 2, displayId: '000002', discountPercent: 0, billTotal: 12, savings: null });
const NO_BILL = aPurchase({ id: 3, displayId: '000003' });

describe('real savings', () => {
  it('adds up the recorded savings in cents, and has none without a recorded bill', () => {
    expect(totalSavings([WITH_BILLS, aPurchase({ id: 4, savings: 0.2, billTotal: 1 }), NO_BILL])).toBe(50.3);
    expect(totalSavings([NO_BILL, FREE_ITEM])).toBeNull();
  });

  it('earns "Big Saver" from $100 of recorded savings, and not before', () => {
    const big = (savings: number) => badgesFor(badgeProgressFrom([aPurchase({ savings, billTotal: savings * 5 })])).find((badge) => badge.id === 'big-saver')?.type;
    expect(big(99.99)).toBe('locked');
    expect(big(100)).toBe('earned');
    expect(badgeProgressFrom([NO_BILL]).savedDollars).toBe(0);
  });

  it('shows the total and each purchase’s saving; a purchase without a bill shows none', async () => {
    mockApi({ 'GET /api/user/purchases': { body: [WITH_BILLS, FREE_ITEM, NO_BILL] } });
    renderWithApp(<MyDealsTab />);

    expect(await screen.findByTestId('savings-total')).toHaveTextContent('You have saved $50.10 with your deals');
    const items = screen.getAllByTestId('purchase-item');
    expect(within(items[0]!).getByTestId('purchase-savings')).toHaveTextContent('You saved $50.10 on $250.50 of bills');
    expect(within(items[1]!).getByTestId('purchase-savings')).toHaveTextContent('Bills recorded at the business: $12.00');
    expect(within(items[2]!).queryByTestId('purchase-savings')).toBeNull();
  });
});
