import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_PICTURE_PIXELS } from '@marketplace/core/media/domain/picture';
import type { ImageProcessor, PictureRendition, ProcessedPicture } from '@marketplace/core/media/ports/image-processor.port';

const WEBP_QUALITY = 80;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Whether the bytes start like a JPEG, a PNG or a WebP (the name and the claimed type are ignored). */
export function hasPictureSignature(bytes: Uint8Array): boolean {
  const starts = (offset: number, ...expected: number[]) => expected.every((byte, index) => bytes[offset + index] === byte);
  const jpeg = starts(0, 0xff, 0xd8, 0xff);
  const png = starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const webp = starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50);
  return jpeg || png || webp;
}

/**
 * Re-encodes uploads with sharp (libvips): the signature and sharp's own reading must both say
 * JPEG, PNG or WebP; any decoding warning (a truncated file) or more than the pixel limit (a
 * decompression bomb) refuses it. Output is WebP without metadata (sharp drops EXIF, GPS and ICC
 * unless asked to keep them), turned upright by the EXIF orientation first.
 */
export class SharpImageProcessor implements ImageProcessor {
  constructor(private readonly maxPixels: number = MAX_PICTURE_PIXELS) {}

  async process(bytes: Uint8Array, widthsFor: (width: number) => number[]): Promise<ProcessedPicture | null> {
    if (!hasPictureSignature(bytes)) return null;
    try {
      const metadata = await this.open(bytes).metadata();
      if (!ACCEPTED_FORMATS.has(metadata.format)) return null;
      const renditions: PictureRendition[] = [];
      for (const width of widthsFor(metadata.autoOrient.width)) {
        const { data, info } = await this.open(bytes)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        renditions.push({ width: info.width, height: info.height, bytes: new Uint8Array(data) });
      }
      const largest = renditions[renditions.length - 1];
      if (!largest) return null;
      return { id: createHash('sha256').update(largest.bytes).digest('hex').slice(0, 32), renditions };
    } catch {
      // libvips refused it: truncated, corrupt, over the pixel limit.
      return null;
    }
  }

  private open(bytes: Uint8Array) {
    return sharp(bytes, { limitInputPixels: this.maxPixels, failOn: 'warning', animated: false });
  }
}
