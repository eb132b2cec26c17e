import type { Middleware } from 'koa';
import type { AppState } from './app-context.js';
import { HttpError } from './error-mapper.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API calls must come from our own pages: a browser sends Origin on cross-site
 * requests, and it must then match this host (SameSite=Lax cookies are the second line). Calls
 * without Origin (curl, server-to-server, the Stripe webhook) pass; they carry no ambient cookie
 * from a victim's browser.
 */
export function sameOriginWrites(options: { exempt: readonly string[] }): Middleware<AppState> {
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (SAFE.has(ctx.method) || !origin || options.exempt.includes(ctx.path)) return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, 'Cross-site request refused.');
    }
    if (host !== ctx.host) throw new HttpError(403, 'Cross-site request refused.');
    return next();
  };
}
