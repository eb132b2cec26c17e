import type { UseFormReturn } from 'react-hook-form';
import { CASH_TO_DISCOUNT_DEFAULTS } from '@marketplace/core/deals/domain/cash-to-discount';
import { newDealDefaults } from '@marketplace/core/deals/domain/deal-defaults';
import type { CashToDiscountDealFormValues, DiscountStepKey } from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import { centsToDollars } from '@marketplace/core/shared/domain/money';

/** What the wizard's inputs hold: text inputs, numbers from the sliders and dropdowns, a blank category at first. */
export interface CashToDiscountFields {
  title: string;
  description: string;
  category: string;
  imageUrl: string;
  basePrice: number;
  minPrice: number;
  maxPrice: number;
  baseDiscount: number;
  maxDiscount: number;
  discountStep1: number;
  discountStep2: number;
  discountStep3: number;
  discountStep4: number;
  discountStep5: number;
  discountStep6: number;
  startDate: string;
  endDate: string;
  maxRedemptionsPerUser: string | number;
}

export type WizardForm = UseFormReturn<CashToDiscountFields, unknown, CashToDiscountDealFormValues>;

/** Business-side section 9: base price 15, $5–$30, 10% to 35% in six steps, today + 30 days, one redemption. */
export function wizardDefaults(today: Date): CashToDiscountFields {
  const d = CASH_TO_DISCOUNT_DEFAULTS;
  const [s1, s2, s3, s4, s5, s6] = d.discountSteps;
  return {
    title: '',
    description: '',
    category: '',
    imageUrl: '',
    basePrice: centsToDollars(d.basePriceCents),
    minPrice: centsToDollars(d.minPriceCents),
    maxPrice: centsToDollars(d.maxPriceCents),
    baseDiscount: d.baseDiscountPercent,
    maxDiscount: d.maxDiscountPercent,
    discountStep1: s1,
    discountStep2: s2,
    discountStep3: s3,
    discountStep4: s4,
    discountStep5: s5,
    discountStep6: s6,
    ...newDealDefaults(today),
  };
}

/** The six step discounts as the form holds them, cheapest price option first. */
export function stepValues(values: Partial<Pick<CashToDiscountFields, DiscountStepKey>>): (number | undefined)[] {
  return [values.discountStep1, values.discountStep2, values.discountStep3, values.discountStep4, values.discountStep5, values.discountStep6];
}

export const usd = (dollars: number) => `$${dollars}`;
export const percent = (value: number) => `${value}%`;
