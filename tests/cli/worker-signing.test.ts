import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { loadCliConfig } from '@marketplace/cli/cli-config';
import { loadConfig } from '@marketplace/http/config';
import { buildContainer, resolve } from '@marketplace/http/container';
import { TOKENS } from '@marketplace/http/tokens';
import type { CompositionConfig } from '@marketplace/http/composition-config';

/** The link signer each process's composition root builds from its own configuration. */
function signerOf(config: CompositionConfig) {
  const db = createInMemoryRepositories();
  const container = buildContainer({ config, infrastructure: { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' } });
  return resolve(container, TOKENS.linkSigner);
}

const ADMIN = { ADMIN_EMAIL: 'admin@test.example', ADMIN_PASSWORD: 'admin-test-password' };

describe('unsubscribe links signed by `marketplace worker` open on the server', () => {
  it('with SESSION_SECRET: both derive the key from it', async () => {
    const env = { ...ADMIN, DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-signing-')), SESSION_SECRET: 'a-shared-session-secret-of-32-characters-x' };
    const worker = signerOf(loadCliConfig(env));
    const server = signerOf(loadConfig(env));
    expect(await server.verify('c.5.expiryReminders', await worker.sign('c.5.expiryReminders'))).toBe(true);
    const elsewhere = signerOf(loadConfig({ ...env, SESSION_SECRET: 'another-deployments-session-secret-000000' }));
    expect(await elsewhere.verify('c.5.expiryReminders', await worker.sign('c.5.expiryReminders'))).toBe(false);
  });

  it('in development without SESSION_SECRET: both use the secret generated once into the shared DATA_DIR', async () => {
    const env = { ...ADMIN, DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-signing-')) };
    const signature = await signerOf(loadCliConfig(env)).sign('b.3.weeklySummary');
    // A later server start (a new process, a new container) on the same DATA_DIR.
    expect(await signerOf(loadConfig(env)).verify('b.3.weeklySummary', signature)).toBe(true);
  });
});
