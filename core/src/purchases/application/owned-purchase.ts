import type { Business } from '../../accounts/domain/business.js';
import type { Deal } from '../../deals/domain/deal.js';
import { isDemoPaymentIntentId } from '../../payments/ports/demo-payment.repository.port.js';
import type { Purchase } from '../domain/purchase.js';
import type { RecordedSavings } from '../domain/redemption.js';

/** A purchase as its owner sees it: with its deal, the business to show it at, and how it was paid. */
export interface OwnedPurchase {
  purchase: Purchase;
  deal: Deal | null;
  /** Where the code is redeemed (its name goes on the screen shown at the till). */
  business: Business | null;
  /** Paid in the demo payment mode: no money moved. */
  demoPayment: boolean;
  /** The bills the till recorded with its uses (not undone) and the real saving on them; null when none was recorded. */
  recorded: RecordedSavings | null;
}

export function ownedPurchase(
  purchase: Purchase,
  deal: Deal | null = null,
  business: Business | null = null,
  recorded: RecordedSavings | null = null,
): OwnedPurchase {
  return { purchase, deal, business, demoPayment: isDemoPaymentIntentId(purchase.stripePaymentIntentId), recorded };
}
