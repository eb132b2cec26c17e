import type { Picture } from '../domain/picture.js';

/** Which business uploaded which picture, so only that business can put it on a deal. */
export interface PictureRepository {
  /** Records the upload; uploading the same picture again keeps the first record. */
  add(picture: Picture): Promise<void>;
  /** The picture with this id uploaded by this business, or null. */
  findOwned(id: string, businessId: number): Promise<Picture | null>;
}
