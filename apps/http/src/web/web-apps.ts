import { once } from 'node:events';
import { ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Context, Middleware } from 'koa';
import { send } from '@koa/send';
import type { AppState } from '../http/app-context.js';
import { HttpError } from '../http/error-mapper.js';

export interface WebAppRoots {
  /** The built storefront (customer and marketing pages), served at `/`. */
  storefront: string;
  /** The built business portal, its files under `/portal/`, its pages at `/business/*` and `/admin/*`. */
  portal: string;
}

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|png|jpe?g|svg|webp|avif)$/;
const PORTAL_PAGES = /^\/(?:business|admin)(?:\/|$)/;

function decodeOrNull(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends a file with @koa/send, and answers true once it is open. @koa/send checks the file, then
 * gives Koa a read stream that opens it later: a file removed in between (a deploy rebuilding in
 * place) made that stream fail after the answer had begun, a broken 200, and for a HEAD request or
 * a client already gone (Koa then never reads the stream) an unhandled 'error' that ended the
 * process. Waiting for the open answers false instead, with the headers @koa/send set taken back,
 * so the caller goes on as if the file had never been there.
 */
async function sendOpened(ctx: Context, path: string, root: string, cacheControl: string): Promise<boolean> {
  const before = new Set(Object.keys(ctx.response.headers));
  ctx.set('Cache-Control', cacheControl);
  await send(ctx, path, { root });
  const body: unknown = ctx.body;
  if (!(body instanceof ReadStream)) return true;
  try {
    await once(body, 'ready');
    // A read error after this is Koa's to handle while it streams; with nothing reading it, none.
    body.on('error', () => {});
    return true;
  } catch {
    ctx.body = null;
    for (const name of Object.keys(ctx.response.headers)) if (!before.has(name)) ctx.remove(name);
    ctx.status = 404;
    return false;
  }
}

/**
 * Serves both built web apps with their SPA fallbacks: a real file when one matches (hashed
 * assets cached for a year, immutable), else the app's index.html (never cached) so client-side
 * routing takes over. Until an app is built it answers 503 with a short explanation.
 */
export function webApps(roots: WebAppRoots): Middleware<AppState> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();

    const portalFile = ctx.path.startsWith('/portal/');
    const root = portalFile || PORTAL_PAGES.test(ctx.path) ? roots.portal : roots.storefront;
    const relative = portalFile ? ctx.path.slice('/portal'.length) : ctx.path;
    const decoded = decodeOrNull(relative);
    // A malformed percent-encoding (/%E0%A4%A) is the client's mistake, not a server error.
    if (decoded === null) throw new HttpError(400, 'Bad request.');
    const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    const candidate = join(root, safe);

    if (candidate.startsWith(root) && safe !== '/' && (await isFile(candidate))) {
      if (await sendOpened(ctx, safe, root, HASHED_ASSET.test(ctx.path) ? 'public, max-age=31536000, immutable' : 'no-cache')) return;
    }
    if (/\.[a-z0-9]{1,5}$/i.test(ctx.path)) return next();

    if ((await isFile(join(root, 'index.html'))) && (await sendOpened(ctx, 'index.html', root, 'no-cache'))) return;
    ctx.status = 503;
    ctx.type = 'text/html';
    ctx.body =
      '<!doctype html><meta charset="utf-8"><title>Not built yet</title>' +
      '<p>This web app has not been built yet. The API is up: try <a href="/api/deals">/api/deals</a>.</p>';
  };
}
