/** The columns the admin's waitlist table sorts by (business-side section 4). */
export const WAITLIST_SORT_KEYS = ['id', 'name', 'email', 'phone', 'type', 'rating', 'feedback', 'createdAt'] as const;
export type WaitlistSortKey = (typeof WAITLIST_SORT_KEYS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * An order of the waitlist. Ascending puts missing values (no feedback) first; ties go by id, so
 * descending is the exact reverse of ascending and a page boundary never moves an entry. Text
 * columns compare case-insensitively, by code point.
 */
export interface WaitlistOrder {
  sort: WaitlistSortKey;
  order: SortOrder;
}

/** Newest first until the admin picks a column. */
export const DEFAULT_WAITLIST_ORDER: WaitlistOrder = { sort: 'createdAt', order: 'desc' };

export interface WaitlistSummary {
  total: number;
  discounters: number;
  businesses: number;
  /** The mean rating to one decimal, or null without entries. */
  averageRating: number | null;
}

/** The summary cards' figures from the store's counts and rating sum (no rows loaded). */
export function waitlistSummary(counts: { discounters: number; businesses: number; ratingSum: number }): WaitlistSummary {
  const total = counts.discounters + counts.businesses;
  return {
    total,
    discounters: counts.discounters,
    businesses: counts.businesses,
    averageRating: total ? Math.round((counts.ratingSum / total) * 10) / 10 : null,
  };
}
