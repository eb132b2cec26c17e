import { ValidationError } from '../../shared/domain/domain-error.js';
import { FOREIGN_PICTURE_MESSAGE, parsePictureUrl, pictureUrl, UNKNOWN_PICTURE_MESSAGE } from '../domain/picture.js';
import type { PictureRepository } from '../ports/picture.repository.port.js';

/**
 * The image URL a deal of this business may store: one of its own uploaded pictures (as the path of
 * its largest rendition), or none. Links to other hosts and other businesses' pictures are refused.
 */
export async function attachablePictureUrl(pictures: PictureRepository, businessId: number, imageUrl: string | null): Promise<string | null> {
  if (imageUrl === null) return null;
  const own = parsePictureUrl(imageUrl);
  if (!own) throw new ValidationError(FOREIGN_PICTURE_MESSAGE, [{ path: 'imageUrl', message: FOREIGN_PICTURE_MESSAGE }], 'deal.image_not_uploaded');
  const picture = await pictures.findOwned(own.id, businessId);
  if (!picture) throw new ValidationError(UNKNOWN_PICTURE_MESSAGE, [{ path: 'imageUrl', message: UNKNOWN_PICTURE_MESSAGE }], 'deal.image_not_found');
  return pictureUrl(picture);
}
