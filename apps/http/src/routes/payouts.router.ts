import Router, { type RouterInstance } from '@koa/router';
import { requireAdmin, requireBusinessOwner } from '@marketplace/core/accounts/domain/actor';
import { statementCsvFileName } from '@marketplace/core/ledger/domain/statement-csv';
import type { AppContext, AppState } from '../http/app-context.js';
import { presentBusinessBalances, presentPayoutsOverview, presentStatement, statementsCsv } from '../presenters/payouts.presenter.js';
import type { RouteDeps } from './route-deps.js';

function sendCsv(ctx: AppContext, fileName: string, csv: string): void {
  ctx.attachment(fileName);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = csv;
}

/**
 * Money owed and paid (DESIGN.md 10.5): a business's balance and weekly statements (Monday to
 * Monday in its time zone), and the admin's balances of every business and export of a week.
 */
export function payoutsRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/business/payouts', async (ctx) => {
    ctx.body = presentPayoutsOverview(await useCases.payoutsOverview.execute(ctx.state.actor));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.get('/business/payouts/statements/:week', async (ctx) => {
    ctx.body = presentStatement(await useCases.statement.execute(ctx.state.actor, ctx.params['week'] ?? ''));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.get('/business/payouts/statements/:week/csv', async (ctx) => {
    // Who asks is checked before what is asked: a stranger learns nothing from a 400.
    requireBusinessOwner(ctx.state.actor);
    const statement = await useCases.statement.execute(ctx.state.actor, ctx.params['week'] ?? '');
    sendCsv(ctx, statementCsvFileName(statement.week.isoWeek, 'business'), statementsCsv([statement]));
  });

  router.get('/admin/payouts', async (ctx) => {
    ctx.body = presentBusinessBalances(await useCases.businessBalances.execute(ctx.state.actor));
    ctx.set('Cache-Control', 'private, no-store');
  });

  router.get('/admin/payouts/statements/:week/csv', async (ctx) => {
    requireAdmin(ctx.state.actor);
    const week = ctx.params['week'] ?? '';
    const statements = await useCases.exportWeekStatements.execute(ctx.state.actor, week);
    sendCsv(ctx, statementCsvFileName(week, 'all'), statementsCsv(statements));
  });

  return router;
}
