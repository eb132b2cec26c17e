/** Redemption codes, from a cryptographic random source in production. */
export interface CodeGenerator {
  /**
   * 10 random characters of an unambiguous alphabet (Crockford base32, 50 bits), shown and stored
   * as XXXXX-XXXXX. Codes of 8 characters (XXXX-XXXX) issued before stay valid.
   */
  textCode(): string;
  /** A URL-safe random token of at least 128 bits, encoded in the QR code. */
  qrToken(): string;
  /** A purchase's live-pass secret: 256 random bits as 43 URL-safe base64 characters. */
  passSecret(): string;
  /** An opaque unguessable id (sessions, idempotency keys). */
  opaqueId(): string;
}
