import {
  EditReview,
  HideReview,
  ListAllReviews,
  ListBusinessReviews,
  ListDealReviews,
  ListMyReviews,
  ReplyToReview,
  UnhideReview,
  WriteReview,
} from '@marketplace/core/reviews/application/reviews.use-case';
import { TOKENS } from '../tokens.js';
import { type Get, catalogue } from './ports.js';

const writes = (get: Get) => ({ transactions: get(TOKENS.transactions), clock: get(TOKENS.clock) });

/** Reviews: customers write and edit, businesses reply, the admin hides; shoppers read. */
export const REVIEWS_USE_CASES = {
  writeReview: (get: Get) => new WriteReview(writes(get)),
  editReview: (get: Get) => new EditReview(writes(get)),
  listMyReviews: (get: Get) => new ListMyReviews({ reviews: get(TOKENS.reviews) }),
  listDealReviews: (get: Get) => new ListDealReviews({ ...catalogue(get), reviews: get(TOKENS.reviews) }),
  listBusinessReviews: (get: Get) => new ListBusinessReviews({ reviews: get(TOKENS.reviews), businesses: get(TOKENS.businesses) }),
  replyToReview: (get: Get) => new ReplyToReview(writes(get)),
  listAllReviews: (get: Get) => new ListAllReviews({ reviews: get(TOKENS.reviews) }),
  hideReview: (get: Get) => new HideReview(writes(get)),
  unhideReview: (get: Get) => new UnhideReview(writes(get)),
};
