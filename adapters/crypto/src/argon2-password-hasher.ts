import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package exports a const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** argon2id password hashing; verification of an unknown account still does the full work. */
export class Argon2PasswordHasher implements PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly options: typeof ARGON2_OPTIONS = ARGON2_OPTIONS) {}

  hash(plain: string): Promise<string> {
    return hash(plain, this.options);
  }

  async verify(stored: string | null, plain: string): Promise<boolean> {
    if (stored === null) {
      // Same cost as a real check, so timing does not tell whether the email exists.
      this.dummyHash ??= hash('no account has this password', this.options);
      await verify(await this.dummyHash, plain);
      return false;
    }
    try {
      return await verify(stored, plain);
    } catch {
      // A malformed stored hash matches nothing.
      return false;
    }
  }
}
