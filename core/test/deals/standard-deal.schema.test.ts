import { FOREIGN_PICTURE_MESSAGE } from '@marketplace/core/media/domain/picture';
import { describe, expect, it } from 'vitest';
import { standardDealFormSchema, standardDealPayloadSchema } from '@marketplace/core/deals/schemas/standard-deal.schema';
import { issuesOf } from '../support/schema-issues.js';

/** The values the create-deal form holds: strings from its inputs. */
const formValues = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pizza night',
  description: 'Two large pizzas for the price of one',
  category: 'Restaurant',
  price: '9.99',
  discountPercent: '20',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  maxRedemptionsPerUser: '1',
  imageUrl: '',
  active: true,
  ...overrides,
});

/** A standard deal as the client sends it. */
const payload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pizza night',
  description: 'Two large pizzas for the price of one',
  category: 'Restaurant',
  price: 9.99,
  discountPercent: 20,
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-03-31T00:00:00.000Z',
  maxRedemptionsPerUser: 2,
  imageUrl: '/media/0123456789abcdef0123456789abcdef-1200.webp',
  active: true,
  ...overrides,
});

describe('standard deal form', () => {
  it('turns the form strings into numbers and dates', () => {
    expect(standardDealFormSchema.parse(formValues())).toEqual({
      title: 'Pizza night',
      description: 'Two large pizzas for the price of one',
      category: 'Restaurant',
      price: 9.99,
      offerType: 'percent',
      discountPercent: 20,
      startDate: new Date('2025-03-01T00:00:00.000Z'),
      endDate: new Date('2025-03-31T00:00:00.000Z'),
      maxRedemptionsPerUser: 1,
      imageUrl: undefined,
      active: true,
    });
  });

  it('also takes numbers (valueAsNumber) and Date objects', () => {
    const start = new Date('2025-03-01T00:00:00.000Z');
    const parsed = standardDealFormSchema.parse(formValues({ price: 5, discountPercent: 15, maxRedemptionsPerUser: 3, startDate: start }));
    expect(parsed).toMatchObject({ price: 5, discountPercent: 15, maxRedemptionsPerUser: 3, startDate: start });
  });

  it('has every message of the specification', () => {
    expect(
      issuesOf(
        standardDealFormSchema,
        formValues({
          title: 'ab',
          description: 'too short',
          category: '',
          price: '0',
          discountPercent: '101',
          startDate: 'tomorrow',
          endDate: '2025-02-30',
          maxRedemptionsPerUser: '0',
        }),
      ),
    ).toEqual([
      { path: 'title', message: 'Title must be at least 3 characters' },
      { path: 'description', message: 'Description must be at least 10 characters' },
      { path: 'category', message: 'Please select a category' },
      { path: 'price', message: 'Price must be a positive number' },
      { path: 'discountPercent', message: 'Discount must be between 1% and 100%' },
      { path: 'startDate', message: 'Please enter a valid start date' },
      { path: 'endDate', message: 'Please enter a valid end date' },
      { path: 'maxRedemptionsPerUser', message: 'Max redemptions must be a positive number' },
    ]);
  });

  it('treats empty number inputs and non-integers with the field messages', () => {
    expect(
      issuesOf(standardDealFormSchema, formValues({ price: '', discountPercent: '12.5', maxRedemptionsPerUser: '1.5' })),
    ).toEqual([
      { path: 'price', message: 'Price must be a positive number' },
      { path: 'discountPercent', message: 'Discount must be between 1% and 100%' },
      { path: 'maxRedemptionsPerUser', message: 'Max redemptions must be a positive number' },
    ]);
    expect(issuesOf(standardDealFormSchema, formValues({ discountPercent: '0', price: '-5' }))).toEqual([
      { path: 'price', message: 'Price must be a positive number' },
      { path: 'discountPercent', message: 'Discount must be between 1% and 100%' },
    ]);
  });

  it('offers only the standard categories', () => {
    expect(issuesOf(standardDealFormSchema, formValues({ category: 'Food & Drink' }))).toEqual([
      { path: 'category', message: 'Please select a category' },
    ]);
  });

  it('accepts an end date before the start date (no such rule is specified)', () => {
    expect(standardDealFormSchema.safeParse(formValues({ startDate: '2025-04-01', endDate: '2025-03-01' })).success).toBe(true);
  });

  it("takes an uploaded picture's path and refuses links to other sites", () => {
    expect(standardDealFormSchema.parse(formValues({ imageUrl: ' /media/0123456789abcdef0123456789abcdef-1200.webp ' })).imageUrl).toBe('/media/0123456789abcdef0123456789abcdef-1200.webp');
    for (const link of ['https://images.example.com/a.jpg', 'data:image/png;base64,AAAA', '/media/../etc/passwd', 'http://localhost/media/0123456789abcdef0123456789abcdef-1200.webp']) {
      expect(issuesOf(standardDealFormSchema, formValues({ imageUrl: link }))).toEqual([{ path: 'imageUrl', message: FOREIGN_PICTURE_MESSAGE }]);
    }
  });
});

