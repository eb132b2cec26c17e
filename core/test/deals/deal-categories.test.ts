import { describe, expect, it } from 'vitest';
import {
  ALL_DEAL_CATEGORIES,
  CASH_TO_DISCOUNT_CATEGORIES,
  categoryIcon,
  DEAL_CATEGORIES,
  DEFAULT_CATEGORY_ICON,
} from '@marketplace/core/deals/schemas/deal-categories';
import { canonicalCategory } from '@marketplace/core/deals/domain/category';
import { anyDealCategoryField } from '@marketplace/core/deals/schemas/standard-deal.schema';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';

describe('deal categories', () => {
  it('is one list for every form and filter, Services included', () => {
    expect(DEAL_CATEGORIES).toEqual(['Restaurant', 'Café', 'Retail', 'Wellness', 'Fitness', 'Beauty', 'Entertainment', 'Services', 'Other']);
    expect(CASH_TO_DISCOUNT_CATEGORIES).toBe(DEAL_CATEGORIES);
    expect(ALL_DEAL_CATEGORIES).toBe(DEAL_CATEGORIES);
  });

  it('maps the former wizard names onto the list', () => {
    expect(canonicalCategory('Food & Drink')).toBe('Restaurant');
    expect(canonicalCategory('Health & Wellness')).toBe('Wellness');
    expect(canonicalCategory('Services')).toBe('Services');
    expect(anyDealCategoryField().parse('Health & Wellness')).toBe('Wellness');
    expect(dealsQuerySchema.parse({ category: 'Food & Drink' }).category).toBe('Restaurant');
    expect(anyDealCategoryField().safeParse('Spa').success).toBe(false);
  });
});

describe('categoryIcon', () => {
  it('maps the eight icon keys, ignoring case and accents', () => {
    expect(categoryIcon('Restaurant')).toBe('🍽️');
    expect(categoryIcon('Café')).toBe('☕');
    expect(categoryIcon('cafe')).toBe('☕');
    expect(categoryIcon('RETAIL')).toBe('🛍️');
    expect(categoryIcon('Entertainment')).toBe('🎭');
    expect(categoryIcon('Fitness')).toBe('💪');
    expect(categoryIcon('Beauty')).toBe('💅');
    expect(categoryIcon('Health')).toBe('🧘');
    expect(categoryIcon('Education')).toBe('📚');
  });

  it('finds the icon of a word in a longer name or an obvious alias', () => {
    expect(categoryIcon('Health & Wellness')).toBe('🧘');
    expect(categoryIcon('Wellness')).toBe('🧘');
    expect(categoryIcon('Food & Drink')).toBe('🍽️');
    expect(categoryIcon('Coffee shop')).toBe('☕');
  });

  it('falls back to the default icon', () => {
    expect(categoryIcon('Services')).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon('Other')).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon('')).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon(undefined)).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon('constructor')).toBe(DEFAULT_CATEGORY_ICON);
  });
});
