import type { Business } from '../../accounts/domain/business.js';
import { ratingOf, type Rating } from '../../reviews/domain/review.js';

/**
 * What a deal shows of its business: its name, its place and its rating. A deal list reads exactly
 * this with its page (a handful of columns instead of the whole account); one deal takes it from
 * its business.
 */
export interface ListedBusiness {
  readonly id: number;
  readonly name: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly rating: Rating | null;
}

/** The business's counters as a rating ("New" when nobody has rated it). */
export function listedBusiness(fields: { id: number; name: string; city: string | null; state: string | null; zip: string | null; ratingCount: number; ratingSum: number }): ListedBusiness {
  const { id, name, city, state, zip, ratingCount, ratingSum } = fields;
  return { id, name, city, state, zip, rating: ratingOf(ratingCount, ratingSum) };
}

/** What a deal shows of a business it has in full. */
export function listedBusinessOf(business: Business): ListedBusiness {
  return listedBusiness(business.toProps());
}
