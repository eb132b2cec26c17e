/** Business-side section 9: a new deal starts today, ends 30 days later, one redemption per user. */
export const NEW_DEAL_DURATION_DAYS = 30;
export const NEW_DEAL_MAX_REDEMPTIONS_PER_USER = 1;

/** Deals with ids up to this one never show the "Cash to Discount" ribbon (customer-side section 9). */
export const CASH_TO_DISCOUNT_RIBBON_AFTER_ID = 104;

/** The home page shows at most this many featured deals. */
export const FEATURED_DEALS_ON_HOME = 4;

/** The dashboard's Active and Inactive tabs show at most this many deals before "View All N". */
export const DASHBOARD_DEALS_PER_TAB = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One formatter per time zone ('' for the runtime's own): making one costs far more than using it. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of `now` in a time zone (the runtime's own when absent), as yyyy-mm-dd. */
export function calendarDate(now: Date, timeZone?: string): string {
  let formatter = dateFormatters.get(timeZone ?? '');
  if (!formatter) {
    // en-CA writes dates as yyyy-mm-dd. An unknown zone throws here, before anything is kept.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone ?? '', formatter);
  }
  return formatter.format(now);
}

/**
 * The form's starting values, as yyyy-mm-dd for date inputs: today in the merchant's own time zone
 * (the browser's, when none is given), not the UTC date, which is already tomorrow on a US evening.
 */
export function newDealDefaults(now: Date, timeZone?: string): { startDate: string; endDate: string; maxRedemptionsPerUser: number } {
  const startDate = calendarDate(now, timeZone);
  const endDate = new Date(Date.parse(`${startDate}T00:00:00Z`) + NEW_DEAL_DURATION_DAYS * DAY_MS).toISOString().slice(0, 10);
  return { startDate, endDate, maxRedemptionsPerUser: NEW_DEAL_MAX_REDEMPTIONS_PER_USER };
}

export function showsCashToDiscountRibbon(deal: { id: number; isSliderDeal: boolean }): boolean {
  return deal.isSliderDeal && deal.id > CASH_TO_DISCOUNT_RIBBON_AFTER_ID;
}
