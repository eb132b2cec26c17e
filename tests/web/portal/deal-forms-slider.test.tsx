// The earlier single-page slider-deal form on /business/create-slider-deal (business-side sections 3, 5 and 9).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { CreateSliderDealPage } from '../../../apps/business-portal/src/app/routes/create-slider-deal.js';
import type { RouteTo } from '../api-mock.js';
import { currentToast, defaultDates, expectError, fill, qualityScore, renderPortalPage, SLOW } from './deal-forms-fixtures.js';
import { aCreatedDeal } from './portal-mothers.js';

const STEP_LABELS = ['Discount at $5', 'Discount at $10', 'Discount at $15', 'Discount at $20', 'Discount at $25', 'Discount at $30'];

function renderSliderForm(create: RouteTo<'POST /api/deals'> = { status: 201, body: aCreatedDeal({ id: 502, message: 'ok' }) }) {
  const rendered = renderPortalPage(<CreateSliderDealPage />, { path: '/business/create-slider-deal', route: '/business/create-slider-deal' }, { routes: { 'POST /api/deals': create } });
  const form = async () => within(await screen.findByRole('form', { name: 'Create slider deal' }));
  return { ...rendered, form };
}

describe('slider deal form', SLOW, () => {
  afterEach(() => toastStore.dismiss());

  it('starts at base price $15, $5 to $30, steps 10–35%, and the new-deal dates and redemptions', async () => {
    const { form } = renderSliderForm();
    const f = await form();
    const { today, in30Days } = defaultDates();
    expect(f.getByLabelText('Base price ($)')).toHaveValue(15);
    expect(f.getByLabelText('Minimum price ($)')).toHaveValue(5);
    expect(f.getByLabelText('Maximum price ($)')).toHaveValue(30);
    expect(f.getByLabelText('Start date')).toHaveValue(today);
    expect(f.getByLabelText('End date')).toHaveValue(in30Days);
    expect(f.getByLabelText('Max redemptions per customer')).toHaveValue(1);
    expect(STEP_LABELS.map((label) => f.getByRole('slider', { name: label }))).toHaveLength(6);
    expect(STEP_LABELS.map((label) => f.getByRole('slider', { name: label }).getAttribute('aria-valuetext'))).toEqual(['10%', '15%', '20%', '25%', '30%', '35%']);
    expect(screen.getByTestId('slider-headline')).toHaveTextContent('23%');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/business/dashboard');
  });

  it('runs each discount slider from 1 to 100 by 1 and steps the price range by $5 (base price by a cent)', async () => {
    const { form } = renderSliderForm();
    const f = await form();
    for (const label of STEP_LABELS) {
      const slider = f.getByRole('slider', { name: label });
      expect(slider).toHaveAttribute('min', '1');
      expect(slider).toHaveAttribute('max', '100');
      expect(slider).toHaveAttribute('step', '1');
    }
    expect(f.getByLabelText('Minimum price ($)')).toHaveAttribute('step', '5');
    expect(f.getByLabelText('Maximum price ($)')).toHaveAttribute('step', '5');
    expect(f.getByLabelText('Base price ($)')).toHaveAttribute('step', '0.01');
  });

  it('shows the slider messages of section 5 and the standard ones, and sends nothing', async () => {
    const { user, form, api } = renderSliderForm();
    const f = await form();
    await user.clear(f.getByLabelText('Base price ($)'));
    await fill(user, f.getByLabelText('Minimum price ($)'), '0');
    await fill(user, f.getByLabelText('Maximum price ($)'), '3');
    fireEvent.change(f.getByLabelText('Start date'), { target: { value: '' } });
    fireEvent.change(f.getByLabelText('End date'), { target: { value: 'soon' } });
    await fill(user, f.getByLabelText('Max redemptions per customer'), '0');
    await user.click(f.getByRole('button', { name: 'Create Slider Deal' }));

    await waitFor(() => expectError(f.getByLabelText('Title'), 'Title must be at least 3 characters'));
    expectError(f.getByLabelText('Description'), 'Description must be at least 10 characters');
    expectError(f.getByLabelText('Category'), 'Please select a category');
    expectError(f.getByLabelText('Base price ($)'), 'Base price must be a positive number');
    expectError(f.getByLabelText('Minimum price ($)'), 'Minimum price must be at least $5');
    expectError(f.getByLabelText('Maximum price ($)'), 'Maximum price must be at least $5');
    expectError(f.getByLabelText('Start date'), 'Please enter a valid start date');
    expectError(f.getByLabelText('End date'), 'Please enter a valid end date');
    expectError(f.getByLabelText('Max redemptions per customer'), 'Max redemptions must be a positive number');

    await fill(user, f.getByLabelText('Minimum price ($)'), '20');
    await fill(user, f.getByLabelText('Maximum price ($)'), '15');
    await user.click(f.getByRole('button', { name: 'Create Slider Deal' }));
    await waitFor(() => expectError(f.getByLabelText('Maximum price ($)'), 'Maximum price must be greater than minimum price'));
    expect(f.getByLabelText('Minimum price ($)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);
  });

  it('labels each step with its price from the minimum price', async () => {
    const { user, form } = renderSliderForm();
    const f = await form();
    await fill(user, f.getByLabelText('Minimum price ($)'), '10');
    expect(f.getByRole('slider', { name: 'Discount at $10' })).toHaveValue('10');
    expect(f.getByRole('slider', { name: 'Discount at $35' })).toHaveValue('35');
  });

  it('scores with the slider form rules: completion capped at 65, price range, rising and spread steps, and the 85 badge', async () => {
    const { user, form } = renderSliderForm();
    const f = await form();
    // 7 of 10 fields filled (capped at 65), a $25 range (+10), rising steps (+15), a 25-point spread (+15).
    expect(qualityScore()).toMatchObject({ score: 100, band: 'high' });
    expect(qualityScore().reached).toEqual(['Getting started · 10', 'Halfway there · 50', 'Looking good · 70', 'Great pricing · 85', 'Outstanding · 95']);

    await fill(user, f.getByLabelText('Maximum price ($)'), '10');
    expect(qualityScore()).toMatchObject({ score: 95, band: 'high' });

    fireEvent.change(f.getByRole('slider', { name: 'Discount at $30' }), { target: { value: '15' } });
    // Steps no longer rise (−15), the spread is still 20 (+15).
    expect(qualityScore()).toEqual({ score: 80, band: 'medium', reached: ['Getting started · 10', 'Halfway there · 50', 'Looking good · 70'] });

    await fill(user, f.getByLabelText('Title'), 'Sunday brunch ladder');
    expect(qualityScore()).toEqual({ score: 85, band: 'high', reached: ['Getting started · 10', 'Halfway there · 50', 'Looking good · 70', 'Great pricing · 85'] });
  });

  it('overrides one step with its slider, spreads the steps evenly on request, and keeps the headline as the rounded mid-point', async () => {
    const { user, form } = renderSliderForm();
    const f = await form();
    fireEvent.change(f.getByRole('slider', { name: 'Discount at $15' }), { target: { value: '50' } });
    expect(f.getByRole('slider', { name: 'Discount at $15' })).toHaveAttribute('aria-valuetext', '50%');
    expect(f.getByRole('slider', { name: 'Discount at $10' })).toHaveValue('15');
    expect(screen.getByTestId('slider-headline')).toHaveTextContent('30%');

    fireEvent.change(f.getByRole('slider', { name: 'Discount at $30' }), { target: { value: '60' } });
    await user.click(f.getByRole('button', { name: 'Spread evenly from 10% to 60%' }));
    expect(STEP_LABELS.map((label) => f.getByRole('slider', { name: label }).getAttribute('aria-valuetext'))).toEqual(['10%', '20%', '30%', '40%', '50%', '60%']);
  });

  it('sends the slider payload: price from the base price, the steps as JSON, the mid-point discount', async () => {
    const { user, form, api } = renderSliderForm();
    const f = await form();
    const { today, in30Days } = defaultDates();
    await fill(user, f.getByLabelText('Title'), 'Pay more, save more');
    await fill(user, f.getByLabelText('Description'), 'Choose what to pay for dinner and unlock a bigger discount.');
    await user.selectOptions(f.getByLabelText('Category'), 'Restaurant');
    fireEvent.change(f.getByRole('slider', { name: 'Discount at $10' }), { target: { value: '18' } });
    await user.click(f.getByRole('button', { name: 'Create Slider Deal' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/deals')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/deals')[0]?.body;
    expect(body).toEqual({
      title: 'Pay more, save more',
      description: 'Choose what to pay for dinner and unlock a bigger discount.',
      category: 'Restaurant',
      price: 15,
      discountPercent: 23,
      startDate: `${today}T00:00:00.000Z`,
      endDate: `${in30Days}T00:00:00.000Z`,
      maxRedemptionsPerUser: 1,
      active: true,
      isSliderDeal: true,
      basePrice: 15,
      minPrice: 5,
      maxPrice: 30,
      minDiscountPercent: 10,
      maxDiscountPercent: 35,
      discountSteps: '[10,18,20,25,30,35]',
    });
    expect(createDealPayloadSchema.parse(body).kind).toBe('slider');
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(currentToast()).toMatchObject({ title: 'Deal Created', description: 'Your new deal has been successfully created.' });
  });

  it('shows "Failed to Create Deal" with the server message when the server refuses', async () => {
    const { user, form } = renderSliderForm({ status: 403, body: { message: 'Only businesses can create deals' } });
    const f = await form();
    await fill(user, f.getByLabelText('Title'), 'Pay more, save more');
    await fill(user, f.getByLabelText('Description'), 'Choose what to pay for dinner.');
    await user.selectOptions(f.getByLabelText('Category'), 'Restaurant');
    await user.click(f.getByRole('button', { name: 'Create Slider Deal' }));

    expect(await screen.findByText('Failed to Create Deal')).toBeInTheDocument();
    expect(currentToast()).toMatchObject({ description: 'Only businesses can create deals', variant: 'destructive' });
  });
});
