import {
  PAID_DEMO_INTENT_STATUSES,
  type DemoPaymentChanges,
  type DemoPaymentRecord,
  type DemoPaymentRepository,
} from '@marketplace/core/payments/ports/demo-payment.repository.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** The demo payment mode's intents, subscriptions and customers in an {@link InMemoryStore}. */
export class InMemoryDemoPaymentRepository implements DemoPaymentRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<string, DemoPaymentRecord> {
    return this.store.tables.demoPayments;
  }

  async add(record: DemoPaymentRecord): Promise<void> {
    this.assertUnique(record, null);
    this.rows.set(record.id, copyRow(record));
  }

  async findById(id: string): Promise<DemoPaymentRecord | null> {
    const row = this.rows.get(id);
    return row ? copyRow(row) : null;
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<DemoPaymentRecord | null> {
    return this.findOne((row) => row.idempotencyKey === idempotencyKey);
  }

  async findByClientSecret(clientSecret: string): Promise<DemoPaymentRecord | null> {
    return this.findOne((row) => row.clientSecret === clientSecret);
  }

  /** The check and the write run in one synchronous step, so no other call can interleave. */
  async transition(
    id: string,
    fromStatuses: readonly string[],
    toStatus: string,
    changes: DemoPaymentChanges = {},
  ): Promise<DemoPaymentRecord | null> {
    const row = this.rows.get(id);
    if (!row || !fromStatuses.includes(row.status)) return null;
    const updated: DemoPaymentRecord = { ...row, ...copyRow(definedOnly(changes)), status: toStatus };
    this.assertUnique(updated, id);
    this.rows.set(id, updated);
    return copyRow(updated);
  }

  async deleteAbandonedIntents(createdBefore: Date): Promise<number> {
    let removed = 0;
    for (const [id, row] of this.rows) {
      const abandoned = row.kind === 'payment_intent' && !PAID_DEMO_INTENT_STATUSES.includes(row.status) && row.createdAt < createdBefore;
      if (abandoned && this.rows.delete(id)) removed += 1;
    }
    return removed;
  }

  private findOne(predicate: (row: DemoPaymentRecord) => boolean): DemoPaymentRecord | null {
    for (const row of this.rows.values()) {
      if (predicate(row)) return copyRow(row);
    }
    return null;
  }

  private assertUnique(candidate: DemoPaymentRecord, ownId: string | null): void {
    for (const row of this.rows.values()) {
      if (row.id === ownId) continue;
      const clash =
        row.id === candidate.id ||
        (candidate.idempotencyKey !== null && row.idempotencyKey === candidate.idempotencyKey) ||
        (candidate.clientSecret !== null && row.clientSecret === candidate.clientSecret);
      if (clash) throw new ConflictError('demo_payment.duplicate', 'This demo payment exists already.');
    }
  }
}

/** A change left undefined keeps the stored value, as the database adapter's does. */
function definedOnly(changes: DemoPaymentChanges): DemoPaymentChanges {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as DemoPaymentChanges;
}
