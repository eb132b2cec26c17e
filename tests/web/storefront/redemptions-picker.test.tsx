// The checkout's redemptions picker and tier (customer-side sections 2, 4, 5 and 9): $5 for each
// redemption beyond the first, the price rounded to $5, the "Custom" marker, the checkout query.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutPage } from '../../../apps/storefront/src/app/routes/checkout.js';
import type { Deal } from '@marketplace/web-common/api/deal';
import type { UsesAllowanceResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { DEMO_CONFIG, mockApi, route } from '../api-mock.js';
import { aCustomer, aFixedDeal, aSliderDeal, withLocations } from '../mothers.js';
import { renderWithApp } from '../render.js';

/** GET /api/user/deals/:id/allowance's answer: what the customer may still buy under maxRedemptionsPerUser. */
function anAllowance(dealId: number, maxRedemptionsPerUser: number, usesHeld: number, range: { min: number; max: number } | null): UsesAllowanceResponse {
  return {
    dealId,
    maxRedemptionsPerUser,
    usesHeld,
    usesLeft: Math.max(0, maxRedemptionsPerUser - usesHeld),
    minRedemptions: range?.min ?? null,
    maxRedemptions: range?.max ?? null,
    canBuy: range !== null,
    refusal: range ? null : `You already hold all the uses this deal allows (${maxRedemptionsPerUser} uses per customer), so it cannot be bought again.`,
  };
}

async function renderCheckout(deal: Deal, search = '', allowance: UsesAllowanceResponse = anAllowance(deal.id, 10, 0, { min: deal.minRedemptions ?? 1, max: deal.maxRedemptions ?? 10 })) {
  const api = mockApi({
    'GET /api/user': { body: aCustomer() },
    ...route(`GET /api/deals/${deal.id}`, { body: withLocations(deal) }),
    ...route(`GET /api/user/deals/${deal.id}/allowance`, { body: allowance }),
    'GET /api/config': DEMO_CONFIG,
  });
  const rendered = renderWithApp(<CheckoutPage />, { path: `/checkout/${deal.id}${search}`, route: '/checkout/:id' });
  if (allowance && (allowance as { canBuy: boolean }).canBuy) await screen.findByRole('form', { name: 'Demo card payment' });
  return { ...rendered, api };
}

const youPay = () => screen.getByTestId('you-pay').textContent;
const youGet = () => screen.getByTestId('you-get').textContent;
const customMarkers = () => within(screen.getByTestId('deal-summary')).queryAllByText('Custom');
const redemptions = () => screen.getByTestId('redemptions').textContent;

describe('redemptions picker', () => {
  it('adds $5 for each redemption beyond the first, up to the deal maximum', async () => {
    const { user } = await renderCheckout(aFixedDeal({ price: 10, discountPercent: 20, minRedemptions: 1, maxRedemptions: 3 }));
    const fewer = screen.getByRole('button', { name: 'Fewer redemptions' });
    const more = screen.getByRole('button', { name: 'More redemptions' });
    expect(screen.getByText('+$5.00 for each redemption beyond the first (up to 3).')).toBeInTheDocument();
    expect(redemptions()).toBe('1');
    expect(fewer).toBeDisabled();
    expect(youPay()).toBe('$10.00');
    expect(customMarkers()).toHaveLength(0);

    await user.click(more);
    expect(redemptions()).toBe('2');
    expect(youPay()).toBe('$15.00');
    expect(screen.getByRole('button', { name: 'Pay $15.00' })).toBeInTheDocument();
    expect(customMarkers()).toHaveLength(2);

    await user.click(more);
    expect(redemptions()).toBe('3');
    expect(youPay()).toBe('$20.00');
    expect(more).toBeDisabled();

    await user.click(fewer);
    await user.click(fewer);
    expect(youPay()).toBe('$10.00');
    expect(youGet()).toBe('20% off');
    expect(customMarkers()).toHaveLength(0);
  });

  it('starts at minRedemptions and is hidden when the count cannot change', async () => {
    await renderCheckout(aFixedDeal({ minRedemptions: 2, maxRedemptions: 2 }));
    expect(screen.queryByRole('button', { name: 'More redemptions' })).not.toBeInTheDocument();
    expect(youPay()).toBe('$15.00');
  });

  it("stops at what the customer has left under maxRedemptionsPerUser (DESIGN.md 10.3), and says why", async () => {
    const deal = aFixedDeal({ price: 10, minRedemptions: 1, maxRedemptions: 5 });
    const { user } = await renderCheckout(deal, '?redemptions=5', anAllowance(deal.id, 3, 1, { min: 1, max: 2 }));
    // The address asked for 5; the customer holds 1 of 3 allowed uses, so 2 is the most.
    expect(redemptions()).toBe('2');
    expect(screen.getByRole('button', { name: 'More redemptions' })).toBeDisabled();
    expect(youPay()).toBe('$15.00');
    expect(screen.getByTestId('uses-cap-hint')).toHaveTextContent('Up to 3 uses per customer; you hold 1 already, so you can buy 2 uses more.');
    await user.click(screen.getByRole('button', { name: 'Fewer redemptions' }));
    expect(redemptions()).toBe('1');
  });

  it('offers no purchase when the customer has no uses left, and says so', async () => {
    const deal = aFixedDeal({ price: 10 });
    await renderCheckout(deal, '', anAllowance(deal.id, 2, 2, null));
    expect(await screen.findByRole('heading', { name: 'No uses left to buy' })).toBeInTheDocument();
    expect(screen.getByText('You already hold all the uses this deal allows (2 uses per customer), so it cannot be bought again.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Demo card payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Deals' })).toHaveAttribute('href', '/profile');
  });

  it('allows up to 10 redemptions when the deal sets no maximum', async () => {
    await renderCheckout(aFixedDeal());
    expect(screen.getByText('+$5.00 for each redemption beyond the first (up to 10).')).toBeInTheDocument();
  });
});

describe('checkout tier', () => {
  it('shows and charges a fixed price exactly, never rounded to $5', async () => {
    await renderCheckout(aFixedDeal({ price: 12.5, discountPercent: 20 }));
    expect(youPay()).toBe('$12.50');
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeInTheDocument();
  });

  it('takes price and redemptions from the address, takes the nearest price point and marks the tier Custom', async () => {
    await renderCheckout(aSliderDeal(), '?price=12&discount=15&redemptions=2');
    expect(screen.getByRole('slider', { name: /Choose what you pay/ })).toHaveValue('10');
    expect(redemptions()).toBe('2');
    expect(youGet()).toBe('15% off');
    expect(youPay()).toBe('$15.00');
    expect(customMarkers()).toHaveLength(2);
  });

  it('uses the deal defaults when the address holds values that do not parse', async () => {
    await renderCheckout(aSliderDeal(), '?price=abc&redemptions=-1');
    expect(screen.getByRole('slider', { name: /Choose what you pay/ })).toHaveValue('5');
    expect(youPay()).toBe('$5.00');
    expect(youGet()).toBe('10% off');
    expect(customMarkers()).toHaveLength(0);
  });

  it('keeps an out-of-range price within the slider', async () => {
    await renderCheckout(aSliderDeal(), '?price=95');
    expect(youPay()).toBe('$30.00');
    expect(youGet()).toBe('35% off');
  });

  it('updates You Pay and You Get as the slider moves', async () => {
    await renderCheckout(aSliderDeal());
    fireEvent.change(screen.getByRole('slider', { name: /Choose what you pay/ }), { target: { value: '25' } });
    expect(youPay()).toBe('$25.00');
    expect(youGet()).toBe('30% off');
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeInTheDocument();
  });
});
