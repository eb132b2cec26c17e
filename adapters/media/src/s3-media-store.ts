import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { MediaStore } from '@marketplace/core/media/ports/media-store.port';

/** Where MEDIA_S3_URL points: an S3-compatible endpoint, a bucket, a key prefix, the keys. */
export interface MediaBucket {
  endpoint: string;
  bucket: string;
  /** Prepended to every file name ('' or ending in '/'). */
  prefix: string;
  region: string;
  /** From the URL's user and password; absent: the SDK's usual sources (AWS_ACCESS_KEY_ID, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Reads `MEDIA_S3_URL`: `https://KEY:SECRET@host[:port]/bucket[/prefix]?region=us-east-1`
 * (path-style addressing, which AWS S3, MinIO, Cloudflare R2 and Backblaze B2 all accept).
 * @throws Error with a message naming what is wrong.
 */
export function parseMediaS3Url(value: string): MediaBucket {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('MEDIA_S3_URL must be an http(s) URL: https://KEY:SECRET@host/bucket');
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('MEDIA_S3_URL must name the bucket as its path: https://KEY:SECRET@host/bucket');
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  return {
    endpoint: url.origin,
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') ?? 'us-east-1',
    credentials: user && password ? { accessKeyId: user, secretAccessKey: password } : undefined,
  };
}

/** Picture files as objects of an S3-compatible bucket (the server reads them back and serves them). */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(
    private readonly target: MediaBucket,
    client?: S3Client,
  ) {
    const config: S3ClientConfig = { endpoint: target.endpoint, region: target.region, forcePathStyle: true };
    if (target.credentials) config.credentials = target.credentials;
    this.client = client ?? new S3Client(config);
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.target.bucket,
        Key: this.keyOf(name),
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(name: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.target.bucket, Key: this.keyOf(name) }));
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  private keyOf(name: string): string {
    return `${this.target.prefix}${name}`;
  }
}
