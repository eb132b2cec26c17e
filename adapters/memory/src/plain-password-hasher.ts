import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';

const PREFIX = 'plain$';

/**
 * FOR TESTS ONLY: "hashes" a password by prefixing it, so tests stay fast and a stored hash shows
 * what it stands for. It protects nothing; production uses argon2id.
 */
export class PlainTextPasswordHasher implements PasswordHasher {
  async hash(plain: string): Promise<string> {
    return `${PREFIX}${plain}`;
  }

  async verify(hash: string | null, plain: string): Promise<boolean> {
    return hash !== null && hash === `${PREFIX}${plain}`;
  }
}
