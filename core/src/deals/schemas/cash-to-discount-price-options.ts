import { whenValid } from '../../shared/validation/messages.js';
import { centsToDollars, dollarsToCents, formatUsd } from '../../shared/domain/money.js';
import { cashToDiscountMaxPriceCents, cashToDiscountPricePoints } from '../domain/cash-to-discount.js';
import { PRICE_STEP_CENTS } from '../domain/slider-pricing.js';

/** The six price options in dollars for a starting price in dollars, as the wizard and its payload speak. */
export function cashToDiscountPriceOptions(minPrice: number): number[] {
  return cashToDiscountPricePoints(dollarsToCents(minPrice)).map(centsToDollars);
}

export const STARTING_PRICE_STEP_MESSAGE = 'Starting price must be a whole multiple of $5';

/** The maximum price a Cash to Discount deal must have for its starting price, as a message. */
export function maxPriceOptionMessage(minPrice: number): string {
  const maxPrice = formatUsd(cashToDiscountMaxPriceCents(dollarsToCents(minPrice)));
  return `Maximum price must be ${maxPrice}: the six price options are $5 apart from the starting price`;
}

const isPriceStep = (dollars: number) => dollarsToCents(dollars) % PRICE_STEP_CENTS === 0;

type PriceOptionValues = { readonly minPrice: number; readonly maxPrice: number };

/**
 * The wizard's price options are exactly what the shopper is offered: six prices $5 apart from the
 * starting price (a multiple of $5), so the maximum price is the sixth option. Refinements of the
 * wizard's form and payload schemas, reported on minPrice and maxPrice.
 */
export const STARTING_PRICE_STEP_RULE = {
  check: (values: PriceOptionValues) => isPriceStep(values.minPrice),
  params: { message: STARTING_PRICE_STEP_MESSAGE, path: ['minPrice'], when: whenValid('minPrice') },
};

export const MAX_PRICE_OPTION_RULE = {
  check: (values: PriceOptionValues) =>
    !isPriceStep(values.minPrice) || dollarsToCents(values.maxPrice) === cashToDiscountMaxPriceCents(dollarsToCents(values.minPrice)),
  params: {
    error: (issue: { readonly input: unknown }) => maxPriceOptionMessage((issue.input as PriceOptionValues).minPrice),
    path: ['maxPrice'],
    when: whenValid('minPrice', 'maxPrice'),
  },
};
