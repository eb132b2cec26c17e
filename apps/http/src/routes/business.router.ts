import Router, { type RouterInstance } from '@koa/router';
import { redeemCodePayloadSchema, validateCodePayloadSchema } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { requireTill } from '@marketplace/core/accounts/domain/actor';
import type { AppState } from '../http/app-context.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { clientAddress } from '../http/client-address.js';
import { body } from '../http/validate.js';
import { presentCodeCheck } from '../presenters/purchase.presenter.js';
import { presentListing, presentStats, presentSubscription } from '../presenters/misc.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** A business's own codes, figures and subscription. */
export function businessRouter({ useCases, limits }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/business' });

  router.post('/validate-code', catalogueNeutral, async (ctx) => {
    // Who asks is checked before what is asked: a customer gets 403, not a validation message.
    const { businessId } = requireTill(ctx.state.actor);
    const { code, locationId } = body(ctx, validateCodePayloadSchema);
    const check = await limits.codeLookup(businessId, clientAddress(ctx), () => useCases.validateCode.execute(ctx.state.actor, code, { locationId }));
    ctx.body = presentCodeCheck(check);
  });

  router.post('/redeem', catalogueNeutral, async (ctx) => {
    const { businessId } = requireTill(ctx.state.actor);
    const { code, locationId, billCents } = body(ctx, redeemCodePayloadSchema);
    const check = await limits.codeLookup(businessId, clientAddress(ctx), () => useCases.redeemCode.execute(ctx.state.actor, code, { locationId, billCents }));
    ctx.body = presentCodeCheck(check);
  });

  router.get('/stats', async (ctx) => {
    ctx.body = presentStats(await useCases.businessStats.execute(ctx.state.actor));
  });

  /**
   * Business-side section 4: the subscription when paid up or in its grace period, else a client
   * secret to pay with, else nothing; and where the listing stands.
   */
  router.get('/subscription', async (ctx) => {
    const state = await useCases.subscriptionState.execute(ctx.state.actor);
    const listing = presentListing(state.listing);
    if (state.kind === 'subscribed') {
      ctx.body = {
        subscription: presentSubscription(state.subscription),
        ...(state.clientSecret ? { clientSecret: state.clientSecret } : {}),
        listing,
      };
    } else if (state.kind === 'awaiting_payment') ctx.body = { clientSecret: state.clientSecret, listing };
    else ctx.body = { listing };
  });

  /** Cancels at the period's end: the deals stay listed until then. */
  router.post('/subscription/cancel', async (ctx) => {
    ctx.body = { subscription: presentSubscription(await useCases.cancelSubscription.execute(ctx.state.actor)) };
  });

  /** Undoes the cancellation before the period ends. */
  router.post('/subscription/resume', async (ctx) => {
    ctx.body = { subscription: presentSubscription(await useCases.resumeSubscription.execute(ctx.state.actor)) };
  });

  router.post('/create-subscription', async (ctx) => {
    const { clientSecret, subscription } = await useCases.createSubscription.execute(ctx.state.actor);
    ctx.status = 201;
    ctx.body = { clientSecret, subscription: presentSubscription(subscription) };
  });

  return router;
}
