import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './app-context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it looks sane, else a new UUID),
 * a child logger carrying it, and one structured log line when the response is done.
 */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const line = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      // 503 is the database out of reach (already logged at warn by the error mapper), not a bug.
      if (ctx.status === 503) ctx.state.log.warn(line, 'request');
      else if (ctx.status >= 500) ctx.state.log.error(line, 'request');
      else ctx.state.log.info(line, 'request');
    }
  };
}
