import type { ProcessedEventRepository } from '@marketplace/core/payments/ports/processed-event.repository.port';
import { ProcessedEventRecordSchema } from './entities/processed-event.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';

/**
 * `on conflict do nothing` never raises, so a repeated delivery neither fails nor aborts the
 * caller's transaction; a concurrent insert of the same id waits for the first to commit or roll back.
 */
const MARK_SQL = `
  insert into processed_payment_events (event_id, type, processed_at)
  values (?, ?, ?)
  on conflict (event_id) do nothing
  returning event_id`;

/** Handled payment provider events in the `processed_payment_events` table. */
export class MikroOrmProcessedEventRepository implements ProcessedEventRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async markProcessed(eventId: string, type: string, now: Date): Promise<boolean> {
    const rows = await this.em().execute<{ event_id: string }[]>(MARK_SQL, [eventId, type, now.toISOString()]);
    return rows.length === 1;
  }

  async isProcessed(eventId: string): Promise<boolean> {
    return (await this.em().count(ProcessedEventRecordSchema, { eventId })) > 0;
  }
}
