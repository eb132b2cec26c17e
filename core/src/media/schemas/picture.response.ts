import { z } from 'zod';
import { isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** An uploaded picture (POST /api/business/media): `url` is what a deal's imageUrl takes. */
export const uploadedPictureSchema = z
  .strictObject({
    id: z.string(),
    url: z.string().meta({ description: 'The path of the largest rendition: set it as the deal\'s imageUrl.' }),
    srcSet: z.string(),
    widths: z.array(z.number().int()),
    width: z.number().int(),
    height: z.number().int(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'UploadedPicture' });
export type UploadedPictureResponse = z.infer<typeof uploadedPictureSchema>;

/** What a card needs to show a deal's picture: null when it has none. */
export const dealImageSchema = z
  .strictObject({
    src: z.string(),
    srcSet: z.string().nullable().meta({ description: 'Every stored width of an uploaded picture; null for a link stored before uploads.' }),
  })
  .nullable()
  .meta({ id: 'DealImage' });
