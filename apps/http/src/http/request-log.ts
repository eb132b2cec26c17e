import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './app-context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's X-Request-Id when it looks sane, else a new UUID. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The one structured line per request, once its answer is done. */
export function logRequest(logger: Logger, requestId: string, done: { method: string; path: string; status: number; started: number }): void {
  const line = { method: done.method, path: done.path, status: done.status, ms: Math.round((performance.now() - done.started) * 10) / 10 };
  // 503 is the database out of reach (already logged at warn by the error mapper), not a bug.
  if (done.status === 503) logger.warn({ requestId, ...line }, 'request');
  else if (done.status >= 500) logger.error({ requestId, ...line }, 'request');
  else if (logger.isLevelEnabled('info')) logger.info({ requestId, ...line }, 'request');
}

/**
 * Gives every request an id (the caller's X-Request-Id when it looks sane, else a new UUID),
 * a child logger carrying it, and one structured log line when the response is done.
 */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const requestId = requestIdOf(ctx.get('x-request-id'));
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      logRequest(logger, requestId, { method: ctx.method, path: ctx.path, status: ctx.status, started });
    }
  };
}
