import { undoableUntil } from '@marketplace/core/purchases/domain/redemption';
import type { Business } from '@marketplace/core/accounts/domain/business';
import type { Deal } from '@marketplace/core/deals/domain/deal';
import { formatPurchaseId } from '@marketplace/core/purchases/domain/purchase';
import type { OwnedPurchase } from '@marketplace/core/purchases/application/owned-purchase';
import type { CodeCheck } from '@marketplace/core/purchases/application/redeem-code.use-case';
import type { UsesAllowance } from '@marketplace/core/purchases/application/uses-allowance.use-case';
import { centsToDollars } from '@marketplace/core/shared/domain/money';

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export function dealSummary(deal: Deal | null) {
  if (!deal) return null;
  const p = deal.toProps();
  return { id: p.id, title: p.title, category: p.category, imageUrl: p.imageUrl, endDate: p.endDate.toISOString(), businessId: p.businessId, freeItem: p.freeItem };
}

/** Where the code is redeemed: the business's public name and place only. */
export function businessSummary(business: Business | null) {
  if (!business) return null;
  const { id, name, city, state } = business.toProps();
  return { id, name, city, state };
}

/**
 * A purchase for its owner: the codes, the money, the uses, the deal it unlocks and the business
 * to show it at, and the live pass's secret. No payment-provider id leaves the server (DESIGN.md section 3); `demoPayment`
 * says how it was paid.
 */
export function presentPurchase({ purchase, deal, business, demoPayment, recorded }: OwnedPurchase, now: Date) {
  const p = purchase.toProps();
  return {
    id: p.id,
    displayId: formatPurchaseId(p.id),
    userId: p.userId,
    dealId: p.dealId,
    businessId: p.businessId,
    amount: centsToDollars(p.amountCents),
    price: centsToDollars(p.priceCents),
    discountPercent: p.discountPercent,
    /** What the purchase gives instead of a percentage: the deal's free item, or null. */
    freeItem: deal?.freeItem ?? null,
    redemptions: p.redemptions,
    redemptionsUsed: p.redemptionsUsed,
    usesLeft: purchase.usesLeft,
    status: p.status,
    displayStatus: purchase.displayStatus(now),
    qrCode: p.qrCode,
    textCode: p.textCode,
    /** The owner's cashier view signs its rotating QR with it (DESIGN.md 10.6); never in a business's answer. */
    passSecret: p.passSecret,
    redeemed: purchase.redeemed,
    redeemedAt: p.redeemedAt?.toISOString() ?? null,
    customPrice: dollars(p.customPriceCents),
    customDiscount: p.customDiscount,
    customRedemptions: p.customRedemptions,
    purchaseDate: p.purchaseDate.toISOString(),
    expiryDate: p.expiryDate?.toISOString() ?? null,
    demoPayment,
    billTotal: recorded ? centsToDollars(recorded.billCents) : null,
    savings: recorded?.savedCents == null ? null : centsToDollars(recorded.savedCents),
    createdAt: p.createdAt.toISOString(),
    deal: dealSummary(deal),
    business: businessSummary(business),
  };
}

/** What the till sees for a scanned or typed code: no payment ids, the customer by name only. */
export function presentCodeCheck(check: CodeCheck) {
  const p = check.purchase.toProps();
  return {
    purchaseId: p.id,
    displayId: formatPurchaseId(p.id),
    status: check.status,
    redeemable: check.refusal === null,
    refusal: check.refusal,
    usesLeft: check.usesLeft,
    redemptions: p.redemptions,
    discountPercent: p.discountPercent,
    freeItem: check.deal?.freeItem ?? null,
    amount: centsToDollars(p.amountCents),
    price: centsToDollars(p.priceCents),
    expiryDate: p.expiryDate?.toISOString() ?? null,
    redeemedAt: p.redeemedAt?.toISOString() ?? null,
    customer: check.customerName,
    deal: dealSummary(check.deal),
    location: check.location ? { id: check.location.id, name: check.location.name } : null,
    redemptionId: check.redemption?.id ?? null,
    undoableUntil: check.redemption ? undoableUntil(check.redemption.redeemedAt).toISOString() : null,
  };
}

/** GET /api/user/deals/:id/allowance: the customer's room under the deal's maxRedemptionsPerUser. */
export function presentUsesAllowance(allowance: UsesAllowance) {
  return {
    dealId: allowance.dealId,
    maxRedemptionsPerUser: allowance.maxRedemptionsPerUser,
    usesHeld: allowance.usesHeld,
    usesLeft: allowance.usesLeft,
    minRedemptions: allowance.range?.min ?? null,
    maxRedemptions: allowance.range?.max ?? null,
    canBuy: allowance.range !== null,
    refusal: allowance.refusal,
  };
}
