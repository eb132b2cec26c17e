import type { NewUser } from '@marketplace/core/accounts/domain/user';
import { uniqueNumber } from './sequence.js';

export function aUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = uniqueNumber();
  return {
    username: `shopper${n}`,
    email: `shopper${n}@example.com`,
    passwordHash: `hash-${n}`,
    role: 'user',
    createdAt: new Date('2025-03-01T10:00:00.000Z'),
    disabledAt: null,
    ...overrides,
  };
}
