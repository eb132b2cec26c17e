import { describe, expect, it } from 'vitest';
import { sliderDealPayloadSchema } from '@marketplace/core/deals/schemas/slider-deal.schema';
import { issuesOf } from '../support/schema-issues.js';

/** What the earlier single-page slider form sends. */
const sliderPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spa day',
  description: 'Pick how much to prepay for your massage',
  category: 'Wellness',
  price: 10,
  discountPercent: 23,
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-04-01T00:00:00.000Z',
  maxRedemptionsPerUser: 1,
  active: true,
  isSliderDeal: true,
  basePrice: 10,
  minPrice: 5,
  maxPrice: 30,
  minDiscountPercent: 10,
  maxDiscountPercent: 35,
  discountSteps: '[10,15,20,25,30,35]',
  ...overrides,
});

describe('slider deal payload', () => {
  it('accepts the earlier form payload and parses the steps', () => {
    const parsed = sliderDealPayloadSchema.parse(sliderPayload({ featured: true, businessId: 3 }));
    expect(parsed).toMatchObject({ isSliderDeal: true, basePrice: 10, minPrice: 5, maxPrice: 30, discountSteps: [10, 15, 20, 25, 30, 35] });
    expect(parsed.startDate).toEqual(new Date('2025-03-01T00:00:00.000Z'));
    expect(parsed).not.toHaveProperty('featured');
    expect(parsed).not.toHaveProperty('businessId');
  });

  it('takes an already-parsed steps array and defaults minPrice to $5', () => {
    const body: Record<string, unknown> = sliderPayload({ discountSteps: [5, 5, 10, 10, 20, 20] });
    delete body['minPrice'];
    expect(sliderDealPayloadSchema.parse(body)).toMatchObject({ minPrice: 5, discountSteps: [5, 5, 10, 10, 20, 20] });
  });

  it('requires six whole percentages from 1 to 100', () => {
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ discountSteps: '[10,15]' }))).toEqual([
      { path: 'discountSteps', message: 'Exactly 6 discount steps are required' },
    ]);
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ discountSteps: '[0,15,20,25,30,101]' }))).toEqual([
      { path: 'discountSteps.0', message: 'Discount must be between 1% and 100%' },
      { path: 'discountSteps.5', message: 'Discount must be between 1% and 100%' },
    ]);
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ discountSteps: '[10,15,"x",25,30,35]' }))).toEqual([
      { path: 'discountSteps.2', message: 'Invalid input' },
    ]);
  });

  it('refuses steps that are not JSON, or not a list', () => {
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ discountSteps: '10,15,20' }))).toEqual([
      { path: 'discountSteps', message: 'Invalid input' },
    ]);
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ discountSteps: '{"a":1}' }))).toEqual([
      { path: 'discountSteps', message: 'Invalid input' },
    ]);
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ discountSteps: `[${'1,'.repeat(200)}1]` }))).toEqual([
      { path: 'discountSteps', message: 'Invalid input' },
    ]);
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ discountSteps: undefined }))).toEqual([
      { path: 'discountSteps', message: 'Required' },
    ]);
  });

  it('applies the price range and discount messages', () => {
    expect(
      issuesOf(
        sliderDealPayloadSchema,
        sliderPayload({ basePrice: 0, minPrice: 4, maxPrice: 3, minDiscountPercent: 0, maxDiscountPercent: 101 }),
      ),
    ).toEqual([
      { path: 'basePrice', message: 'Base price must be a positive number' },
      { path: 'minPrice', message: 'Minimum price must be at least $5' },
      { path: 'maxPrice', message: 'Maximum price must be at least $5' },
      { path: 'minDiscountPercent', message: 'Discount must be between 1% and 100%' },
      { path: 'maxDiscountPercent', message: 'Discount must be between 1% and 100%' },
    ]);
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ minPrice: 20, maxPrice: 20 }))).toEqual([
      { path: 'maxPrice', message: 'Maximum price must be greater than minimum price' },
    ]);
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ minDiscountPercent: 30, maxDiscountPercent: 20 }))).toEqual([
      { path: 'maxDiscountPercent', message: 'Maximum discount cannot be below minimum discount' },
    ]);
  });

  it('refuses a body that is not an object without running the range rules', () => {
    for (const body of [null, undefined, 'deal', 42, []]) {
      expect(issuesOf(sliderDealPayloadSchema, body).map((issue) => issue.path), JSON.stringify(body)).toEqual(['']);
    }
  });

  it('needs isSliderDeal to be true', () => {
    expect(issuesOf(sliderDealPayloadSchema, sliderPayload({ isSliderDeal: false }))).toEqual([
      { path: 'isSliderDeal', message: 'Invalid input' },
    ]);
  });
});
