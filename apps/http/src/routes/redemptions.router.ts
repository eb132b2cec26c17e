import Router, { type RouterInstance } from '@koa/router';
import { requireTill } from '@marketplace/core/accounts/domain/actor';
import { redemptionsCsvFileName } from '@marketplace/core/purchases/application/redemptions-csv';
import { REDEMPTIONS_CSV_MAX_LINES } from '@marketplace/core/purchases/application/till-redemptions.use-case';
import { redemptionsQuerySchema, undoRedemptionPayloadSchema } from '@marketplace/core/purchases/schemas/till.schema';
import type { AppState } from '../http/app-context.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { body, idParam, query } from '../http/validate.js';
import { presentRedemptions, presentUndone, redemptionsCsv } from '../presenters/till.presenter.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The till's log (DESIGN.md 10.6): the Redemptions list of a day (owner and managers see every
 * line, a cashier only their own), its CSV, and the undo of a redemption within 10 minutes.
 */
export function redemptionsRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api/business' });

  router.get('/redemptions', async (ctx) => {
    // Who asks is checked before what is asked: a stranger learns nothing from a 400.
    requireTill(ctx.state.actor);
    ctx.body = presentRedemptions(await useCases.listRedemptions.execute(ctx.state.actor, query(ctx, redemptionsQuerySchema)));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.get('/redemptions.csv', async (ctx) => {
    requireTill(ctx.state.actor);
    const { page: _page, ...filters } = query(ctx, redemptionsQuerySchema);
    const list = await useCases.listRedemptions.execute(ctx.state.actor, filters, REDEMPTIONS_CSV_MAX_LINES);
    ctx.attachment(redemptionsCsvFileName(list.day));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = redemptionsCsv(list);
  });

  router.post('/redemptions/:id/undo', catalogueNeutral, async (ctx) => {
    requireTill(ctx.state.actor);
    const id = idParam(ctx);
    const { reason } = body(ctx, undoRedemptionPayloadSchema);
    const undone = await useCases.undoRedemption.execute(ctx.state.actor, id, reason);
    // Whoever undid it is the one signed in: a member of staff is named as the list names them.
    const account = ctx.state.account;
    ctx.body = presentUndone(undone, account?.type === 'staff' ? account.member.name : null);
  });

  return router;
}