describe('standard deal payload', () => {
  it('accepts the client payload, with Dates out', () => {
    expect(standardDealPayloadSchema.parse(payload())).toEqual({
      ...payload(),
      startDate: new Date('2025-03-01T00:00:00.000Z'),
      endDate: new Date('2025-03-31T00:00:00.000Z'),
    });
  });

  it('accepts any category of the list, and a former wizard name as its category', () => {
    expect(standardDealPayloadSchema.parse(payload({ category: 'Health & Wellness' })).category).toBe('Wellness');
    expect(issuesOf(standardDealPayloadSchema, payload({ category: 'Casino' }))).toEqual([
      { path: 'category', message: 'Please select a category' },
    ]);
  });

  it('defaults maxRedemptionsPerUser to 1 and leaves active and imageUrl out when absent', () => {
    const body: Record<string, unknown> = payload();
    delete body['maxRedemptionsPerUser'];
    delete body['active'];
    delete body['imageUrl'];
    const parsed = standardDealPayloadSchema.parse(body);
    expect(parsed.maxRedemptionsPerUser).toBe(1);
    expect(parsed.active).toBeUndefined();
    expect(parsed.imageUrl).toBeUndefined();
  });

  it('takes JSON numbers only', () => {
    expect(issuesOf(standardDealPayloadSchema, payload({ price: '9.99', discountPercent: null }))).toEqual([
      { path: 'price', message: 'Invalid input' },
      { path: 'discountPercent', message: 'Invalid input' },
    ]);
  });

  it('reports absent fields as Required', () => {
    expect(issuesOf(standardDealPayloadSchema, {})).toEqual([
      { path: 'title', message: 'Required' },
      { path: 'description', message: 'Required' },
      { path: 'category', message: 'Please select a category' },
      { path: 'price', message: 'Required' },
      { path: 'startDate', message: 'Required' },
      { path: 'endDate', message: 'Required' },
      // A deal offers a percentage or a free item: neither is reported on discountPercent.
      { path: 'discountPercent', message: 'Enter a discount percentage or a free item' },
    ]);
  });

  it('caps free text and absurd values so hostile input is refused', () => {
    expect(
      issuesOf(
        standardDealPayloadSchema,
        payload({
          title: 't'.repeat(101),
          description: 'd'.repeat(2001),
          imageUrl: `/media/${'a'.repeat(2048)}`,
          price: 1e9,
          maxRedemptionsPerUser: 1e6,
          active: 'yes',
        }),
      ),
    ).toEqual([
      { path: 'title', message: 'Title must be at most 100 characters' },
      { path: 'description', message: 'Description must be at most 2000 characters' },
      { path: 'price', message: 'Price cannot exceed $10,000' },
      { path: 'maxRedemptionsPerUser', message: 'Max redemptions cannot exceed 100' },
      { path: 'imageUrl', message: 'Image URL must be at most 2048 characters' },
      { path: 'active', message: 'Invalid input' },
    ]);
  });

  it('drops keys a business may not set', () => {
    const parsed = standardDealPayloadSchema.parse(payload({ businessId: 7, featured: true, id: 1, verified: true, role: 'admin' }));
    expect(Object.keys(parsed).sort()).toEqual(
      ['active', 'category', 'description', 'discountPercent', 'endDate', 'imageUrl', 'maxRedemptionsPerUser', 'price', 'startDate', 'title'],
    );
  });
});
