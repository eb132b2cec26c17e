import Router, { type RouterInstance } from '@koa/router';
import { requireCustomer } from '@marketplace/core/accounts/domain/actor';
import { buyGiftPayloadSchema, giftTokenPayloadSchema, reassignGiftPayloadSchema } from '@marketplace/core/gifts/schemas/gift-payloads.schema';
import { dollarsToCents } from '@marketplace/core/shared/domain/money';
import type { AppState } from '../http/app-context.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { clientAddress } from '../http/client-address.js';
import { body, idParam } from '../http/validate.js';
import { presentGiftClaim, presentSentGift } from '../presenters/gift.presenter.js';
import { presentPurchase } from '../presenters/purchase.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** Gift a deal (issue 21, point 5): buying one at checkout, the buyer's gifts, and the recipient's claim link. */
export function giftsRouter({ useCases, clock, limits }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/gifts', catalogueNeutral, async (ctx) => {
    requireCustomer(ctx.state.actor);
    const request = body(ctx, buyGiftPayloadSchema);
    const view = await useCases.buyGift.execute(
      ctx.state.actor,
      {
        paymentIntentId: request.stripePaymentIntentId,
        dealId: request.dealId,
        priceCents: dollarsToCents(request.price),
        discountPercent: request.discountPercent,
        redemptions: request.redemptions,
      },
      request.gift,
    );
    ctx.status = 201;
    ctx.body = presentSentGift(view);
  });

  router.get('/gifts', async (ctx) => {
    ctx.body = (await useCases.listSentGifts.execute(ctx.state.actor)).map(presentSentGift);
  });

  router.post('/gifts/:id/resend', catalogueNeutral, async (ctx) => {
    const { userId } = requireCustomer(ctx.state.actor);
    const id = idParam(ctx);
    ctx.body = presentSentGift(await limits.giftEmail(`user:${userId}`, () => useCases.resendGift.execute(ctx.state.actor, id)));
  });

  router.post('/gifts/:id/reassign', catalogueNeutral, async (ctx) => {
    const { userId } = requireCustomer(ctx.state.actor);
    const id = idParam(ctx);
    const recipient = body(ctx, reassignGiftPayloadSchema);
    const view = await limits.giftEmail(`user:${userId}`, () =>
      useCases.reassignGift.execute(ctx.state.actor, id, { name: recipient.recipientName, email: recipient.recipientEmail }),
    );
    ctx.body = presentSentGift(view);
  });

  // The token travels in the body, never in a URL the logs keep.
  router.post('/gifts/claim/view', catalogueNeutral, async (ctx) => {
    const { token } = body(ctx, giftTokenPayloadSchema);
    ctx.body = presentGiftClaim(await limits.giftLink(clientAddress(ctx), () => useCases.viewGiftClaim.execute(ctx.state.actor, token)));
  });

  router.post('/gifts/claim', catalogueNeutral, async (ctx) => {
    requireCustomer(ctx.state.actor);
    const { token } = body(ctx, giftTokenPayloadSchema);
    const owned = await limits.giftLink(clientAddress(ctx), () => useCases.claimGift.execute(ctx.state.actor, token));
    ctx.body = presentPurchase(owned, clock.now());
  });

  return router;
}
