import { GetBusinessStats } from '@marketplace/core/purchases/application/business-stats.use-case';
import { ListMyPurchases } from '@marketplace/core/purchases/application/list-my-purchases.use-case';
import { RecordMyPurchase } from '@marketplace/core/purchases/application/record-my-purchase.use-case';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import { OperatorRedeem } from '@marketplace/core/purchases/application/operator-redeem.use-case';
import { RedeemCode, ValidateCode } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { RedeemMyPurchase } from '@marketplace/core/purchases/application/redeem-my-purchase.use-case';
import { ListRedemptions, UndoRedemption } from '@marketplace/core/purchases/application/till-redemptions.use-case';
import { StartCheckout } from '@marketplace/core/purchases/application/start-checkout.use-case';
import { GetUsesAllowance } from '@marketplace/core/purchases/application/uses-allowance.use-case';
import { TOKENS } from '../tokens.js';
import { type Get, catalogue, codeChecks, emailWriting, recordPurchase } from './ports.js';

/** Purchases and the till: checkout, recording, redeeming, undoing, the Redemptions list, the stats. */
export const PURCHASES_USE_CASES = {
  startCheckout: (get: Get) => new StartCheckout({ ...catalogue(get), purchases: get(TOKENS.purchases), payments: get(TOKENS.payments) }),
  usesAllowance: (get: Get) => new GetUsesAllowance({ ...catalogue(get), purchases: get(TOKENS.purchases) }),
  recordPurchase: (get: Get) =>
    new RecordPurchase({
      purchases: get(TOKENS.purchases),
      deals: get(TOKENS.deals),
      payments: get(TOKENS.payments),
      transactions: get(TOKENS.transactions),
      codes: get(TOKENS.codes),
      clock: get(TOKENS.clock),
      ...emailWriting(get),
    }),
  recordMyPurchase: (get: Get) => new RecordMyPurchase({ recordPurchase: recordPurchase(get), deals: get(TOKENS.deals), businesses: get(TOKENS.businesses) }),
  listMyPurchases: (get: Get) => new ListMyPurchases({ purchases: get(TOKENS.purchases), deals: get(TOKENS.deals), businesses: get(TOKENS.businesses), redemptions: get(TOKENS.redemptions), gifts: get(TOKENS.gifts) }),
  redeemMyPurchase: (get: Get) => new RedeemMyPurchase({ purchases: get(TOKENS.purchases), clock: get(TOKENS.clock) }),
  validateCode: (get: Get) => new ValidateCode(codeChecks(get)),
  redeemCode: (get: Get) => new RedeemCode(codeChecks(get)),
  operatorRedeem: (get: Get) => new OperatorRedeem({ ...codeChecks(get), businesses: get(TOKENS.businesses) }),
  undoRedemption: (get: Get) => new UndoRedemption({ purchases: get(TOKENS.purchases), redemptions: get(TOKENS.redemptions), clock: get(TOKENS.clock) }),
  listRedemptions: (get: Get) => new ListRedemptions({ redemptions: get(TOKENS.redemptions), businesses: get(TOKENS.businesses), clock: get(TOKENS.clock) }),
  businessStats: (get: Get) => new GetBusinessStats({ purchases: get(TOKENS.purchases), ledger: get(TOKENS.ledger), redemptions: get(TOKENS.redemptions), favorites: get(TOKENS.favorites) }),
};
