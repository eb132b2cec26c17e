import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import { EmbeddedDatabaseInUseError } from '@marketplace/adapters-mikro-orm/embedded-lock';

describe('the embedded database is one process’s', () => {
  it('locks its data directory while open and releases it on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-lock-'));
    const database = await MikroOrmDatabase.open({ dataDir });
    expect(existsSync(join(dataDir, 'marketplace.lock'))).toBe(true);
    await database.close();
    expect(existsSync(join(dataDir, 'marketplace.lock'))).toBe(false);
  });

  it('refuses a directory another live process has open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir, 'marketplace.lock'), `${other.pid}\n`);
      const opening = MikroOrmDatabase.open({ dataDir });
      await expect(opening).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
      await expect(opening).rejects.toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'embedded-lock-'));
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(join(dataDir, 'marketplace.lock'), `${dead.pid}\n`);
    const database = await MikroOrmDatabase.open({ dataDir });
    await database.close();
  });
});
