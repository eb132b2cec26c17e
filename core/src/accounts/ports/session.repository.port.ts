import type { StaffMember } from '../../team/domain/staff-member.js';
import type { AccountRef } from '../domain/account-ref.js';
import type { Business } from '../domain/business.js';
import type { Session } from '../domain/session.js';
import type { User } from '../domain/user.js';

/**
 * A session with the rows its account is made of: the user, or the business, or the staff member
 * with their business. A part is null when the session does not name it or it is gone.
 */
export interface SessionWithAccount {
  session: Session;
  user: User | null;
  member: StaffMember | null;
  business: Business | null;
}

/** Server-side sessions, so logout and expiry are real and any instance can serve any request. */
export interface SessionRepository {
  add(session: Session): Promise<void>;
  findById(id: string): Promise<Session | null>;
  /** The session and its account's rows in one read: every signed-in request asks for both. */
  findWithAccount(id: string): Promise<SessionWithAccount | null>;
  save(session: Session): Promise<void>;
  delete(id: string): Promise<void>;
  deleteAllFor(account: AccountRef): Promise<number>;
  /** Removes sessions whose expiry is past; @returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
