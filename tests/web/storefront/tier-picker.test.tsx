// The discount-tier picker on the deal page and its "Your Selected Discount" panel
// (customer-side sections 2, 4 and 9): fixed and slider deals, the $5 slider, the spend brackets.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account } from '@marketplace/web-common/session/account';
import { currentAccountQueryOptions } from '@marketplace/web-common/session/api/get-current-account';
import { DealPage } from '../../../apps/storefront/src/app/routes/deal.js';
import type { Deal } from '@marketplace/web-common/api/deal';
import { SIGNED_OUT, mockApi, route } from '../api-mock.js';
import { aBusiness, anAdmin, aCustomer, aFixedDeal, aSliderDeal, withLocations } from '../mothers.js';
import { renderWithApp } from '../render.js';

async function renderDeal(deal: Deal, account: Account | null = null) {
  mockApi({ ...route(`GET /api/deals/${deal.id}`, { body: withLocations(deal) }), 'GET /api/user': account ? { body: account } : SIGNED_OUT });
  const rendered = renderWithApp(<DealPage />, { path: `/deals/${deal.id}`, route: '/deals/:id' });
  await screen.findByRole('heading', { level: 1, name: deal.title });
  return rendered;
}

/** The "Your Selected Discount" figures, by their labels. */
function selected() {
  const panel = within(screen.getByTestId('selected-discount'));
  expect(panel.getByRole('heading', { name: 'Your Selected Discount' })).toBeInTheDocument();
  const figure = (label: string) => panel.getByText(label).nextElementSibling?.textContent;
  return { pay: figure('You pay'), save: figure('You save'), bracket: figure('Spend bracket'), maxSavings: figure('Max savings') };
}

/**
 * What a browser does on an arrow key in a focused range input: step the value and fire input
 * and change. jsdom has no native keyboard handling for sliders, so the test performs that step.
 */
function pressArrowOnSlider(slider: HTMLInputElement, key: 'ArrowRight' | 'ArrowLeft') {
  slider.focus();
  fireEvent.keyDown(slider, { key });
  if (key === 'ArrowRight') slider.stepUp();
  else slider.stepDown();
  fireEvent.change(slider, { target: { value: slider.value } });
}

describe('tier picker: fixed-price deal', () => {
  it('has no price slider and shows the deal price, its discount and the $75–$125 bracket', async () => {
    await renderDeal(aFixedDeal({ price: 10, discountPercent: 20 }));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByTestId('purchase-tiers')).not.toBeInTheDocument();
    expect(selected()).toEqual({ pay: '$10.00', save: '20%', bracket: '$75–$125', maxSavings: '$25.00' });
    expect(screen.getByText('Pay $10.00 now, save 20% on your purchase')).toBeInTheDocument();
  });

  it('offers the three spend brackets and recomputes max savings as the upper bound × discount', async () => {
    const { user } = await renderDeal(aFixedDeal({ price: 10, discountPercent: 15 }));
    const group = within(screen.getByRole('radiogroup', { name: 'Your spend' }));
    expect(group.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['$50–$75', '$75–$125', '$125–$200']);
    expect(group.getByRole('radio', { name: '$75–$125' })).toHaveAttribute('aria-checked', 'true');
    expect(selected().maxSavings).toBe('$19.00');

    await user.click(group.getByRole('radio', { name: '$50–$75' }));
    expect(group.getByRole('radio', { name: '$50–$75' })).toHaveAttribute('aria-checked', 'true');
    expect(group.getByRole('radio', { name: '$75–$125' })).toHaveAttribute('aria-checked', 'false');
    expect(selected()).toMatchObject({ bracket: '$50–$75', maxSavings: '$11.00' });

    await user.click(group.getByRole('radio', { name: '$125–$200' }));
    expect(selected()).toMatchObject({ bracket: '$125–$200', maxSavings: '$30.00' });
  });

  it('moves between brackets with the arrow keys, one tab stop for the group', async () => {
    const { user } = await renderDeal(aFixedDeal({ price: 10, discountPercent: 20 }));
    const group = within(screen.getByRole('radiogroup', { name: 'Your spend' }));
    const [low, middle, high] = group.getAllByRole('radio') as [HTMLElement, HTMLElement, HTMLElement];
    expect([low, middle, high].map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);

    middle.focus();
    await user.keyboard('{ArrowRight}');
    expect(high).toHaveFocus();
    expect(high).toHaveAttribute('aria-checked', 'true');
    expect(selected()).toMatchObject({ bracket: '$125–$200', maxSavings: '$40.00' });

    await user.keyboard('{ArrowRight}');
    expect(low).toHaveFocus();
    expect(selected()).toMatchObject({ bracket: '$50–$75', maxSavings: '$15.00' });

    await user.keyboard('{ArrowUp}');
    expect(high).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(middle).toHaveFocus();
    expect(selected().bracket).toBe('$75–$125');
    expect([low, middle, high].map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });
});

