import Router, { type RouterInstance } from '@koa/router';
import { randomUUID } from 'node:crypto';
import { createPaymentIntentPayloadSchema, createPurchasePayloadSchema } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { requireCustomer } from '@marketplace/core/accounts/domain/actor';
import { centsToDollars, dollarsToCents } from '@marketplace/core/shared/domain/money';
import { ownedPurchase } from '@marketplace/core/purchases/application/owned-purchase';
import type { AppState } from '../http/app-context.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { body, idParam } from '../http/validate.js';
import { presentPurchase, presentUsesAllowance } from '../presenters/purchase.presenter.js';
import type { RouteDeps } from './route-deps.js';

const ATTEMPT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Checkout (payment intent, purchase record) and the customer's own purchases. */
export function purchasesRouter({ useCases, clock, payments }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/create-payment-intent', catalogueNeutral, async (ctx) => {
    requireCustomer(ctx.state.actor);
    const request = body(ctx, createPaymentIntentPayloadSchema);
    // One payment intent per checkout attempt: the page sends Idempotency-Key, so a retried
    // request never creates a second charge; without it every request is its own attempt.
    const header = ctx.get('idempotency-key');
    const attemptId = ATTEMPT_ID.test(header) ? header : randomUUID();
    const started = await useCases.startCheckout.execute(ctx.state.actor, {
      dealId: request.dealId,
      priceCents: request.customPrice === undefined ? undefined : dollarsToCents(request.customPrice),
      discountPercent: request.customDiscount,
      redemptions: request.redemptions,
      attemptId,
    });
    ctx.body = {
      clientSecret: started.clientSecret,
      paymentIntentId: started.paymentIntentId,
      // Never 'none': without a payment provider no intent is created (402 above).
      paymentMode: payments.mode === 'stripe' ? 'stripe' : 'demo',
      amount: centsToDollars(started.quote.amountCents),
      price: centsToDollars(started.quote.unitPriceCents),
      discountPercent: started.quote.discountPercent,
      redemptions: started.quote.redemptions,
    };
  });

  router.post('/purchases', catalogueNeutral, async (ctx) => {
    requireCustomer(ctx.state.actor);
    const request = body(ctx, createPurchasePayloadSchema);
    const owned = await useCases.recordMyPurchase.execute(ctx.state.actor, {
      paymentIntentId: request.stripePaymentIntentId,
      dealId: request.dealId,
      priceCents: dollarsToCents(request.price),
      discountPercent: request.discountPercent,
      redemptions: request.redemptions,
    });
    ctx.status = 201;
    ctx.body = presentPurchase(owned, clock.now());
  });

  router.get('/user/purchases', async (ctx) => {
    const owned = await useCases.listMyPurchases.execute(ctx.state.actor);
    const now = clock.now();
    ctx.body = owned.map((purchase) => presentPurchase(purchase, now));
  });

  router.get('/user/deals/:id/allowance', async (ctx) => {
    ctx.body = presentUsesAllowance(await useCases.usesAllowance.execute(ctx.state.actor, idParam(ctx)));
  });

  router.post('/purchases/:id/redeem', catalogueNeutral, async (ctx) => {
    const purchase = await useCases.redeemMyPurchase.execute(ctx.state.actor, idParam(ctx));
    ctx.body = presentPurchase(ownedPurchase(purchase), clock.now());
  });

  return router;
}
