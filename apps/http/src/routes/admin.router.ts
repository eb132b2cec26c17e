import Router, { type RouterInstance } from '@koa/router';
import { requireAdmin } from '@marketplace/core/accounts/domain/actor';
import { adminBusinessesQuerySchema } from '@marketplace/core/admin/schemas/admin-businesses-query.schema';
import { sentMailQuerySchema } from '@marketplace/core/mail/schemas/sent-mail-query.schema';
import type { AppState } from '../http/app-context.js';
import { query } from '../http/validate.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { presentAdminBusiness, presentPlatformFigures } from '../presenters/admin.presenter.js';
import { presentSentMail, presentSentMailPage } from '../presenters/sent-mail.presenter.js';
import { presentJobOverview } from '../presenters/jobs.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** The admin dashboard's business list, platform figures, background jobs and the outbox's sent mail (the special admin only). */
export function adminRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/admin' });

  router.get('/businesses', async (ctx) => {
    // Who asks is checked before what is asked: a customer gets 403, not a validation message.
    requireAdmin(ctx.state.actor);
    const { businesses, pagination } = await useCases.listBusinessesForAdmin.execute(ctx.state.actor, query(ctx, adminBusinessesQuerySchema));
    ctx.body = { businesses: businesses.map(presentAdminBusiness), pagination };
  });

  router.get('/stats', async (ctx) => {
    ctx.body = presentPlatformFigures(await useCases.platformFigures.execute(ctx.state.actor));
  });

  router.get('/mail', async (ctx) => {
    requireAdmin(ctx.state.actor);
    ctx.body = presentSentMailPage(await useCases.listSentMail.execute(ctx.state.actor, query(ctx, sentMailQuerySchema)));
  });

  router.get('/mail/:id', async (ctx) => {
    ctx.body = presentSentMail(await useCases.getSentMail.execute(ctx.state.actor, ctx.params.id ?? ''));
  });

  router.get('/jobs', async (ctx) => {
    ctx.body = presentJobOverview(await useCases.jobOverview.execute(ctx.state.actor));
  });

  router.post('/jobs/:jobId/retry', catalogueNeutral, async (ctx) => {
    const { id } = await useCases.retryJob.execute(ctx.state.actor, ctx.params['jobId'] ?? '');
    ctx.body = { id, message: 'The job is queued again; a worker will run it.' };
  });

  return router;
}
