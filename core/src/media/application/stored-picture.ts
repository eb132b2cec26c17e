import { pictureFileName, type Picture } from '../domain/picture.js';
import type { ProcessedPicture } from '../ports/image-processor.port.js';
import type { MediaStore } from '../ports/media-store.port.js';

/** A picture's content type once stored. */
export const PICTURE_CONTENT_TYPE = 'image/webp';

/** Stores every re-encoded width of a picture, narrowest first (the widest last: its presence says the picture is whole). */
export async function storeRenditions(store: MediaStore, processed: ProcessedPicture): Promise<void> {
  for (const rendition of processed.renditions) {
    await store.put(pictureFileName(processed.id, rendition.width), rendition.bytes, PICTURE_CONTENT_TYPE);
  }
}

/** The record of a stored picture as `businessId`'s, sized by its widest rendition. */
export function pictureRecord(processed: ProcessedPicture, businessId: number, createdAt: Date): Picture {
  const widest = processed.renditions[processed.renditions.length - 1]!;
  return {
    id: processed.id,
    businessId,
    widths: processed.renditions.map((rendition) => rendition.width),
    width: widest.width,
    height: widest.height,
    createdAt,
  };
}
