import Router, { type RouterInstance } from '@koa/router';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';
import { updateDealPayloadSchema } from '@marketplace/core/deals/schemas/update-deal.schema';
import type { DealUpdate } from '@marketplace/core/deals/application/update-deal.use-case';
import { listedBusinessOf, type ListedBusiness } from '@marketplace/core/deals/domain/listed-business';
import { managesDealsOf, requireDealManager } from '@marketplace/core/accounts/domain/actor';
import { dollarsToCents } from '@marketplace/core/shared/domain/money';
import type { AppContext, AppState } from '../http/app-context.js';
import { body, idParam, query } from '../http/validate.js';
import { presentDeal, presentDistance } from '../presenters/deal.presenter.js';
import { presentDealLocation } from '../presenters/location.presenter.js';
import type { RouteDeps } from './route-deps.js';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

function isOwner(ctx: AppContext, businessId: number): boolean {
  return managesDealsOf(ctx.state.actor, businessId);
}

/** The deal catalogue (public) and a business's own deals (create, pause, resume, edit). */
export function dealsRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  async function listDeals(ctx: AppContext, forced: { businessId?: number } = {}) {
    const filters = { ...query(ctx, dealsQuerySchema), ...forced };
    const { deals, businesses, pagination, distancesKm } = await useCases.listDeals.execute(ctx.state.actor, filters);
    const byId = new Map<number, ListedBusiness>(businesses.map((business) => [business.id, business]));
    ctx.body = {
      deals: deals.map((deal) => ({
        ...presentDeal(deal, byId.get(deal.businessId), { owner: isOwner(ctx, deal.businessId) }),
        ...presentDistance(distancesKm?.get(deal.id)),
      })),
      pagination,
    };
  }

  router.get('/deals', (ctx) => listDeals(ctx));

  router.get('/business/deals', (ctx) => listDeals(ctx, { businessId: requireDealManager(ctx.state.actor).businessId }));

  router.get('/deals/:id', async (ctx) => {
    const { deal, business, locations } = await useCases.getDeal.execute(ctx.state.actor, idParam(ctx));
    ctx.body = { ...presentDeal(deal, business ? listedBusinessOf(business) : null, { owner: isOwner(ctx, deal.businessId) }), locations: locations.map(presentDealLocation) };
  });

  router.post('/deals', async (ctx) => {
    requireDealManager(ctx.state.actor);
    const { deal, draft } = await useCases.createDeal.execute(ctx.state.actor, body(ctx, createDealPayloadSchema));
    ctx.status = 201;
    ctx.body = {
      ...presentDeal(deal, null, { owner: true }),
      draft,
      message: draft
        ? `Your new deal has been created. ${DRAFT_NOTICE}`
        : 'Your new deal has been successfully created.',
    };
  });

  router.patch('/deals/:id', async (ctx) => {
    requireDealManager(ctx.state.actor);
    const id = idParam(ctx);
    const { price, ...rest } = body(ctx, updateDealPayloadSchema);
    const update: DealUpdate = { ...rest, ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }) };
    const deal = await useCases.updateDeal.execute(ctx.state.actor, id, update);
    ctx.body = presentDeal(deal, null, { owner: true });
  });

  return router;
}
