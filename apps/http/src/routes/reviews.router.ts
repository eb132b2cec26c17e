import Router, { type RouterInstance } from '@koa/router';
import { requireAdmin, requireCustomer, requireReviewResponder } from '@marketplace/core/accounts/domain/actor';
import {
  hideReviewPayloadSchema,
  reviewPayloadSchema,
  reviewReplyPayloadSchema,
  reviewsQuerySchema,
} from '@marketplace/core/reviews/schemas/review.schema';
import type { ReviewList } from '@marketplace/core/reviews/application/reviews.use-case';
import type { AppState } from '../http/app-context.js';
import { body, idParam, query } from '../http/validate.js';
import { presentAdminReview, presentMyReview, presentReview } from '../presenters/review.presenter.js';
import type { RouteDeps } from './route-deps.js';

function presentReviewList({ reviews, rating, pagination }: ReviewList) {
  return { reviews: reviews.map(presentReview), rating, pagination };
}

/**
 * Reviews (DESIGN.md 10.7): anyone reads a deal's business's reviews; a customer writes one per
 * redeemed purchase and edits it for 30 days; the business's owner and managers reply once; the
 * admin hides and shows again. Who may is checked before the input, so a stranger learns nothing from a 400.
 */
export function reviewsRouter({ useCases, clock }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/deals/:id/reviews', async (ctx) => {
    const id = idParam(ctx);
    const { page } = query(ctx, reviewsQuerySchema);
    ctx.body = presentReviewList(await useCases.listDealReviews.execute(ctx.state.actor, id, page));
  });

  router.get('/user/reviews', async (ctx) => {
    const views = await useCases.listMyReviews.execute(ctx.state.actor);
    const now = clock.now();
    ctx.body = views.map((view) => presentMyReview(view, now));
  });

  router.post('/purchases/:id/review', async (ctx) => {
    requireCustomer(ctx.state.actor);
    const id = idParam(ctx);
    const view = await useCases.writeReview.execute(ctx.state.actor, id, body(ctx, reviewPayloadSchema));
    ctx.status = 201;
    ctx.body = presentMyReview(view, clock.now());
  });

  router.patch('/user/reviews/:id', async (ctx) => {
    requireCustomer(ctx.state.actor);
    const id = idParam(ctx);
    const view = await useCases.editReview.execute(ctx.state.actor, id, body(ctx, reviewPayloadSchema));
    ctx.body = presentMyReview(view, clock.now());
  });

  router.get('/business/reviews', async (ctx) => {
    requireReviewResponder(ctx.state.actor);
    const { page } = query(ctx, reviewsQuerySchema);
    ctx.body = presentReviewList(await useCases.listBusinessReviews.execute(ctx.state.actor, page));
  });

  router.post('/business/reviews/:id/reply', async (ctx) => {
    requireReviewResponder(ctx.state.actor);
    const id = idParam(ctx);
    const { text } = body(ctx, reviewReplyPayloadSchema);
    ctx.body = presentReview(await useCases.replyToReview.execute(ctx.state.actor, id, text));
  });

  router.get('/admin/reviews', async (ctx) => {
    requireAdmin(ctx.state.actor);
    const { page } = query(ctx, reviewsQuerySchema);
    const { reviews, pagination } = await useCases.listAllReviews.execute(ctx.state.actor, page);
    ctx.body = { reviews: reviews.map(presentAdminReview), pagination };
  });

  router.post('/admin/reviews/:id/hide', async (ctx) => {
    requireAdmin(ctx.state.actor);
    const id = idParam(ctx);
    const { reason } = body(ctx, hideReviewPayloadSchema);
    ctx.body = presentAdminReview(await useCases.hideReview.execute(ctx.state.actor, id, reason));
  });

  router.post('/admin/reviews/:id/unhide', async (ctx) => {
    requireAdmin(ctx.state.actor);
    ctx.body = presentAdminReview(await useCases.unhideReview.execute(ctx.state.actor, idParam(ctx)));
  });

  return router;
}
