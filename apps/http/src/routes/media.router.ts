import Router, { type RouterInstance } from '@koa/router';
import type { Context } from 'koa';
import { requireDealManager } from '@marketplace/core/accounts/domain/actor';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE_MESSAGE } from '@marketplace/core/media/domain/picture';
import { PICTURE_CONTENT_TYPE } from '@marketplace/core/media/application/stored-picture';
import type { AppState } from '../http/app-context.js';
import { catalogueNeutral } from '../http/catalogue-cache.js';
import { HttpError } from '../http/error-mapper.js';
import { presentPicture } from '../presenters/picture.presenter.js';
import type { RouteDeps } from './route-deps.js';

/** A stored picture never changes under its name (the id is a digest of its content). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The raw request body, refused with 413 as soon as it is known to pass `limit` bytes (by its
 * Content-Length, or while it streams in). The JSON body parser leaves image bodies alone, so
 * this route alone reads up to 5 MB.
 */
async function readBody(ctx: Context, limit: number): Promise<Uint8Array> {
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, PICTURE_TOO_LARGE_MESSAGE);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) {
      ctx.req.resume();
      throw new HttpError(413, PICTURE_TOO_LARGE_MESSAGE);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Deal pictures: the owner and managers upload one (the raw image as the body, whatever its
 * Content-Type claims: the content decides), and anyone reads the stored WebP renditions.
 */
export function mediaRouter({ useCases }: RouteDeps): RouterInstance<AppState> {
  const router = new Router<AppState>();

  // An upload changes no deal: the catalogue cache stays (attaching it is a deal write).
  router.post('/api/business/media', catalogueNeutral, async (ctx) => {
    requireDealManager(ctx.state.actor);
    const bytes = await readBody(ctx, MAX_PICTURE_BYTES);
    ctx.body = presentPicture(await useCases.uploadPicture.execute(ctx.state.actor, bytes));
    ctx.status = 201;
  });

  router.get('/media/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    const bytes = await useCases.readPictureFile.execute(file);
    if (!bytes) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    ctx.set('Cache-Control', IMMUTABLE_CACHE);
    const etag = `"${file.replace(/\.webp$/, '')}"`;
    ctx.set('ETag', etag);
    ctx.type = PICTURE_CONTENT_TYPE;
    const known = ctx.get('If-None-Match').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(etag) || known.includes('*')) {
      ctx.status = 304;
      return;
    }
    ctx.body = Buffer.from(bytes);
  });

  return router;
}
