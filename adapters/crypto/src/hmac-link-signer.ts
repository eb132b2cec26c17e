import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { LinkSigner } from '@marketplace/core/accounts/ports/link-signer.port';

/** What the unsubscribe key is derived for: another use of the session secret gets another label, hence another key. */
export const UNSUBSCRIBE_KEY_LABEL = 'marketplace unsubscribe links v1';

/**
 * A key of its own, derived from the session secret with HKDF-SHA256 and a label: the session
 * cookie's key is never used for links, and a link's signature tells nothing about it.
 */
export function deriveKey(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', label, 32));
}

/**
 * HMAC-SHA256 signatures (base64url, 43 characters) with a key derived from the session secret.
 * The secret is read on first use (the development one may live in a file under DATA_DIR).
 */
export class HmacLinkSigner implements LinkSigner {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly secret: () => Promise<string>,
    private readonly label: string = UNSUBSCRIBE_KEY_LABEL,
  ) {}

  async sign(message: string): Promise<string> {
    return createHmac('sha256', await this.derivedKey()).update(message, 'utf8').digest('base64url');
  }

  async verify(message: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(message), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private derivedKey(): Promise<Buffer> {
    this.key ??= this.secret().then((secret) => deriveKey(secret, this.label));
    // A failed read is tried again on the next call rather than remembered.
    this.key.catch(() => {
      this.key = undefined;
    });
    return this.key;
  }
}
