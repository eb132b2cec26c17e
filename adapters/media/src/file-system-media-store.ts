import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MediaStore } from '@marketplace/core/media/ports/media-store.port';

/** Picture files in one folder (`DATA_DIR/media`), written whole (a temporary file renamed). */
export class FileSystemMediaStore implements MediaStore {
  constructor(private readonly folder: string) {}

  async put(name: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(name);
    await mkdir(this.folder, { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(name: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(name)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Only a plain file name inside the folder: a path or `..` never leaves it. */
  private pathOf(name: string): string {
    if (name !== basename(name) || name.startsWith('.')) throw new Error(`not a media file name: ${name}`);
    return join(this.folder, name);
  }
}
