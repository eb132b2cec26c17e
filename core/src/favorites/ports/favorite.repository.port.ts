import type { Favorite } from '../domain/favorite.js';

/** A follower who agreed to hear about a favourite's new deals, with where to write. */
export interface ConsentingFollower {
  userId: number;
  email: string;
  name: string;
}

/** The businesses each customer saved (`favorites`, one row per customer and business). */
export interface FavoriteRepository {
  /**
   * Saves the business for the customer unless it is saved already (then the first date stays).
   * @returns true when a row was added.
   */
  add(favorite: Favorite): Promise<boolean>;
  /** @returns true when a row was removed. */
  remove(userId: number, businessId: number): Promise<boolean>;
  /** Whether the customer saved this business. */
  has(userId: number, businessId: number): Promise<boolean>;
  /** How many businesses the customer saved. */
  countForUser(userId: number): Promise<number>;
  /** The customer's favourites, newest first (ties by business id, descending). */
  listForUser(userId: number): Promise<Favorite[]>;
  /** How many customers saved the business (disabled accounts not counted). */
  countFollowers(businessId: number): Promise<number>;
  /**
   * One page of the business's followers whose "favorite store posts a new deal" email is on
   * (`consentByDefault` for those who never saved a choice), enabled accounts only, by user id
   * ascending after `afterUserId`.
   */
  consentingFollowers(businessId: number, options: { afterUserId: number; limit: number; consentByDefault: boolean }): Promise<ConsentingFollower[]>;
}
