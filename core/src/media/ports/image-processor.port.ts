/** One re-encoded size of an upload. */
export interface PictureRendition {
  width: number;
  height: number;
  /** WebP, without metadata. */
  bytes: Uint8Array;
}

/** An upload re-encoded at every width {@link ImageProcessor.process} was asked for. */
export interface ProcessedPicture {
  /** A digest of the re-encoded picture (32 lowercase hex characters). */
  id: string;
  /** Ascending by width. */
  renditions: PictureRendition[];
}

/** Reads an uploaded image by its content and re-encodes it. */
export interface ImageProcessor {
  /**
   * Decodes a JPEG, PNG or WebP (by its content, whatever its name or type claims), turns it
   * upright by its EXIF orientation, and re-encodes it to WebP at each width `widthsFor` picks
   * from its upright width, without any metadata.
   * @returns null when the bytes are not a complete JPEG, PNG or WebP within the pixel limit.
   */
  process(bytes: Uint8Array, widthsFor: (width: number) => number[]): Promise<ProcessedPicture | null>;
}
