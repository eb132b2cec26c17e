import { FOREIGN_PICTURE_MESSAGE } from '@marketplace/core/media/domain/picture';
import { describe, expect, it } from 'vitest';
import { updateDealPayloadSchema } from '@marketplace/core/deals/schemas/update-deal.schema';
import { issuesOf } from '../support/schema-issues.js';

describe('PATCH /api/deals/:id payload', () => {
  it('takes a single change', () => {
    expect(updateDealPayloadSchema.parse({ active: false })).toEqual({ active: false });
    expect(updateDealPayloadSchema.parse({ price: 12.5 })).toEqual({ price: 12.5 });
  });

  it('takes every editable field', () => {
    expect(
      updateDealPayloadSchema.parse({
        title: ' New title ',
        description: 'A better description',
        category: 'Services',
        price: 10,
        discountPercent: 25,
        startDate: '2025-05-01',
        endDate: '2025-06-01T12:00:00Z',
        maxRedemptionsPerUser: 3,
        imageUrl: '/media/0123456789abcdef0123456789abcdef-1200.webp',
        active: true,
      }),
    ).toEqual({
      title: 'New title',
      description: 'A better description',
      category: 'Services',
      price: 10,
      discountPercent: 25,
      startDate: new Date('2025-05-01T00:00:00.000Z'),
      endDate: new Date('2025-06-01T12:00:00.000Z'),
      maxRedemptionsPerUser: 3,
      imageUrl: '/media/0123456789abcdef0123456789abcdef-1200.webp',
      active: true,
    });
  });

  it('removes the image with null or a blank string, and leaves it when absent', () => {
    expect(updateDealPayloadSchema.parse({ imageUrl: null })).toEqual({ imageUrl: null });
    expect(updateDealPayloadSchema.parse({ imageUrl: '  ' })).toEqual({ imageUrl: null });
    expect(updateDealPayloadSchema.parse({ title: 'Same image' }).imageUrl).toBeUndefined();
    expect(issuesOf(updateDealPayloadSchema, { imageUrl: 'ftp://example.com/a.jpg' })).toEqual([
      { path: 'imageUrl', message: FOREIGN_PICTURE_MESSAGE },
    ]);
    expect(issuesOf(updateDealPayloadSchema, { imageUrl: `/media/${'a'.repeat(2048)}` })).toEqual([
      { path: 'imageUrl', message: 'Image URL must be at most 2048 characters' },
    ]);
  });

  it('says "Nothing to update" for an empty change', () => {
    expect(issuesOf(updateDealPayloadSchema, {})).toEqual([{ path: '', message: 'Nothing to update' }]);
  });

  it('does not let a business feature its deal or move it to another business', () => {
    expect(issuesOf(updateDealPayloadSchema, { featured: true, businessId: 2 })).toEqual([
      { path: '', message: 'Nothing to update' },
    ]);
    expect(updateDealPayloadSchema.parse({ featured: true, active: true })).toEqual({ active: true });
  });

  it('uses the creation messages', () => {
    expect(
      issuesOf(updateDealPayloadSchema, {
        title: 'ab',
        description: 'short',
        category: '',
        price: -1,
        discountPercent: 0,
        startDate: 'x',
        endDate: '2025-13-01',
        maxRedemptionsPerUser: 0,
        active: 'no',
      }),
    ).toEqual([
      { path: 'title', message: 'Title must be at least 3 characters' },
      { path: 'description', message: 'Description must be at least 10 characters' },
      { path: 'category', message: 'Please select a category' },
      { path: 'price', message: 'Price must be a positive number' },
      { path: 'discountPercent', message: 'Discount must be between 1% and 100%' },
      { path: 'startDate', message: 'Please enter a valid start date' },
      { path: 'endDate', message: 'Please enter a valid end date' },
      { path: 'maxRedemptionsPerUser', message: 'Max redemptions must be a positive number' },
      { path: 'active', message: 'Invalid input' },
    ]);
  });
});
