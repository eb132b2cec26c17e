/** Redemption codes, from a cryptographic random source in production. */
export interface CodeGenerator {
  /** 8 characters of an unambiguous alphabet (Crockford base32), shown as XXXX-XXXX. */
  textCode(): string;
  /** A URL-safe random token of at least 128 bits, encoded in the QR code. */
  qrToken(): string;
  /** An opaque unguessable id (sessions, idempotency keys). */
  opaqueId(): string;
}
