import type { NewUser, User } from '../domain/user.js';

/** Customers and the admin. Emails and usernames are unique (case-insensitive emails are stored lowercased). */
export interface UserRepository {
  findById(id: number): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  findByUsername(username: string): Promise<User | null>;
  /**
   * Stores a new user and returns it with its id (`options.id` forces one, for the admin's 999).
   * @throws ConflictError `user.email_taken` or `user.username_taken` on a duplicate.
   */
  add(user: NewUser, options?: { id?: number }): Promise<User>;
  /** @throws ConflictError on a duplicate email or username; NotFoundError when the id is unknown. */
  save(user: User): Promise<void>;
  /** How many customer accounts (role user) there are; the admin is not one. */
  countCustomers(): Promise<number>;
}
