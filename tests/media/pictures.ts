import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test pictures made with sharp: real files of each kind, and the refusals' material. */

/** A JPEG shot sideways (EXIF orientation 6) with a camera make and a GPS position in its EXIF. */
export async function jpegWithGps(width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .composite([{ input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#f1c40f' } }, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
}

export async function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#27ae60' } }).webp().toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#8e44ad' } }).gif().toBuffer();
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="red"/></svg>');

/** A text file named and typed as a picture would be: only its content tells. */
export const TEXT_FILE = Buffer.from('This is not a picture, whatever its name says.\n'.repeat(20));

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that claim 50,000 × 50,000 pixels: a decompression bomb's header. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
}

/** Over 5 MB: a JPEG signature followed by noise. */
export function sixMegabytes(): Buffer {
  const bytes = Buffer.alloc(6 * 1024 * 1024, 7);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
}
