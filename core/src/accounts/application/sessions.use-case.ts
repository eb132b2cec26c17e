import type { Clock } from '../../shared/ports/clock.port.js';
import type { CodeGenerator } from '../../purchases/ports/code-generator.port.js';
import type { Account } from '../domain/account.js';
import { accountRef } from '../domain/account.js';
import { Session, sessionPolicyFor, type SessionPolicy } from '../domain/session.js';
import type { BusinessRepository } from '../ports/business.repository.port.js';
import type { SessionRepository } from '../ports/session.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import type { StaffRepository } from '../../team/ports/staff.repository.port.js';
import { accountOf, isDisabled } from './account-recovery-deps.js';

export interface SessionDeps {
  sessions: SessionRepository;
  users: UserRepository;
  businesses: BusinessRepository;
  staff: StaffRepository;
  codes: CodeGenerator;
  clock: Clock;
  policy?: SessionPolicy;
}

/** Opens a fresh session for a signed-in account, always under a new id (no session fixation). */
export class OpenSession {
  constructor(private readonly deps: SessionDeps) {}

  async execute(account: Account, previousSessionId?: string | null): Promise<Session> {
    const { sessions, codes, clock, policy } = this.deps;
    if (previousSessionId) await sessions.delete(previousSessionId);
    const ref = accountRef(account);
    const session = Session.open(codes.opaqueId(), ref, clock.now(), policy ?? sessionPolicyFor(ref));
    await sessions.add(session);
    return session;
  }
}

/**
 * Finds the account behind a session id, or null when the session is unknown, expired, or its
 * account is gone or disabled (the stale row is then deleted). Refreshes the idle expiry now and then.
 */
export class ResumeSession {
  constructor(private readonly deps: SessionDeps) {}

  async execute(sessionId: string): Promise<{ session: Session; account: Account } | null> {
    const { sessions, clock, policy } = this.deps;
    // One read for the session and its account's rows.
    const found = await sessions.findWithAccount(sessionId);
    if (!found) return null;
    const session = Session.restore(found.session.toProps(), policy ?? sessionPolicyFor(found.session.account));
    const now = clock.now();
    if (!session.isActive(now)) {
      await sessions.delete(session.id);
      return null;
    }
    // Staff are read from their row on every request: a role change or a removal counts at once.
    const account: Account | null = accountOf(session.account, found);
    if (!account || isDisabled(account)) {
      await sessions.delete(session.id);
      return null;
    }
    if (session.touch(now)) await sessions.save(session);
    return { session, account };
  }
}

/** Logout: the row is deleted, so the cookie is worthless even if it was copied. */
export class CloseSession {
  constructor(private readonly deps: Pick<SessionDeps, 'sessions'>) {}

  async execute(sessionId: string): Promise<void> {
    await this.deps.sessions.delete(sessionId);
  }
}
