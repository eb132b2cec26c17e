import type { z } from 'zod';
import {
  BASE_PRICE_MESSAGE,
  MAX_PRICE_MESSAGE,
  maxPriceRule,
  MIN_PRICE_MESSAGE,
  minPriceRule,
  PRICE_RANGE_RULE,
} from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import { DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { discountStepsField } from '@marketplace/core/deals/schemas/slider-deal.schema';
import {
  dealCategoryField,
  dealDescriptionField,
  dealImageUrlField,
  dealTitleField,
  END_DATE_MESSAGE,
  MAX_REDEMPTIONS_MESSAGE,
  maxRedemptionsRule,
  positivePrice,
  START_DATE_MESSAGE,
} from '@marketplace/core/deals/schemas/standard-deal.schema';
import { formDateField, formNumber, payloadObject } from '@marketplace/core/shared/validation/messages';

/**
 * The earlier single-page slider form (/business/create-slider-deal), built only from core's field
 * rules and messages: the standard form's title, description, category, dates, redemptions and
 * image, plus the slider payload's base, minimum and maximum price (maximum above minimum) and the
 * six discount steps (whole percentages from 1 to 100, one per $5 step). The minimum and maximum
 * discount and the lead discountPercent are derived from the steps when the payload is built.
 */
export const sliderDealFormSchema = payloadObject({
  title: dealTitleField(),
  description: dealDescriptionField(),
  category: dealCategoryField(DEAL_CATEGORIES),
  basePrice: formNumber(BASE_PRICE_MESSAGE, positivePrice(BASE_PRICE_MESSAGE)),
  minPrice: formNumber(MIN_PRICE_MESSAGE, minPriceRule),
  maxPrice: formNumber(MAX_PRICE_MESSAGE, maxPriceRule),
  discountSteps: discountStepsField(),
  startDate: formDateField(START_DATE_MESSAGE),
  endDate: formDateField(END_DATE_MESSAGE),
  maxRedemptionsPerUser: formNumber(MAX_REDEMPTIONS_MESSAGE, maxRedemptionsRule),
  imageUrl: dealImageUrlField(),
}).refine(PRICE_RANGE_RULE.check, PRICE_RANGE_RULE.params);
export type SliderDealFormValues = z.output<typeof sliderDealFormSchema>;
