import { DISCOUNT_TIERS, SPEND_BRACKETS, type SpendBracketId } from '../../deals/domain/discount-tiers.js';
import { ValidationError } from '../../shared/domain/domain-error.js';
import { cents, multiplyCents, type Cents } from '../../shared/domain/money.js';
import { PLATFORM_FEE_PERCENT, splitRevenue } from './revenue-split.js';

export const PLATFORM_SHARE_PERCENT = PLATFORM_FEE_PERCENT;
export const BUSINESS_SHARE_PERCENT = 100 - PLATFORM_SHARE_PERCENT;
/** The monthly projection assumes this many customers buy the discount. */
export const PROJECTION_CUSTOMERS = 50;

/** One discount a business may offer in a bracket, and the fee the customer pays for it. */
export interface FeeOption {
  discountPercent: number;
  feeCents: Cents;
}

export interface FeeBracket {
  id: SpendBracketId;
  label: string;
  /** The typical order value the calculator assumes for the bracket. */
  midpointCents: Cents;
  options: readonly FeeOption[];
}

/**
 * The fee table of business-side section 3. The fees are the customer tier prices, so the table is
 * derived from the tier table rather than written twice.
 */
export const FEE_BRACKETS: readonly FeeBracket[] = SPEND_BRACKETS.map((bracket) => ({
  id: bracket.id,
  label: bracket.label,
  midpointCents: cents((bracket.minSpendCents + bracket.maxSpendCents) / 2),
  options: DISCOUNT_TIERS.filter((t) => t.bracketId === bracket.id).map((t) => ({
    discountPercent: t.discountPercent,
    feeCents: t.priceCents,
  })),
}));

export interface FeeCalculationInput {
  bracketId: string;
  discountPercent: number;
}

export interface FeeCalculation {
  bracketId: SpendBracketId;
  discountPercent: number;
  midpointCents: Cents;
  feeCents: Cents;
  businessShareCents: Cents;
  platformShareCents: Cents;
  monthlyProjectionCents: Cents;
  customerSavingsCents: Cents;
  /** Customer savings per dollar of fee. */
  valuePerDollar: number;
}

function findBracket(bracketId: string | null): FeeBracket | undefined {
  return FEE_BRACKETS.find((b) => b.id === bracketId);
}

/** The discounts offered in a bracket; none when no (or an unknown) bracket is chosen. */
export function discountOptionsForBracket(bracketId: string | null): readonly FeeOption[] {
  return findBracket(bracketId)?.options ?? [];
}

/** The discount preselected when a bracket is chosen (its first option), or null without a bracket. */
export function defaultDiscountForBracket(bracketId: string | null): number | null {
  return discountOptionsForBracket(bracketId)[0]?.discountPercent ?? null;
}

/**
 * The Discount Fee Calculator: the fee for a bracket and discount, its 75/25 split, a monthly
 * projection over 50 customers, and what the customer saves on the bracket's midpoint order.
 * @throws ValidationError when the bracket does not offer that discount.
 */
export function calculateFee(input: FeeCalculationInput): FeeCalculation {
  const bracket = findBracket(input.bracketId);
  const option = bracket?.options.find((o) => o.discountPercent === input.discountPercent);
  if (!bracket || !option) {
    const message = bracket
      ? `The ${bracket.label} bracket has no ${input.discountPercent}% option.`
      : `Unknown spend bracket: ${input.bracketId}.`;
    throw new ValidationError(message, [{ path: bracket ? 'discountPercent' : 'bracketId', message }], 'fees.unknown_option');
  }

  const { feeCents } = option;
  const { platformFeeCents, businessShareCents } = splitRevenue(feeCents);
  // Savings on a midpoint such as $62.50 can fall on half a cent; the ratio uses the exact value.
  const exactSavingsCents = (bracket.midpointCents * option.discountPercent) / 100;
  return {
    bracketId: bracket.id,
    discountPercent: option.discountPercent,
    midpointCents: bracket.midpointCents,
    feeCents,
    businessShareCents,
    platformShareCents: platformFeeCents,
    monthlyProjectionCents: multiplyCents(businessShareCents, PROJECTION_CUSTOMERS),
    customerSavingsCents: cents(Math.round(exactSavingsCents)),
    valuePerDollar: exactSavingsCents / feeCents,
  };
}
