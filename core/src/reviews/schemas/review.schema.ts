import { z } from 'zod';
import { defaultError, payloadObject, requiredString } from '../../shared/validation/messages.js';
import { queryInteger } from '../../shared/validation/query-fields.js';
import {
  HIDE_REASON_MAX,
  HIDE_REASON_MIN,
  REVIEW_MAX_STARS,
  REVIEW_MIN_STARS,
  REVIEW_REPLY_MAX,
  REVIEW_REPLY_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '../domain/review.js';

export const STARS_MESSAGE = `Please choose from ${REVIEW_MIN_STARS} to ${REVIEW_MAX_STARS} stars`;
export const REVIEWS_PAGE_SIZE = 10;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** Initial values of the review form. */
export const REVIEW_FORM_DEFAULTS = { rating: 0, text: '' } as const;

/** A trimmed text of `min` to `max` characters, with the messages every form and the API show. */
function boundedText(label: string, min: number, max: number) {
  return requiredString({ label, max, min: { length: min, message: `${label} must be at least ${min} characters` } });
}

/** A review as the customer writes or edits it (the API and the form): whole stars and the text. */
export const reviewPayloadSchema = payloadObject({
  rating: z
    .number({ error: (issue) => (issue.input === undefined ? STARS_MESSAGE : defaultError(issue)) })
    .int(STARS_MESSAGE)
    .min(REVIEW_MIN_STARS, STARS_MESSAGE)
    .max(REVIEW_MAX_STARS, STARS_MESSAGE),
  text: boundedText('Review', REVIEW_TEXT_MIN, REVIEW_TEXT_MAX),
});
export type ReviewPayload = z.output<typeof reviewPayloadSchema>;

/** The business's reply. */
export const reviewReplyPayloadSchema = payloadObject({
  text: boundedText('Reply', REVIEW_REPLY_MIN, REVIEW_REPLY_MAX),
});
export type ReviewReplyPayload = z.output<typeof reviewReplyPayloadSchema>;

/** Why the admin hides a review (shown to its author). */
export const hideReviewPayloadSchema = payloadObject({
  reason: boundedText('Reason', HIDE_REASON_MIN, HIDE_REASON_MAX),
});
export type HideReviewPayload = z.output<typeof hideReviewPayloadSchema>;

export const reviewsQuerySchema = payloadObject({
  page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
});
