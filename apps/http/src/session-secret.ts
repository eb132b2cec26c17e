import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
 * the same file. The file appears whole or not at all (written beside it, then hard-linked into
 * place, which fails when it exists): when both start on an empty DATA_DIR, the first link wins and
 * the other reads the winner's secret, never a half-written file.
 */
export async function resolveSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'session-secret');
  const stored = await storedSecret(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await link(draft, file);
        return secret;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const winner = await storedSecret(file);
      if (winner) return winner;
      // A file too short to be a secret (written by hand) is replaced.
      await rm(file, { force: true });
    }
    throw new Error(`Could not create ${file}`);
  } finally {
    await rm(draft, { force: true });
  }
}
