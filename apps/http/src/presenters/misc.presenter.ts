import type { WaitlistEntry } from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { BusinessStats } from '@marketplace/core/purchases/application/business-stats.use-case';
import type { Subscription } from '@marketplace/core/subscriptions/domain/subscription';
import type { ListingStanding } from '@marketplace/core/subscriptions/domain/listing-standing';
import { centsToDollars } from '@marketplace/core/shared/domain/money';

export function presentWaitlistEntry(entry: WaitlistEntry) {
  const p = entry.toProps();
  return { id: p.id, name: p.name, email: p.email, phone: p.phone, type: p.type, rating: p.rating, feedback: p.feedback, createdAt: p.createdAt.toISOString() };
}

export function presentSubscription(subscription: Subscription) {
  const p = subscription.toProps();
  return {
    id: p.id,
    status: p.status,
    currentPeriodStart: p.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: p.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: p.cancelAtPeriodEnd,
    paymentFailedAt: p.paymentFailedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

export function presentListing(listing: ListingStanding) {
  return {
    state: listing.state,
    listedUntil: listing.listedUntil?.toISOString() ?? null,
    trialEndsAt: listing.trialEndsAt?.toISOString() ?? null,
    hiddenReason: listing.hiddenReason,
  };
}

export function presentStats(figures: BusinessStats) {
  return {
    sales: figures.sales,
    revenueInfluenced: centsToDollars(figures.revenueInfluencedCents),
    revenue: centsToDollars(figures.revenueCents),
    businessShare: centsToDollars(figures.businessShareCents),
    platformFee: centsToDollars(figures.platformFeeCents),
    redemptions: figures.redemptions,
    refunds: figures.refunds,
    followers: figures.followers,
    daily: figures.daily.map((day) => ({
      day: day.day,
      sales: day.sales,
      revenue: centsToDollars(day.revenueCents),
      businessShare: centsToDollars(day.businessShareCents),
    })),
  };
}
