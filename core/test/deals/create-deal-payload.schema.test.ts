import { describe, expect, it } from 'vitest';
import { createDealPayloadSchema, detectDealKind } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { issuesOf } from '../support/schema-issues.js';

const common = {
  title: 'Pizza night',
  description: 'Two large pizzas for the price of one',
  category: 'Restaurant',
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-03-31T00:00:00.000Z',
  maxRedemptionsPerUser: 1,
};
const standard = { ...common, price: 9.99, discountPercent: 20, active: true };
const slider = {
  ...standard,
  isSliderDeal: true,
  basePrice: 10,
  minPrice: 5,
  maxPrice: 30,
  minDiscountPercent: 10,
  maxDiscountPercent: 35,
  discountSteps: '[10,15,20,25,30,35]',
};
const cashToDiscount = {
  ...common,
  basePrice: 15,
  minPrice: 5,
  maxPrice: 30,
  baseDiscount: 10,
  maxDiscount: 35,
  discountStep1: 10,
  discountStep2: 15,
  discountStep3: 20,
  discountStep4: 25,
  discountStep5: 30,
  discountStep6: 35,
  price: 15,
  active: true,
  discountPercent: 10,
  isSlidingDeal: true,
};
const hostile = { businessId: 99, role: 'admin', verified: true, id: 1, featured: true, created_at: '2020-01-01' };

describe('POST /api/deals payload', () => {
  it('tags a standard deal', () => {
    const parsed = createDealPayloadSchema.parse(standard);
    expect(parsed.kind).toBe('standard');
    expect(parsed.data).toMatchObject({ title: 'Pizza night', price: 9.99, discountPercent: 20 });
  });

  it('tags a slider deal of the earlier form', () => {
    const parsed = createDealPayloadSchema.parse(slider);
    expect(parsed.kind).toBe('slider');
    expect(parsed.data).toMatchObject({ isSliderDeal: true, discountSteps: [10, 15, 20, 25, 30, 35] });
  });

  it('tags a Cash to Discount deal of the wizard', () => {
    const parsed = createDealPayloadSchema.parse(cashToDiscount);
    expect(parsed.kind).toBe('cash-to-discount');
    expect(parsed.data).toMatchObject({ isSlidingDeal: true, discountStep6: 35, price: 15 });
  });

  it('drops businessId, role, verified, id, featured and the like from every shape', () => {
    for (const body of [standard, slider, cashToDiscount]) {
      const { data } = createDealPayloadSchema.parse({ ...body, ...hostile });
      for (const key of Object.keys(hostile)) expect(data).not.toHaveProperty(key);
    }
  });

  it('reports the issues of the detected shape with their paths', () => {
    expect(issuesOf(createDealPayloadSchema, { ...standard, title: 'ab', price: 0 })).toEqual([
      { path: 'title', message: 'Title must be at least 3 characters' },
      { path: 'price', message: 'Price must be a positive number' },
    ]);
    expect(issuesOf(createDealPayloadSchema, { ...cashToDiscount, maxPrice: 5, minPrice: 10 })).toEqual([
      { path: 'maxPrice', message: 'Maximum price must be greater than minimum price' },
    ]);
    expect(issuesOf(createDealPayloadSchema, { ...slider, discountSteps: '[1]' })).toEqual([
      { path: 'discountSteps', message: 'Exactly 6 discount steps are required' },
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(issuesOf(createDealPayloadSchema, undefined)).toEqual([{ path: '', message: 'Required' }]);
    expect(issuesOf(createDealPayloadSchema, 'deal')).toEqual([{ path: '', message: 'Invalid input' }]);
    expect(issuesOf(createDealPayloadSchema, [standard])).toEqual([{ path: '', message: 'Invalid input' }]);
  });
});

describe('detectDealKind', () => {
  it('takes any wizard key as Cash to Discount', () => {
    expect(detectDealKind({ discountStep3: 20 })).toBe('cash-to-discount');
    expect(detectDealKind({ isSlidingDeal: true })).toBe('cash-to-discount');
    expect(detectDealKind({ slidingDiscounts: [] })).toBe('cash-to-discount');
    expect(detectDealKind({ isSliderDeal: true, discountStep1: 10 })).toBe('cash-to-discount');
  });

  it('takes isSliderDeal or discountSteps as the earlier slider form', () => {
    expect(detectDealKind({ isSliderDeal: true })).toBe('slider');
    expect(detectDealKind({ discountSteps: '[]' })).toBe('slider');
  });

  it('takes everything else as standard', () => {
    expect(detectDealKind({ isSliderDeal: false, title: 'x' })).toBe('standard');
    expect(detectDealKind({})).toBe('standard');
  });
});
