import { randomBytes, randomInt } from 'node:crypto';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed at a till is unambiguous. */
export const TEXT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Redemption codes and ids from the operating system's cryptographic random source. */
export class CryptoCodeGenerator implements CodeGenerator {
  /** 8 characters, 40 bits, shown as XXXX-XXXX. */
  textCode(): string {
    let code = '';
    for (let i = 0; i < 8; i += 1) code += TEXT_CODE_ALPHABET[randomInt(TEXT_CODE_ALPHABET.length)];
    return `${code.slice(0, 4)}-${code.slice(4)}`;
  }

  /** 144 random bits as 24 URL-safe base64 characters. */
  qrToken(): string {
    return randomBytes(18).toString('base64url');
  }

  /** 256 random bits, URL-safe. */
  opaqueId(): string {
    return randomBytes(32).toString('base64url');
  }
}
