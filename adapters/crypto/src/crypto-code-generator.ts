import { randomBytes, randomInt } from 'node:crypto';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed at a till is unambiguous. */
export const TEXT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 10 characters of 5 bits each: 50 bits, so guessing one live code takes about 2^50 / live codes tries. */
export const TEXT_CODE_LENGTH = 10;

/** Redemption codes and ids from the operating system's cryptographic random source. */
export class CryptoCodeGenerator implements CodeGenerator {
  /** 10 characters, 50 bits, shown as XXXXX-XXXXX. */
  textCode(): string {
    let code = '';
    for (let i = 0; i < TEXT_CODE_LENGTH; i += 1) code += TEXT_CODE_ALPHABET[randomInt(TEXT_CODE_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  }

  /** 144 random bits as 24 URL-safe base64 characters. */
  qrToken(): string {
    return randomBytes(18).toString('base64url');
  }

  /** 256 random bits, URL-safe. */
  passSecret(): string {
    return randomBytes(32).toString('base64url');
  }

  /** 256 random bits, URL-safe. */
  opaqueId(): string {
    return randomBytes(32).toString('base64url');
  }
}
