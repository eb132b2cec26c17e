import type { Middleware } from 'koa';
import type { AppState } from './app-context.js';
import { HttpError } from './error-mapper.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host of an Origin or Referer value; null when it is no URL (an opaque origin: "null"). */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * State-changing API calls must come from our own pages: a browser sends Origin on cross-site
 * requests (older ones only a Referer), and it must then match this host (SameSite=Lax cookies
 * are the second line). Calls with neither (curl, server-to-server, the Stripe webhook) pass;
 * they carry no ambient cookie from a victim's browser.
 */
export function sameOriginWrites(options: { exempt: readonly string[] }): Middleware<AppState> {
  return async (ctx, next) => {
    if (SAFE.has(ctx.method) || options.exempt.includes(ctx.path)) return next();
    const source = ctx.get('origin') || ctx.get('referer');
    if (source && hostOf(source) !== ctx.host) throw new HttpError(403, 'Cross-site request refused.');
    return next();
  };
}
