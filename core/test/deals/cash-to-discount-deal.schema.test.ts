import { describe, expect, it } from 'vitest';
import {
  CASH_TO_DISCOUNT_PRICE_POINTS,
  CASH_TO_DISCOUNT_WIZARD_STEPS,
  cashToDiscountDealFormSchema,
  cashToDiscountDealPayloadSchema,
} from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import { issuesOf } from '../support/schema-issues.js';

/** The wizard's values: sliders give numbers, the step dropdowns strings, the date inputs strings. */
const wizardValues = (overrides: Record<string, unknown> = {}) => ({
  title: 'Coffee credit',
  description: 'Prepay and save on every coffee you order',
  category: 'Services',
  imageUrl: '',
  basePrice: 15,
  minPrice: 5,
  maxPrice: 30,
  baseDiscount: 10,
  maxDiscount: 35,
  discountStep1: '10',
  discountStep2: '15',
  discountStep3: '20',
  discountStep4: '25',
  discountStep5: '30',
  discountStep6: '35',
  startDate: '2025-03-01',
  endDate: '2025-04-15',
  maxRedemptionsPerUser: '1',
  ...overrides,
});

/** The wizard's POST /api/deals body. */
const wizardPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Coffee credit',
  description: 'Prepay and save on every coffee you order',
  category: 'Services',
  basePrice: 15,
  minPrice: 5,
  maxPrice: 30,
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-04-15T00:00:00.000Z',
  maxRedemptionsPerUser: 2,
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
  slidingDiscounts: CASH_TO_DISCOUNT_PRICE_POINTS.map((price, index) => ({ price, discountPercent: 10 + index * 5 })),
  ...overrides,
});

describe('Cash to Discount wizard form', () => {
  it('accepts the default wizard values, turning strings into numbers', () => {
    const parsed = cashToDiscountDealFormSchema.parse(wizardValues());
    expect(parsed).toMatchObject({ discountStep1: 10, discountStep6: 35, maxRedemptionsPerUser: 1, imageUrl: undefined });
    expect(parsed.startDate).toEqual(new Date('2025-03-01T00:00:00.000Z'));
  });

  it('has every message of the specification', () => {
    expect(
      issuesOf(
        cashToDiscountDealFormSchema,
        wizardValues({
          title: 'Co',
          description: 'Short',
          category: 'Casino',
          basePrice: 0,
          minPrice: 0,
          maxPrice: 4,
          discountStep1: '0',
          discountStep2: '101',
          startDate: '',
          endDate: 'never',
          maxRedemptionsPerUser: '-1',
        }),
      ),
    ).toEqual([
      { path: 'title', message: 'Title must be at least 3 characters' },
      { path: 'description', message: 'Description must be at least 10 characters' },
      { path: 'category', message: 'Please select a category' },
      { path: 'basePrice', message: 'Base price must be a positive number' },
      { path: 'minPrice', message: 'Minimum price must be at least $5' },
      { path: 'maxPrice', message: 'Maximum price must be at least $5' },
      { path: 'discountStep1', message: 'Discount must be at least 1%' },
      { path: 'discountStep2', message: 'Discount cannot exceed 100%' },
      { path: 'startDate', message: 'Please enter a valid start date' },
      { path: 'endDate', message: 'Please enter a valid end date' },
      { path: 'maxRedemptionsPerUser', message: 'Max redemptions must be a positive number' },
    ]);
  });

  it('shows "Maximum price must be greater than minimum price" on maxPrice', () => {
    expect(issuesOf(cashToDiscountDealFormSchema, wizardValues({ minPrice: 20, maxPrice: 15 }))).toEqual([
      { path: 'maxPrice', message: 'Maximum price must be greater than minimum price' },
    ]);
  });

  it('shows "Maximum discount must be greater than base discount" on maxDiscount', () => {
    expect(issuesOf(cashToDiscountDealFormSchema, wizardValues({ baseDiscount: 30, maxDiscount: 30 }))).toEqual([
      { path: 'maxDiscount', message: 'Maximum discount must be greater than base discount' },
    ]);
  });

  it('checks the cross-field rules even while another step has errors', () => {
    expect(issuesOf(cashToDiscountDealFormSchema, wizardValues({ title: '', minPrice: 25, maxPrice: 10 }))).toEqual([
      { path: 'title', message: 'Title must be at least 3 characters' },
      { path: 'maxPrice', message: 'Maximum price must be greater than minimum price' },
    ]);
  });

  it('wants whole percentages for every discount', () => {
    expect(issuesOf(cashToDiscountDealFormSchema, wizardValues({ baseDiscount: 10.5, discountStep3: '' }))).toEqual([
      { path: 'baseDiscount', message: 'Invalid input' },
      { path: 'discountStep3', message: 'Discount must be at least 1%' },
    ]);
  });

  it('lists the three wizard steps and their fields, covering the whole form', () => {
    expect(CASH_TO_DISCOUNT_WIZARD_STEPS.map((step) => step.title)).toEqual([
      'Basic Information',
      'Price & Discount Settings',
      'Review & Finalize',
    ]);
    expect(CASH_TO_DISCOUNT_WIZARD_STEPS.flatMap((step) => step.fields).sort()).toEqual(
      Object.keys(cashToDiscountDealFormSchema.shape).sort(),
    );
  });
});

