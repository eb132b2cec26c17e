import type { NewSubscription, Subscription } from '../domain/subscription.js';

export interface SubscriptionRepository {
  /** The business's most recent subscription. */
  findLatestByBusiness(businessId: number): Promise<Subscription | null>;
  findByStripeId(stripeSubscriptionId: string): Promise<Subscription | null>;
  /** @throws ConflictError `subscription.duplicate` when the provider id is stored already. */
  add(subscription: NewSubscription): Promise<Subscription>;
  /** @throws NotFoundError when the id is unknown. */
  save(subscription: Subscription): Promise<void>;
}
