import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { Subscription, type NewSubscription } from '@marketplace/core/subscriptions/domain/subscription';
import type { SubscriptionRepository } from '@marketplace/core/subscriptions/ports/subscription.repository.port';
import { SubscriptionRecordSchema } from './entities/subscription.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { subscriptionMapper } from './mappers/subscription.mapper.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

const UNIQUE_ERRORS: UniqueConstraintErrors = {
  business_subscriptions_stripe_subscription_id_key: () =>
    new ConflictError('subscription.duplicate', 'This subscription has been recorded already.'),
};

/** Subscriptions in the `business_subscriptions` table. "Latest" means createdAt, then id. */
export class MikroOrmSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async findLatestByBusiness(businessId: number): Promise<Subscription | null> {
    const record = await this.em().findOne(
      SubscriptionRecordSchema,
      { business: businessId },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], disableIdentityMap: true },
    );
    return record ? subscriptionMapper.toDomain(record) : null;
  }

  async findByStripeId(stripeSubscriptionId: string): Promise<Subscription | null> {
    const record = await this.em().findOne(SubscriptionRecordSchema, { stripeSubscriptionId }, { disableIdentityMap: true });
    return record ? subscriptionMapper.toDomain(record) : null;
  }

  async add(subscription: NewSubscription): Promise<Subscription> {
    const id = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.insert(SubscriptionRecordSchema, subscriptionMapper.toPersistence(subscription)),
    );
    return Subscription.restore({ ...subscription, id });
  }

  async save(subscription: Subscription): Promise<void> {
    const { id, ...props } = subscription.toProps();
    const updated = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.nativeUpdate(SubscriptionRecordSchema, { id }, subscriptionMapper.toPersistence(props)),
    );
    if (updated === 0) throw new NotFoundError('subscription.not_found', `No subscription with id ${id}.`);
  }
}
