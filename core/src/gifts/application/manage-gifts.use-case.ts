import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { dispatchWritten } from '../../mail/application/outbox-emails.js';
import type { PurchaseRepository } from '../../purchases/ports/purchase.repository.port.js';
import type { GiftRecipient } from '../domain/gift.js';
import type { GiftRepository } from '../ports/gift.repository.port.js';
import { buyersGift, giftChanged, sendClaimEmail, viewOf, type GiftDeps, type GiftView } from './gift-deps.js';

/** The gifts the customer bought, newest first, with their deals and businesses. */
export class ListSentGifts {
  constructor(private readonly deps: { gifts: GiftRepository; purchases: PurchaseRepository; deals: DealRepository; businesses: BusinessRepository }) {}

  async execute(actor: Actor): Promise<GiftView[]> {
    const { userId } = requireCustomer(actor);
    const gifts = await this.deps.gifts.listByBuyer(userId);
    const views: GiftView[] = [];
    for (const gift of gifts) views.push(await viewOf(this.deps, gift));
    return views;
  }
}

/** The buyer sends an unclaimed gift's email again, with a new link: the earlier link stops working. */
export class ResendGift {
  constructor(private readonly deps: GiftDeps) {}

  async execute(actor: Actor, giftId: number): Promise<GiftView> {
    const { userId } = requireCustomer(actor);
    const now = this.deps.clock.now();
    const { view, emailId } = await this.deps.transactions.run(async (tx) => {
      const gift = await buyersGift(tx, userId, giftId);
      const emailId = await sendClaimEmail(tx, this.deps, gift, gift.revision, now);
      return { view: await viewOf(tx, gift), emailId };
    });
    await dispatchWritten(this.deps.emailDispatch, [emailId]);
    return view;
  }
}

/**
 * The buyer gives an unclaimed gift to someone else: the earlier recipient's link stops working,
 * and the new recipient gets the email at once when the gift was sent or is due (else on its date).
 */
export class ReassignGift {
  constructor(private readonly deps: GiftDeps) {}

  async execute(actor: Actor, giftId: number, recipient: GiftRecipient): Promise<GiftView> {
    const { userId } = requireCustomer(actor);
    const now = this.deps.clock.now();
    const { view, emailId } = await this.deps.transactions.run(async (tx) => {
      const gift = await buyersGift(tx, userId, giftId);
      const read = gift.revision;
      const wasSent = gift.state === 'sent';
      gift.reassign(recipient, now);
      let emailId: number | null = null;
      if (wasSent || gift.isDue(now)) {
        emailId = await sendClaimEmail(tx, this.deps, gift, read, now);
      } else if (!(await tx.gifts.saveChange(gift, read))) {
        throw giftChanged();
      }
      return { view: await viewOf(tx, gift), emailId };
    });
    await dispatchWritten(this.deps.emailDispatch, [emailId]);
    return view;
  }
}
