import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import { dispatchWritten } from '../../mail/application/outbox-emails.js';
import type { PurchaseClaim } from '../../purchases/application/record-my-purchase.use-case.js';
import type { RecordPurchase } from '../../purchases/application/record-purchase.use-case.js';
import { ConflictError } from '../../shared/domain/domain-error.js';
import { Gift } from '../domain/gift.js';
import type { GiftDetails } from '../schemas/gift-payloads.schema.js';
import { giftNotFound, newCodes, sendClaimEmail, viewOf, type GiftDeps, type GiftView } from './gift-deps.js';

/**
 * A paid checkout recorded as a gift: the purchase is recorded as any other (RecordPurchase, the
 * buyer pays), then, in one transaction, it gets new codes (whatever the buyer saw of it stops
 * working: the buyer never redeems a gift) and its gift, whose email goes out at once when its send
 * date is the buyer's today, or later from the SendDueGifts job. Idempotent per payment: a retry
 * answers the gift already recorded.
 */
export class BuyGift {
  constructor(private readonly deps: GiftDeps & { recordPurchase: RecordPurchase }) {}

  async execute(actor: Actor, claim: PurchaseClaim, details: GiftDetails): Promise<GiftView> {
    const { userId } = requireCustomer(actor);
    // Refused before the purchase is recorded: a bad date never leaves an ordinary purchase behind.
    Gift.checkSendOn(details.sendOn, details.timeZone, this.deps.clock.now());
    const { paymentIntentId, ...claimed } = claim;
    const recorded = await this.deps.recordPurchase.execute({ paymentIntentId, claimed: { userId, ...claimed } });
    const now = this.deps.clock.now();
    const { view, emailId } = await this.deps.transactions.run(async (tx) => {
      const existing = await tx.gifts.findByPurchaseId(recorded.id);
      if (existing) {
        if (existing.buyerId !== userId) throw giftNotFound();
        return { view: await viewOf(tx, existing), emailId: null };
      }
      const purchase = await tx.purchases.findById(recorded.id);
      if (!purchase?.isGiftable(now)) throw new ConflictError('gift.not_giftable', 'This purchase can no longer be given as a gift (it was used, refunded or has expired).');
      purchase.handOver(userId, newCodes(this.deps.codes));
      await tx.purchases.save(purchase);
      const gift = await tx.gifts.add(
        Gift.create({
          purchaseId: purchase.id,
          buyerId: userId,
          recipient: { name: details.recipientName, email: details.recipientEmail },
          message: details.message,
          sendOn: details.sendOn,
          timeZone: details.timeZone,
          now,
        }),
      );
      const emailId = gift.isDue(now) ? await sendClaimEmail(tx, this.deps, gift, gift.revision, now) : null;
      return { view: await viewOf(tx, gift), emailId };
    });
    await dispatchWritten(this.deps.emailDispatch, [emailId]);
    return view;
  }
}
