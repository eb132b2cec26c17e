// Old deals' pictures linked on other sites are brought home (DESIGN.md 10.7): downloaded over
// http(s) from public addresses only, checked and re-encoded like an upload, stored, and the deal
// pointed at the stored copy. The pages load pictures only from this site (CSP img-src 'self').
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpLinkedPictureFetcher, isPrivateAddress } from '@marketplace/adapters-media/http-linked-picture-fetcher';
import { FileSystemMediaStore } from '@marketplace/adapters-media/file-system-media-store';
import { SharpImageProcessor } from '@marketplace/adapters-media/sharp-image-processor';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { ImportLinkedPictures } from '@marketplace/core/media/application/import-linked-pictures.use-case';
import { dealImage, parsePictureUrl, pictureFileName, UNSUPPORTED_PICTURE_MESSAGE } from '@marketplace/core/media/domain/picture';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aDeal } from '../contracts/mothers/deal.mother.js';
import { jpegWithGps, sixMegabytes, TEXT_FILE } from './pictures.js';

let server: Server;
let origin: string;
let photo: Buffer;

beforeAll(async () => {
  photo = await jpegWithGps(1600, 1000);
  server = createServer((request, response) => {
    switch (request.url) {
      case '/photo.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
        return;
      case '/moved':
        response.writeHead(302, { location: '/photo.jpg' }).end();
        return;
      case '/loop':
        response.writeHead(301, { location: '/loop' }).end();
        return;
      case '/menu.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(TEXT_FILE);
        return;
      case '/huge.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(sixMegabytes());
        return;
      case '/huge-streamed.jpg':
        // No Content-Length: the limit is counted while it streams in.
        response.writeHead(200, { 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' });
        response.end(sixMegabytes());
        return;
      case '/slow.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(photo.subarray(0, 100));
        return; // never ends
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** A fetcher allowed to reach this machine, where the test's site runs. */
const local = (options: { timeoutMs?: number } = {}) => new HttpLinkedPictureFetcher({ allowPrivateAddresses: true, ...options });

describe('which addresses a link may reach', () => {
  it('refuses this machine, private networks, link-local (cloud metadata), reserved and mapped ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('allows public ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('HttpLinkedPictureFetcher', () => {
  it('downloads a picture, following a redirect', async () => {
    expect(await local().fetch(`${origin}/photo.jpg`)).toEqual({ ok: true, bytes: new Uint8Array(photo) });
    expect(await local().fetch(`${origin}/moved`)).toEqual({ ok: true, bytes: new Uint8Array(photo) });
  });

  it('refuses this machine and private addresses, by address and by a name resolving to one', async () => {
    const guarded = new HttpLinkedPictureFetcher();
    const port = (server.address() as AddressInfo).port;
    expect(await guarded.fetch(`${origin}/photo.jpg`)).toEqual({ ok: false, reason: '127.0.0.1 is not a public address' });
    expect(await guarded.fetch(`http://localhost:${port}/photo.jpg`)).toEqual({ ok: false, reason: 'localhost is not a public address' });
    expect(await guarded.fetch('http://[::1]:9/photo.jpg')).toEqual({ ok: false, reason: '::1 is not a public address' });
    expect(await guarded.fetch('http://169.254.169.254/latest/meta-data/')).toEqual({ ok: false, reason: '169.254.169.254 is not a public address' });
  });

  it('refuses other schemes and links with credentials', async () => {
    expect(await local().fetch('ftp://example.com/a.jpg')).toEqual({ ok: false, reason: 'Only http and https links are fetched' });
    expect(await local().fetch('file:///etc/passwd')).toEqual({ ok: false, reason: 'Only http and https links are fetched' });
    expect(await local().fetch(`http://user:secret@127.0.0.1:1/a.jpg`)).toEqual({ ok: false, reason: 'Links with credentials are not fetched' });
    expect(await local().fetch('not a link')).toEqual({ ok: false, reason: 'Not a link' });
  });

  it('stops at 5 MB, whether declared or streamed, at a missing file, at endless redirects and at the time limit', async () => {
    expect(await local().fetch(`${origin}/huge.jpg`)).toEqual({ ok: false, reason: 'Larger than 5 MB' });
    expect(await local().fetch(`${origin}/huge-streamed.jpg`)).toEqual({ ok: false, reason: 'Larger than 5 MB' });
    expect(await local().fetch(`${origin}/gone.jpg`)).toEqual({ ok: false, reason: 'HTTP 404' });
    expect(await local().fetch(`${origin}/loop`)).toEqual({ ok: false, reason: 'Too many redirects' });
    expect(await local({ timeoutMs: 300 }).fetch(`${origin}/slow.jpg`)).toEqual({ ok: false, reason: 'No answer within 0.3 s' });
  });
});

describe('ImportLinkedPictures', () => {
  async function setUp() {
    const db = createInMemoryRepositories();
    const store = new FileSystemMediaStore(join(mkdtempSync(join(tmpdir(), 'linked-pictures-')), 'media'));
    const { businesses, deals, pictures } = db.repositories;
    const [bistro, bakery] = [await businesses.add(aBusiness()), await businesses.add(aBusiness())];
    const useCase = new ImportLinkedPictures({ pictures, store, images: new SharpImageProcessor(), fetcher: local({ timeoutMs: 2_000 }), clock: new FixedClock() });
    return { db, store, deals, pictures, bistro, bakery, useCase };
  }

  it("stores each linked picture like an upload and points its deals at it; a failing link stays and is tried again", async () => {
    const { store, deals, pictures, bistro, bakery, useCase } = await setUp();
    const shared = `${origin}/photo.jpg`;
    const first = await deals.add(aDeal({ businessId: bistro.id, imageUrl: shared }));
    const second = await deals.add(aDeal({ businessId: bakery.id, imageUrl: shared }));
    const moved = await deals.add(aDeal({ businessId: bakery.id, imageUrl: `${origin}/moved` }));
    const notAPicture = await deals.add(aDeal({ businessId: bistro.id, imageUrl: `${origin}/menu.jpg` }));
    const gone = await deals.add(aDeal({ businessId: bistro.id, imageUrl: `${origin}/gone.jpg` }));

    const report = await useCase.execute();
    expect(report).toEqual({
      imported: 3,
      failed: [
        { dealId: notAPicture.id, url: `${origin}/menu.jpg`, reason: UNSUPPORTED_PICTURE_MESSAGE },
        { dealId: gone.id, url: `${origin}/gone.jpg`, reason: 'HTTP 404' },
      ],
    });

    const urls = await Promise.all([first, second, moved].map(async (deal) => (await deals.findById(deal.id))!.toProps().imageUrl!));
    const stored = parsePictureUrl(urls[0]!);
    expect(stored, urls[0]).not.toBeNull();
    // One file for one picture; a record for each business that now shows it.
    expect(new Set(urls)).toEqual(new Set([urls[0]]));
    expect(await pictures.findOwned(stored!.id, bistro.id)).toMatchObject({ widths: [400, 800, 1000], width: 1000, height: 1600 });
    expect(await pictures.findOwned(stored!.id, bakery.id)).toMatchObject({ widths: [400, 800, 1000] });
    expect(dealImage(urls[0]!)?.srcSet).toContain('-400.webp 400w');
    // Re-encoded like an upload: WebP, upright (the photo was shot sideways), no EXIF or GPS left.
    for (const width of [400, 800, 1000]) {
      const file = await store.get(pictureFileName(stored!.id, width));
      const metadata = await sharp(file!).metadata();
      expect({ format: metadata.format, width: metadata.width, exif: metadata.exif }).toEqual({ format: 'webp', width, exif: undefined });
    }
    expect((await sharp((await store.get(pictureFileName(stored!.id, 1000)))!).metadata()).height).toBe(1600);

    expect((await deals.findById(notAPicture.id))!.toProps().imageUrl).toBe(`${origin}/menu.jpg`);
    const again = await useCase.execute();
    expect(again.imported).toBe(0);
    expect(again.failed.map((failure) => failure.dealId)).toEqual([notAPicture.id, gone.id]);
  });

  it('pages through more linked deals than one read holds', async () => {
    const { deals, bistro, useCase } = await setUp();
    const many = [];
    for (let index = 0; index < 120; index += 1) many.push(await deals.add(aDeal({ businessId: bistro.id, imageUrl: `${origin}/gone-${index}.jpg` })));
    const report = await useCase.execute();
    expect(report.imported).toBe(0);
    expect(report.failed.map((failure) => failure.dealId)).toEqual(many.map((deal) => deal.id));
  });
});
