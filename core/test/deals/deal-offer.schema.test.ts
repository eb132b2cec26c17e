import { describe, expect, it } from 'vitest';
import { standardDealFormSchema, standardDealPayloadSchema } from '@marketplace/core/deals/schemas/standard-deal.schema';
import { updateDealPayloadSchema } from '@marketplace/core/deals/schemas/update-deal.schema';
import { issuesOf } from '../support/schema-issues.js';

const formValues = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pastry morning',
  description: 'Any pastry from the morning counter, weekdays',
  category: 'Café',
  price: '6',
  offerType: 'freeItem',
  discountPercent: '',
  freeItem: '  Free coffee with any pastry ',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  maxRedemptionsPerUser: '1',
  imageUrl: '',
  ...overrides,
});

const payload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pastry morning',
  description: 'Any pastry from the morning counter, weekdays',
  category: 'Café',
  price: 6,
  freeItem: 'Free coffee with any pastry',
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-03-31T00:00:00.000Z',
  ...overrides,
});

describe('free-item deals: the standard form', () => {
  it('asks "Free item" for the trimmed item and never for a discount', () => {
    const parsed = standardDealFormSchema.parse(formValues({ discountPercent: 'not asked' }));
    expect(parsed).toMatchObject({ offerType: 'freeItem', freeItem: 'Free coffee with any pastry' });
    expect(parsed).not.toHaveProperty('discountPercent');
  });

  it('requires 2 to 80 characters for the item', () => {
    expect(issuesOf(standardDealFormSchema, formValues({ freeItem: '   ' }))).toEqual([{ path: 'freeItem', message: 'Free item must be 2 to 80 characters' }]);
    expect(issuesOf(standardDealFormSchema, formValues({ freeItem: 'x' }))).toEqual([{ path: 'freeItem', message: 'Free item must be 2 to 80 characters' }]);
    expect(standardDealFormSchema.parse(formValues({ freeItem: 'ab' }))).toMatchObject({ freeItem: 'ab' });
    expect(standardDealFormSchema.parse(formValues({ freeItem: 'c'.repeat(80) }))).toMatchObject({ freeItem: 'c'.repeat(80) });
    expect(issuesOf(standardDealFormSchema, formValues({ freeItem: 'c'.repeat(81) }))).toEqual([{ path: 'freeItem', message: 'Free item must be at most 80 characters' }]);
  });

  it('"Percentage off" asks for the discount and drops a typed free item', () => {
    const parsed = standardDealFormSchema.parse(formValues({ offerType: 'percent', discountPercent: '20' }));
    expect(parsed).toMatchObject({ offerType: 'percent', discountPercent: 20 });
    expect(parsed).not.toHaveProperty('freeItem');
    expect(issuesOf(standardDealFormSchema, formValues({ offerType: 'percent' }))).toEqual([{ path: 'discountPercent', message: 'Discount must be between 1% and 100%' }]);
  });
});

describe('free-item deals: the API payloads', () => {
  it('creates a percentage deal or a free-item deal', () => {
    expect(standardDealPayloadSchema.parse(payload())).toMatchObject({ freeItem: 'Free coffee with any pastry' });
    expect(standardDealPayloadSchema.parse(payload({ freeItem: undefined, discountPercent: 20 }))).toMatchObject({ discountPercent: 20 });
  });

  it('refuses both offers and neither, on the field', () => {
    expect(issuesOf(standardDealPayloadSchema, payload({ discountPercent: 20 }))).toEqual([{ path: 'freeItem', message: 'A deal offers a percentage off or a free item, not both' }]);
    expect(issuesOf(standardDealPayloadSchema, payload({ freeItem: null }))).toEqual([{ path: 'discountPercent', message: 'Enter a discount percentage or a free item' }]);
    expect(issuesOf(standardDealPayloadSchema, payload({ freeItem: 'x' }))).toEqual([{ path: 'freeItem', message: 'Free item must be 2 to 80 characters' }]);
    expect(issuesOf(standardDealPayloadSchema, payload({ freeItem: 'c'.repeat(81) }))).toEqual([{ path: 'freeItem', message: 'Free item must be at most 80 characters' }]);
  });

  it('updates to a free item, back to a percentage, never both', () => {
    expect(updateDealPayloadSchema.parse({ freeItem: ' Free cookie ' })).toEqual({ freeItem: 'Free cookie' });
    expect(updateDealPayloadSchema.parse({ discountPercent: 10, freeItem: null })).toEqual({ discountPercent: 10, freeItem: null });
    expect(issuesOf(updateDealPayloadSchema, { discountPercent: 10, freeItem: 'Free cookie' })).toEqual([{ path: 'freeItem', message: 'A deal offers a percentage off or a free item, not both' }]);
    expect(issuesOf(updateDealPayloadSchema, { freeItem: 'x' })).toEqual([{ path: 'freeItem', message: 'Free item must be 2 to 80 characters' }]);
  });
});
