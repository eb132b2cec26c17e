import { describe, expect, it } from 'vitest';
import {
  ALL_DEAL_CATEGORIES,
  CASH_TO_DISCOUNT_CATEGORIES,
  categoryIcon,
  DEAL_CATEGORIES,
  DEFAULT_CATEGORY_ICON,
} from '@marketplace/core/deals/schemas/deal-categories';

describe('deal categories', () => {
  it('lists the standard and the Cash to Discount categories', () => {
    expect(DEAL_CATEGORIES).toEqual(['Restaurant', 'Café', 'Retail', 'Wellness', 'Fitness', 'Beauty', 'Entertainment', 'Other']);
    expect(CASH_TO_DISCOUNT_CATEGORIES).toEqual(['Food & Drink', 'Entertainment', 'Health & Wellness', 'Retail', 'Services', 'Other']);
  });

  it('merges both lists without repeats', () => {
    expect(ALL_DEAL_CATEGORIES).toEqual([...DEAL_CATEGORIES, 'Food & Drink', 'Health & Wellness', 'Services']);
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
