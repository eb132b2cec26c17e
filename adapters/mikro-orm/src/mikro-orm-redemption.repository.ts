import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';
import { Redemption, type NewRedemption, type RedemptionChannel } from '@marketplace/core/purchases/domain/redemption';
import type {
  RedemptionLogEntry,
  RedemptionLogPage,
  RedemptionLogQuery,
  RedemptionRepository,
  TillPerson,
} from '@marketplace/core/purchases/ports/redemption.repository.port';
import { cents, centsOrNull, type Cents } from '@marketplace/core/shared/domain/money';
import { RedemptionRecordSchema } from './entities/redemption.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { redemptionMapper } from './mappers/redemption.mapper.js';
import { findRowById, mapRawRows } from './raw-rows.js';
import { executeBound } from './bound-statement.js';

/** A redeem line that no undo line names. */
const STANDING = `r.kind = 'redeem' and not exists (select 1 from redemptions u where u.undoes_id = r.id)`;

/** The name of whoever a line names: a staff member's name (else email); null for the owner login and customers. */
const PERSON_NAME = (alias: string) => `
  case when ${alias}.redeemed_by_type = 'staff'
       then (select coalesce(nullif(s.name, ''), s.email) from staff_members s where s.id = ${alias}.redeemed_by_id)
  end`;

const LOG_FILTER = `
  r.business_id = ? and r.kind = 'redeem' and r.redeemed_at >= ? and r.redeemed_at < ?
  and (?::int is null or r.location_id = ?::int)
  and (?::text is null or (r.redeemed_by_type = ?::text and r.redeemed_by_id = ?::int))`;

/**
 * The day's count and its page in one statement (one round trip): always at least one row (the
 * total), whose line columns are null when the page is empty. The page is chosen from the log
 * alone (on `redemptions_business_id_idx`, in its order), then only its lines are joined to what
 * they show: joined first, every line of the day was joined before the page was cut, so the list
 * grew with the day's lines. Binds the filter, then the filter, the limit and the offset.
 */
const LOG_PAGE_SQL = `
  select t.total, r.id, r.purchase_id, r.deal_id, d.title as deal_title, p.discount_percent, us.username as customer_name,
         r.channel, r.redeemed_at, r.redeemed_by_type, r.redeemed_by_id, ${PERSON_NAME('r')} as redeemed_by_name,
         r.location_id, l.name as location_name, r.bill_cents,
         u.id as undo_id, u.redeemed_at as undo_at, u.redeemed_by_type as undo_by_type, u.redeemed_by_id as undo_by_id,
         ${PERSON_NAME('u')} as undo_by_name, u.reason as undo_reason
    from (select count(*)::int as total from redemptions r where ${LOG_FILTER}) t
    left join (select r.* from redemptions r where ${LOG_FILTER} order by r.redeemed_at desc, r.id desc limit ? offset ?) r on true
    left join purchases p on p.id = r.purchase_id
    left join deals d on d.id = r.deal_id
    left join users us on us.id = r.user_id
    left join business_locations l on l.id = r.location_id
    left join redemptions u on u.undoes_id = r.id
   order by r.redeemed_at desc, r.id desc`;

const BILLS_BY_USER_SQL = `select r.purchase_id, r.bill_cents from redemptions r where r.user_id = ? and r.bill_cents is not null and ${STANDING} order by r.id`;

/** From the business's counter row, kept by the redemptions trigger with every line written (the sales-counters migration). */
const BILLS_OF_BUSINESS_SQL = `select recorded_bills_cents as total from business_sales_totals where business_id = ?`;

const COUNT_SQL = `select count(*)::int as total from redemptions r where r.business_id = ? and ${STANDING}`;

/** A row of {@link LOG_PAGE_SQL}: the total, and a line (all null when the page is empty). */
type LogRow = { total: number } & (LogLine | { [K in keyof LogLine]: null });

interface LogLine {
  id: number;
  purchase_id: number;
  deal_id: number;
  deal_title: string;
  discount_percent: number;
  customer_name: string | null;
  channel: RedemptionChannel;
  redeemed_at: Date | string;
  redeemed_by_type: AccountRef['type'];
  redeemed_by_id: number;
  redeemed_by_name: string | null;
  location_id: number | null;
  location_name: string | null;
  bill_cents: number | null;
  undo_id: number | null;
  undo_at: Date | string | null;
  undo_by_type: AccountRef['type'] | null;
  undo_by_id: number | null;
  undo_by_name: string | null;
  undo_reason: string | null;
}

