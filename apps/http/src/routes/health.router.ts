import Router, { type RouterInstance } from '@koa/router';
import type { AppState } from '../http/app-context.js';
import type { RouteDeps } from './route-deps.js';

/** Liveness (the process answers) and readiness (the database answers, and the server is not stopping). */
export function healthRouter({ infrastructure, lifecycle }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (lifecycle.stopping) {
      // Still answering what was sent, but a load balancer should send nothing new.
      ctx.status = 503;
      ctx.body = { status: 'stopping' };
      return;
    }
    const ready = await infrastructure.isReachable().catch(() => false);
    ctx.status = ready ? 200 : 503;
    // As every answer while the database is out of reach: a passing state, ask again soon.
    if (!ready) ctx.set('Retry-After', '1');
    ctx.body = { status: ready ? 'ready' : 'database unreachable' };
  });
  return router;
}
