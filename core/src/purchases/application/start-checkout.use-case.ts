import { requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import type { CheckoutQuote } from '../../deals/domain/checkout-pricing.js';
import { dealNotFound } from '../../deals/application/get-deal.use-case.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { splitRevenue } from '../../fees/domain/revenue-split.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { PaymentGateway } from '../ports/payment-gateway.port.js';
import type { PurchaseRepository } from '../ports/purchase.repository.port.js';
import { checkUsesCap } from './uses-allowance.use-case.js';

export interface CheckoutRequest {
  dealId: number;
  priceCents?: number | null | undefined;
  discountPercent?: number | null | undefined;
  redemptions?: number | null | undefined;
  /** One per checkout attempt (the page load); a retried request reuses the same payment intent. */
  attemptId: string;
}

export interface CheckoutStarted {
  clientSecret: string;
  paymentIntentId: string;
  quote: CheckoutQuote;
}

/** The amount comes from the deal's rules; the customer's price, discount and uses are only a request. */
export class StartCheckout {
  constructor(
    private readonly deps: {
      deals: DealRepository;
      purchases: PurchaseRepository;
      payments: PaymentGateway;
      clock: Clock;
    },
  ) {}

  async execute(actor: Actor, request: CheckoutRequest): Promise<CheckoutStarted> {
    const { userId } = requireCustomer(actor);
    // The deal and its business in one statement.
    const found = await this.deps.deals.findWithBusiness(request.dealId);
    if (!found || !found.deal.isVisible(this.deps.clock.now())) throw dealNotFound();
    const { deal, business } = found;
    // A disabled business (a demo one in production), or one whose listing has lapsed, sells nothing, whatever its deals say.
    if (!business?.isListed(this.deps.clock.now())) throw dealNotFound();

    const quote = deal.quote(request);
    await checkUsesCap(this.deps.purchases, userId, deal, quote.redemptions);

    // A destination charge only once the connected account can take charges; until then the platform
    // collects and the business's share accrues in the ledger, transferred once it connects.
    const destination =
      business.chargesEnabled && business.stripeAccountId
        ? { accountId: business.stripeAccountId, applicationFeeCents: splitRevenue(quote.amountCents).platformFeeCents }
        : undefined;
    const intent = await this.deps.payments.createPaymentIntent({
      amountCents: quote.amountCents,
      currency: 'usd',
      metadata: {
        dealId: deal.id,
        userId,
        priceCents: quote.unitPriceCents,
        discountPercent: quote.discountPercent,
        redemptions: quote.redemptions,
      },
      idempotencyKey: `checkout:${userId}:${deal.id}:${request.attemptId}:${quote.amountCents}:${quote.redemptions}`,
      destination,
    });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, quote };
  }
}
