import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApps } from '@marketplace/http/web/web-apps';
import { rawRequest, type RawReply } from './raw-request.js';

const INDEX = '<!doctype html><html><head><title>shop</title><link rel="modulepreload" crossorigin href="/assets/react-AAAAAAAA.js"></head><body></body></html>';
const PAGES = {
  '/': ['/assets/home-BBBBBBBB.js', '/assets/card-CCCCCCCC.js'],
  '/deals/:id': ['/assets/deal-DDDDDDDD.js'],
};

const roots: string[] = [];
let servers: Server[] = [];

/** A built app in a directory of its own: index.html and, when given, landing-pages.json. */
function anApp(pages?: unknown, manifestText?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'landing-'));
  roots.push(root);
  writeFileSync(join(root, 'index.html'), INDEX);
  if (pages !== undefined || manifestText !== undefined) writeFileSync(join(root, 'landing-pages.json'), manifestText ?? JSON.stringify(pages));
  return root;
}

async function serve(root: string): Promise<number> {
  const app = new Koa();
  app.use(webApps({ storefront: root, portal: root }));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as { port: number }).port;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  return rawRequest(port, method, path, headers);
}

const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

let port: number;

beforeAll(async () => {
  port = await serve(anApp(PAGES));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('index.html of a landing page', () => {
  it("preloads the page's chunks after index.html's own, inside the head, never cached", async () => {
    const reply = await get(port, '/');

    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(preloads(reply.body)).toEqual(['/assets/react-AAAAAAAA.js', '/assets/home-BBBBBBBB.js', '/assets/card-CCCCCCCC.js']);
    expect(reply.body).toMatch(/card-CCCCCCCC\.js"><\/head><body><\/body><\/html>$/);
  });

  it.each(['/deals/101', '/deals/101/', '/deals/caf%C3%A9'])('matches a parameter to any one segment: %s', async (path) => {
    const reply = await get(port, path);

    expect(reply.status).toBe(200);
    expect(preloads(reply.body)).toEqual(['/assets/react-AAAAAAAA.js', '/assets/deal-DDDDDDDD.js']);
  });

  it.each(['/profile', '/deals', '/deals/101/reviews', '/business/dashboard'])('sends index.html as built for any other page: %s', async (path) => {
    const reply = await get(port, path);

    expect(reply.status).toBe(200);
    expect(reply.body).toBe(INDEX);
  });

  it('answers a revalidation with 304 until the build changes', async () => {
    const first = await get(port, '/');
    const lastModified = String(first.headers['last-modified']);

    const again = await get(port, '/', { 'If-Modified-Since': lastModified });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD with the headers alone', async () => {
    const reply = await get(port, '/', {}, 'HEAD');

    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.body).toBe('');
  });

  it('serves a rebuild in place: the new index.html and landing pages', async () => {
    const root = anApp(PAGES);
    const own = await serve(root);
    expect(preloads((await get(own, '/')).body)).toContain('/assets/home-BBBBBBBB.js');

    writeFileSync(join(root, 'index.html'), INDEX.replace('shop', 'shop v2'));
    writeFileSync(join(root, 'landing-pages.json'), JSON.stringify({ '/': ['/assets/home-EEEEEEEE.js'] }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'index.html'), later, later);
    utimesSync(join(root, 'landing-pages.json'), later, later);

    const reply = await get(own, '/');
    expect(reply.body).toContain('shop v2');
    expect(preloads(reply.body)).toEqual(['/assets/react-AAAAAAAA.js', '/assets/home-EEEEEEEE.js']);
  });
});

describe('a build without usable landing pages', () => {
  it.each([
    ['no landing-pages.json', anApp],
    ['one that is not JSON', () => anApp(undefined, '{"/": [')],
    ['one that is not an object', () => anApp(['/assets/home-BBBBBBBB.js'])],
  ])('sends index.html as built with %s', async (_name, make) => {
    const own = await serve(make());

    const reply = await get(own, '/');
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(INDEX);
  });

  it('leaves out a page whose files are not plain asset paths, and keeps the others', async () => {
    const own = await serve(anApp({ '/': ['/assets/home-BBBBBBBB.js"><script>alert(1)</script>'], '/deals/:id': ['/assets/deal-DDDDDDDD.js'], 'deals': ['/assets/x.js'] }));

    expect((await get(own, '/')).body).toBe(INDEX);
    expect(preloads((await get(own, '/deals/7')).body)).toEqual(['/assets/react-AAAAAAAA.js', '/assets/deal-DDDDDDDD.js']);
  });
});
