import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import { Session } from '@marketplace/core/accounts/domain/session';
import { uniqueNumber } from './sequence.js';

export function aSession(account: AccountRef, openedAt: Date = new Date('2025-06-01T12:00:00.000Z')): Session {
  return Session.open(`session-${uniqueNumber()}-0123456789abcdef`, account, openedAt);
}
