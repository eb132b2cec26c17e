import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_PICTURE_MESSAGE, PICTURE_TOO_LARGE_MESSAGE, UNKNOWN_PICTURE_MESSAGE, UNSUPPORTED_PICTURE_MESSAGE } from '@marketplace/core/media/domain/picture';
import { demoPictureUrl } from '@marketplace/core/demo/domain/demo-pictures';
import { gif, jpegWithGps, png, pngBomb, SVG, sixMegabytes, TEXT_FILE, webp } from '../media/pictures.js';
import { createDeal, expectError, expectNoSecrets, newVerifiedBusiness, standardDeal, type BusinessAccount } from './api-helpers.js';
import { startTestServer, type HttpClient, type Reply, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function upload(client: HttpClient, bytes: Uint8Array, contentType = 'image/jpeg'): Promise<Reply> {
  return client.request('POST', '/api/business/media', { body: bytes, headers: { 'content-type': contentType } });
}

async function fetchBytes(path: string, headers: Record<string, string> = {}): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(server.url + path, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

let shop: BusinessAccount;
beforeAll(async () => {
  shop = await newVerifiedBusiness(server);
});

describe('POST /api/business/media', () => {
  it('re-encodes a sideways JPEG with GPS to upright WebP at 400, 800 and its own width, without any metadata', async () => {
    const original = await jpegWithGps(1600, 1000);
    const before = await sharp(original).metadata();
    expect(before.exif, 'the test picture carries EXIF').toBeDefined();
    expect(before.exif!.includes(Buffer.from([0x25, 0x88])), 'the test picture carries a GPS IFD').toBe(true);

    const reply = await upload(shop.client, original, 'application/octet-stream');
    expect(reply.status, reply.text).toBe(201);
    expectNoSecrets(reply.body);
    // Upright it is 1000 wide and 1600 high: no 1200 rendition, never enlarged.
    expect(reply.body).toMatchObject({ widths: [400, 800, 1000], width: 1000, height: 1600 });
    expect(reply.body.url).toBe(`/media/${reply.body.id}-1000.webp`);
    expect(reply.body.srcSet).toBe(`/media/${reply.body.id}-400.webp 400w, /media/${reply.body.id}-800.webp 800w, /media/${reply.body.id}-1000.webp 1000w`);

    for (const width of [400, 800, 1000]) {
      const { response, bytes } = await fetchBytes(`/media/${reply.body.id}-${width}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBe(`"${reply.body.id}-${width}"`);
      const stored = await sharp(bytes).metadata();
      expect(stored).toMatchObject({ format: 'webp', width });
      expect([stored.exif, stored.xmp, stored.icc, stored.iptc, stored.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(stored.height).toBe(Math.round((width * 1600) / 1000));
      expect(bytes.includes(Buffer.from('TestCam')), 'the camera make is gone').toBe(false);
      expect(bytes.includes(Buffer.from('Exif')), 'no EXIF block at all').toBe(false);
    }
  });

  it('takes a PNG and a WebP by their content, whatever the Content-Type says', async () => {
    const fromPng = await upload(shop.client, await png(900, 600), 'image/webp');
    expect(fromPng.status, fromPng.text).toBe(201);
    expect(fromPng.body).toMatchObject({ widths: [400, 800, 900], width: 900, height: 600 });
    const fromWebp = await upload(shop.client, await webp(2400, 1200), 'text/plain');
    expect(fromWebp.status, fromWebp.text).toBe(201);
    expect(fromWebp.body).toMatchObject({ widths: [400, 800, 1200], width: 1200, height: 600 });
    for (const width of [400, 800, 1200]) {
      const { response, bytes } = await fetchBytes(`/media/${fromWebp.body.id}-${width}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
  });

  it.each([
    ['a text file named like a picture', () => Promise.resolve(TEXT_FILE), 'image/jpeg'],
    ['a GIF', gif, 'image/gif'],
    ['an SVG', () => Promise.resolve(SVG), 'image/svg+xml'],
    ['a truncated JPEG', async () => (await jpegWithGps(800, 600)).subarray(0, 3000), 'image/jpeg'],
    ['a decompression bomb (50,000 × 50,000 pixels declared)', () => Promise.resolve(pngBomb()), 'image/png'],
    ['an empty body', () => Promise.resolve(Buffer.alloc(0)), 'image/png'],
  ])('refuses %s: 400 "Upload a JPEG, PNG or WebP picture", nothing stored', async (_, make, type) => {
    const reply = await upload(shop.client, await make(), type);
    expectError(reply, 400, UNSUPPORTED_PICTURE_MESSAGE);
    expect(reply.body.code).toBe('media.unsupported');
  });

  it('refuses a 6 MB file with 413 and a clear message', async () => {
    expectError(await upload(shop.client, sixMegabytes()), 413, PICTURE_TOO_LARGE_MESSAGE);
  });

  it('refuses a customer and a visitor', async () => {
    const visitor = server.client();
    expect((await upload(visitor, await png(500, 300))).status).toBe(401);
  });
});

describe('GET /media/:file', () => {
  it('answers 404 for an unknown picture, another width and anything that is not a picture name', async () => {
    const uploaded = await upload(shop.client, await png(500, 300));
    for (const path of [
      `/media/${'0'.repeat(32)}-400.webp`,
      `/media/${uploaded.body.id}-1200.webp`,
      `/media/${uploaded.body.id}-500.png`,
      `/media/${'..%2F'.repeat(12)}etc%2Fpasswd`,
      `/media/${'%2e%2e%2f'.repeat(12)}etc%2fpasswd`,
      '/media/..%5C..%5Cetc%5Cpasswd',
    ]) {
      const { response } = await fetchBytes(path);
      expect([404], path).toContain(response.status);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const uploaded = await upload(shop.client, await png(500, 300));
    const path = `/media/${uploaded.body.id}-400.webp`;
    const first = await fetchBytes(path);
    const again = await fetchBytes(path, { 'if-none-match': first.response.headers.get('etag')! });
    expect(again.response.status).toBe(304);
  });

  it('draws a demo scene the first time it is asked for (a decent picture, not a blank box)', async () => {
    const path = demoPictureUrl('Café', 1).replace('-1200.webp', '-800.webp');
    const { response, bytes } = await fetchBytes(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stats = await sharp(bytes).stats();
    expect((await sharp(bytes).metadata()).width).toBe(800);
    // A scene has colour and contrast: every channel varies.
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
  });
});

describe("a deal's picture", () => {
  it('is set from an upload; the deal answers the srcset; links to other hosts are refused on create and edit', async () => {
    const uploaded = await upload(shop.client, await webp(1600, 1000));
    const deal = await createDeal(shop.client, standardDeal({ imageUrl: uploaded.body.url }));
    expect(deal.imageUrl).toBe(uploaded.body.url);
    expect(deal.image).toEqual({ src: `/media/${uploaded.body.id}-800.webp`, srcSet: uploaded.body.srcSet });
    const listed = (await server.client().get(`/api/deals/${deal.id}`)).body;
    expect(listed.image).toEqual(deal.image);

    const hotlink = 'https://images.example.com/photo.jpg';
    const created = await shop.client.post('/api/deals', standardDeal({ imageUrl: hotlink }));
    expectError(created, 400, FOREIGN_PICTURE_MESSAGE);
    expect(created.body.issues).toEqual([{ path: 'imageUrl', message: FOREIGN_PICTURE_MESSAGE }]);
    expectError(await shop.client.patch(`/api/deals/${deal.id}`, { imageUrl: hotlink }), 400, FOREIGN_PICTURE_MESSAGE);
    expectError(await shop.client.patch(`/api/deals/${deal.id}`, { imageUrl: `${server.url}${uploaded.body.url}` }), 400, FOREIGN_PICTURE_MESSAGE);

    const removed = await shop.client.patch(`/api/deals/${deal.id}`, { imageUrl: null });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ imageUrl: null, image: null });
  });

  it("cannot be another business's upload (400), nor a picture never uploaded", async () => {
    const other = await newVerifiedBusiness(server);
    const theirs = await upload(other.client, await png(640, 480));
    expect(theirs.status).toBe(201);
    expectError(await shop.client.post('/api/deals', standardDeal({ imageUrl: theirs.body.url })), 400, UNKNOWN_PICTURE_MESSAGE);
    const mine = await createDeal(shop.client, standardDeal());
    expectError(await shop.client.patch(`/api/deals/${mine.id}`, { imageUrl: theirs.body.url }), 400, UNKNOWN_PICTURE_MESSAGE);
    expectError(await shop.client.patch(`/api/deals/${mine.id}`, { imageUrl: `/media/${'a'.repeat(32)}-1200.webp` }), 400, UNKNOWN_PICTURE_MESSAGE);
    // The same picture uploaded by this business is its own too (one file, a record each).
    const same = await upload(shop.client, await png(640, 480));
    expect(same.body.id).toBe(theirs.body.id);
    expect((await shop.client.patch(`/api/deals/${mine.id}`, { imageUrl: same.body.url })).status).toBe(200);
  });

  it('keeps a link stored before uploads when other fields change, and answers no image for it until it is imported', async () => {
    const deal = await createDeal(shop.client, standardDeal());
    const { deals } = server.infrastructure.repositories;
    const stored = await deals.findById(deal.id);
    stored!.edit({ imageUrl: 'https://images.example.com/old.jpg' });
    await deals.save(stored!);
    const edited = await shop.client.patch(`/api/deals/${deal.id}`, { title: 'A new title for the deal' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ imageUrl: 'https://images.example.com/old.jpg', image: null });
  });
});
