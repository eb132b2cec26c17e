import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import {
  Subscription,
  type NewSubscription,
  type SubscriptionProps,
} from '@marketplace/core/subscriptions/domain/subscription';
import type { SubscriptionRepository } from '@marketplace/core/subscriptions/ports/subscription.repository.port';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Subscriptions in an {@link InMemoryStore}; the provider's id is unique. "Latest" means createdAt, then id. */
export class InMemorySubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, SubscriptionProps> {
    return this.store.tables.subscriptions;
  }

  async findLatestByBusiness(businessId: number): Promise<Subscription | null> {
    const [latest] = [...this.rows.values()]
      .filter((row) => row.businessId === businessId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return latest ? Subscription.restore(copyRow(latest)) : null;
  }

  async findByStripeId(stripeSubscriptionId: string): Promise<Subscription | null> {
    for (const row of this.rows.values()) {
      if (row.stripeSubscriptionId === stripeSubscriptionId) return Subscription.restore(copyRow(row));
    }
    return null;
  }

  async add(subscription: NewSubscription): Promise<Subscription> {
    this.assertUnique(subscription, null);
    const id = this.store.nextId('subscriptions');
    const row: SubscriptionProps = { ...copyRow(subscription), id };
    this.rows.set(id, row);
    return Subscription.restore(copyRow(row));
  }

  async save(subscription: Subscription): Promise<void> {
    const row = subscription.toProps();
    if (!this.rows.has(row.id)) throw new NotFoundError('subscription.not_found', `No subscription with id ${row.id}.`);
    this.assertUnique(row, row.id);
    this.rows.set(row.id, copyRow(row));
  }

  private assertUnique(candidate: Pick<SubscriptionProps, 'stripeSubscriptionId'>, ownId: number | null): void {
    for (const row of this.rows.values()) {
      if (row.id !== ownId && row.stripeSubscriptionId === candidate.stripeSubscriptionId) {
        throw new ConflictError('subscription.duplicate', 'This subscription has been recorded already.');
      }
    }
  }
}
