import { BuyGift } from '@marketplace/core/gifts/application/buy-gift.use-case';
import { ClaimGift, ViewGiftClaim } from '@marketplace/core/gifts/application/claim-gift.use-case';
import { ListSentGifts, ReassignGift, ResendGift } from '@marketplace/core/gifts/application/manage-gifts.use-case';
import { SendDueGifts } from '@marketplace/core/gifts/application/send-due-gifts.use-case';
import { TOKENS } from '../tokens.js';
import { type Get, recordPurchase } from './ports.js';

/** What every gift use case takes: transactions, link tokens, purchase codes, the outbox's dispatch and PUBLIC_URL. */
const giftPorts = (get: Get) => ({
  transactions: get(TOKENS.transactions),
  secrets: get(TOKENS.secretTokens),
  codes: get(TOKENS.codes),
  emailDispatch: get(TOKENS.emailDispatch),
  clock: get(TOKENS.clock),
  publicUrl: get(TOKENS.mailSettings).publicUrl,
});

/** Gift a deal (issue 21, point 5): buy, list, resend, reassign, view a claim link, claim, and the scheduled send. */
export const GIFTS_USE_CASES = {
  buyGift: (get: Get) => new BuyGift({ ...giftPorts(get), recordPurchase: recordPurchase(get) }),
  listSentGifts: (get: Get) => new ListSentGifts({ gifts: get(TOKENS.gifts), purchases: get(TOKENS.purchases), deals: get(TOKENS.deals), businesses: get(TOKENS.businesses) }),
  resendGift: (get: Get) => new ResendGift(giftPorts(get)),
  reassignGift: (get: Get) => new ReassignGift(giftPorts(get)),
  viewGiftClaim: (get: Get) => new ViewGiftClaim(giftPorts(get)),
  claimGift: (get: Get) => new ClaimGift(giftPorts(get)),
  sendDueGifts: (get: Get) => new SendDueGifts({ ...giftPorts(get), gifts: get(TOKENS.gifts) }),
};
