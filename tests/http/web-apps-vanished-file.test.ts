import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as KoaSend from '@koa/send';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest, type RawReply } from './raw-request.js';

/** Files to remove the moment @koa/send has checked them and handed Koa its stream, before the stream opens them. */
const vanishing = new Set<string>();

vi.mock('@koa/send', async (importOriginal) => {
  const original = await importOriginal<typeof KoaSend>();
  return {
    ...original,
    send: async (...args: Parameters<typeof original.send>) => {
      const sent = await original.send(...args);
      if (sent !== undefined && vanishing.has(sent)) unlinkSync(sent);
      return sent;
    },
  };
});

const { webApps } = await import('@marketplace/http/web/web-apps');

let root: string;
let server: Server;
let port: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'web-apps-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>shop</title>');
  const app = new Koa();
  app.use(webApps({ storefront: root, portal: root }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function call(method: string, path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return rawRequest(port, method, path, headers);
}

/** A built asset with its brotli form beside it, as the web builds write them. */
function anAsset(name: string): string {
  const path = join(root, 'assets', name);
  writeFileSync(path, 'export const x = 1;');
  writeFileSync(`${path}.br`, 'not really brotli');
  return path;
}

describe('a built file removed between the check and the open (a deploy rebuilding in place)', () => {
  it('is served whole while it stays', async () => {
    anAsset('kept-AbCdEfGh.js');

    const reply = await call('GET', '/assets/kept-AbCdEfGh.js');

    expect({ status: reply.status, body: reply.body, cache: reply.headers['cache-control'] }).toEqual({
      status: 200,
      body: 'export const x = 1;',
      cache: 'public, max-age=31536000, immutable',
    });
  });

  it.each(['GET', 'HEAD'])('answers a %s 404 without the file\'s headers, and the server lives on', async (method) => {
    const path = anAsset(`gone-${method}-AbCdEfGh.js`);
    vanishing.add(`${path}.br`);

    const reply = await call(method, `/assets/gone-${method}-AbCdEfGh.js`, { 'accept-encoding': 'br' });

    expect({ status: reply.status, encoding: reply.headers['content-encoding'], cache: reply.headers['cache-control'] }).toEqual({
      status: 404,
      encoding: undefined,
      cache: undefined,
    });
    expect((await call('GET', '/assets/kept-AbCdEfGh.js')).status).toBe(200);
  });

  it("answers a page with the app's index.html, and when that goes too, with the not-built page", async () => {
    vanishing.add(join(root, 'index.html'));

    const reply = await call('GET', '/deals/5');

    expect({ status: reply.status, body: reply.body }).toMatchObject({ status: 503, body: expect.stringContaining('Not built yet') });
  });
});
