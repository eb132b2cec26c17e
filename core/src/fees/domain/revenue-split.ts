import { cents, percentOf, subtractCents, type Cents } from '../../shared/domain/money.js';

/** The platform keeps 25% of each purchase amount; the business keeps the rest. */
export const PLATFORM_FEE_PERCENT = 25;

export interface RevenueSplit {
  platformFeeCents: Cents;
  businessShareCents: Cents;
}

/**
 * Splits a purchase amount: the platform fee is 25% rounded to the cent and the business gets the
 * remainder, so the two always add up to the amount.
 */
export function splitRevenue(amountCents: number): RevenueSplit {
  const amount = cents(amountCents);
  const platformFeeCents = percentOf(amount, PLATFORM_FEE_PERCENT);
  return { platformFeeCents, businessShareCents: subtractCents(amount, platformFeeCents) };
}
