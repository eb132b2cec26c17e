import { once } from 'node:events';
import { ReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

/** What a build writes beside index.html: each landing page's path pattern and the chunks it preloads (web-common's landingPages). */
const LANDING_PAGES_FILE = 'landing-pages.json';
const SAFE_HREF = /^\/[\w./-]+$/;

interface LandingIndex {
  /** index.html's and the landing pages' modification times when read: a rebuild in place is read again. */
  version: string;
  /** The later of the two, the answer's Last-Modified. */
  modified: Date;
  html: string;
  pages: ReadonlyArray<{ segments: readonly string[]; links: string }>;
}

const landingIndexes = new Map<string, LandingIndex>();

/**
 * The app's index.html and its landing pages, read once per build. No pages when the build wrote
 * none or its file is not what the build writes (index.html is then served as it is); null
 * without an index.html.
 */
async function landingIndex(root: string): Promise<LandingIndex | null> {
  const [index, manifest] = await Promise.all([stat(join(root, 'index.html')).catch(() => null), stat(join(root, LANDING_PAGES_FILE)).catch(() => null)]);
  if (index === null) return null;
  const version = `${index.mtimeMs}/${manifest?.mtimeMs ?? '-'}`;
  const known = landingIndexes.get(root);
  if (known?.version === version) return known;
  const read: LandingIndex = { version, modified: new Date(Math.max(index.mtimeMs, manifest?.mtimeMs ?? 0)), html: '', pages: [] };
  if (manifest !== null) {
    try {
      const [html, text] = await Promise.all([readFile(join(root, 'index.html'), 'utf8'), readFile(join(root, LANDING_PAGES_FILE), 'utf8')]);
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && html.includes('</head>')) {
        read.html = html;
        read.pages = Object.entries(parsed).flatMap(([path, files]: [string, unknown]) =>
          path.startsWith('/') && Array.isArray(files) && files.every((file) => typeof file === 'string' && SAFE_HREF.test(file))
            ? [{ segments: segmentsOf(path), links: files.map((file: string) => `<link rel="modulepreload" crossorigin href="${file}">`).join('') }]
            : [],
        );
      }
    } catch {
      // Unreadable or not JSON: no landing pages until the next build.
    }
  }
  landingIndexes.set(root, read);
  return read;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a request path is a landing page's (`:name` matches any one segment). */
function matches(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length === path.length && pattern.every((segment, i) => (segment.startsWith(':') ? path[i] !== '' : segment === path[i]));
}

/**
 * index.html with the chunks of the page the visit lands on preloaded, for a path that is one of
 * the build's landing pages: they then download with the framework instead of once it has run
 * and the router has matched. False for any other path (index.html is sent as it is).
 */
async function sendLanding(ctx: Context, root: string, decodedPath: string): Promise<boolean> {
  const index = await landingIndex(root);
  if (index === null || index.pages.length === 0) return false;
  const path = segmentsOf(decodedPath);
  const page = index.pages.find((candidate) => matches(candidate.segments, path));
  if (!page) return false;
  ctx.set('Cache-Control', 'no-cache');
  ctx.lastModified = index.modified;
  ctx.type = 'text/html';
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  ctx.body = index.html.replace('</head>', `${page.links}</head>`);
  return true;
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

    if (await sendLanding(ctx, root, decoded)) return;
    if ((await isFile(join(root, 'index.html'))) && (await sendOpened(ctx, 'index.html', root, 'no-cache'))) return;
    ctx.status = 503;
    ctx.type = 'text/html';
    ctx.body =
      '<!doctype html><meta charset="utf-8"><title>Not built yet</title>' +
      '<p>This web app has not been built yet. The API is up: try <a href="/api/deals">/api/deals</a>.</p>';
  };
}
