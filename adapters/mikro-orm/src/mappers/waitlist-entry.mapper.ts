import { WaitlistEntry, type NewWaitlistEntry } from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { WaitlistEntryRecord } from '../entities/waitlist-entry.entity.js';

/** Between `waitlist` records and {@link WaitlistEntry}. */
export const waitlistEntryMapper = {
  toDomain(record: WaitlistEntryRecord): WaitlistEntry {
    return WaitlistEntry.restore({
      id: record.id,
      name: record.name,
      email: record.email,
      phone: record.phone,
      type: record.type,
      rating: record.rating,
      feedback: record.feedback ?? null,
      createdAt: record.createdAt,
    });
  },

  toPersistence(entry: NewWaitlistEntry) {
    return {
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      type: entry.type,
      rating: entry.rating,
      feedback: entry.feedback,
      createdAt: entry.createdAt,
    };
  },
};
