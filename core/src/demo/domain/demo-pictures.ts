import { DEAL_CATEGORIES, type DealCategory } from '../../deals/domain/category.js';
import { MAX_PICTURE_WIDTH, picturePath } from '../../media/domain/picture.js';

/** How many different scenes each category has; demo and bulk deals take turns among them. */
export const DEMO_PICTURE_VARIANTS = 3;

/** The width demo scenes are drawn at (the widest rendition). */
export const DEMO_PICTURE_WIDTH = MAX_PICTURE_WIDTH;
/** 16:10, the cards' frame. */
export const DEMO_PICTURE_HEIGHT = 750;

/**
 * A picture the demo and the bulk seed ship: a scene drawn for a category (gradients and shapes,
 * rendered with sharp at seed time, never downloaded). Its id is fixed, so the seeded deals can
 * name it before it is drawn.
 */
export interface DemoPicture {
  id: string;
  category: DealCategory;
  /** 0 to DEMO_PICTURE_VARIANTS - 1: which scene of the category. */
  variant: number;
}

function demoPictureId(categoryIndex: number, variant: number): string {
  return `dea1${String(categoryIndex).padStart(2, '0')}${String(variant).padStart(2, '0')}`.padEnd(32, '0');
}

export const DEMO_PICTURES: readonly DemoPicture[] = DEAL_CATEGORIES.flatMap((category, index) =>
  Array.from({ length: DEMO_PICTURE_VARIANTS }, (_, variant) => ({ id: demoPictureId(index, variant), category, variant })),
);

const BY_ID = new Map(DEMO_PICTURES.map((picture) => [picture.id, picture]));

/** The demo picture with this id, or undefined. */
export function demoPictureById(id: string): DemoPicture | undefined {
  return BY_ID.get(id);
}

/** The image URL of a category's demo scene (`variant` wraps around). */
export function demoPictureUrl(category: string, variant: number): string {
  const index = Math.max(0, DEAL_CATEGORIES.indexOf(category as DealCategory));
  const id = demoPictureId(index, ((variant % DEMO_PICTURE_VARIANTS) + DEMO_PICTURE_VARIANTS) % DEMO_PICTURE_VARIANTS);
  return picturePath(id, DEMO_PICTURE_WIDTH);
}
