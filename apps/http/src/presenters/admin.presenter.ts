import type { AdminBusinessListing } from '@marketplace/core/admin/application/list-businesses-for-admin.use-case';
import type { PlatformFigures } from '@marketplace/core/admin/domain/platform-figures';
import { connectStatusOf } from '@marketplace/core/connect/domain/connect-state';
import { centsToDollars } from '@marketplace/core/shared/domain/money';

/**
 * A business as the admin reviews it: contact details for the phone check, its state (verified,
 * listed until when, where its payout account stands) and its deal counts. Never its password hash
 * or payment-provider ids.
 */
export function presentAdminBusiness({ business, deals }: AdminBusinessListing) {
  const p = business.toProps();
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phoneNumber: p.phoneNumber,
    category: p.category,
    city: p.city,
    state: p.state,
    role: p.role,
    verified: p.verified,
    subscriptionActive: p.subscriptionActive,
    listedUntil: p.listedUntil?.toISOString() ?? null,
    payouts: connectStatusOf(p.stripeAccountId, p.connect),
    createdAt: p.createdAt.toISOString(),
    deals: { total: deals.total, live: deals.live, drafts: deals.drafts },
  };
}

/** The platform figures; money in dollars, as everywhere in the API. */
export function presentPlatformFigures(figures: PlatformFigures) {
  const { sales } = figures;
  return {
    customers: figures.customers,
    businesses: { ...figures.businesses },
    deals: { ...figures.deals },
    purchases: { completed: sales.sales, refunded: sales.refunds, redemptions: sales.redemptions },
    revenue: {
      grossSales: centsToDollars(sales.grossSalesCents),
      platformFee: centsToDollars(sales.platformFeeCents),
      businessShare: centsToDollars(sales.businessShareCents),
    },
    waitlist: { ...figures.waitlist },
  };
}
