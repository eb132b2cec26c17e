import type { NewPayout, Payout } from '@marketplace/core/payouts/domain/payout';
import { PAYOUT_ERROR_MAX_LENGTH } from '@marketplace/core/payouts/domain/payout';
import type { PayoutRepository } from '@marketplace/core/payouts/ports/payout.repository.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import type { EntityManagerSource } from './entity-manager-source.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

const PAYOUT_COLUMNS = `id, business_id as "businessId", amount_cents as "amountCents", status,
  provider_transfer_id as "providerTransferId", created_at as "createdAt", sent_at as "sentAt", error`;

const UNIQUE_ERRORS: UniqueConstraintErrors = {
  payouts_one_pending_key: () => new ConflictError('payout.pending_exists', 'This business has a payout in progress already.'),
};

interface PayoutRow extends Omit<Payout, 'createdAt' | 'sentAt'> {
  createdAt: Date | string;
  sentAt: Date | string | null;
}

function toPayout(row: PayoutRow): Payout {
  return {
    id: Number(row.id),
    businessId: Number(row.businessId),
    amountCents: Number(row.amountCents),
    status: row.status,
    providerTransferId: row.providerTransferId ?? null,
    createdAt: new Date(row.createdAt),
    sentAt: row.sentAt === null ? null : new Date(row.sentAt),
    error: row.error ?? null,
  };
}

/** Payouts in the `payouts` table, in plain SQL; status changes are conditional updates from `pending`. */
export class MikroOrmPayoutRepository implements PayoutRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async addPending(payout: NewPayout): Promise<Payout> {
    const rows = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.execute<PayoutRow[]>(
        `insert into payouts (business_id, amount_cents, status, created_at) values (?, ?, 'pending', ?) returning ${PAYOUT_COLUMNS}`,
        [payout.businessId, payout.amountCents, payout.createdAt.toISOString()],
      ),
    );
    const [row] = rows;
    if (!row) throw new Error('The payout insert returned no row');
    return toPayout(row);
  }

  async findPending(businessId: number): Promise<Payout | null> {
    const [row] = await this.em().execute<PayoutRow[]>(`select ${PAYOUT_COLUMNS} from payouts where business_id = ? and status = 'pending'`, [businessId]);
    return row ? toPayout(row) : null;
  }

  async listPending(): Promise<Payout[]> {
    const rows = await this.em().execute<PayoutRow[]>(`select ${PAYOUT_COLUMNS} from payouts where status = 'pending' order by id`);
    return rows.map(toPayout);
  }

  async markSent(id: number, providerTransferId: string, sentAt: Date): Promise<boolean> {
    const rows = await this.em().execute<{ id: number }[]>(
      `update payouts set status = 'sent', provider_transfer_id = ?, sent_at = ?, error = null where id = ? and status = 'pending' returning id`,
      [providerTransferId, sentAt.toISOString(), id],
    );
    return rows.length > 0;
  }

  async markFailed(id: number, error: string): Promise<boolean> {
    const rows = await this.em().execute<{ id: number }[]>(
      `update payouts set status = 'failed', error = ? where id = ? and status = 'pending' returning id`,
      [error.slice(0, PAYOUT_ERROR_MAX_LENGTH), id],
    );
    return rows.length > 0;
  }

  async listForBusiness(businessId: number): Promise<Payout[]> {
    const rows = await this.em().execute<PayoutRow[]>(`select ${PAYOUT_COLUMNS} from payouts where business_id = ? order by id desc`, [businessId]);
    return rows.map(toPayout);
  }
}
