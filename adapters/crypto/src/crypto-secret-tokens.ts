import { createHash, randomBytes } from 'node:crypto';
import type { IssuedSecret, SecretTokens } from '@marketplace/core/accounts/ports/secret-tokens.port';

/** Link tokens of 256 random bits (43 URL-safe characters), stored as their SHA-256 hex digest. */
export class CryptoSecretTokens implements SecretTokens {
  issue(): IssuedSecret {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hashOf(token) };
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
