/**
 * Signs the links a person may use without signing in (the unsubscribe link of an email), so a
 * link names only what it was made for: changing one character of it makes it invalid. The key is
 * the deployment's, the same in every server and worker, and stays the same across restarts.
 */
export interface LinkSigner {
  /** A URL-safe signature of the message. */
  sign(message: string): Promise<string>;
  /** Whether the signature is this signer's for exactly this message (compared in constant time). */
  verify(message: string, signature: string): Promise<boolean>;
}
