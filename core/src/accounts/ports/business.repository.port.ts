import type { PageRequest } from '../../shared/domain/paging.js';
import type { Business, NewBusiness } from '../domain/business.js';

/** Filters of the admin's business list; they combine with AND. */
export interface BusinessFilter {
  /** Case-insensitive substring of the name, email or city, taken literally (no wildcards). */
  text?: string | undefined;
  verified?: boolean | undefined;
}

export interface BusinessPage {
  businesses: Business[];
  total: number;
}

export interface BusinessCounts {
  verified: number;
  unverified: number;
}

export interface BusinessRepository {
  findById(id: number): Promise<Business | null>;
  findByEmail(email: string): Promise<Business | null>;
  findByIds(ids: readonly number[]): Promise<Business[]>;
  findByStripeCustomerId(customerId: string): Promise<Business | null>;
  /** The business whose connected payout account this is (Stripe Connect), or null. */
  findByStripeAccountId(accountId: string): Promise<Business | null>;
  /** Every business, ordered by id. */
  listAll(): Promise<Business[]>;
  /** One page of the businesses matching the filter, newest first (id descending), and how many match. */
  list(filter: BusinessFilter, page: PageRequest): Promise<BusinessPage>;
  /** How many businesses are verified and how many are not, counted by the store (no rows loaded). */
  countByVerification(): Promise<BusinessCounts>;
  /** @throws ConflictError `business.email_taken` on a duplicate email. */
  add(business: NewBusiness): Promise<Business>;
  /** @throws ConflictError on a duplicate email; NotFoundError when the id is unknown. */
  save(business: Business): Promise<void>;
}
