import { NO_PROGRESS, type BadgeProgress } from '@marketplace/core/purchases/domain/badges';
import type { Purchase } from '../../../api/get-my-purchases.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The longest run of consecutive weeks (counted from the Unix epoch) with at least one purchase. */
function longestWeekRun(dates: readonly string[]): number {
  const weeks = [...new Set(dates.map((date) => Math.floor(new Date(date).getTime() / WEEK_MS)).filter(Number.isFinite))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  weeks.forEach((week, index) => {
    run = index > 0 && week === (weeks[index - 1] ?? NaN) + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/**
 * A customer's real badge progress from their purchases. Refunded purchases do not count, except
 * for the money saved: the savings on the bills recorded at the till (never an estimate), since the
 * discount was given at the till whatever happened to the purchase afterwards.
 */
export function badgeProgressFrom(purchases: readonly Purchase[]): BadgeProgress {
  const counted = purchases.filter((purchase) => purchase.status !== 'refunded');
  const category = (purchase: Purchase) => (purchase.deal?.category ?? '').toLowerCase();
  return {
    ...NO_PROGRESS,
    purchases: counted.length,
    distinctBusinesses: new Set(counted.map((purchase) => purchase.businessId)).size,
    restaurantDeals: counted.filter((purchase) => category(purchase) === 'restaurant').length,
    coffeeDeals: counted.filter((purchase) => ['café', 'cafe', 'coffee'].includes(category(purchase)) || /coffee/i.test(purchase.deal?.title ?? '')).length,
    weeksInARow: longestWeekRun(counted.map((purchase) => purchase.purchaseDate)),
    dealsUsed: counted.reduce((sum, purchase) => sum + purchase.redemptionsUsed, 0),
    savedDollars: Math.floor(purchases.reduce((sum, purchase) => sum + Math.round((purchase.savings ?? 0) * 100), 0) / 100),
  };
}
