import { describe, expect, it } from 'vitest';
import { dealImage, parsePictureFileName, parsePictureUrl, pictureUrl, renditionWidths } from '@marketplace/core/media/domain/picture';
import { DEMO_PICTURES, demoPictureById, demoPictureUrl } from '@marketplace/core/demo/domain/demo-pictures';

const ID = '0123456789abcdef0123456789abcdef';

describe('picture widths', () => {
  it('are 400, 800 and 1200, never wider than the original, which is kept when it is narrower than 1200', () => {
    expect(renditionWidths(4000)).toEqual([400, 800, 1200]);
    expect(renditionWidths(1200)).toEqual([400, 800, 1200]);
    expect(renditionWidths(1000)).toEqual([400, 800, 1000]);
    expect(renditionWidths(800)).toEqual([400, 800]);
    expect(renditionWidths(640)).toEqual([400, 640]);
    expect(renditionWidths(300)).toEqual([300]);
  });
});

describe('picture names', () => {
  it('are <32 hex>-<width>.webp and nothing else', () => {
    expect(parsePictureFileName(`${ID}-800.webp`)).toEqual({ id: ID, width: 800 });
    for (const name of [`${ID}-800.png`, `${ID}-0800.webp`, `${ID.toUpperCase()}-800.webp`, `../${ID}-800.webp`, `${ID}-800.webp/..`, `${ID}-12000.webp`, `x${ID}-800.webp`, '']) {
      expect(parsePictureFileName(name), name).toBeNull();
    }
    expect(parsePictureUrl(`/media/${ID}-1200.webp`)).toEqual({ id: ID, width: 1200 });
    expect(parsePictureUrl(`https://elsewhere.example/media/${ID}-1200.webp`)).toBeNull();
    expect(pictureUrl({ id: ID, widths: [400, 800, 1000] })).toBe(`/media/${ID}-1000.webp`);
  });
});

describe("a deal's image", () => {
  it('lists every stored width of an upload, from its largest, with the 800 as src', () => {
    expect(dealImage(`/media/${ID}-1200.webp`)).toEqual({
      src: `/media/${ID}-800.webp`,
      srcSet: `/media/${ID}-400.webp 400w, /media/${ID}-800.webp 800w, /media/${ID}-1200.webp 1200w`,
    });
    expect(dealImage(`/media/${ID}-640.webp`)).toEqual({ src: `/media/${ID}-640.webp`, srcSet: `/media/${ID}-400.webp 400w, /media/${ID}-640.webp 640w` });
  });

  it('shows nothing for a link to another site stored before uploads (the pages load only their own pictures), nor for none', () => {
    expect(dealImage('https://images.example.com/a.jpg')).toBeNull();
    expect(dealImage(null)).toBeNull();
  });
});

describe('demo pictures', () => {
  it('give every category three scenes with distinct fixed ids that the demo deals can name', () => {
    expect(new Set(DEMO_PICTURES.map((picture) => picture.id)).size).toBe(DEMO_PICTURES.length);
    for (const picture of DEMO_PICTURES) {
      expect(parsePictureFileName(`${picture.id}-1200.webp`)).not.toBeNull();
      expect(demoPictureById(picture.id)).toBe(picture);
    }
    expect(parsePictureUrl(demoPictureUrl('Café', 4))?.id).toBe(parsePictureUrl(demoPictureUrl('Café', 1))?.id);
    expect(parsePictureUrl(demoPictureUrl('Café', 0))?.id).not.toBe(parsePictureUrl(demoPictureUrl('Retail', 0))?.id);
  });
});
