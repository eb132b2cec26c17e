/**
 * Asks, once a publish has committed, for the emails to the consenting followers of the deals'
 * business to be written (by a job, in batches). It never rejects: a publish never fails for it.
 */
export interface FavoriteDealNotices {
  /** Deals just created published. */
  dealsPublished(dealIds: readonly number[]): Promise<void>;
  /** A business whose drafts were just published by its verification. */
  draftsPublished(businessId: number): Promise<void>;
}
