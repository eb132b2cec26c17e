import { ImportLinkedPictures } from '@marketplace/core/media/application/import-linked-pictures.use-case';
import { ReadPictureFile } from '@marketplace/core/media/application/read-picture-file.use-case';
import { UploadPicture } from '@marketplace/core/media/application/upload-picture.use-case';
import { DemoPictures } from '@marketplace/core/demo/application/demo-pictures.use-case';
import { TOKENS } from '../tokens.js';
import { useCaseToken, type Get } from './ports.js';

/** Deal pictures: upload (re-encoded and recorded) and the stored files. */
export const MEDIA_USE_CASES = {
  uploadPicture: (get: Get) =>
    new UploadPicture({ pictures: get(TOKENS.pictures), store: get(TOKENS.mediaStore), images: get(TOKENS.imageProcessor), clock: get(TOKENS.clock) }),
  demoPictures: (get: Get) => new DemoPictures({ store: get(TOKENS.mediaStore), images: get(TOKENS.imageProcessor), renderer: get(TOKENS.demoPictureRenderer) }),
  importLinkedPictures: (get: Get) =>
    new ImportLinkedPictures({
      pictures: get(TOKENS.pictures),
      store: get(TOKENS.mediaStore),
      images: get(TOKENS.imageProcessor),
      fetcher: get(TOKENS.linkedPictureFetcher),
      clock: get(TOKENS.clock),
    }),
  readPictureFile: (get: Get): ReadPictureFile => new ReadPictureFile({ store: get(TOKENS.mediaStore), demoPictures: get(useCaseToken('demoPictures')) }),
};
