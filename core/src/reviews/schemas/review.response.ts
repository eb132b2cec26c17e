import { z } from 'zod';
import { idSchema, isoDateTimeSchema, paginationSchema } from '../../shared/schemas/common.response.js';
import { REVIEW_MAX_STARS, REVIEW_MIN_STARS } from '../domain/review.js';

/** A business's rating over its visible reviews; null when it has none yet ("New"). */
export const ratingSchema = z
  .strictObject({
    average: z.number().min(REVIEW_MIN_STARS).max(REVIEW_MAX_STARS).meta({ description: 'To one decimal.' }),
    count: z.number().int().positive(),
  })
  .meta({ id: 'Rating' });
export type RatingResponse = z.infer<typeof ratingSchema>;

const starsSchema = z.number().int().min(REVIEW_MIN_STARS).max(REVIEW_MAX_STARS);
const replySchema = z.strictObject({ text: z.string(), repliedAt: isoDateTimeSchema }).meta({ id: 'ReviewReply' });

const reviewShape = {
  id: idSchema,
  author: z.string().meta({ description: 'First name and initial.' }),
  rating: starsSchema,
  text: z.string(),
  createdAt: isoDateTimeSchema,
  editedAt: isoDateTimeSchema.nullable(),
  reply: replySchema.nullable(),
};

/** A review as shoppers and the business see it (visible reviews only). */
export const reviewSchema = z.strictObject(reviewShape).meta({ id: 'Review' });
export type ReviewResponse = z.infer<typeof reviewSchema>;

/** One page of a business's visible reviews, newest first, with its rating. */
export const reviewPageSchema = z
  .strictObject({ reviews: z.array(reviewSchema), rating: ratingSchema.nullable(), pagination: paginationSchema })
  .meta({ id: 'ReviewPage' });
export type ReviewPageResponse = z.infer<typeof reviewPageSchema>;

/** A review as its author sees it: which purchase, whether it can still be edited, and if the marketplace hid it. */
export const myReviewSchema = z
  .strictObject({
    ...reviewShape,
    purchaseId: idSchema,
    businessId: idSchema,
    businessName: z.string(),
    editableUntil: isoDateTimeSchema,
    canEdit: z.boolean(),
    hiddenReason: z.string().nullable().meta({ description: 'Why the marketplace hid it; null while it is shown.' }),
  })
  .meta({ id: 'MyReview' });
export type MyReviewResponse = z.infer<typeof myReviewSchema>;
export const myReviewListSchema = z.array(myReviewSchema).meta({ id: 'MyReviewList' });
export type MyReviewListResponse = z.infer<typeof myReviewListSchema>;

/** A review as the admin sees it, hidden ones included. */
export const adminReviewSchema = z
  .strictObject({
    ...reviewShape,
    businessId: idSchema,
    businessName: z.string(),
    hidden: z.strictObject({ reason: z.string(), hiddenAt: isoDateTimeSchema }).nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReviewResponse = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = z
  .strictObject({ reviews: z.array(adminReviewSchema), pagination: paginationSchema })
  .meta({ id: 'AdminReviewPage' });
export type AdminReviewPageResponse = z.infer<typeof adminReviewPageSchema>;
