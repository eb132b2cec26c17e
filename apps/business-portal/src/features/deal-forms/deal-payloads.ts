import { sliderFormDiscountPercent, slidingDiscounts } from '@marketplace/core/deals/domain/cash-to-discount';
import type {
  CashToDiscountDealFormValues,
  CashToDiscountDealPayloadInput,
} from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import type { SliderDealPayloadInput } from '@marketplace/core/deals/schemas/slider-deal.schema';
import type { StandardDealFormValues, StandardDealPayloadInput } from '@marketplace/core/deals/schemas/standard-deal.schema';
import type { UpdateDealPayloadInput } from '@marketplace/core/deals/schemas/update-deal.schema';
import { centsToDollars, dollarsToCents } from '@marketplace/core/shared/domain/money';
import type { EditDealFormValues } from './edit-deal-form.schema.js';
import type { SliderDealFormValues } from './slider-deal-form.schema.js';

/** The image when there is one: an optional field is left out rather than sent blank. */
function image(imageUrl: string | undefined): { imageUrl?: string } {
  return imageUrl ? { imageUrl } : {};
}

/** POST /api/deals body of the standard form (business-side section 3): ISO date-times, active. */
export function standardDealPayload(values: StandardDealFormValues): StandardDealPayloadInput {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    price: values.price,
    ...offer(values),
    startDate: values.startDate.toISOString(),
    endDate: values.endDate.toISOString(),
    maxRedemptionsPerUser: values.maxRedemptionsPerUser,
    ...image(values.imageUrl),
    active: true,
  };
}

/** The chosen offer only: a free item, or a discount percentage (never both). */
function offer(values: Pick<StandardDealFormValues, 'offerType' | 'discountPercent' | 'freeItem'>): { discountPercent?: number; freeItem?: string } {
  if (values.offerType === 'freeItem') return values.freeItem === undefined ? {} : { freeItem: values.freeItem };
  return values.discountPercent === undefined ? {} : { discountPercent: values.discountPercent };
}

/**
 * POST /api/deals body of the earlier slider form: the standard fields with price = base price,
 * isSliderDeal, the price range, the smallest and largest step as the discount range, the steps as
 * JSON text, and discountPercent as the rounded average of the smallest and largest step.
 */
export function sliderDealPayload(values: SliderDealFormValues): SliderDealPayloadInput {
  const steps = values.discountSteps;
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    price: values.basePrice,
    discountPercent: sliderFormDiscountPercent(steps),
    startDate: values.startDate.toISOString(),
    endDate: values.endDate.toISOString(),
    maxRedemptionsPerUser: values.maxRedemptionsPerUser,
    ...image(values.imageUrl),
    active: true,
    isSliderDeal: true,
    basePrice: values.basePrice,
    minPrice: values.minPrice,
    maxPrice: values.maxPrice,
    minDiscountPercent: Math.min(...steps),
    maxDiscountPercent: Math.max(...steps),
    discountSteps: JSON.stringify(steps),
  };
}

/** The wizard's six step discounts, cheapest price option first. */
export function wizardSteps(values: Pick<CashToDiscountDealFormValues, `discountStep${1 | 2 | 3 | 4 | 5 | 6}`>): number[] {
  return [values.discountStep1, values.discountStep2, values.discountStep3, values.discountStep4, values.discountStep5, values.discountStep6];
}

/**
 * POST /api/deals body of the Cash to Discount wizard (business-side section 3): price from the
 * base price, discountPercent = the first step, isSlidingDeal, and one price/discount pair per
 * price option.
 */
export function cashToDiscountDealPayload(values: CashToDiscountDealFormValues): CashToDiscountDealPayloadInput {
  const steps = wizardSteps(values);
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    basePrice: values.basePrice,
    minPrice: values.minPrice,
    maxPrice: values.maxPrice,
    startDate: values.startDate.toISOString(),
    endDate: values.endDate.toISOString(),
    maxRedemptionsPerUser: values.maxRedemptionsPerUser,
    ...image(values.imageUrl),
    baseDiscount: values.baseDiscount,
    maxDiscount: values.maxDiscount,
    discountStep1: values.discountStep1,
    discountStep2: values.discountStep2,
    discountStep3: values.discountStep3,
    discountStep4: values.discountStep4,
    discountStep5: values.discountStep5,
    discountStep6: values.discountStep6,
    price: values.basePrice,
    active: true,
    discountPercent: values.discountStep1,
    isSlidingDeal: true,
    slidingDiscounts: slidingDiscounts(dollarsToCents(values.minPrice), steps).map(({ priceCents, discountPercent }) => ({ price: centsToDollars(priceCents), discountPercent })),
  };
}

export type EditableField = Exclude<keyof EditDealFormValues, 'active'> & string;

/**
 * PATCH /api/deals/:id body: only the fields the business changed, so untouched dates keep their
 * time of day. A cleared image URL is sent as null, which removes the image.
 */
export function dealChanges(values: EditDealFormValues, changed: ReadonlySet<EditableField>): UpdateDealPayloadInput {
  const changes: UpdateDealPayloadInput = {};
  if (changed.has('title')) changes.title = values.title;
  if (changed.has('description')) changes.description = values.description;
  if (changed.has('category')) changes.category = values.category;
  if (changed.has('price')) changes.price = values.price;
  // Any change to the offer sends the chosen one; a percentage also clears a former free item.
  if (changed.has('offerType') || changed.has('discountPercent') || changed.has('freeItem')) {
    Object.assign(changes, values.offerType === 'freeItem' ? offer(values) : { ...offer(values), freeItem: null });
  }
  if (changed.has('startDate')) changes.startDate = values.startDate.toISOString();
  if (changed.has('endDate')) changes.endDate = values.endDate.toISOString();
  if (changed.has('maxRedemptionsPerUser')) changes.maxRedemptionsPerUser = values.maxRedemptionsPerUser;
  if (changed.has('imageUrl')) changes.imageUrl = values.imageUrl ?? null;
  return changes;
}
