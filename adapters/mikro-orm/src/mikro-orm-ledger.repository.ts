import { checkLedgerEntry, type LedgerEntry, type LedgerEntryKind, type LedgerKindTotals, type NewLedgerEntry } from '@marketplace/core/ledger/domain/ledger-entry';
import type { LedgerQuery, LedgerRepository } from '@marketplace/core/ledger/ports/ledger.repository.port';
import { LedgerEntryRecordSchema } from './entities/ledger-entry.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { mapRawRows } from './raw-rows.js';
import { executeBound } from './bound-statement.js';

interface KindSumRow {
  business_id?: number;
  kind: LedgerEntryKind;
  total: string | number;
}

function totalsFrom(rows: readonly KindSumRow[]): Partial<Record<LedgerEntryKind, number>> {
  const totals: Partial<Record<LedgerEntryKind, number>> = {};
  for (const row of rows) totals[row.kind] = Number(row.total);
  return totals;
}

/**
 * The ledger in the `ledger_entries` table, in plain SQL. `append` is one insert that skips known
 * source keys (`on conflict do nothing`), in the caller's transaction; a trigger refuses any update
 * or delete, so the table only grows. Sums are per kind, so one rule (balanceFromTotals) turns them
 * into every figure; the sums of all time are read from `ledger_kind_totals`, which a trigger adds
 * every insert to in the same transaction (the sales-counters migration), so they cost one row per
 * business and kind however long the ledger gets.
 */
export class MikroOrmLedgerRepository implements LedgerRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async append(entries: readonly NewLedgerEntry[], now: Date): Promise<number> {
    if (entries.length === 0) return 0;
    entries.forEach(checkLedgerEntry);
    const values = entries.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const params = entries.flatMap((entry) => [
      entry.businessId,
      entry.kind,
      entry.amountCents,
      entry.sourceKey,
      entry.purchaseId,
      entry.providerObjectId,
      entry.occurredAt.toISOString(),
      now.toISOString(),
    ]);
    const rows = await executeBound<{ id: number }>(
      this.em(),
      `insert into ledger_entries (business_id, kind, amount_cents, source_key, purchase_id, provider_object_id, occurred_at, created_at)
       values ${values}
       on conflict (source_key) do nothing
       returning id`,
      params,
    );
    return rows.length;
  }

  async totalsForBusiness(businessId: number): Promise<LedgerKindTotals> {
    const rows = await this.em().execute<KindSumRow[]>(
      'select kind, total_cents as total from ledger_kind_totals where business_id = ?',
      [businessId],
    );
    return totalsFrom(rows);
  }

  async totals(): Promise<LedgerKindTotals> {
    const rows = await this.em().execute<KindSumRow[]>('select kind, sum(total_cents) as total from ledger_kind_totals group by kind');
    return totalsFrom(rows);
  }

  async totalsByBusiness(): Promise<Map<number, LedgerKindTotals>> {
    const rows = await this.em().execute<Required<KindSumRow>[]>(
      'select business_id, kind, total_cents as total from ledger_kind_totals order by business_id',
    );
    const byBusiness = new Map<number, Partial<Record<LedgerEntryKind, number>>>();
    for (const row of rows) {
      const totals = byBusiness.get(Number(row.business_id)) ?? {};
      totals[row.kind] = Number(row.total);
      byBusiness.set(Number(row.business_id), totals);
    }
    return byBusiness;
  }

  async list(query: LedgerQuery): Promise<LedgerEntry[]> {
    const conditions = ['occurred_at >= ?', 'occurred_at < ?'];
    const params: unknown[] = [query.from.toISOString(), query.to.toISOString()];
    if (query.businessId !== undefined) {
      conditions.push('business_id = ?');
      params.push(query.businessId);
    }
    if (query.kinds) {
      if (query.kinds.length === 0) return [];
      conditions.push(`kind in (${query.kinds.map(() => '?').join(', ')})`);
      params.push(...query.kinds);
    }
    const em = this.em();
    const rows = await em.execute<object[]>(`select * from ledger_entries where ${conditions.join(' and ')} order by occurred_at, id`, params);
    return mapRawRows(em, LedgerEntryRecordSchema, rows).map((record) => ({
      id: record.id,
      businessId: record.businessId,
      kind: record.kind,
      amountCents: record.amountCents,
      sourceKey: record.sourceKey,
      purchaseId: record.purchaseId ?? null,
      providerObjectId: record.providerObjectId ?? null,
      occurredAt: record.occurredAt,
      createdAt: record.createdAt,
    }));
  }

  async has(sourceKey: string): Promise<boolean> {
    const rows = await this.em().execute<object[]>('select 1 from ledger_entries where source_key = ? limit 1', [sourceKey]);
    return rows.length > 0;
  }

  async totalsByBusinessBefore(before: Date, businessId?: number): Promise<Map<number, LedgerKindTotals>> {
    const one = businessId === undefined ? '' : 'and business_id = ?';
    const rows = await this.em().execute<Required<KindSumRow>[]>(
      `select business_id, kind, sum(amount_cents) as total from ledger_entries
        where occurred_at < ? ${one}
        group by business_id, kind order by business_id`,
      businessId === undefined ? [before.toISOString()] : [before.toISOString(), businessId],
    );
    const byBusiness = new Map<number, Partial<Record<LedgerEntryKind, number>>>();
    for (const row of rows) {
      const totals = byBusiness.get(Number(row.business_id)) ?? {};
      totals[row.kind] = Number(row.total);
      byBusiness.set(Number(row.business_id), totals);
    }
    return byBusiness;
  }

  /**
   * PostgreSQL's ISO week (`IYYY-"W"IW`) of each entry's date on the zone's calendar: the same
   * weeks as core's isoWeekAt (the contract test holds both to it), one index range scan.
   */
  async weeksWithEntries(businessId: number, timeZone: string): Promise<string[]> {
    const rows = await this.em().execute<{ week: string }[]>(
      `select distinct to_char(occurred_at at time zone ?, 'IYYY-"W"IW') as week from ledger_entries where business_id = ? order by week desc`,
      [timeZone, businessId],
    );
    return rows.map((row) => row.week);
  }

  async dealTitlesOfPurchases(purchaseIds: readonly number[]): Promise<Map<number, string>> {
    if (purchaseIds.length === 0) return new Map();
    const rows = await this.em().execute<{ id: number; title: string }[]>(
      'select p.id, d.title from purchases p join deals d on d.id = p.deal_id where p.id = any(?::int[])',
      [`{${[...new Set(purchaseIds)].join(',')}}`],
    );
    return new Map(rows.map((row) => [Number(row.id), row.title]));
  }
}
