/**
 * Deal pictures (DESIGN.md 10.7): uploaded by the business, re-encoded to WebP at a few widths,
 * stored once per content and served from `/media/<id>-<width>.webp`.
 */

/** The widths every upload is re-encoded to (never wider than the original). */
export const PICTURE_WIDTHS = [400, 800, 1200] as const;
/** The widest rendition. */
export const MAX_PICTURE_WIDTH = 1200;

/** The largest upload accepted, in bytes (5 MB). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The most pixels an upload may decode to: a larger one is refused as a decompression bomb. */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** The kinds accepted (by content; the file picker offers these). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What the upload field says it takes. */
export const PICTURE_UPLOAD_HINT = 'JPEG, PNG or WebP up to 5 MB.';

export const UNSUPPORTED_PICTURE_MESSAGE = 'Upload a JPEG, PNG or WebP picture';
export const PICTURE_TOO_LARGE_MESSAGE = 'The picture is larger than 5 MB: upload a smaller one';
export const FOREIGN_PICTURE_MESSAGE = 'Upload a picture: links to pictures on other sites are not accepted';
export const UNKNOWN_PICTURE_MESSAGE = 'That picture was not uploaded by this business: upload it again';

/** The public path prefix of stored pictures. */
export const MEDIA_PATH_PREFIX = '/media/';

const ID_PATTERN = '[0-9a-f]{32}';
const FILE_PATTERN = new RegExp(`^(${ID_PATTERN})-([1-9][0-9]{0,3})\\.webp$`);

/** A stored picture, as its business uploaded it (after re-encoding). */
export interface Picture {
  /** Derived from the re-encoded content: the same picture gets the same id. */
  id: string;
  businessId: number;
  /** The widths stored, ascending; the last is the picture's own width when it is under 1200. */
  widths: number[];
  /** Size of the largest rendition. */
  width: number;
  height: number;
  createdAt: Date;
}

/** The widths to produce for an original this wide: those below it, and at most its own width. */
export function renditionWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, MAX_PICTURE_WIDTH);
  return [...PICTURE_WIDTHS.filter((width) => width < largest), largest];
}

/** The stored file name of one rendition. */
export function pictureFileName(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

/** The public path of one rendition. */
export function picturePath(id: string, width: number): string {
  return `${MEDIA_PATH_PREFIX}${pictureFileName(id, width)}`;
}

/** The path a deal stores for a picture: its largest rendition. */
export function pictureUrl(picture: Pick<Picture, 'id' | 'widths'>): string {
  return picturePath(picture.id, picture.widths[picture.widths.length - 1] ?? PICTURE_WIDTHS[0]);
}

/** A stored file name (`<id>-<width>.webp`), or null for anything else (traversal included). */
export function parsePictureFileName(name: string): { id: string; width: number } | null {
  const match = FILE_PATTERN.exec(name);
  return match ? { id: match[1]!, width: Number(match[2]) } : null;
}

/** One of our own picture paths (`/media/<id>-<width>.webp`), or null. */
export function parsePictureUrl(url: string): { id: string; width: number } | null {
  return url.startsWith(MEDIA_PATH_PREFIX) ? parsePictureFileName(url.slice(MEDIA_PATH_PREFIX.length)) : null;
}

/** What an `<img>` needs for a deal's picture: `srcSet` for our own pictures, null for a stored link. */
export interface DealImage {
  src: string;
  srcSet: string | null;
}

/**
 * The image of a deal from its stored URL. Our own pictures list every width stored (they follow
 * from the largest, see {@link renditionWidths}). A link to another site (stored before uploads
 * existed) gives none: the pages load pictures only from this site, so it shows the category's tile
 * until the import job has stored a copy and pointed the deal at it.
 */
export function dealImage(imageUrl: string | null): DealImage | null {
  if (!imageUrl) return null;
  const own = parsePictureUrl(imageUrl);
  if (!own) return null;
  const widths = [...PICTURE_WIDTHS.filter((width) => width < own.width), own.width];
  const middle = widths.find((width) => width >= 800) ?? own.width;
  return { src: picturePath(own.id, middle), srcSet: widths.map((width) => `${picturePath(own.id, width)} ${width}w`).join(', ') };
}
