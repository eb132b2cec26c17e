// The Discount Fee Calculator on For Businesses (business-side sections 3, 4 and 9): the fee table,
// the 75/25 split, the 50-customer projection, savings on the bracket midpoint, value per $1.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@marketplace/web-common/components/theme/theme-provider';
import { FeeCalculator } from '../../../apps/storefront/src/features/marketing/components/fee-calculator.js';

function renderCalculator() {
  render(
    <AppThemeProvider>
      <FeeCalculator />
    </AppThemeProvider>,
  );
  return userEvent.setup();
}

const bracket = () => screen.getByLabelText('Typical customer spend');
const discount = () => screen.getByLabelText('Discount offered');

function figures() {
  const value = (key: string) => screen.getByTestId(`fee-${key}`).textContent;
  return {
    fee: value('fee'),
    businessShare: value('business-share'),
    platformShare: value('platform-share'),
    customerSavings: value('customer-savings'),
    valuePerDollar: value('value-per-dollar'),
    monthlyProjection: value('monthly-projection'),
  };
}

describe('fee calculator', () => {
  it('prompts for a bracket before anything is chosen', () => {
    renderCalculator();
    expect(bracket()).toHaveDisplayValue('Select a spend bracket');
    expect(within(bracket()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a spend bracket',
      '$50–$75',
      '$75–$125',
      '$125–$200',
    ]);
    expect(screen.queryByLabelText('Discount offered')).not.toBeInTheDocument();
    expect(screen.getByText(/Select a spend bracket to see the fee/)).toBeInTheDocument();
    expect(screen.queryByTestId('fee-fee')).not.toBeInTheDocument();
  });

  it('preselects 15% on $75–$125: an $8 fee, $6 / $2 split, $15 savings on a $100 order, $300 a month', async () => {
    const user = renderCalculator();
    await user.selectOptions(bracket(), '$75–$125');

    expect(within(discount()).getAllByRole('option').map((option) => option.textContent)).toEqual(['15% off', '20% off']);
    expect(discount()).toHaveDisplayValue('15% off');
    expect(figures()).toEqual({
      fee: '$8.00',
      businessShare: '$6.00',
      platformShare: '$2.00',
      customerSavings: '$15.00',
      valuePerDollar: '1.88',
      monthlyProjection: '$300.00',
    });
    expect(screen.getByText('Customer savings on a $100.00 order')).toBeInTheDocument();
    expect(screen.getByText('Your share (75%)')).toBeInTheDocument();
    expect(screen.getByText('Platform share (25%)')).toBeInTheDocument();
    expect(screen.getByText('Monthly projection (50 customers)')).toBeInTheDocument();
  });

  it('recomputes for 20% on $75–$125: a $14 fee', async () => {
    const user = renderCalculator();
    await user.selectOptions(bracket(), '$75–$125');
    await user.selectOptions(discount(), '20% off');
    expect(figures()).toEqual({
      fee: '$14.00',
      businessShare: '$10.50',
      platformShare: '$3.50',
      customerSavings: '$20.00',
      valuePerDollar: '1.43',
      monthlyProjection: '$525.00',
    });
  });

  it('values $50–$75 on its $62.50 midpoint: $5 for 15%, $9 for 20%', async () => {
    const user = renderCalculator();
    await user.selectOptions(bracket(), '$50–$75');
    expect(screen.getByText('Customer savings on a $62.50 order')).toBeInTheDocument();
    expect(figures()).toEqual({
      fee: '$5.00',
      businessShare: '$3.75',
      platformShare: '$1.25',
      customerSavings: '$9.38',
      valuePerDollar: '1.88',
      monthlyProjection: '$187.50',
    });

    await user.selectOptions(discount(), '20% off');
    expect(figures()).toMatchObject({ fee: '$9.00', businessShare: '$6.75', platformShare: '$2.25', customerSavings: '$12.50', valuePerDollar: '1.39' });
  });

  it('offers only 15% on $125–$200: a $13 fee on a $162.50 order', async () => {
    const user = renderCalculator();
    await user.selectOptions(bracket(), '$125–$200');
    expect(within(discount()).getAllByRole('option').map((option) => option.textContent)).toEqual(['15% off']);
    expect(figures()).toEqual({
      fee: '$13.00',
      businessShare: '$9.75',
      platformShare: '$3.25',
      customerSavings: '$24.38',
      valuePerDollar: '1.88',
      monthlyProjection: '$487.50',
    });
  });

  it('resets the discount to the first option when the bracket changes', async () => {
    const user = renderCalculator();
    await user.selectOptions(bracket(), '$75–$125');
    await user.selectOptions(discount(), '20% off');
    await user.selectOptions(bracket(), '$50–$75');
    expect(discount()).toHaveDisplayValue('15% off');
    expect(figures().fee).toBe('$5.00');
  });

  it('goes back to the prompt when the bracket is cleared', async () => {
    const user = renderCalculator();
    await user.selectOptions(bracket(), '$125–$200');
    await user.selectOptions(bracket(), 'Select a spend bracket');
    expect(screen.queryByLabelText('Discount offered')).not.toBeInTheDocument();
    expect(screen.queryByTestId('fee-fee')).not.toBeInTheDocument();
    expect(screen.getByText(/Select a spend bracket to see the fee/)).toBeInTheDocument();
  });
});