function person(type: AccountRef['type'], id: number, name: string | null): TillPerson {
  return { account: { type, id }, name };
}

function toEntry(row: LogLine): RedemptionLogEntry {
  return {
    id: row.id,
    purchaseId: row.purchase_id,
    dealId: row.deal_id,
    dealTitle: row.deal_title,
    discountPercent: row.discount_percent,
    customerName: row.customer_name,
    channel: row.channel,
    redeemedAt: new Date(row.redeemed_at),
    redeemedBy: person(row.redeemed_by_type, row.redeemed_by_id, row.redeemed_by_name),
    location: row.location_id === null ? null : { id: row.location_id, name: row.location_name ?? '' },
    billCents: centsOrNull(row.bill_cents),
    undo:
      row.undo_id === null || row.undo_at === null || row.undo_by_type === null || row.undo_by_id === null
        ? null
        : { id: row.undo_id, at: new Date(row.undo_at), by: person(row.undo_by_type, row.undo_by_id, row.undo_by_name), reason: row.undo_reason ?? '' },
  };
}

/** The redemption log in the `redemptions` table. "Oldest first" means redeemedAt, then id. */
export class MikroOrmRedemptionRepository implements RedemptionRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(redemption: NewRedemption): Promise<Redemption> {
    const id = await this.em().insert(RedemptionRecordSchema, redemptionMapper.toPersistence(redemption));
    return Redemption.restore({ ...redemption, id });
  }

  async findById(id: number): Promise<Redemption | null> {
    const record = await findRowById(this.em(), RedemptionRecordSchema, id);
    return record ? redemptionMapper.toDomain(record) : null;
  }

  async findUndoOf(redemptionId: number): Promise<Redemption | null> {
    const em = this.em();
    const rows = await em.execute<object[]>('select * from redemptions where undoes_id = ? limit 1', [redemptionId]);
    const [record] = mapRawRows(em, RedemptionRecordSchema, rows);
    return record ? redemptionMapper.toDomain(record) : null;
  }

  async listByPurchase(purchaseId: number): Promise<Redemption[]> {
    const records = await this.em().find(
      RedemptionRecordSchema,
      { purchase: purchaseId },
      { orderBy: [{ redeemedAt: 'asc' }, { id: 'asc' }], disableIdentityMap: true },
    );
    return records.map((record) => redemptionMapper.toDomain(record));
  }

  async countByBusiness(businessId: number): Promise<number> {
    const [row] = await this.em().execute<{ total: number }[]>(COUNT_SQL, [businessId]);
    return Number(row?.total ?? 0);
  }

  async listForBusiness(query: RedemptionLogQuery): Promise<RedemptionLogPage> {
    const em = this.em();
    const location = query.locationId ?? null;
    const by = query.redeemedBy ?? null;
    const filter = [query.businessId, query.from.toISOString(), query.to.toISOString(), location, location, by?.type ?? null, by?.type ?? null, by?.id ?? null];
    const rows = await executeBound<LogRow>(em, LOG_PAGE_SQL, [...filter, ...filter, query.pageSize, (query.page - 1) * query.pageSize]);
    const entries: RedemptionLogEntry[] = [];
    for (const row of rows) if (row.id !== null) entries.push(toEntry(row));
    return { entries, total: Number(rows[0]?.total ?? 0) };
  }

  async recordedBillsByUser(userId: number): Promise<Map<number, Cents[]>> {
    const rows = await this.em().execute<{ purchase_id: number; bill_cents: number }[]>(BILLS_BY_USER_SQL, [userId]);
    const bills = new Map<number, Cents[]>();
    for (const row of rows) bills.set(row.purchase_id, [...(bills.get(row.purchase_id) ?? []), cents(row.bill_cents)]);
    return bills;
  }

  async recordedBillsOfBusiness(businessId: number): Promise<Cents> {
    const [row] = await this.em().execute<{ total: number | string }[]>(BILLS_OF_BUSINESS_SQL, [businessId]);
    return cents(Number(row?.total ?? 0));
  }
}
