import { PAYOUT_ERROR_MAX_LENGTH, type NewPayout, type Payout } from '@marketplace/core/payouts/domain/payout';
import type { PayoutRepository } from '@marketplace/core/payouts/ports/payout.repository.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Payouts in an {@link InMemoryStore}; at most one pending per business, as the table's partial unique index. */
export class InMemoryPayoutRepository implements PayoutRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, Payout> {
    return this.store.tables.payouts;
  }

  async addPending(payout: NewPayout): Promise<Payout> {
    if (await this.findPending(payout.businessId)) {
      throw new ConflictError('payout.pending_exists', 'This business has a payout in progress already.');
    }
    const id = this.store.nextId('payouts');
    const row: Payout = {
      id,
      businessId: payout.businessId,
      amountCents: payout.amountCents,
      status: 'pending',
      providerTransferId: null,
      createdAt: new Date(payout.createdAt),
      sentAt: null,
      error: null,
    };
    this.rows.set(id, row);
    return copyRow(row);
  }

  async findPending(businessId: number): Promise<Payout | null> {
    const row = [...this.rows.values()].find((payout) => payout.businessId === businessId && payout.status === 'pending');
    return row ? copyRow(row) : null;
  }

  async listPending(): Promise<Payout[]> {
    return this.sorted()
      .filter((payout) => payout.status === 'pending')
      .map(copyRow);
  }

  async markSent(id: number, providerTransferId: string, sentAt: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.status !== 'pending') return false;
    Object.assign(row, { status: 'sent', providerTransferId, sentAt: new Date(sentAt), error: null });
    return true;
  }

  async markFailed(id: number, error: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.status !== 'pending') return false;
    Object.assign(row, { status: 'failed', error: error.slice(0, PAYOUT_ERROR_MAX_LENGTH) });
    return true;
  }

  async listForBusiness(businessId: number): Promise<Payout[]> {
    return this.sorted()
      .filter((payout) => payout.businessId === businessId)
      .reverse()
      .map(copyRow);
  }

  private sorted(): Payout[] {
    return [...this.rows.values()].sort((a, b) => a.id - b.id);
  }
}