describe('tier picker: slider ("Cash to Discount") deal', () => {
  it('starts at the minimum price with the first step, on a $5–$30 slider in $5 steps', async () => {
    await renderDeal(aSliderDeal());
    const slider = screen.getByRole('slider', { name: /Choose what you pay/ });
    expect(slider).toHaveAttribute('min', '5');
    expect(slider).toHaveAttribute('max', '30');
    expect(slider).toHaveAttribute('step', '5');
    expect(slider).toHaveValue('5');
    expect(slider).toHaveAttribute('aria-valuetext', '$5.00, 10% off');
    expect(selected()).toEqual({ pay: '$5.00', save: '10%', bracket: '$75–$125', maxSavings: '$13.00' });
  });

  it('lists the six purchase tiers of the deal and selects one on click', async () => {
    const { user } = await renderDeal(aSliderDeal());
    const tiers = within(screen.getByRole('group', { name: '6 purchase tiers' }));
    expect(tiers.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '$5.0010% off',
      '$10.0015% off',
      '$15.0020% off',
      '$20.0025% off',
      '$25.0030% off',
      '$30.0035% off',
    ]);
    expect(tiers.getByRole('button', { name: '$5.00 10% off' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(tiers.getByRole('button', { name: '$20.00 25% off' }));

    expect(tiers.getByRole('button', { name: '$20.00 25% off' })).toHaveAttribute('aria-pressed', 'true');
    expect(tiers.getByRole('button', { name: '$5.00 10% off' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('slider', { name: /Choose what you pay/ })).toHaveValue('20');
    expect(selected()).toEqual({ pay: '$20.00', save: '25%', bracket: '$75–$125', maxSavings: '$31.00' });
  });

  it('gives each $5 step its own discount from discountSteps', async () => {
    await renderDeal(aSliderDeal());
    const slider = screen.getByRole('slider', { name: /Choose what you pay/ });
    const seen: string[] = [];
    for (const price of ['5', '10', '15', '20', '25', '30']) {
      fireEvent.change(slider, { target: { value: price } });
      seen.push(`${selected().pay} ${selected().save}`);
    }
    expect(seen).toEqual(['$5.00 10%', '$10.00 15%', '$15.00 20%', '$20.00 25%', '$25.00 30%', '$30.00 35%']);
    expect(selected().maxSavings).toBe('$44.00');
    expect(screen.getByText('Pay $30.00 now, save 35% on your purchase')).toBeInTheDocument();
  });

  it('steps $5 at a time with the arrow keys', async () => {
    await renderDeal(aSliderDeal());
    const slider = screen.getByRole('slider', { name: /Choose what you pay/ }) as HTMLInputElement;

    pressArrowOnSlider(slider, 'ArrowRight');
    expect(selected()).toMatchObject({ pay: '$10.00', save: '15%' });
    pressArrowOnSlider(slider, 'ArrowRight');
    expect(selected()).toMatchObject({ pay: '$15.00', save: '20%' });
    expect(slider).toHaveAttribute('aria-valuetext', '$15.00, 20% off');
    pressArrowOnSlider(slider, 'ArrowLeft');
    expect(selected()).toMatchObject({ pay: '$10.00', save: '15%' });
  });

  it('interpolates between the discount bounds when the deal has no steps', async () => {
    await renderDeal(aSliderDeal({ discountSteps: null, minPrice: 10, maxPrice: 30, minDiscountPercent: 10, maxDiscountPercent: 30 }));
    const slider = screen.getByRole('slider', { name: /Choose what you pay/ });
    expect(selected()).toMatchObject({ pay: '$10.00', save: '10%' });
    fireEvent.change(slider, { target: { value: '15' } });
    expect(selected()).toMatchObject({ pay: '$15.00', save: '15%' });
    fireEvent.change(slider, { target: { value: '25' } });
    expect(selected()).toMatchObject({ pay: '$25.00', save: '25%' });
  });

  it('starts a slider deal without a minimum price at $5', async () => {
    await renderDeal(aSliderDeal({ minPrice: null, maxPrice: 15, discountSteps: JSON.stringify([12, 18, 24]) }));
    expect(screen.getByRole('slider', { name: /Choose what you pay/ })).toHaveAttribute('min', '5');
    expect(selected()).toMatchObject({ pay: '$5.00', save: '12%' });
  });

  it('ignores malformed discount steps and falls back to interpolation', async () => {
    await renderDeal(aSliderDeal({ discountSteps: '[10, "x"', minDiscountPercent: 10, maxDiscountPercent: 35 }));
    fireEvent.change(screen.getByRole('slider', { name: /Choose what you pay/ }), { target: { value: '30' } });
    expect(selected()).toMatchObject({ pay: '$30.00', save: '35%' });
  });
});

describe('deal page purchase button', () => {
  it('links a customer to checkout with the chosen price and discount of a slider deal', async () => {
    await renderDeal(aSliderDeal(), aCustomer());
    fireEvent.change(screen.getByRole('slider', { name: /Choose what you pay/ }), { target: { value: '20' } });
    expect(await screen.findByRole('link', { name: 'Get This Deal' })).toHaveAttribute('href', '/checkout/105?price=20&discount=25');
  });

  it('links a customer to the plain checkout of a fixed deal', async () => {
    await renderDeal(aFixedDeal(), aCustomer());
    expect(await screen.findByRole('link', { name: 'Get This Deal' })).toHaveAttribute('href', '/checkout/12');
  });

  it('asks a visitor to sign in, coming back to this deal afterwards', async () => {
    await renderDeal(aFixedDeal());
    expect(await screen.findByRole('link', { name: 'Sign In to Purchase' })).toHaveAttribute('href', '/auth?returnTo=%2Fdeals%2F12');
  });

  it('offers a business account no purchase button, and says that only customers buy deals', async () => {
    const business = aBusiness();
    const { queryClient } = await renderDeal(aFixedDeal(), business);
    await waitFor(() => expect(queryClient.getQueryData(currentAccountQueryOptions().queryKey)).toEqual(business));
    expect(screen.queryByRole('link', { name: /Get This Deal|Sign In to Purchase/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Only customer accounts can buy deals. You are signed in as a business.');
  });

  it('offers the admin no purchase button, and says that only customers buy deals', async () => {
    await renderDeal(aFixedDeal(), anAdmin());
    expect(await screen.findByRole('note')).toHaveTextContent('Only customer accounts can buy deals. You are signed in as the admin.');
    expect(screen.queryByRole('link', { name: /Get This Deal|Sign In to Purchase/ })).not.toBeInTheDocument();
  });
});
