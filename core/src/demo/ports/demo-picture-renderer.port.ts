import type { DemoPicture } from '../domain/demo-pictures.js';

/** Draws a demo scene (a PNG of DEMO_PICTURE_WIDTH × DEMO_PICTURE_HEIGHT). */
export interface DemoPictureRenderer {
  render(picture: DemoPicture): Promise<Uint8Array>;
}
