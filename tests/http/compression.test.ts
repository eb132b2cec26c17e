import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '@marketplace/http/http/app-context';
import { compression, negotiateEncoding, SYNC_COMPRESSION_LIMIT, type ContentEncoding, type EncodedForms } from '@marketplace/http/http/compression';

/** Words enough to compress well and to be told apart after a round trip. */
function json(bytes: number): { items: string[] } {
  const items: string[] = [];
  for (let i = 0; JSON.stringify(items).length < bytes; i++) items.push(`deal ${i} at a bakery in Austin`);
  return { items };
}

const big = json(5_000);
const huge = json(SYNC_COMPRESSION_LIMIT + 10_000);
const kept = Buffer.from(JSON.stringify(json(6_000)));
const keptForms = new Map<ContentEncoding, Buffer>();
let keptEncodings = 0;
const forms: EncodedForms = {
  body: kept,
  get: (encoding) => keptForms.get(encoding),
  set: (encoding, encoded) => {
    keptEncodings++;
    keptForms.set(encoding, encoded);
  },
};

let server: Server;
let port: number;

beforeAll(async () => {
  const app = new Koa<AppState>();
  app.use(compression({ threshold: 1024 }));
  app.use((ctx) => {
    if (ctx.path === '/big') ctx.body = big;
    else if (ctx.path === '/small') ctx.body = { ok: true };
    else if (ctx.path === '/text') ctx.body = JSON.stringify(big);
    else if (ctx.path === '/huge') ctx.body = huge;
    else if (ctx.path === '/stream') {
      ctx.type = 'application/json';
      ctx.body = Readable.from([JSON.stringify(big)]);
    } else if (ctx.path === '/no-transform') {
      ctx.set('Cache-Control', 'no-transform');
      ctx.body = big;
    } else if (ctx.path === '/png') {
      ctx.type = 'image/png';
      ctx.body = Buffer.alloc(5_000, 7);
    } else if (ctx.path === '/kept') {
      ctx.type = 'application/json';
      ctx.body = kept;
      ctx.state.encodedForms = forms;
    }
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  zstd: zstdDecompressSync,
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

function decoded(reply: { headers: Record<string, string | string[] | undefined>; body: Buffer }): unknown {
  const encoding = reply.headers['content-encoding'];
  const bytes = typeof encoding === 'string' ? decoders[encoding]!(reply.body) : reply.body;
  return JSON.parse(bytes.toString('utf8'));
}

describe('negotiating the encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'zstd'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    ['compress', 'identity'],
    ['zstd;q=0, gzip;q=0', 'identity'],
    [undefined, 'identity'],
  ] as const)('Accept-Encoding %s answers in %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compressing answers', () => {
  it.each(['zstd', 'br', 'gzip', 'deflate'])('encodes a JSON answer in %s in one piece, with its length', async (encoding) => {
    const reply = await get('/big', encoding);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers['transfer-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(decoded(reply)).toEqual(big);
    expect(reply.headers.vary).toContain('Accept-Encoding');
  });

  it('encodes a string body, and a browser gets zstd', async () => {
    const reply = await get('/text', 'gzip, deflate, br, zstd');
    expect(reply.headers['content-encoding']).toBe('zstd');
    expect(decoded(reply)).toEqual(big);
  });

  it('leaves small answers, identity clients, HEAD, no-transform and pictures as they are', async () => {
    expect((await get('/small', 'gzip')).headers['content-encoding']).toBeUndefined();
    const plain = await get('/big', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(big);
    expect((await get('/big', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('/big', 'gzip', 'HEAD')).headers['content-encoding']).toBeUndefined();
    expect((await get('/no-transform', 'gzip')).headers['content-encoding']).toBeUndefined();
    expect((await get('/png', 'gzip')).headers['content-encoding']).toBeUndefined();
  });

  it('streams and answers past the one-call limit are still compressed (by streams)', async () => {
    const streamed = await get('/stream', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(decoded(streamed)).toEqual(big);
    const large = await get('/huge', 'br');
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['transfer-encoding']).toBe('chunked');
    expect(decoded(large)).toEqual(huge);
  });

  it('encodes a kept body once per encoding and reuses the bytes', async () => {
    const first = await get('/kept', 'gzip');
    const again = await get('/kept', 'gzip');
    expect(keptEncodings).toBe(1);
    expect(again.body.equals(first.body)).toBe(true);
    expect(decoded(again)).toEqual(JSON.parse(kept.toString('utf8')));
    await get('/kept', 'br');
    await get('/kept', 'br');
    expect(keptEncodings).toBe(2);
    expect([...keptForms.keys()].sort()).toEqual(['br', 'gzip']);
  });
});
