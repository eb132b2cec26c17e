import { checkLedgerEntry, totalsOf, type LedgerEntry, type LedgerKindTotals, type NewLedgerEntry } from '@marketplace/core/ledger/domain/ledger-entry';
import type { LedgerQuery, LedgerRepository } from '@marketplace/core/ledger/ports/ledger.repository.port';
import { isoWeekAt } from '@marketplace/core/ledger/domain/statement-week';
import type { InMemoryStore } from './in-memory-store.js';

/** The ledger in an {@link InMemoryStore}: appends only, one entry per source key. */
export class InMemoryLedgerRepository implements LedgerRepository {
  constructor(private readonly store: InMemoryStore) {}

  async append(entries: readonly NewLedgerEntry[], now: Date): Promise<number> {
    entries.forEach(checkLedgerEntry);
    let written = 0;
    for (const entry of entries) {
      if (this.findKey(entry.sourceKey)) continue;
      const id = this.store.nextId('ledger');
      this.store.tables.ledger.set(id, { ...entry, occurredAt: new Date(entry.occurredAt), id, createdAt: new Date(now) });
      written += 1;
    }
    return written;
  }

  async totalsForBusiness(businessId: number): Promise<LedgerKindTotals> {
    return totalsOf(this.rows().filter((entry) => entry.businessId === businessId));
  }

  async totals(): Promise<LedgerKindTotals> {
    return totalsOf(this.rows());
  }

  async totalsByBusiness(): Promise<Map<number, LedgerKindTotals>> {
    const byBusiness = new Map<number, LedgerEntry[]>();
    for (const entry of this.rows()) byBusiness.set(entry.businessId, [...(byBusiness.get(entry.businessId) ?? []), entry]);
    return new Map([...byBusiness].sort(([a], [b]) => a - b).map(([businessId, entries]) => [businessId, totalsOf(entries)]));
  }

  async list(query: LedgerQuery): Promise<LedgerEntry[]> {
    const from = query.from.getTime();
    const to = query.to.getTime();
    return this.rows()
      .filter((entry) => query.businessId === undefined || entry.businessId === query.businessId)
      .filter((entry) => entry.occurredAt.getTime() >= from && entry.occurredAt.getTime() < to)
      .filter((entry) => !query.kinds || query.kinds.includes(entry.kind))
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id - b.id)
      .map((entry) => ({ ...entry, occurredAt: new Date(entry.occurredAt), createdAt: new Date(entry.createdAt) }));
  }

  async has(sourceKey: string): Promise<boolean> {
    return this.findKey(sourceKey) !== undefined;
  }

  async totalsByBusinessBefore(before: Date, businessId?: number): Promise<Map<number, LedgerKindTotals>> {
    const byBusiness = new Map<number, LedgerEntry[]>();
    for (const entry of this.rows()) {
      if (entry.occurredAt.getTime() >= before.getTime()) continue;
      if (businessId !== undefined && entry.businessId !== businessId) continue;
      byBusiness.set(entry.businessId, [...(byBusiness.get(entry.businessId) ?? []), entry]);
    }
    return new Map([...byBusiness].sort(([a], [b]) => a - b).map(([id, entries]) => [id, totalsOf(entries)]));
  }

  async weeksWithEntries(businessId: number, timeZone: string): Promise<string[]> {
    const weeks = new Set(this.rows().filter((entry) => entry.businessId === businessId).map((entry) => isoWeekAt(entry.occurredAt, timeZone)));
    // `2026-W48` names sort as text in time order (four-digit years, two-digit weeks).
    return [...weeks].sort().reverse();
  }

  async dealTitlesOfPurchases(purchaseIds: readonly number[]): Promise<Map<number, string>> {
    const titles = new Map<number, string>();
    for (const purchaseId of purchaseIds) {
      const purchase = this.store.tables.purchases.get(purchaseId);
      const deal = purchase ? this.store.tables.deals.get(purchase.dealId) : undefined;
      if (deal) titles.set(purchaseId, deal.title);
    }
    return titles;
  }

  private findKey(sourceKey: string): LedgerEntry | undefined {
    return this.rows().find((entry) => entry.sourceKey === sourceKey);
  }

  private rows(): LedgerEntry[] {
    return [...this.store.tables.ledger.values()];
  }
}
