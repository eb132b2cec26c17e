import type { DemoPictures } from '../../demo/application/demo-pictures.use-case.js';
import { parsePictureFileName } from '../domain/picture.js';
import type { MediaStore } from '../ports/media-store.port.js';

/**
 * Anyone reads a stored picture file by its name; any other name (a path, `..`) is not found. A
 * demo scene not drawn yet is drawn first.
 */
export class ReadPictureFile {
  constructor(private readonly deps: { store: MediaStore; demoPictures: DemoPictures }) {}

  async execute(name: string): Promise<Uint8Array | null> {
    const file = parsePictureFileName(name);
    if (!file) return null;
    const stored = await this.deps.store.get(name);
    if (stored) return stored;
    if (!(await this.deps.demoPictures.ensure(file.id))) return null;
    return this.deps.store.get(name);
  }
}
