import Router, { type RouterInstance } from '@koa/router';
import { waitlistPayloadSchema } from '@marketplace/core/waitlist/schemas/waitlist.schema';
import { requireAdmin, requireWaitlistViewer } from '@marketplace/core/accounts/domain/actor';
import type { AppState } from '../http/app-context.js';
import { body, idParam } from '../http/validate.js';
import { presentPublicBusiness } from '../presenters/account.presenter.js';
import { presentWaitlistEntry } from '../presenters/misc.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** Sample rows the admin page falls back to when the real list cannot load (business-side section 7). */
const SAMPLE_WAITLIST = [
  { id: 1, name: 'Jordan Lee', email: 'jordan@example.com', phone: '(512) 555-0101', type: 'discounter', rating: 5, feedback: 'Would use this every week.', createdAt: '2025-01-05T15:00:00.000Z' },
  { id: 2, name: 'Maria Gomez', email: 'maria@example.com', phone: '(303) 555-0102', type: 'business', rating: 4, feedback: 'Interested for my bakery.', createdAt: '2025-01-06T10:30:00.000Z' },
  { id: 3, name: 'Sam Patel', email: 'sam@example.com', phone: '(503) 555-0103', type: 'discounter', rating: 3, feedback: null, createdAt: '2025-01-07T18:45:00.000Z' },
];

/** The waitlist (join: anyone; read: the admin and business owners) and the admin's verification. */
export function waitlistRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/waitlist', async (ctx) => {
    const entry = await useCases.joinWaitlist.execute(body(ctx, waitlistPayloadSchema));
    ctx.status = 201;
    ctx.body = { id: entry.id, message: "Thank you for joining our waitlist! We'll keep you updated on our progress." };
  });

  router.get('/waitlist', async (ctx) => {
    ctx.body = (await useCases.listWaitlist.execute(ctx.state.actor)).map(presentWaitlistEntry);
  });

  router.get('/admin/sample-waitlist', (ctx) => {
    requireWaitlistViewer(ctx.state.actor);
    ctx.body = SAMPLE_WAITLIST;
  });

  router.post('/admin/businesses/:id/verify', async (ctx) => {
    requireAdmin(ctx.state.actor);
    const { business, publishedDeals } = await useCases.verifyBusiness.execute(ctx.state.actor, idParam(ctx));
    ctx.body = { business: presentPublicBusiness(business), publishedDeals };
  });

  return router;
}
