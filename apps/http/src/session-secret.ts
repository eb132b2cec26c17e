import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

async function storedSecret(file: string): Promise<string | null> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return stored.length >= 32 ? stored : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The configured SESSION_SECRET, or for development a secret generated once into DATA_DIR, so
 * sessions (and the unsubscribe links, whose key is derived from it) survive a restart without
 * anyone having to invent a secret. The server and `marketplace worker` on the same DATA_DIR read
 * the same file; when both start on an empty one, the first to create it wins and the other reads it.
 */
export async function resolveSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'session-secret');
  const stored = await storedSecret(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // A file too short to be a secret (written by hand) is replaced, as before; a missing one is
    // created only if nobody created it meanwhile.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: (await fileExists(file)) ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // The other process may not have written its secret yet: wait for it briefly.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const winner = await storedSecret(file);
      if (winner) return winner;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw error;
  }
  await chmod(file, 0o600);
  return secret;
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await readFile(file);
    return true;
  } catch {
    return false;
  }
}
