import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMediaS3Url, S3MediaStore } from '@marketplace/adapters-media/s3-media-store';

/** A tiny S3 stand-in: path-style PUT and GET of objects, kept in memory, every request recorded. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; type: string | undefined }>();
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      const key = (request.url ?? '').split('?')[0]!;
      if (request.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: request.headers['content-type'] });
        response.writeHead(200, { ETag: '"fake"' }).end();
        return;
      }
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      response.writeHead(200, { 'Content-Type': object.type ?? 'application/octet-stream', 'Content-Length': object.body.length }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('MEDIA_S3_URL', () => {
  it('names the endpoint, the bucket, a key prefix, the region and the keys', () => {
    expect(parseMediaS3Url('https://AKIA%2FX:se%2Fcret@s3.eu-west-1.amazonaws.com/deal-pictures/live/media?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'deal-pictures',
      prefix: 'live/media/',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIA/X', secretAccessKey: 'se/cret' },
    });
    expect(parseMediaS3Url('http://minio:9000/pictures')).toEqual({ endpoint: 'http://minio:9000', bucket: 'pictures', prefix: '', region: 'us-east-1', credentials: undefined });
  });

  it('refuses a URL without a bucket or of another scheme', () => {
    expect(() => parseMediaS3Url('https://KEY:SECRET@s3.example.com/')).toThrow(/must name the bucket/);
    expect(() => parseMediaS3Url('ftp://KEY:SECRET@s3.example.com/bucket')).toThrow(/http\(s\) URL/);
  });
});

describe('S3MediaStore against a fake S3', () => {
  it('puts a picture as a signed path-style PUT with its type and caching, and reads it back', async () => {
    const store = new S3MediaStore(parseMediaS3Url(`${endpoint.replace('//', '//KEY:SECRET@')}/pictures/media?region=us-east-1`));
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    await store.put(`${'ab'.repeat(16)}-400.webp`, bytes, 'image/webp');

    const put = seen.find((request) => request.method === 'PUT')!;
    expect(put.url.split('?')[0]).toBe(`/pictures/media/${'ab'.repeat(16)}-400.webp`);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers['authorization']).toMatch(/^AWS4-HMAC-SHA256 Credential=KEY\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect([...objects.get(`/pictures/media/${'ab'.repeat(16)}-400.webp`)!.body]).toEqual([...bytes]);

    expect(await store.get(`${'ab'.repeat(16)}-400.webp`)).toEqual(bytes);
    expect(await store.get(`${'cd'.repeat(16)}-400.webp`)).toBeNull();
  });
});
