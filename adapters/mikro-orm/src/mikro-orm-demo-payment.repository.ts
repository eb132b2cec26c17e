import {
  PAID_DEMO_INTENT_STATUSES,
  type DemoPaymentChanges,
  type DemoPaymentRecord,
  type DemoPaymentRepository,
} from '@marketplace/core/payments/ports/demo-payment.repository.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { DemoPaymentRecordSchema } from './entities/demo-payment.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { demoPaymentMapper } from './mappers/demo-payment.mapper.js';
import { findRowBy, mapRawRows } from './raw-rows.js';
import { executeBound } from './bound-statement.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

const duplicate = (): ConflictError => new ConflictError('demo_payment.duplicate', 'This demo payment exists already.');

/** The constraint names of the migration, mapped to the code the port promises. */
const UNIQUE_ERRORS: UniqueConstraintErrors = {
  demo_payments_pkey: duplicate,
  demo_payments_idempotency_key_key: duplicate,
  demo_payments_client_secret_key: duplicate,
};

/** The columns a transition may set besides the status (names from code, never from input). */
const CHANGE_COLUMNS: Readonly<Record<keyof DemoPaymentChanges, string>> = {
  clientSecret: 'client_secret',
  currentPeriodStart: 'current_period_start',
  currentPeriodEnd: 'current_period_end',
  cancelAtPeriodEnd: 'cancel_at_period_end',
};

/**
 * The demo payment mode's intents, subscriptions and customers in the `demo_payments` table, shared
 * by every app instance. A transition is one conditional UPDATE ... RETURNING: under READ COMMITTED
 * a second updater waits for the first and re-checks the status on the row it left.
 */
export class MikroOrmDemoPaymentRepository implements DemoPaymentRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(record: DemoPaymentRecord): Promise<void> {
    await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.insert(DemoPaymentRecordSchema, demoPaymentMapper.toPersistence(record)),
    );
  }

  async findById(id: string): Promise<DemoPaymentRecord | null> {
    return this.findOne('id', id);
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<DemoPaymentRecord | null> {
    return this.findOne('idempotency_key', idempotencyKey);
  }

  async findByClientSecret(clientSecret: string): Promise<DemoPaymentRecord | null> {
    return this.findOne('client_secret', clientSecret);
  }

  async transition(
    id: string,
    fromStatuses: readonly string[],
    toStatus: string,
    changes: DemoPaymentChanges = {},
  ): Promise<DemoPaymentRecord | null> {
    if (fromStatuses.length === 0) return null;
    const sets = ['status = ?'];
    const params: unknown[] = [toStatus];
    for (const key of Object.keys(CHANGE_COLUMNS) as (keyof DemoPaymentChanges)[]) {
      const value = changes[key];
      if (value === undefined) continue;
      sets.push(`${CHANGE_COLUMNS[key]} = ?`);
      params.push(value instanceof Date ? value.toISOString() : value);
    }
    const sql =
      `update demo_payments set ${sets.join(', ')} ` +
      `where id = ? and status in (${fromStatuses.map(() => '?').join(', ')}) returning *`;
    const em = this.em();
    const rows = await guardUniqueConstraints(em, UNIQUE_ERRORS, (inner) =>
      executeBound<object>(inner, sql, [...params, id, ...fromStatuses]),
    );
    const [record] = mapRawRows(em, DemoPaymentRecordSchema, rows);
    return record ? demoPaymentMapper.toDomain(record) : null;
  }

  async deleteAbandonedIntents(createdBefore: Date): Promise<number> {
    return this.em().nativeDelete(DemoPaymentRecordSchema, {
      kind: 'payment_intent',
      status: { $nin: [...PAID_DEMO_INTENT_STATUSES] },
      createdAt: { $lt: createdBefore },
    });
  }

  /** By one of its unique columns. */
  private async findOne(column: 'id' | 'idempotency_key' | 'client_secret', value: string): Promise<DemoPaymentRecord | null> {
    const record = await findRowBy(this.em(), DemoPaymentRecordSchema, column, value);
    return record ? demoPaymentMapper.toDomain(record) : null;
  }
}
