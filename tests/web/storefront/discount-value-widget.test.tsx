// The discount-value widget (business-side sections 4 and 9): on a $100 spend, discount amount,
// net savings, ROI and break-even spend; Profitable when ROI is above 0, otherwise Break Even.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@marketplace/web-common/components/theme/theme-provider';
import { DiscountValueWidget } from '../../../apps/storefront/src/components/discount-value-widget.js';

function renderWidget() {
  render(
    <AppThemeProvider>
      <DiscountValueWidget />
    </AppThemeProvider>,
  );
}

const purchase = () => screen.getByRole('slider', { name: /Purchase amount/ });
const discount = () => screen.getByRole('slider', { name: /Discount/ });

function shown() {
  const card = screen.getByTestId('discount-value');
  const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
  return {
    purchase: card.querySelector('output[for="value-purchase"]')?.textContent,
    discount: card.querySelector('output[for="value-discount"]')?.textContent,
    discountAmount: figure('Discount on $100.00'),
    netSavings: figure('Net savings'),
    roi: figure('ROI'),
    breakEven: figure('Break-even spend'),
    badge: screen.getByText(/^(Profitable|Break Even)$/).textContent,
  };
}

describe('discount-value widget', () => {
  it('has a $5–$20 purchase slider in $5 steps and a 15–40% discount slider in 5s', () => {
    renderWidget();
    expect(purchase()).toHaveAttribute('min', '5');
    expect(purchase()).toHaveAttribute('max', '20');
    expect(purchase()).toHaveAttribute('step', '5');
    expect(discount()).toHaveAttribute('min', '15');
    expect(discount()).toHaveAttribute('max', '40');
    expect(discount()).toHaveAttribute('step', '5');
  });

  it('starts at $10 and 25%: $25 off $100, $15 net, 150% ROI, break-even at $40', () => {
    renderWidget();
    expect(shown()).toEqual({
      purchase: '$10.00',
      discount: '25%',
      discountAmount: '$25.00',
      netSavings: '$15.00',
      roi: '150%',
      breakEven: '$40.00',
      badge: 'Profitable',
    });
  });

  it('recomputes every figure when the sliders move', () => {
    renderWidget();
    fireEvent.change(purchase(), { target: { value: '5' } });
    fireEvent.change(discount(), { target: { value: '40' } });
    expect(shown()).toEqual({
      purchase: '$5.00',
      discount: '40%',
      discountAmount: '$40.00',
      netSavings: '$35.00',
      roi: '700%',
      breakEven: '$12.50',
      badge: 'Profitable',
    });
  });

  it('says Break Even when the purchase eats the whole discount', () => {
    renderWidget();
    fireEvent.change(purchase(), { target: { value: '20' } });
    fireEvent.change(discount(), { target: { value: '20' } });
    expect(shown()).toMatchObject({ discountAmount: '$20.00', netSavings: '$0.00', roi: '0%', breakEven: '$100.00', badge: 'Break Even' });

    fireEvent.change(discount(), { target: { value: '15' } });
    expect(shown()).toMatchObject({ discountAmount: '$15.00', netSavings: '-$5.00', roi: '-25%', breakEven: '$133.33', badge: 'Break Even' });
  });

  it('keeps out-of-range input within the sliders instead of dividing by zero', () => {
    renderWidget();
    fireEvent.change(purchase(), { target: { value: '0' } });
    fireEvent.change(discount(), { target: { value: '-10' } });
    expect(shown()).toMatchObject({ purchase: '$5.00', discount: '15%', roi: '200%', breakEven: '$33.33' });

    fireEvent.change(purchase(), { target: { value: '500' } });
    fireEvent.change(discount(), { target: { value: '99' } });
    expect(shown()).toMatchObject({ purchase: '$20.00', discount: '40%', netSavings: '$20.00', roi: '100%' });
    expect(screen.getByTestId('discount-value')).not.toHaveTextContent(/NaN|Infinity/);
  });
});
