import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Raised when another live process has the embedded database open. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that process first, or point both at a PostgreSQL server with DATABASE_URL.',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt
 * it, and PGlite itself does not refuse (its postmaster.pid holds a fake pid). This lock file,
 * created exclusively, holds the owner's pid; a lock left by a process that died is taken over.
 * @returns a function that releases the lock.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'marketplace.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return async () => {
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt((await readFile(file, 'utf8').catch(() => '')).trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new EmbeddedDatabaseInUseError(dataDir, pid);
      // Stale (its process is gone) or unreadable: remove it and try again.
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
