import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_DEALS_PER_TAB,
  FEATURED_DEALS_ON_HOME,
  calendarDate,
  newDealDefaults,
  showsCashToDiscountRibbon,
} from '@marketplace/core/deals/domain/deal-defaults';

describe('deal defaults and display rules (section 9 of both documents)', () => {
  it('starts a new deal today, ends it 30 days later, with 1 redemption per user', () => {
    expect(newDealDefaults(new Date('2025-03-05T15:00:00Z'), 'UTC')).toEqual({ startDate: '2025-03-05', endDate: '2025-04-04', maxRedemptionsPerUser: 1 });
  });

  it("starts today in the merchant's own time zone: 20:00 at UTC-8 is still that day, though UTC is on the next", () => {
    const eveningInLosAngeles = new Date('2025-03-02T04:00:00Z');
    expect(newDealDefaults(eveningInLosAngeles, 'America/Los_Angeles')).toEqual({ startDate: '2025-03-01', endDate: '2025-03-31', maxRedemptionsPerUser: 1 });
    expect(newDealDefaults(new Date('2025-03-01T11:00:00Z'), 'Pacific/Kiritimati').startDate).toBe('2025-03-02');
    expect(calendarDate(eveningInLosAngeles, 'UTC')).toBe('2025-03-02');
  });

  it('shows the "Cash to Discount" ribbon on slider deals with an id above 104 only', () => {
    expect(showsCashToDiscountRibbon({ id: 105, isSliderDeal: true })).toBe(true);
    expect(showsCashToDiscountRibbon({ id: 104, isSliderDeal: true })).toBe(false);
    expect(showsCashToDiscountRibbon({ id: 200, isSliderDeal: false })).toBe(false);
  });

  it('shows 4 featured deals on home and 4 deals per dashboard tab', () => {
    expect(FEATURED_DEALS_ON_HOME).toBe(4);
    expect(DASHBOARD_DEALS_PER_TAB).toBe(4);
  });
});
