/** Business-side section 9: a new deal starts today, ends 30 days later, one redemption per user. */
export const NEW_DEAL_DURATION_DAYS = 30;
export const NEW_DEAL_MAX_REDEMPTIONS_PER_USER = 1;

/** Deals with ids up to this one never show the "Cash to Discount" ribbon (customer-side section 9). */
export const CASH_TO_DISCOUNT_RIBBON_AFTER_ID = 104;

/** The dashboard's Active and Inactive tabs show at most this many deals before "View All N". */
export const DASHBOARD_DEALS_PER_TAB = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The form's starting values, as yyyy-mm-dd in UTC for date inputs. */
export function newDealDefaults(today: Date): { startDate: string; endDate: string; maxRedemptionsPerUser: number } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    startDate: day(today),
    endDate: day(new Date(today.getTime() + NEW_DEAL_DURATION_DAYS * DAY_MS)),
    maxRedemptionsPerUser: NEW_DEAL_MAX_REDEMPTIONS_PER_USER,
  };
}

export function showsCashToDiscountRibbon(deal: { id: number; isSliderDeal: boolean }): boolean {
  return deal.isSliderDeal && deal.id > CASH_TO_DISCOUNT_RIBBON_AFTER_ID;
}
