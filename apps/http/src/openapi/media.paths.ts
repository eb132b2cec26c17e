import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { uploadedPictureSchema } from '@marketplace/core/media/schemas/picture.response';
import { errorResponseSchema } from '@marketplace/core/shared/schemas/common.response';
import { errors, json, SIGNED_IN } from './operations.js';

const tags = ['Media'];

export const mediaPaths: ZodOpenApiPathsObject = {
  '/api/business/media': {
    post: {
      tags,
      summary: 'Upload a deal picture (owner and managers)',
      description:
        'The body is the image itself (up to 5 MB). It must be a JPEG, PNG or WebP by its content (the name and Content-Type are not trusted); it is turned upright, re-encoded to WebP at 400, 800 and 1200 px wide (never wider than the original) without metadata, and stored. Set the answer\'s `url` as a deal\'s `imageUrl`. Anything else: 400 "Upload a JPEG, PNG or WebP picture"; over 5 MB: 413.',
      security: SIGNED_IN,
      requestBody: {
        required: true,
        content: {
          'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
          'image/png': { schema: z.string().meta({ format: 'binary' }) },
          'image/webp': { schema: z.string().meta({ format: 'binary' }) },
        },
      },
      responses: {
        '201': json(uploadedPictureSchema, 'The stored picture.'),
        '413': json(errorResponseSchema, 'The picture is over 5 MB.'),
        ...errors(400, 401, 403),
      },
    },
  },
  '/media/{file}': {
    get: {
      tags,
      summary: 'A stored picture rendition',
      description: '`<id>-<width>.webp`, served as image/webp with `Cache-Control: public, max-age=31536000, immutable` and an ETag. Any other name is 404.',
      requestParams: { path: z.object({ file: z.string().regex(/^[0-9a-f]{32}-[1-9][0-9]{0,3}\.webp$/) }) },
      responses: {
        '200': { description: 'The WebP file.', content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } } },
        '304': { description: 'Not modified (If-None-Match).' },
        '404': json(errorResponseSchema, 'No such picture.'),
      },
    },
  },
};
