import type { AccountRef } from '../domain/account-ref.js';
import type { Session } from '../domain/session.js';

/** Server-side sessions, so logout and expiry are real and any instance can serve any request. */
export interface SessionRepository {
  add(session: Session): Promise<void>;
  findById(id: string): Promise<Session | null>;
  save(session: Session): Promise<void>;
  delete(id: string): Promise<void>;
  deleteAllFor(account: AccountRef): Promise<number>;
  /** Removes sessions whose expiry is past; @returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
