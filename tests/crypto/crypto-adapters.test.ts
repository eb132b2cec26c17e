import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import { CryptoCodeGenerator, TEXT_CODE_ALPHABET, TEXT_CODE_LENGTH } from '@marketplace/adapters-crypto/crypto-code-generator';
import { normaliseRedemptionCode } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';

describe('CryptoCodeGenerator', () => {
  const codes = new CryptoCodeGenerator();

  it('makes XXXXX-XXXXX text codes from the unambiguous Crockford alphabet', () => {
    expect(TEXT_CODE_ALPHABET).toHaveLength(32);
    expect(TEXT_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    for (let i = 0; i < 500; i += 1) {
      const code = codes.textCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(normaliseRedemptionCode(code)).toEqual({ kind: 'text', value: code });
    }
  });

  it('draws each of the 10 characters uniformly from 32 symbols: 50 bits per code', () => {
    expect(TEXT_CODE_LENGTH * Math.log2(TEXT_CODE_ALPHABET.length)).toBe(50);
    const draws = 6400;
    const tallies = Array.from({ length: TEXT_CODE_LENGTH }, () => new Map<string, number>());
    for (let i = 0; i < draws; i += 1) {
      [...codes.textCode().replace('-', '')].forEach((symbol, position) => tallies[position]!.set(symbol, (tallies[position]!.get(symbol) ?? 0) + 1));
    }
    // 200 expected per symbol and position (standard deviation 14): far outside 120..280 means a bias.
    for (const tally of tallies) {
      expect([...tally.keys()].sort().join('')).toBe(TEXT_CODE_ALPHABET);
      for (const count of tally.values()) {
        expect(count).toBeGreaterThan(120);
        expect(count).toBeLessThan(280);
      }
    }
  });

  it('makes URL-safe QR tokens of at least 128 bits that read back as QR codes', () => {
    const token = codes.qrToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(normaliseRedemptionCode(token)).toEqual({ kind: 'qr', value: token });
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => codes.textCode()));
    expect(seen.size).toBe(2000);
    expect(new Set(Array.from({ length: 200 }, () => codes.qrToken())).size).toBe(200);
    expect(new Set(Array.from({ length: 200 }, () => codes.opaqueId())).size).toBe(200);
    expect(codes.opaqueId()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id, m=19456 KiB, t=2, p=1', async () => {
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('correct horse');
  });

  it('verifies the right password only', async () => {
    const hash = await hasher.hash('correct horse');
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
  });

  it('answers false for no account or a malformed hash, after doing the work', async () => {
    expect(await hasher.verify(null, 'anything')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
