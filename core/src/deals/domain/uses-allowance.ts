import type { SliderPricingRules } from './slider-pricing.js';

/**
 * Upper bound on redemptions per purchase when the deal sets no maxRedemptions. The specification
 * gives none, but without one a single request could buy any number of uses at $5 each; ten is
 * twice the recommended maximum of redemptions per user (business-side section 2).
 */
export const DEFAULT_MAX_REDEMPTIONS_PER_PURCHASE = 10;

/** The uses one purchase may carry, both ends included. */
export interface RedemptionRange {
  min: number;
  max: number;
}

/** The deal's own range: from minRedemptions (else 1) to maxRedemptions (else the default bound). */
export function redemptionBounds(rules: Pick<SliderPricingRules, 'minRedemptions' | 'maxRedemptions'>): RedemptionRange {
  const min = Math.max(1, rules.minRedemptions ?? 1);
  return { min, max: Math.max(min, rules.maxRedemptions ?? DEFAULT_MAX_REDEMPTIONS_PER_PURCHASE) };
}

/** What one customer may still buy of a deal: its maxRedemptionsPerUser less the uses they hold already. */
export function usesLeftUnderCap(maxRedemptionsPerUser: number, usesHeld: number): number {
  return Math.max(0, maxRedemptionsPerUser - usesHeld);
}

/**
 * DESIGN.md 10.3, the checkout's uses picker: from the deal's minimum to the smaller of its maximum
 * and what the customer has left under maxRedemptionsPerUser; null when that leaves nothing to buy.
 */
export function customerRedemptionRange(
  rules: Pick<SliderPricingRules, 'minRedemptions' | 'maxRedemptions'>,
  usesLeft: number,
): RedemptionRange | null {
  const bounds = redemptionBounds(rules);
  const max = Math.min(bounds.max, usesLeft);
  return max < bounds.min ? null : { min: bounds.min, max };
}

/**
 * Why a customer may not buy `requested` uses under the deal's maxRedemptionsPerUser, in their
 * words (the server's refusal), or null when the cap allows it. The deal's own range is checked
 * by the quote.
 */
export function usesCapRefusal(
  rules: Pick<SliderPricingRules, 'minRedemptions' | 'maxRedemptions'>,
  maxRedemptionsPerUser: number,
  usesLeft: number,
  requested: number,
): string | null {
  const range = customerRedemptionRange(rules, usesLeft);
  if (range && requested <= range.max) return null;
  const uses = (count: number) => `${count} ${count === 1 ? 'use' : 'uses'}`;
  const cap = `${uses(maxRedemptionsPerUser)} per customer`;
  if (usesLeft === 0) return `You already hold all the uses this deal allows (${cap}), so it cannot be bought again.`;
  if (!range) {
    return `This deal allows ${cap} and is sold in at least ${uses(redemptionBounds(rules).min)}; you have only ${uses(usesLeft)} left, so it cannot be bought again.`;
  }
  return `This deal allows ${cap}; you can buy ${uses(usesLeft)} more, not ${requested}.`;
}
