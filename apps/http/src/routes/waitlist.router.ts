import { pipeline, Readable } from 'node:stream';
import Router, { type RouterInstance } from '@koa/router';
import { stringify } from 'csv-stringify';
import { WAITLIST_CSV_COLUMNS, waitlistCsvFileName } from '@marketplace/core/waitlist/domain/waitlist-export';
import { waitlistQuerySchema, type WaitlistQuery } from '@marketplace/core/waitlist/schemas/waitlist-query.schema';
import { waitlistPayloadSchema } from '@marketplace/core/waitlist/schemas/waitlist.schema';
import type { WaitlistFilter } from '@marketplace/core/waitlist/ports/waitlist.repository.port';
import { requireAdmin, requireWaitlistViewer } from '@marketplace/core/accounts/domain/actor';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import type { AppState } from '../http/app-context.js';
import { clientAddress } from '../http/client-address.js';
import { body, idParam, query } from '../http/validate.js';
import { presentPublicBusiness } from '../presenters/account.presenter.js';
import { presentWaitlistEntry } from '../presenters/misc.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** Sample rows the admin page falls back to when the real list cannot load (business-side section 7). */
const SAMPLE_WAITLIST = [
  { id: 1, name: 'Jordan Lee', email: 'jordan@example.com', phone: '(512) 555-0101', type: 'discounter', rating: 5, feedback: 'Would use this every week.', createdAt: '2025-01-05T15:00:00.000Z' },
  { id: 2, name: 'Maria Gomez', email: 'maria@example.com', phone: '(303) 555-0102', type: 'business', rating: 4, feedback: 'Interested for my bakery.', createdAt: '2025-01-06T10:30:00.000Z' },
  { id: 3, name: 'Sam Patel', email: 'sam@example.com', phone: '(503) 555-0103', type: 'discounter', rating: 3, feedback: null, createdAt: '2025-01-07T18:45:00.000Z' },
];

/** Rows read from the database per query while the CSV streams out. */
const EXPORT_BATCH_SIZE = 1_000;

function filterOf({ q, type }: WaitlistQuery): WaitlistFilter {
  return { text: q, type };
}

/** The waitlist (join: anyone; read: the admin and business owners) and the admin's verification. */
export function waitlistRouter({ useCases, limits, clock }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/waitlist', catalogueNeutral, async (ctx) => {
    const entry = await limits.waitlist(clientAddress(ctx), () => useCases.joinWaitlist.execute(body(ctx, waitlistPayloadSchema)));
    ctx.status = 201;
    ctx.body = { id: entry.id, message: "Thank you for joining our waitlist! We'll keep you updated on our progress." };
  });

  // The specification's answer is an array; the page's place in the whole travels in headers. The
  // viewer is checked before the query, so a stranger learns nothing from a 400.
  router.get('/waitlist', async (ctx) => {
    requireWaitlistViewer(ctx.state.actor);
    const search = query(ctx, waitlistQuerySchema);
    const { entries, pagination } = await useCases.listWaitlistPage.execute(ctx.state.actor, {
      filter: filterOf(search),
      order: { sort: search.sort, order: search.order },
      page: { page: search.page, limit: search.limit },
    });
    ctx.set('X-Total-Count', String(pagination.total));
    ctx.set('X-Page', String(pagination.page));
    ctx.set('X-Per-Page', String(pagination.limit));
    ctx.body = entries.map(presentWaitlistEntry);
  });

  router.get('/waitlist/summary', async (ctx) => {
    const { total, discounters, businesses, averageRating } = await useCases.summarizeWaitlist.execute(ctx.state.actor);
    ctx.body = { total, discounters, businesses, averageRating };
  });

  /**
   * Every entry that q and type match, oldest first, as RFC 4180 CSV (business-side section 9's
   * columns; cells a spreadsheet would run as a formula prefixed with '), read in batches and
   * streamed with backpressure, so the server never holds the whole list.
   */
  router.get('/waitlist/export.csv', (ctx) => {
    requireWaitlistViewer(ctx.state.actor);
    const rows = useCases.exportWaitlist.execute(ctx.state.actor, filterOf(query(ctx, waitlistQuerySchema)), EXPORT_BATCH_SIZE);
    ctx.attachment(waitlistCsvFileName(clock.now()));
    ctx.type = 'text/csv; charset=utf-8';
    // pipeline passes a failed read on to the body, which Koa then reports and cuts off.
    ctx.body = pipeline(
      Readable.from(rows),
      stringify({
        header: true,
        columns: [...WAITLIST_CSV_COLUMNS],
        record_delimiter: 'windows',
        // csv-stringify quotes a line break only when it is the record delimiter; quote CR and LF alone too.
        quoted_match: /[\r\n]/,
      }),
      () => undefined,
    );
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
