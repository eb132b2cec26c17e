import { assertCents, percentOf, type Cents } from '../../shared/domain/money.js';

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
export function splitRevenue(amountCents: Cents): RevenueSplit {
  assertCents(amountCents);
  if (amountCents < 0) throw new RangeError(`Cannot split a negative amount: ${amountCents}`);
  const platformFeeCents = percentOf(amountCents, PLATFORM_FEE_PERCENT);
  return { platformFeeCents, businessShareCents: amountCents - platformFeeCents };
}
