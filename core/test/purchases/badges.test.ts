import { describe, expect, it } from 'vitest';
import { BADGE_DEFINITIONS, badgesFor, NO_PROGRESS } from '@marketplace/core/purchases/domain/badges';

describe('badges (customer-side section 2)', () => {
  it('lists First Purchase and seven locked badges with the specified thresholds', () => {
    expect(BADGE_DEFINITIONS).toHaveLength(8);
    expect(BADGE_DEFINITIONS.map((badge) => [badge.metric, badge.threshold])).toEqual([
      ['purchases', 1],
      ['distinctBusinesses', 5],
      ['savedDollars', 100],
      ['restaurantDeals', 5],
      ['coffeeDeals', 3],
      ['purchases', 10],
      ['weeksInARow', 5],
      ['dealsUsed', 25],
    ]);
  });

  it('earns First Purchase after one purchase and keeps the rest locked', () => {
    const badges = badgesFor({ ...NO_PROGRESS, purchases: 1 });
    expect(badges[0]).toMatchObject({ title: 'First Purchase', type: 'earned' });
    expect(badges.slice(1).every((badge) => badge.type === 'locked')).toBe(true);
    expect(badgesFor(NO_PROGRESS).every((badge) => badge.type === 'locked')).toBe(true);
  });

  it('earns a badge exactly at its threshold', () => {
    const badges = badgesFor({ ...NO_PROGRESS, purchases: 10, coffeeDeals: 3, dealsUsed: 24 });
    const byTitle = Object.fromEntries(badges.map((badge) => [badge.title, badge.type]));
    expect(byTitle['Deal Hunter']).toBe('earned');
    expect(byTitle['Coffee Lover']).toBe('earned');
    expect(byTitle['Super Saver']).toBe('locked');
  });
});
