import { cents, type Cents } from '../../shared/domain/money.js';

export type SpendBracketId = '50-75' | '75-125' | '125-200';

/** A range of order values a discount tier is meant for. */
export interface SpendBracket {
  id: SpendBracketId;
  minSpendCents: Cents;
  maxSpendCents: Cents;
  /** "$75–$125", with an en dash. */
  label: string;
}

/** A prepaid discount: pay `priceCents` once, save `discountPercent` on an order in the bracket. */
export interface DiscountTier {
  priceCents: Cents;
  discountPercent: number;
  bracketId: SpendBracketId;
  minSpendCents: Cents;
  maxSpendCents: Cents;
  /** The bracket's label, e.g. "$75–$125". */
  label: string;
}

const LOW: SpendBracket = { id: '50-75', minSpendCents: cents(5000), maxSpendCents: cents(7500), label: '$50–$75' };
const MIDDLE: SpendBracket = { id: '75-125', minSpendCents: cents(7500), maxSpendCents: cents(12500), label: '$75–$125' };
const HIGH: SpendBracket = { id: '125-200', minSpendCents: cents(12500), maxSpendCents: cents(20000), label: '$125–$200' };

export const SPEND_BRACKETS: readonly SpendBracket[] = [LOW, MIDDLE, HIGH];

function tier(price: number, discountPercent: number, bracket: SpendBracket): DiscountTier {
  const { id: bracketId, minSpendCents, maxSpendCents, label } = bracket;
  return { priceCents: cents(price), discountPercent, bracketId, minSpendCents, maxSpendCents, label };
}

/** The tier table of customer-side section 9, cheapest bracket first. */
export const DISCOUNT_TIERS: readonly DiscountTier[] = [
  tier(500, 15, LOW),
  tier(900, 20, LOW),
  tier(800, 15, MIDDLE),
  tier(1400, 20, MIDDLE),
  tier(1300, 15, HIGH),
];

/** "5 purchase tiers" on the deal card. */
export const PURCHASE_TIER_COUNT = 5;

/** The bracket the deal card's tier panel samples ("$75–$125 Tier Options"). */
export const SAMPLE_TIER_LABEL = '$75–$125';

export interface SampleCardTier {
  name: string;
  priceCents: Cents;
  discountPercent: number;
}

/** The two tiers the deal card shows as a sample. */
export const SAMPLE_CARD_TIERS: readonly SampleCardTier[] = [
  { name: 'Basic Discount', priceCents: cents(800), discountPercent: 15 },
  { name: 'Premium Discount', priceCents: cents(1400), discountPercent: 20 },
];

/** The savings shown for a tier: the bracket's upper bound × the discount, rounded to whole dollars. */
export function maxSavingsCents(tier: Pick<DiscountTier, 'maxSpendCents' | 'discountPercent'>): Cents {
  return cents(Math.round((tier.maxSpendCents * tier.discountPercent) / 10000) * 100);
}
