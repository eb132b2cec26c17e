import { createHash } from 'node:crypto';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';

const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export interface SequentialCodeGeneratorOptions {
  /**
   * How many calls in a row get the same text code and the same QR token (default 1), so a
   * test can make generated codes collide and watch the caller retry.
   */
  timesEach?: number | undefined;
}

/**
 * FOR TESTS: codes of the production shapes from counters, so every run gives the same codes.
 * Text codes are "00000-00001", "00000-00002", ...; QR tokens are URL-safe base64 of 32 bytes;
 * pass secrets are URL-safe base64 of 32 bytes; opaque ids are "opaque-1", "opaque-2", ...
 */
export class SequentialCodeGenerator implements CodeGenerator {
  private readonly timesEach: number;
  private textCalls = 0;
  private qrCalls = 0;
  private opaqueCalls = 0;
  private secretCalls = 0;

  constructor(options: SequentialCodeGeneratorOptions = {}) {
    const timesEach = options.timesEach ?? 1;
    if (!Number.isInteger(timesEach) || timesEach < 1) throw new RangeError(`timesEach must be at least 1: ${timesEach}`);
    this.timesEach = timesEach;
  }

  textCode(): string {
    const n = Math.floor(this.textCalls / this.timesEach) + 1;
    this.textCalls += 1;
    const digits = toCrockford(n).padStart(10, '0');
    return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  }

  qrToken(): string {
    const n = Math.floor(this.qrCalls / this.timesEach) + 1;
    this.qrCalls += 1;
    return createHash('sha256').update(`qr-token:${n}`).digest('base64url');
  }

  passSecret(): string {
    this.secretCalls += 1;
    return createHash('sha256').update(`pass-secret:${this.secretCalls}`).digest('base64url');
  }

  opaqueId(): string {
    this.opaqueCalls += 1;
    return `opaque-${this.opaqueCalls}`;
  }
}

function toCrockford(n: number): string {
  let rest = n;
  let digits = '';
  do {
    digits = CROCKFORD_BASE32.charAt(rest % 32) + digits;
    rest = Math.floor(rest / 32);
  } while (rest > 0);
  return digits;
}
