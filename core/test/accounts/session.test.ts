import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_POLICY, Session, SESSION_TOUCH_INTERVAL_MS } from '@marketplace/core/accounts/domain/session';

const T0 = new Date('2025-01-01T00:00:00Z');
const policy = { idleMs: 60 * 60 * 1000, absoluteMs: 4 * 60 * 60 * 1000 };
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('Session', () => {
  it('expires after the idle timeout without use', () => {
    const session = Session.open('s1', { type: 'user', id: 1 }, T0, policy);
    expect(session.expiresAt).toEqual(at(policy.idleMs));
    expect(session.isActive(at(policy.idleMs - 1))).toBe(true);
    expect(session.isActive(at(policy.idleMs))).toBe(false);
  });

  it('stays alive while used, until the absolute limit', () => {
    const session = Session.open('s1', { type: 'business', id: 2 }, T0, policy);
    for (let t = 30 * 60 * 1000; t < policy.absoluteMs; t += 30 * 60 * 1000) {
      expect(session.isActive(at(t))).toBe(true);
      expect(session.touch(at(t))).toBe(true);
    }
    expect(session.expiresAt).toEqual(at(policy.absoluteMs));
    expect(session.isActive(at(policy.absoluteMs))).toBe(false);
  });

  it('skips the write when touched again within a minute', () => {
    const session = Session.open('s1', { type: 'user', id: 1 }, T0, policy);
    expect(session.touch(at(SESSION_TOUCH_INTERVAL_MS - 1))).toBe(false);
    expect(session.touch(at(SESSION_TOUCH_INTERVAL_MS))).toBe(true);
  });

  it('round-trips its props without sharing the account object', () => {
    const session = Session.open('s1', { type: 'user', id: 1 }, T0);
    const restored = Session.restore(session.toProps());
    expect(restored.id).toBe('s1');
    expect(restored.account).toEqual({ type: 'user', id: 1 });
    expect(restored.expiresAt).toEqual(at(DEFAULT_SESSION_POLICY.idleMs));
    const props = restored.toProps();
    props.account.id = 99;
    expect(restored.account.id).toBe(1);
  });
});
