import { Business, type NewBusiness } from '@marketplace/core/accounts/domain/business';
import type { BusinessRecord } from '../entities/business.entity.js';

/** Between `businesses` records and {@link Business}. */
export const businessMapper = {
  toDomain(record: BusinessRecord): Business {
    return Business.restore({
      id: record.id,
      name: record.name,
      email: record.email,
      passwordHash: record.passwordHash,
      category: record.category,
      description: record.description ?? null,
      address: record.address ?? null,
      city: record.city ?? null,
      state: record.state ?? null,
      zip: record.zip ?? null,
      phoneNumber: record.phoneNumber ?? null,
      logoUrl: record.logoUrl ?? null,
      role: record.role,
      verified: record.verified,
      verifiedAt: record.verifiedAt ?? null,
      trialEndsAt: record.trialEndsAt ?? null,
      listedUntil: record.listedUntil ?? null,
      stripeAccountId: record.stripeAccountId ?? null,
      connect: record.connectUpdatedAt
        ? {
            chargesEnabled: record.connectChargesEnabled,
            payoutsEnabled: record.connectPayoutsEnabled,
            detailsSubmitted: record.connectDetailsSubmitted,
            requirementsDue: [...(record.connectRequirementsDue ?? [])],
            disabledReason: record.connectDisabledReason ?? null,
            // Raw-SQL reads (findByIds) hand timestamps over as text.
            updatedAt: new Date(record.connectUpdatedAt),
          }
        : null,
      stripeCustomerId: record.stripeCustomerId ?? null,
      stripeSubscriptionId: record.stripeSubscriptionId ?? null,
      subscriptionActive: record.subscriptionActive,
      subscriptionExpiresAt: record.subscriptionExpiresAt ?? null,
      createdAt: record.createdAt,
      disabledAt: record.disabledAt ?? null,
      timeZone: record.timeZone,
      ratingCount: record.ratingCount,
      ratingSum: record.ratingSum,
    });
  },

  /** Everything but the rating counters, which only the review repository writes. */
  toPersistence(business: NewBusiness) {
    return {
      name: business.name,
      email: business.email,
      passwordHash: business.passwordHash,
      category: business.category,
      description: business.description,
      address: business.address,
      city: business.city,
      state: business.state,
      zip: business.zip,
      phoneNumber: business.phoneNumber,
      logoUrl: business.logoUrl,
      role: business.role,
      verified: business.verified,
      verifiedAt: business.verifiedAt,
      trialEndsAt: business.trialEndsAt,
      listedUntil: business.listedUntil,
      stripeAccountId: business.stripeAccountId,
      connectChargesEnabled: business.connect?.chargesEnabled ?? false,
      connectPayoutsEnabled: business.connect?.payoutsEnabled ?? false,
      connectDetailsSubmitted: business.connect?.detailsSubmitted ?? false,
      connectRequirementsDue: business.connect ? [...business.connect.requirementsDue] : [],
      connectDisabledReason: business.connect?.disabledReason ?? null,
      connectUpdatedAt: business.connect?.updatedAt ?? null,
      stripeCustomerId: business.stripeCustomerId,
      stripeSubscriptionId: business.stripeSubscriptionId,
      subscriptionActive: business.subscriptionActive,
      subscriptionExpiresAt: business.subscriptionExpiresAt,
      createdAt: business.createdAt,
      disabledAt: business.disabledAt,
      timeZone: business.timeZone,
    };
  },
};
