import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  hideReviewPayloadSchema,
  reviewPayloadSchema,
  reviewReplyPayloadSchema,
  reviewsQuerySchema,
} from '@marketplace/core/reviews/schemas/review.schema';
import {
  adminReviewPageSchema,
  adminReviewSchema,
  myReviewListSchema,
  myReviewSchema,
  reviewPageSchema,
  reviewSchema,
} from '@marketplace/core/reviews/schemas/review.response';
import { errors, idPathParams, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Reviews'];

export const reviewsPaths: ZodOpenApiPathsObject = {
  '/api/deals/{id}/reviews': {
    get: {
      tags,
      summary: "Reviews of a deal's business",
      description: 'Visible reviews of the business, newest first, 10 a page, with its rating (null: no review yet).',
      requestParams: { path: idPathParams, query: reviewsQuerySchema },
      responses: { '200': json(reviewPageSchema, 'One page of reviews and the rating.'), ...errors(400, 404) },
    },
  },
  '/api/user/reviews': {
    get: {
      tags,
      summary: 'My reviews (customer)',
      description: 'Hidden ones too, with the reason; `canEdit` while the 30 days last.',
      security: SIGNED_IN,
      responses: { '200': json(myReviewListSchema, "The customer's reviews, newest first."), ...errors(401, 403) },
    },
  },
  '/api/purchases/{id}/review': {
    post: {
      tags,
      summary: 'Review a purchase (customer)',
      description: 'Once per purchase, after a use was redeemed (and not undone): 403 before, 404 for another customer\'s purchase, 409 the second time.',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(reviewPayloadSchema),
      responses: { '201': json(myReviewSchema, 'The review.'), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/api/user/reviews/{id}': {
    patch: {
      tags,
      summary: 'Edit my review (customer)',
      description: 'For 30 days after it was written (409 after); another customer\'s review is 404.',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(reviewPayloadSchema),
      responses: { '200': json(myReviewSchema, 'The review.'), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/api/business/reviews': {
    get: {
      tags,
      summary: "The business's reviews (owner and managers)",
      security: SIGNED_IN,
      requestParams: { query: reviewsQuerySchema },
      responses: { '200': json(reviewPageSchema, 'One page of reviews and the rating.'), ...errors(400, 401, 403) },
    },
  },
  '/api/business/reviews/{id}/reply': {
    post: {
      tags,
      summary: 'Reply to a review (owner and managers)',
      description: "Once per review; another business's review is 404, a second reply 409.",
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(reviewReplyPayloadSchema),
      responses: { '200': json(reviewSchema, 'The review with the reply.'), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/api/admin/reviews': {
    get: {
      tags,
      summary: 'Every review, newest first (admin)',
      security: SIGNED_IN,
      requestParams: { query: reviewsQuerySchema },
      responses: { '200': json(adminReviewPageSchema, 'One page of reviews, hidden ones included.'), ...errors(400, 401, 403) },
    },
  },
  '/api/admin/reviews/{id}/hide': {
    post: {
      tags,
      summary: 'Hide a review (admin)',
      description: 'Out of the public list and the rating; its author sees the reason.',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(hideReviewPayloadSchema),
      responses: { '200': json(adminReviewSchema, 'The review.'), ...errors(400, 401, 403, 404) },
    },
  },
  '/api/admin/reviews/{id}/unhide': {
    post: {
      tags,
      summary: 'Show a hidden review again (admin)',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      responses: { '200': json(adminReviewSchema, 'The review.'), ...errors(400, 401, 403, 404) },
    },
  },
};
