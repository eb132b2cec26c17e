import { createHash } from 'node:crypto';
import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from './app-context.js';

type Context = ParameterizedContext<AppState>;

/** The public catalogue reads: the deal list and one deal. */
const CATALOGUE_PATH = /^\/api\/deals(?:\/\d+)?$/;

/**
 * State-changing calls that cannot change what the catalogue shows (deals, their businesses'
 * names and places): buying, redeeming, signing in and out, the waitlist. Every other successful
 * write empties the cache; a path missing here costs hit rate, never correctness.
 */
const CATALOGUE_NEUTRAL_WRITES = [
  /^\/api\/(login|logout|register|redeem|validate-code|create-payment-intent|waitlist)$/,
  /^\/api\/(admin|business)\/login$/,
  /^\/api\/demo-login\/\w+$/,
  /^\/api\/purchases(\/\d+\/redeem)?$/,
  /^\/api\/demo-payments\/confirm$/,
];

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

export interface CatalogueCacheOptions {
  /** How long an answer is reused; 0 turns the cache off (ETags and Cache-Control stay). */
  ttlMs: number;
  /** The most the cached bodies may take together. */
  maxBytes?: number;
  /** Monotonic milliseconds; replaceable in tests. */
  now?: () => number;
}

/**
 * A micro-cache for the public catalogue. Under load, every shopper asking for the same page
 * within `ttlMs` gets the JSON the first one produced (one database round trip per page per
 * period, concurrent misses wait for the first instead of each querying), with an ETag so a
 * browser that has it already gets a 304.
 *
 * Freshness: any successful write that may touch deals or businesses empties it once the write
 * has committed, and an answer computed across such a write is not kept, so this instance never
 * serves a list older than its own last write. Writes made elsewhere (another instance, the CLI)
 * show within `ttlMs`. Businesses signed in see their own drafts and fields, so they bypass it (and
 * their answers are not stored by the browser either).
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Entry | null>>();
  private bytes = 0;
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: CatalogueCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Serves GET /api/deals and /api/deals/:id; put it after the session middleware. */
  reads(): Middleware<AppState> {
    return async (ctx, next) => {
      if (ctx.method !== 'GET' || !CATALOGUE_PATH.test(ctx.path)) return next();
      if (ctx.state.actor.kind === 'business') {
        await next();
        ctx.set('Cache-Control', 'private, no-store');
        return;
      }
      ctx.vary('Cookie');
      const entry = this.ttlMs > 0 ? await this.lookup(ctx, next) : await this.render(ctx, next);
      if (entry) respond(ctx, entry);
    };
  }

  /** Empties the cache after a successful write that may change the catalogue. */
  writes(): Middleware<AppState> {
    return async (ctx, next) => {
      await next();
      if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return;
      if (!ctx.path.startsWith('/api/') || ctx.status >= 400) return;
      if (CATALOGUE_NEUTRAL_WRITES.some((pattern) => pattern.test(ctx.path))) return;
      this.invalidate();
    };
  }

  private async lookup(ctx: Context, next: () => Promise<unknown>): Promise<Entry | null> {
    const key = keyOf(ctx);
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached;
    if (cached) this.forget(key, cached);

    const pending = this.inFlight.get(key);
    if (pending) {
      const shared = await pending;
      // The first request failed or its answer is not shareable: this one asks for itself.
      return shared ?? this.render(ctx, next);
    }
    const generation = this.generation;
    const rendering = this.render(ctx, next);
    const settled = rendering.catch(() => null);
    this.inFlight.set(key, settled);
    try {
      const entry = await rendering;
      if (entry && generation === this.generation) this.keep(key, entry);
      return entry;
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Runs the route; a 200 JSON answer becomes an entry (the route's own answer otherwise). */
  private async render(ctx: Context, next: () => Promise<unknown>): Promise<Entry | null> {
    await next();
    if (ctx.status !== 200 || ctx.body === null || typeof ctx.body !== 'object') return null;
    const body = JSON.stringify(ctx.body);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, expiresAt: this.now() + this.ttlMs };
  }

  private keep(key: string, entry: Entry): void {
    const size = entry.body.length;
    if (size > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    // Oldest first (a Map iterates in insertion order) until the new body fits.
    for (const [oldKey, old] of this.entries) {
      if (this.bytes + size <= this.maxBytes) break;
      this.forget(oldKey, old);
    }
    this.entries.set(key, entry);
    this.bytes += size;
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** The path and its query parameters in a fixed order, so `?a=1&b=2` and `?b=2&a=1` share. */
function keyOf(ctx: Context): string {
  const params = new URLSearchParams(ctx.querystring);
  params.sort();
  return `${ctx.path}?${params.toString()}`;
}

function respond(ctx: Context, entry: Entry): void {
  ctx.set('Cache-Control', 'public, no-cache');
  ctx.status = 200;
  ctx.etag = entry.etag;
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.body = entry.body;
  ctx.type = 'application/json';
}
