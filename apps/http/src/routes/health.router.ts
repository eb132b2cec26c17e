import Router, { type RouterInstance } from '@koa/router';
import type { AppState } from '../http/app-context.js';
import type { RouteDeps } from './route-deps.js';

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRouter({ infrastructure }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const ready = await infrastructure.isReachable().catch(() => false);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'database unreachable' };
  });
  return router;
}
