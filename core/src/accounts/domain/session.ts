import type { AccountRef } from './account-ref.js';
import { ADMIN_ACCOUNT_ID } from './actor.js';

/** How long a session lives: it ends after `idleMs` without use, and after `absoluteMs` in any case. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 7 * 24 * 60 * 60 * 1000,
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
};

/** The admin can read and change everything: a forgotten browser must not stay signed in for days. */
export const ADMIN_SESSION_POLICY: SessionPolicy = {
  idleMs: 30 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
};

/** The admin's (id 999) sessions are short; every other account's follow the default. */
export function sessionPolicyFor(account: AccountRef): SessionPolicy {
  return account.type === 'user' && account.id === ADMIN_ACCOUNT_ID ? ADMIN_SESSION_POLICY : DEFAULT_SESSION_POLICY;
}

/** Refresh the stored last-seen time at most this often, so reads do not all become writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionProps {
  /** An unguessable random token; the cookie carries it (signed). */
  id: string;
  account: AccountRef;
  createdAt: Date;
  lastSeenAt: Date;
  /** The earlier of idle and absolute expiry, kept up to date so expired rows can be swept by index. */
  expiresAt: Date;
}

export class Session {
  private constructor(
    private props: SessionProps,
    private readonly policy: SessionPolicy,
  ) {}

  static open(id: string, account: AccountRef, now: Date, policy: SessionPolicy = sessionPolicyFor(account)): Session {
    const props = { id, account, createdAt: now, lastSeenAt: now, expiresAt: now };
    const session = new Session(props, policy);
    session.props.expiresAt = session.computeExpiry(now);
    return session;
  }

  static restore(props: SessionProps, policy: SessionPolicy = sessionPolicyFor(props.account)): Session {
    return new Session({ ...props, account: { ...props.account } }, policy);
  }

  get id(): string {
    return this.props.id;
  }
  get account(): AccountRef {
    return { ...this.props.account };
  }
  get expiresAt(): Date {
    return this.props.expiresAt;
  }

  isActive(now: Date): boolean {
    return now.getTime() < this.computeExpiry(this.props.lastSeenAt).getTime() && now < this.props.expiresAt;
  }

  /** Records use; @returns true when the stored row should be updated. */
  touch(now: Date): boolean {
    if (now.getTime() - this.props.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return false;
    this.props.lastSeenAt = now;
    this.props.expiresAt = this.computeExpiry(now);
    return true;
  }

  private computeExpiry(lastSeen: Date): Date {
    const idle = lastSeen.getTime() + this.policy.idleMs;
    const absolute = this.props.createdAt.getTime() + this.policy.absoluteMs;
    return new Date(Math.min(idle, absolute));
  }

  toProps(): SessionProps {
    return { ...this.props, account: { ...this.props.account } };
  }
}
