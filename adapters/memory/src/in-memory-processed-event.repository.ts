import type { ProcessedEventRepository } from '@marketplace/core/payments/ports/processed-event.repository.port';
import type { InMemoryStore } from './in-memory-store.js';

/** Handled payment events in an {@link InMemoryStore}. */
export class InMemoryProcessedEventRepository implements ProcessedEventRepository {
  constructor(private readonly store: InMemoryStore) {}

  async markProcessed(eventId: string, type: string, now: Date): Promise<boolean> {
    if (this.store.tables.processedEvents.has(eventId)) return false;
    this.store.tables.processedEvents.set(eventId, { eventId, type, processedAt: new Date(now) });
    return true;
  }

  async isProcessed(eventId: string): Promise<boolean> {
    return this.store.tables.processedEvents.has(eventId);
  }
}
