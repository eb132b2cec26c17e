import { storeRenditions } from '../../media/application/stored-picture.js';
import { pictureFileName, renditionWidths } from '../../media/domain/picture.js';
import type { ImageProcessor } from '../../media/ports/image-processor.port.js';
import type { MediaStore } from '../../media/ports/media-store.port.js';
import { DEMO_PICTURE_WIDTH, DEMO_PICTURES, demoPictureById, type DemoPicture } from '../domain/demo-pictures.js';
import type { DemoPictureRenderer } from '../ports/demo-picture-renderer.port.js';

/**
 * The demo and bulk seed's own pictures: each scene is drawn and stored through the same
 * re-encoding as an upload the first time it is needed (the seed draws them all; the server
 * draws a missing one when it is first asked for, so a fresh clone or a new bucket fills itself).
 */
export class DemoPictures {
  private readonly drawing = new Map<string, Promise<boolean>>();

  constructor(private readonly deps: { store: MediaStore; images: ImageProcessor; renderer: DemoPictureRenderer }) {}

  /** Draws every scene not stored yet. @returns how many were drawn. */
  async ensureAll(): Promise<number> {
    let drawn = 0;
    for (const picture of DEMO_PICTURES) if (await this.ensurePicture(picture)) drawn += 1;
    return drawn;
  }

  /** Draws the demo picture with this id if it is one and is not stored yet. @returns whether it is one. */
  async ensure(id: string): Promise<boolean> {
    const picture = demoPictureById(id);
    if (!picture) return false;
    await this.ensurePicture(picture);
    return true;
  }

  private async ensurePicture(picture: DemoPicture): Promise<boolean> {
    if (await this.deps.store.get(pictureFileName(picture.id, DEMO_PICTURE_WIDTH))) return false;
    // Concurrent requests for the sizes of one scene draw it once.
    let pending = this.drawing.get(picture.id);
    if (!pending) {
      pending = this.draw(picture).finally(() => this.drawing.delete(picture.id));
      this.drawing.set(picture.id, pending);
    }
    return pending;
  }

  private async draw(picture: DemoPicture): Promise<boolean> {
    const processed = await this.deps.images.process(await this.deps.renderer.render(picture), renditionWidths);
    if (!processed) throw new Error(`demo picture ${picture.id} could not be encoded`);
    // The largest last: its presence is what says the scene is stored.
    await storeRenditions(this.deps.store, { ...processed, id: picture.id });
    return true;
  }
}
