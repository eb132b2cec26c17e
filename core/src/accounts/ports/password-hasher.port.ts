/** Slow, salted password hashing (argon2id in production). */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  /**
   * @param hash the stored hash, or null when no account matched: the hasher then does the same
   * work against a dummy hash and answers false, so response time does not reveal which emails exist.
   */
  verify(hash: string | null, plain: string): Promise<boolean>;
}
