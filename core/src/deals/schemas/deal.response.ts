import { z } from 'zod';
import { dealLocationSchema } from '../../locations/schemas/location.response.js';
import { dealImageSchema } from '../../media/schemas/picture.response.js';
import { ratingSchema } from '../../reviews/schemas/review.response.js';
import { dollarsSchema, idSchema, isoDateTimeSchema, paginationSchema } from '../../shared/schemas/common.response.js';

/** Where a deal is redeemed: its business's name and place. */
export const dealBusinessSchema = z
  .strictObject({ id: idSchema, name: z.string(), city: z.string().nullable(), state: z.string().nullable(), zip: z.string().nullable() })
  .meta({ id: 'DealBusiness' });

const dealShape = {
  id: idSchema,
  businessId: idSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  price: dollarsSchema,
  basePrice: dollarsSchema,
  discountPercent: z.number(),
  isSliderDeal: z.boolean(),
  minPrice: dollarsSchema.nullable(),
  maxPrice: dollarsSchema.nullable(),
  minDiscountPercent: z.number().nullable(),
  maxDiscountPercent: z.number().nullable(),
  discountSteps: z.string().nullable().meta({ description: 'The slider discount steps as JSON text (an array of numbers), or null.' }),
  minRedemptions: z.number().int().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptionSteps: z.string().nullable(),
  freeItem: z.string().nullable(),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema,
  maxRedemptionsPerUser: z.number().int(),
  imageUrl: z.string().nullable(),
  image: dealImageSchema,
  active: z.boolean(),
  featured: z.boolean(),
  createdAt: isoDateTimeSchema,
  business: dealBusinessSchema.nullable(),
  distanceKm: z.number().min(0).optional().meta({ description: "Only with near: kilometres to the business's nearest location." }),
  rating: ratingSchema.nullable().meta({ description: "Its business's real average and count of visible reviews; null when it has none (\"New\")." }),
};

/** A deal as anyone sees it; the owning business also sees whether it waits for verification. */
export const dealSchema = z
  .strictObject({
    ...dealShape,
    awaitingVerification: z.boolean().optional().meta({ description: 'Only in answers to the owning business.' }),
  })
  .meta({ id: 'Deal' });
export type DealResponse = z.infer<typeof dealSchema>;

/**
 * One deal (GET /api/deals/{id}): a deal as the list shows it, plus every active location of its
 * business, where it can be used, with today's hours in the business's time zone.
 */
export const dealDetailSchema = z
  .strictObject({
    ...dealSchema.shape,
    locations: z.array(dealLocationSchema).meta({ description: "The business's active locations, oldest first: the deal can be used at each." }),
  })
  .meta({ id: 'DealDetail' });
export type DealDetailResponse = z.infer<typeof dealDetailSchema>;

/** A deal as its own business sees it. */
export const ownDealSchema = z.strictObject({ ...dealShape, awaitingVerification: z.boolean() }).meta({ id: 'OwnDeal' });
export type OwnDealResponse = z.infer<typeof ownDealSchema>;

/** A new deal: published at once, or a draft until the business is verified. */
export const createdDealSchema = z
  .strictObject({ ...dealShape, awaitingVerification: z.boolean(), draft: z.boolean(), message: z.string() })
  .meta({ id: 'CreatedDeal' });
export type CreatedDealResponse = z.infer<typeof createdDealSchema>;

export const dealPageSchema = z.strictObject({ deals: z.array(dealSchema), pagination: paginationSchema }).meta({ id: 'DealPage' });
export type DealPageResponse = z.infer<typeof dealPageSchema>;

export const ownDealPageSchema = z.strictObject({ deals: z.array(ownDealSchema), pagination: paginationSchema }).meta({ id: 'OwnDealPage' });
export type OwnDealPageResponse = z.infer<typeof ownDealPageSchema>;

export const categorySchema = z.strictObject({ id: idSchema, name: z.string() }).meta({ id: 'Category' });
export const categoryListSchema = z.array(categorySchema);
export type CategoryListResponse = z.infer<typeof categoryListSchema>;
