import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';
import type { CatalogueSignals } from '@marketplace/core/deals/ports/catalogue-signals.port';
import type { AppState } from './app-context.js';
import { negotiateEncoding, type ContentEncoding, type EncodedForms } from './compression.js';
import { logRequest, requestIdOf } from './request-log.js';

type Context = ParameterizedContext<AppState>;

/** The public catalogue reads: the deal list and one deal. */
const CATALOGUE_PATH = /^\/api\/deals(?:\/\d+)?$/;
const ONE_DEAL_PATH = /^\/api\/deals\/(\d{1,9})$/;

/** The most answers one instance keeps (the least recently used go first). */
export const CATALOGUE_CACHE_MAX_ENTRIES = 1_000;
/** The most bytes the kept keys, bodies and their compressed forms may take together. */
export const CATALOGUE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** The most request URLs whose cache key is remembered (a few hundred bytes each). */
const KEYS_MAX = 4_096;

/**
 * Marks a route whose writes cannot change what the catalogue shows (deals, their businesses'
 * names and places): buying, redeeming, signing in and out, the waitlist, contact messages, email
 * preferences. Every other successful write empties the cache; a route left unmarked costs hit
 * rate, never correctness. The mark sits on the route itself, so it holds wherever it is mounted.
 */
export const catalogueNeutral: Middleware<AppState> = async (ctx, next) => {
  ctx.state.catalogueNeutral = true;
  await next();
};

interface Entry {
  /** The JSON, encoded once: each hit writes these bytes as they are. */
  body: Buffer;
  /** The body compressed, per encoding, made on the first answer in it (see compression.ts). */
  encoded: Map<ContentEncoding, Buffer>;
  /** Per negotiated encoding, the whole answer the app gave a request without a cookie (see front()). */
  replays: Map<ContentEncoding, Replay>;
  etag: string;
  expiresAt: number;
  /** The key's, the body's and its encoded forms' bytes, counted against maxBytes. */
  bytes: number;
}

/** An answer as written: its headers (name, value, name, value…, the request id aside) and bytes. */
interface Replay {
  headers: string[];
  body: Buffer;
}

export interface CatalogueCacheOptions {
  /** How long an answer is reused; 0 turns the cache off (ETags and Cache-Control stay). */
  ttlMs: number;
  /** The most the cached keys and bodies may take together (UTF-8 bytes). */
  maxBytes?: number;
  /** The most answers kept at once. */
  maxEntries?: number;
  /** Monotonic milliseconds; replaceable in tests. */
  now?: () => number;
  /** The other instances of this database: a write here empties their caches, theirs empty this one. */
  signals?: CatalogueSignals;
}

