import { createHmac, hkdfSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveKey, HmacLinkSigner, UNSUBSCRIBE_KEY_LABEL } from '@marketplace/adapters-crypto/hmac-link-signer';
import { resolveSessionSecret } from '@marketplace/http/session-secret';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('HmacLinkSigner', () => {
  it('signs with HMAC-SHA256 under a key derived by HKDF from the session secret and its label, never the secret itself', async () => {
    const signature = await new HmacLinkSigner(async () => SECRET).sign('c.42.newsletter');
    const key = Buffer.from(hkdfSync('sha256', SECRET, '', UNSUBSCRIBE_KEY_LABEL, 32));
    expect(signature).toBe(createHmac('sha256', key).update('c.42.newsletter').digest('base64url'));
    expect(signature).not.toBe(createHmac('sha256', SECRET).update('c.42.newsletter').digest('base64url'));
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deriveKey(SECRET, 'another use')).not.toEqual(key);
  });

  it('verifies its own signature of exactly that message, and nothing else', async () => {
    const signer = new HmacLinkSigner(async () => SECRET);
    const signature = await signer.sign('c.42.newsletter');
    expect(await signer.verify('c.42.newsletter', signature)).toBe(true);
    expect(await signer.verify('c.43.newsletter', signature)).toBe(false);
    expect(await signer.verify('c.42.newsletter', signature.slice(0, -1))).toBe(false);
    expect(await signer.verify('c.42.newsletter', '')).toBe(false);
    expect(await new HmacLinkSigner(async () => `${SECRET}-other`).verify('c.42.newsletter', signature)).toBe(false);
  });

  it('signs alike in two processes of one deployment (a server and `marketplace worker`)', async () => {
    const server = new HmacLinkSigner(async () => SECRET);
    const worker = new HmacLinkSigner(async () => SECRET);
    expect(await worker.verify('b.7.weeklySummary', await server.sign('b.7.weeklySummary'))).toBe(true);
  });
});

describe('the development session secret in DATA_DIR (no SESSION_SECRET)', () => {
  it('is generated once and read back by every later start, so links stay valid across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-secret-'));
    const first = await resolveSessionSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSessionSecret(undefined, dataDir)).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    const signed = await new HmacLinkSigner(() => resolveSessionSecret(undefined, dataDir)).sign('c.1.newsletter');
    expect(await new HmacLinkSigner(() => resolveSessionSecret(undefined, dataDir)).verify('c.1.newsletter', signed)).toBe(true);
  });

  it('is the same for a server and a worker starting together on an empty DATA_DIR', async () => {
    // Many rounds: a reader that catches the file between its creation and its content must never
    // write a secret of its own over it.
    for (let round = 0; round < 40; round += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-secret-'));
      const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveSessionSecret(undefined, dataDir)));
      expect(new Set(secrets).size).toBe(1);
      expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(secrets[0]);
      expect(readdirSync(dataDir)).toEqual(['session-secret']);
    }
  });

  it('replaces a file too short to be a secret', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-secret-'));
    writeFileSync(join(dataDir, 'session-secret'), 'too-short\n');
    const secret = await resolveSessionSecret(undefined, dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(secret);
  });

  it('is the configured SESSION_SECRET when there is one', async () => {
    expect(await resolveSessionSecret(SECRET, mkdtempSync(join(tmpdir(), 'marketplace-secret-')))).toBe(SECRET);
  });
});
