/** A secret for a link sent by email, and the hash that is stored instead of it. */
export interface IssuedSecret {
  /** Goes into the link only; never stored. */
  token: string;
  hash: string;
}

/** Random link tokens from a cryptographic source, and their one-way hash (SHA-256). */
export interface SecretTokens {
  /** A fresh URL-safe token of at least 256 bits, with its hash. */
  issue(): IssuedSecret;
  /** The hash of a token someone presented, to look it up by. */
  hashOf(token: string): string;
}
