import type { Actor } from '../../accounts/domain/actor.js';
import { requireCustomer } from '../../accounts/domain/actor.js';
import { ownedPurchase, type OwnedPurchase } from '../../purchases/application/owned-purchase.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { Gift } from '../domain/gift.js';
import { firstName, giftChanged, giftLinkInvalid, newCodes, viewOf, type GiftDeps, type GiftView } from './gift-deps.js';

/** What a claim link shows: the gift and who bought it, and how it stands for the one looking. */
export interface GiftClaimView extends GiftView {
  buyerName: string;
  claimedByYou: boolean;
  boughtByYou: boolean;
}

async function giftOfLink(tx: Pick<Repositories, 'gifts'>, deps: Pick<GiftDeps, 'secrets'>, token: string): Promise<Gift> {
  const gift = await tx.gifts.findByTokenHash(deps.secrets.hashOf(token));
  if (!gift) throw giftLinkInvalid();
  return gift;
}

/** Anyone holding a current claim link sees the gift; a replaced link is refused (404). */
export class ViewGiftClaim {
  constructor(private readonly deps: Pick<GiftDeps, 'secrets' | 'transactions'>) {}

  async execute(actor: Actor, token: string): Promise<GiftClaimView> {
    const viewer = actor.kind === 'customer' ? actor.userId : null;
    return this.deps.transactions.run(async (tx) => {
      const gift = await giftOfLink(tx, this.deps, token);
      const buyer = await tx.users.findById(gift.buyerId);
      const { claimedBy } = gift.toProps();
      return {
        ...(await viewOf(tx, gift)),
        buyerName: firstName(buyer?.username ?? 'Someone'),
        claimedByYou: viewer !== null && claimedBy === viewer,
        boughtByYou: viewer !== null && gift.buyerId === viewer,
      };
    });
  }
}

/**
 * The recipient, signed in, takes the gift: once (a concurrent or later claim is refused), never
 * by its buyer. The purchase becomes theirs with new codes and a new pass secret, so nothing the
 * buyer kept of it works any more.
 */
export class ClaimGift {
  constructor(private readonly deps: Pick<GiftDeps, 'secrets' | 'transactions' | 'codes' | 'clock'>) {}

  async execute(actor: Actor, token: string): Promise<OwnedPurchase> {
    const { userId } = requireCustomer(actor);
    const now = this.deps.clock.now();
    return this.deps.transactions.run(async (tx) => {
      const gift = await giftOfLink(tx, this.deps, token);
      const read = gift.revision;
      gift.claim(userId, now);
      if (!(await tx.gifts.saveChange(gift, read))) throw giftChanged();
      const purchase = await tx.purchases.findById(gift.purchaseId);
      if (!purchase) throw giftLinkInvalid();
      purchase.handOver(userId, newCodes(this.deps.codes));
      await tx.purchases.save(purchase);
      const { deal, business } = await viewOf(tx, gift);
      return ownedPurchase(purchase, deal, business);
    });
  }
}
