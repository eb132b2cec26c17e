import { requireDealManager, type Actor } from '../../accounts/domain/actor.js';
import { ValidationError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE_MESSAGE, renditionWidths, UNSUPPORTED_PICTURE_MESSAGE, type Picture } from '../domain/picture.js';
import type { ImageProcessor } from '../ports/image-processor.port.js';
import type { MediaStore } from '../ports/media-store.port.js';
import type { PictureRepository } from '../ports/picture.repository.port.js';
import { pictureRecord, storeRenditions } from './stored-picture.js';

/**
 * The owner or a manager uploads a deal picture: it is checked by its content, re-encoded to WebP
 * at each width without metadata, stored, and recorded as the business's.
 */
export class UploadPicture {
  constructor(private readonly deps: { pictures: PictureRepository; store: MediaStore; images: ImageProcessor; clock: Clock }) {}

  async execute(actor: Actor, bytes: Uint8Array): Promise<Picture> {
    const { businessId } = requireDealManager(actor);
    if (bytes.byteLength > MAX_PICTURE_BYTES) throw new ValidationError(PICTURE_TOO_LARGE_MESSAGE, [], 'media.too_large');
    const processed = await this.deps.images.process(bytes, renditionWidths);
    if (!processed || processed.renditions.length === 0) throw new ValidationError(UNSUPPORTED_PICTURE_MESSAGE, [], 'media.unsupported');
    await storeRenditions(this.deps.store, processed);
    const picture = pictureRecord(processed, businessId, this.deps.clock.now());
    await this.deps.pictures.add(picture);
    return picture;
  }
}
