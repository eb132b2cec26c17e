import { Stream } from 'node:stream';
import zlib from 'node:zlib';
import compressible from 'compressible';
import type { Middleware, ParameterizedContext } from 'koa';
import compress from 'koa-compress';
import Negotiator from 'negotiator';
import type { AppState } from './app-context.js';

type Context = ParameterizedContext<AppState>;

/** The encodings we answer in, best first (koa-compress's order; deflate only for a client that takes nothing better). */
const ENCODINGS = ['zstd', 'br', 'gzip', 'deflate', 'identity'] as const;
export type ContentEncoding = (typeof ENCODINGS)[number];

/** Bodies up to this size are compressed in one call; larger ones (and streams) by koa-compress's streams. */
export const SYNC_COMPRESSION_LIMIT = 256 * 1024;

const encoders: Record<Exclude<ContentEncoding, 'identity'>, (body: Buffer) => Buffer> = {
  zstd: (body) => zlib.zstdCompressSync(body, { pledgedSrcSize: body.length }),
  // Quality 4, as koa-compress: brotli's default (11) takes milliseconds for a few kilobytes.
  br: (body) =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => zlib.gzipSync(body),
  deflate: (body) => zlib.deflateSync(body),
};

/**
 * Where a body's encoded forms are kept when it is served again and again (the catalogue cache's
 * entries): the first answer in an encoding encodes it, the next ones reuse the bytes.
 */
export interface EncodedForms {
  readonly body: Buffer;
  get(encoding: ContentEncoding): Buffer | undefined;
  set(encoding: ContentEncoding, encoded: Buffer): void;
}

/** What the client takes, as koa-compress negotiates it: `*` is gzip, no header is identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const header = acceptEncoding === '*' ? 'gzip' : (acceptEncoding ?? 'identity');
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  // negotiator 1.x takes the server's order for ties (its types describe 0.6).
  const encoding = (negotiator.encoding as (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined)(ENCODINGS, {
    preferred: ENCODINGS,
  });
  return (ENCODINGS as readonly string[]).includes(encoding ?? '') ? (encoding as ContentEncoding) : 'identity';
}

/**
 * Response compression. koa-compress encodes through a zlib stream per answer, which costs far
 * more than the encoding itself for the small JSON answers that are nearly all of the API's
 * (a stream per answer runs on the thread pool: 0.2-0.3 ms each, and zstd's stream around a
 * millisecond under load, against 0.04-0.09 ms for one call). So an answer held in memory (a
 * string, a Buffer or JSON) up to {@link SYNC_COMPRESSION_LIMIT} is encoded in one call, with the
 * same rules and the same negotiation; streams and larger bodies are left to koa-compress. An
 * answer whose body is kept (the catalogue cache) is encoded once per encoding.
 */
export function compression(options: { threshold: number }): Middleware<AppState> {
  const streaming = compress({ threshold: options.threshold }) as unknown as Middleware<AppState>;
  return (ctx, next) =>
    streaming(ctx, async () => {
      await next();
      encodeInMemory(ctx, options.threshold);
    });
}

const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

function encodeInMemory(ctx: Context, threshold: number): void {
  const { body } = ctx;
  if (body === null || body === undefined || body instanceof Stream) return;
  if (
    ctx.res.headersSent ||
    !ctx.writable ||
    ctx.compress === false ||
    ctx.method === 'HEAD' ||
    EMPTY_BODY_STATUSES.has(ctx.status) ||
    ctx.status === 206 ||
    ctx.response.get('Content-Range') ||
    ctx.response.get('Content-Encoding') ||
    !(ctx.compress === true || compressible(ctx.response.type)) ||
    NO_TRANSFORM.test(ctx.response.get('Cache-Control'))
  ) {
    return;
  }
  if (!Buffer.isBuffer(body)) {
    // Serialised once here, whatever happens next: koa-compress measures a JSON body by stringifying
    // it, and koa stringifies it again to send it.
    ctx.body = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  }
  const encoding = negotiateEncoding(ctx.get('Accept-Encoding') || undefined);
  if (encoding === 'identity') return;
  const bytes = ctx.body as Buffer;
  if (bytes.length < threshold || bytes.length > SYNC_COMPRESSION_LIMIT) return;
  const forms = ctx.state.encodedForms?.body === body ? ctx.state.encodedForms : undefined;
  let encoded = forms?.get(encoding);
  if (!encoded) {
    encoded = encoders[encoding](bytes);
    forms?.set(encoding, encoded);
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body = encoded;
}
