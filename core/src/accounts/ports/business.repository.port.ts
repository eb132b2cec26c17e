import type { Business, NewBusiness } from '../domain/business.js';

export interface BusinessRepository {
  findById(id: number): Promise<Business | null>;
  findByEmail(email: string): Promise<Business | null>;
  findByIds(ids: readonly number[]): Promise<Business[]>;
  findByStripeCustomerId(customerId: string): Promise<Business | null>;
  /** Every business, ordered by id. */
  listAll(): Promise<Business[]>;
  /** @throws ConflictError `business.email_taken` on a duplicate email. */
  add(business: NewBusiness): Promise<Business>;
  /** @throws ConflictError on a duplicate email; NotFoundError when the id is unknown. */
  save(business: Business): Promise<void>;
}