describe('Cash to Discount payload', () => {
  it('accepts the wizard payload', () => {
    const parsed = cashToDiscountDealPayloadSchema.parse(wizardPayload());
    expect(parsed).toMatchObject({
      basePrice: 15,
      price: 15,
      discountPercent: 10,
      isSlidingDeal: true,
      slidingDiscounts: [
        { price: 5, discountPercent: 10 },
        { price: 10, discountPercent: 15 },
        { price: 15, discountPercent: 20 },
        { price: 20, discountPercent: 25 },
        { price: 25, discountPercent: 30 },
        { price: 30, discountPercent: 35 },
      ],
    });
    expect(parsed.endDate).toEqual(new Date('2025-04-15T00:00:00.000Z'));
  });

  it('accepts isSliderDeal as the flag and normalises it to isSlidingDeal', () => {
    const body: Record<string, unknown> = wizardPayload({ isSliderDeal: true });
    delete body['isSlidingDeal'];
    const parsed = cashToDiscountDealPayloadSchema.parse(body);
    expect(parsed.isSlidingDeal).toBe(true);
    expect(parsed).not.toHaveProperty('isSliderDeal');
  });

  it('derives price and discountPercent when absent', () => {
    const body: Record<string, unknown> = wizardPayload({ basePrice: 20, discountStep1: 12 });
    delete body['price'];
    delete body['discountPercent'];
    delete body['slidingDiscounts'];
    expect(cashToDiscountDealPayloadSchema.parse(body)).toMatchObject({ price: 20, discountPercent: 12 });
  });

  it('accepts a category of either list', () => {
    expect(cashToDiscountDealPayloadSchema.parse(wizardPayload({ category: 'Café' })).category).toBe('Café');
  });

  it('applies the wizard messages', () => {
    expect(
      issuesOf(
        cashToDiscountDealPayloadSchema,
        wizardPayload({ basePrice: -1, minPrice: 30, maxPrice: 10, baseDiscount: 40, maxDiscount: 20, discountStep4: 120 }),
      ),
    ).toEqual([
      { path: 'basePrice', message: 'Base price must be a positive number' },
      { path: 'discountStep4', message: 'Discount cannot exceed 100%' },
      { path: 'maxPrice', message: 'Maximum price must be greater than minimum price' },
      { path: 'maxDiscount', message: 'Maximum discount must be greater than base discount' },
    ]);
  });

  it('checks the flags and the sliding discounts', () => {
    expect(
      issuesOf(
        cashToDiscountDealPayloadSchema,
        wizardPayload({
          isSlidingDeal: false,
          price: 0,
          discountPercent: 0,
          slidingDiscounts: [{ price: 0, discountPercent: 101 }],
        }),
      ),
    ).toEqual([
      { path: 'price', message: 'Price must be a positive number' },
      { path: 'discountPercent', message: 'Discount must be between 1% and 100%' },
      { path: 'isSlidingDeal', message: 'Invalid input' },
      { path: 'slidingDiscounts.0.price', message: 'Price must be a positive number' },
      { path: 'slidingDiscounts.0.discountPercent', message: 'Discount must be between 1% and 100%' },
    ]);
    expect(issuesOf(cashToDiscountDealPayloadSchema, wizardPayload({ slidingDiscounts: [] }))).toEqual([
      { path: 'slidingDiscounts', message: 'Invalid input' },
    ]);
    const seven = Array.from({ length: 7 }, () => ({ price: 5, discountPercent: 10 }));
    expect(issuesOf(cashToDiscountDealPayloadSchema, wizardPayload({ slidingDiscounts: seven }))).toEqual([
      { path: 'slidingDiscounts', message: 'Invalid input' },
    ]);
  });

  it('refuses a body that is not an object without running the range rules', () => {
    for (const body of [null, undefined, 'deal', 42, []]) {
      expect(issuesOf(cashToDiscountDealPayloadSchema, body).map((issue) => issue.path), JSON.stringify(body)).toEqual(['']);
    }
  });

  it('drops keys the business may not set', () => {
    const parsed = cashToDiscountDealPayloadSchema.parse(wizardPayload({ businessId: 9, featured: true, verified: true }));
    expect(parsed).not.toHaveProperty('businessId');
    expect(parsed).not.toHaveProperty('featured');
    expect(parsed).not.toHaveProperty('verified');
  });
});
