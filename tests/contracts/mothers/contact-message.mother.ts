import type { NewContactMessage } from '@marketplace/core/contact/domain/contact-message';
import { uniqueNumber } from './sequence.js';

export function aContactMessage(overrides: Partial<NewContactMessage> = {}): NewContactMessage {
  const n = uniqueNumber();
  const createdAt = overrides.createdAt ?? new Date('2025-03-01T10:00:00.000Z');
  return {
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    topic: 'general',
    message: `Question number ${n} about the deals`,
    status: 'new',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
