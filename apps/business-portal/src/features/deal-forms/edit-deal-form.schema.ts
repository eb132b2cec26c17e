import type { z } from 'zod';
import { SOME_OFFER_RULE, withOfferChoice } from '@marketplace/core/deals/schemas/deal-offer.schema';
import { anyDealCategoryField, standardDealFormObject } from '@marketplace/core/deals/schemas/standard-deal.schema';

/**
 * Editing a deal (PATCH /api/deals/:id accepts the standard fields): the standard form's rules and
 * messages (its offer choice included), with any category of either list since a Cash to Discount
 * deal keeps its own.
 */
export const editDealFormSchema = withOfferChoice(
  standardDealFormObject.extend({ category: anyDealCategoryField() }).refine(SOME_OFFER_RULE.check, SOME_OFFER_RULE.params),
);
export type EditDealFormValues = z.output<typeof editDealFormSchema>;
