import type { GiftClaimView } from '@marketplace/core/gifts/application/claim-gift.use-case';
import type { GiftView } from '@marketplace/core/gifts/application/gift-deps';
import { giftLabel } from '@marketplace/core/gifts/domain/gift';
import { businessSummary, dealSummary } from './purchase.presenter.js';

/** A gift for its buyer: who it is for and where it stands; never the purchase's codes or pass, nor the claimant's account. */
export function presentSentGift({ gift, deal, business }: GiftView) {
  const p = gift.toProps();
  return {
    id: p.id,
    purchaseId: p.purchaseId,
    state: gift.state,
    recipientName: p.recipientName,
    recipientEmail: p.recipientEmail,
    message: p.message,
    sendOn: p.sendOn,
    sentAt: p.sentAt?.toISOString() ?? null,
    claimedAt: p.claimedAt?.toISOString() ?? null,
    label: giftLabel(gift),
    deal: dealSummary(deal),
    business: businessSummary(business),
    createdAt: p.createdAt.toISOString(),
  };
}

/** What a claim link shows: never who claimed it (only whether the viewer did) nor any address. */
export function presentGiftClaim(view: GiftClaimView) {
  const p = view.gift.toProps();
  return {
    buyerName: view.buyerName,
    recipientName: p.recipientName,
    message: p.message,
    claimed: view.gift.claimed,
    claimedAt: p.claimedAt?.toISOString() ?? null,
    claimedByYou: view.claimedByYou,
    boughtByYou: view.boughtByYou,
    deal: dealSummary(view.deal),
    business: businessSummary(view.business),
  };
}
