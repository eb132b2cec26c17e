import type { z } from 'zod';
import { anyDealCategoryField, standardDealFormSchema } from '@marketplace/core/deals/schemas/standard-deal.schema';

/**
 * Editing a deal (PATCH /api/deals/:id accepts the standard fields): the standard form's rules and
 * messages, with any category of either list since a Cash to Discount deal keeps its own.
 */
export const editDealFormSchema = standardDealFormSchema.extend({ category: anyDealCategoryField() });
export type EditDealFormValues = z.output<typeof editDealFormSchema>;
