import type { NewWaitlistEntry } from '@marketplace/core/waitlist/domain/waitlist-entry';
import { uniqueNumber } from './sequence.js';

export function aWaitlistEntry(overrides: Partial<NewWaitlistEntry> = {}): NewWaitlistEntry {
  const n = uniqueNumber();
  return {
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    phone: '512-555-0199',
    type: 'discounter',
    rating: 4,
    feedback: null,
    createdAt: new Date('2025-01-10T08:00:00.000Z'),
    ...overrides,
  };
}