/**
 * A micro-cache for the public catalogue. Under load, every shopper asking for the same page
 * within `ttlMs` gets the JSON the first one produced (one database round trip per page per
 * period, concurrent misses wait for the first instead of each querying; once the period is over,
 * one request reads the page again while the others are still given the kept answer), with an
 * ETag so a browser that has it already gets a 304.
 *
 * Freshness: any successful write that may touch deals or businesses empties it once the write
 * has committed, and an answer computed across such a write is not kept, so this instance never
 * serves a list older than its own last write; the write is announced on the catalogue signals, so
 * the other instances of the database empty theirs at once too (a paid subscription shows its
 * deals everywhere). Writes made without the app (the CLI), a lost signal, and a listing that
 * simply runs out show within `ttlMs` and the one read that refreshes the page. Businesses signed
 * in see their own drafts and fields, so they bypass it (and their answers are not stored by the
 * browser either).
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * The key of each request URL seen lately, so a hit costs a map lookup instead of parsing its
   * query again. Bounded: emptied whenever it reaches KEYS_MAX.
   */
  private readonly keys = new Map<string, string | null>();
  private readonly inFlight = new Map<string, Promise<Entry | null>>();
  private bytes = 0;
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly signals: CatalogueSignals | null;

  constructor(options: CatalogueCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxBytes = options.maxBytes ?? CATALOGUE_CACHE_MAX_BYTES;
    this.maxEntries = options.maxEntries ?? CATALOGUE_CACHE_MAX_ENTRIES;
    this.now = options.now ?? (() => performance.now());
    // With the cache off there is nothing to empty: no channel is opened.
    this.signals = options.ttlMs > 0 ? (options.signals ?? null) : null;
    this.signals?.subscribe(() => this.invalidate());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept keys, bodies and compressed forms take. */
  get byteSize(): number {
    return this.bytes;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Serves the deal list and one deal; put it after the session middleware. */
  reads(): Middleware<AppState> {
    return async (ctx, next) => {
      if (ctx.method !== 'GET' || !CATALOGUE_PATH.test(ctx.path)) return next();
      if (ctx.state.actor.kind === 'business') {
        await next();
        ctx.set('Cache-Control', 'private, no-store');
        return;
      }
      ctx.vary('Cookie');
      const key = this.ttlMs > 0 ? this.keyOf(ctx) : null;
      const entry = key === null ? await this.render(ctx, next) : await this.lookup(key, ctx, next);
      if (!entry) return;
      respond(ctx, entry, key === null ? undefined : this.formsOf(key, entry));
      // Without a cookie the answer is everybody's: the front may replay it (see front()).
      if (key !== null && ctx.status === 200 && !ctx.get('Cookie')) ctx.state.replay = { key, entry };
    };
  }

  /** Empties the cache after a successful write that may change the catalogue. */
  writes(): Middleware<AppState> {
    return async (ctx, next) => {
      await next();
      if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return;
      if (!ctx.path.startsWith('/api/') || ctx.status >= 400) return;
      if (ctx.state.catalogueNeutral) return;
      this.invalidate();
      this.signals?.announce();
    };
  }

  /**
   * The cache's front door, in front of the whole app: a GET of a catalogue URL without a cookie
   * (nobody signed in, so the answer is everybody's) and without a conditional header, whose entry
   * is kept and fresh (or past its period while one request reads the page again), is answered
   * with the very headers and bytes the app gave the last such request in the same encoding
   * (recorded by {@link recorder}), a new request id and the access log line; no Koa context,
   * middleware or header checks. Anything else, or nothing recorded yet, goes to the app.
   */
  front(app: RequestListener, logger: Logger): RequestListener {
    return (req, res) => {
      if (!this.replay(req, res, logger)) app(req, res);
    };
  }

  /** Records what the app answered for {@link front}; the app's outermost middleware. */
  recorder(): Middleware<AppState> {
    return async (ctx, next) => {
      await next();
      const mark = ctx.state.replay;
      const entry = mark ? this.entries.get(mark.key) : undefined;
      // Only the entry still kept, and only as it was answered in full (a 200 with its bytes).
      if (!entry || entry !== mark?.entry || ctx.status !== 200 || !Buffer.isBuffer(ctx.body)) return;
      const encoding = negotiateEncoding(ctx.get('Accept-Encoding') || undefined);
      if (entry.replays.has(encoding)) return;
      const headers: string[] = [];
      for (const name of ctx.res.getHeaderNames()) {
        if (name === 'x-request-id') continue;
        const value = ctx.res.getHeader(name);
        for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
      }
      entry.replays.set(encoding, { headers, body: ctx.body });
      const bytes = headers.reduce((sum, text) => sum + text.length, 0);
      entry.bytes += bytes;
      this.bytes += bytes;
    };
  }

  private replay(req: IncomingMessage, res: ServerResponse, logger: Logger): boolean {
    const { headers, url } = req;
    if (this.ttlMs === 0 || req.method !== 'GET' || url === undefined) return false;
    if (headers.cookie !== undefined || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    const key = this.keys.get(url);
    const entry = key ? this.entries.get(key) : undefined;
    // Past its period only while one request reads the page again, as lookup() gives it then.
    if (!key || !entry || (entry.expiresAt <= this.now() && !this.inFlight.has(key))) return false;
    const replay = entry.replays.get(negotiateEncoding(headers['accept-encoding']));
    if (!replay) return false;
    const started = performance.now();
    this.entries.delete(key);
    this.entries.set(key, entry);
    const incoming = headers['x-request-id'];
    const requestId = requestIdOf(typeof incoming === 'string' ? incoming : undefined);
    res.writeHead(200, [...replay.headers, 'X-Request-Id', requestId]);
    res.end(replay.body);
    logRequest(logger, requestId, { method: 'GET', path: url.split('?', 1)[0] ?? url, status: 200, started });
    return true;
  }

  private keyOf(ctx: Context): string | null {
    const known = this.keys.get(ctx.url);
    if (known !== undefined) return known;
    const key = keyOf(ctx);
    if (this.keys.size >= KEYS_MAX) this.keys.clear();
    this.keys.set(ctx.url, key);
    return key;
  }

  private async lookup(key: string, ctx: Context, next: () => Promise<unknown>): Promise<Entry | null> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) {
      // Most recently used last: eviction takes the first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      // Past its period, the kept answer is still given while one request reads the new one, so
      // nobody else waits for it (a hot list's refresh would stall every client of it each period);
      // it is replaced as soon as that read is in. An emptied cache (a write) has nothing to give.
      if (cached) return cached;
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
    const body = Buffer.from(JSON.stringify(ctx.body));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, encoded: new Map(), replays: new Map(), etag, expiresAt: this.now() + this.ttlMs, bytes: body.length };
  }

  private keep(key: string, entry: Entry): void {
    const size = Buffer.byteLength(key) + entry.bytes;
    if (size > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    // Least recently used first (a Map iterates in insertion order; a hit moves to the end).
    for (const [oldKey, old] of this.entries) {
      if (this.bytes + size <= this.maxBytes && this.entries.size < this.maxEntries) break;
      this.forget(oldKey, old);
    }
    entry.bytes = size;
    this.entries.set(key, entry);
    this.bytes += size;
  }

  /**
   * An entry's encoded forms, counted in the cache's bytes while the entry is kept (the bound is
   * enforced again at the next store).
   */
  private formsOf(key: string, entry: Entry): EncodedForms {
    return {
      body: entry.body,
      get: (encoding) => entry.encoded.get(encoding),
      set: (encoding, encoded) => {
        entry.encoded.set(encoding, encoded);
        if (this.entries.get(key) !== entry) return;
        entry.bytes += encoded.length;
        this.bytes += encoded.length;
      },
    };
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * What the route answers depends on, and nothing else: for the list, the values core's deals
 * query schema keeps, parsed (so `?page=1&x=1`, `?x=2&page=1` and `?page=01` share one entry and
 * unknown parameters cannot mint new ones); for one deal, its id. Null when the query is refused:
 * the route answers that (a 400), which is never kept.
 */
function keyOf(ctx: Context): string | null {
  const one = ONE_DEAL_PATH.exec(ctx.path);
  if (one) return `deal:${Number(one[1])}`;
  if (ctx.path !== '/api/deals') return null;
  const parsed = dealsQuerySchema.safeParse(ctx.query);
  if (!parsed.success) return null;
  const values = Object.entries(parsed.data)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `deals:${JSON.stringify(values)}`;
}

function respond(ctx: Context, entry: Entry, forms: EncodedForms | undefined): void {
  ctx.set('Cache-Control', 'public, no-cache');
  ctx.status = 200;
  ctx.etag = entry.etag;
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  // The type first: a Buffer body set on an answer without one would be typed as bytes.
  ctx.set('Content-Type', 'application/json; charset=utf-8');
  ctx.body = entry.body;
  ctx.state.encodedForms = forms;
}
