import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import { Redemption, type NewRedemption, type RedemptionProps } from '@marketplace/core/purchases/domain/redemption';
import type {
  RedemptionLogEntry,
  RedemptionLogPage,
  RedemptionLogQuery,
  RedemptionRepository,
  TillPerson,
} from '@marketplace/core/purchases/ports/redemption.repository.port';
import { addCents, type Cents, ZERO_CENTS } from '@marketplace/core/shared/domain/money';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** The redemption log in an {@link InMemoryStore}. "Oldest first" means redeemedAt, then id. */
export class InMemoryRedemptionRepository implements RedemptionRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, RedemptionProps> {
    return this.store.tables.redemptions;
  }

  async add(redemption: NewRedemption): Promise<Redemption> {
    const id = this.store.nextId('redemptions');
    const row: RedemptionProps = { ...copyRow(redemption), id };
    this.rows.set(id, row);
    return Redemption.restore(copyRow(row));
  }

  async findById(id: number): Promise<Redemption | null> {
    const row = this.rows.get(id);
    return row ? Redemption.restore(copyRow(row)) : null;
  }

  async findUndoOf(redemptionId: number): Promise<Redemption | null> {
    const row = [...this.rows.values()].find((line) => line.undoesId === redemptionId);
    return row ? Redemption.restore(copyRow(row)) : null;
  }

  async listByPurchase(purchaseId: number): Promise<Redemption[]> {
    return [...this.rows.values()]
      .filter((row) => row.purchaseId === purchaseId)
      .sort((a, b) => a.redeemedAt.getTime() - b.redeemedAt.getTime() || a.id - b.id)
      .map((row) => Redemption.restore(copyRow(row)));
  }

  async countByBusiness(businessId: number): Promise<number> {
    return this.standing().filter((row) => row.businessId === businessId).length;
  }

  async listForBusiness(query: RedemptionLogQuery): Promise<RedemptionLogPage> {
    const by = query.redeemedBy ?? null;
    const matching = [...this.rows.values()]
      .filter(
        (row) =>
          row.businessId === query.businessId &&
          row.kind === 'redeem' &&
          row.redeemedAt >= query.from &&
          row.redeemedAt < query.to &&
          (query.locationId == null || row.locationId === query.locationId) &&
          (by === null || (row.redeemedBy.type === by.type && row.redeemedBy.id === by.id)),
      )
      .sort((a, b) => b.redeemedAt.getTime() - a.redeemedAt.getTime() || b.id - a.id);
    const start = (query.page - 1) * query.pageSize;
    return { entries: matching.slice(start, start + query.pageSize).map((row) => this.entry(row)), total: matching.length };
  }

  async recordedBillsByUser(userId: number): Promise<Map<number, Cents[]>> {
    const bills = new Map<number, Cents[]>();
    for (const row of this.standing().sort((a, b) => a.id - b.id)) {
      if (row.userId !== userId || row.billCents === null) continue;
      bills.set(row.purchaseId, [...(bills.get(row.purchaseId) ?? []), row.billCents]);
    }
    return bills;
  }

  async recordedBillsOfBusiness(businessId: number): Promise<Cents> {
    return this.standing()
      .filter((row) => row.businessId === businessId && row.billCents !== null)
      .reduce((sum, row) => addCents(sum, row.billCents ?? ZERO_CENTS), ZERO_CENTS);
  }

  /** Redeem lines that no undo line names. */
  private standing(): RedemptionProps[] {
    const rows = [...this.rows.values()];
    const undone = new Set(rows.map((row) => row.undoesId));
    return rows.filter((row) => row.kind === 'redeem' && !undone.has(row.id));
  }

  private person(account: AccountRef): TillPerson {
    const staff = account.type === 'staff' ? this.store.tables.staff.get(account.id) : undefined;
    return { account: { ...account }, name: staff ? staff.name || staff.email : null };
  }

  private entry(row: RedemptionProps): RedemptionLogEntry {
    const { purchases, deals, users, locations } = this.store.tables;
    const undo = [...this.rows.values()].find((line) => line.undoesId === row.id);
    const location = row.locationId === null ? null : locations.get(row.locationId);
    return {
      id: row.id,
      purchaseId: row.purchaseId,
      dealId: row.dealId,
      dealTitle: deals.get(row.dealId)?.title ?? '',
      discountPercent: purchases.get(row.purchaseId)?.discountPercent ?? 0,
      customerName: users.get(row.userId)?.username ?? null,
      channel: row.channel,
      redeemedAt: new Date(row.redeemedAt),
      redeemedBy: this.person(row.redeemedBy),
      location: row.locationId === null ? null : { id: row.locationId, name: location?.name ?? '' },
      billCents: row.billCents,
      undo: undo ? { id: undo.id, at: new Date(undo.redeemedAt), by: this.person(undo.redeemedBy), reason: undo.reason ?? '' } : null,
    };
  }
}
