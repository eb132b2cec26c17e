import { Purchase, REDEEMABLE_STATUS, type NewPurchase } from '@marketplace/core/purchases/domain/purchase';
import type {
  BusinessSalesFigures,
  ExpiryReminderDue,
  ExpiryReminderWindow,
  PlatformSalesFigures,
  PurchaseRepository,
  RecordingState,
  RedeemedUse,
  RedemptionCode,
  RedemptionUse,
  UndoneUse,
  UndoUse,
  WeeklyBusinessFigures,
  WeeklySummaryQuery,
} from '@marketplace/core/purchases/ports/purchase.repository.port';
import { Redemption, undoError, undoWindowStart, type RedemptionChannel } from '@marketplace/core/purchases/domain/redemption';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { cents } from '@marketplace/core/shared/domain/money';
import { PurchaseRecordSchema } from './entities/purchase.entity.js';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { EntityManagerSource } from './entity-manager-source.js';
import { purchaseMapper } from './mappers/purchase.mapper.js';
import { aliasedColumns, aliasedRow, columnList, mapRawRows, findRowBy, findRowById, insertRowUnlessTaken } from './raw-rows.js';
import { executeBound } from './bound-statement.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

let usableByText: string | undefined;

/** {@link MikroOrmPurchaseRepository.findUsableBy}'s statement, written once (its columns come from the schema). */
function usableBySql(em: SqlEntityManager): string {
  usableByText ??= `
    select ${columnList(em, PurchaseRecordSchema)}
      from purchases p
     where p.id = ? and p.user_id = ?
       and not exists (select 1 from gifts g where g.purchase_id = p.id and g.claimed_at is null)`;
  return usableByText;
}

let recordingStateText: string | undefined;

/**
 * {@link MikroOrmPurchaseRepository.recordingState}'s statement, written once: always one row, the
 * uses held ({@link USES_HELD_SQL}'s sum) with the payment intent's purchase beside it, if any.
 */
function recordingStateSql(em: SqlEntityManager): string {
  recordingStateText ??= `
    select held.uses as uses_held, ${aliasedColumns(em, PurchaseRecordSchema, 'p')}
      from (select coalesce(sum(redemptions), 0)::bigint as uses
              from purchases
             where user_id = ? and deal_id = ? and status = 'completed') held
      left join purchases p on p.stripe_payment_intent_id = ?`;
  return recordingStateText;
}

const duplicateCode = (): ConflictError =>
  new ConflictError('purchase.duplicate_code', 'A generated redemption code is in use already.');

/** The constraint names of the migration, mapped to the codes the port promises. */
const UNDO_ERRORS: UniqueConstraintErrors = {
  redemptions_undoes_id_key: () => undoError('already_undone'),
};

const duplicatePayment = (): ConflictError =>
  new ConflictError('purchase.duplicate_payment', 'This payment has been recorded already.');

export const UNIQUE_ERRORS: UniqueConstraintErrors = {
  purchases_stripe_payment_intent_id_key: duplicatePayment,
  purchases_text_code_key: duplicateCode,
  purchases_qr_code_key: duplicateCode,
};

/**
 * `Purchase.redeem` as one conditional update, with the log line it feeds in the same statement
 * (both or neither). The WHERE clause is the entity's `redeemRefusal` = null: the redeemable status
 * (bound from core's REDEEMABLE_STATUS), uses left, and not past the expiry. The check and the write
 * being one statement, concurrent calls from any number of processes cannot both take the last
 * use: under READ COMMITTED a second updater waits for the first and re-checks the WHERE clause on
 * the row it left. Right-hand sides of SET see the old row, hence `redemptions_used + 1` twice.
 * `usable` adds conditions on the row, their values bound after the expiry instant.
 */
function redeemOnceSql(usable = ''): string {
  return `
  with used as (
    update purchases
       set redemptions_used = redemptions_used + 1,
           redeemed = redemptions_used + 1 >= redemptions,
           redeemed_at = ?
     where id = ?
       and status = ?
       and redemptions_used < redemptions
       and (expiry_date is null or expiry_date >= ?)${usable}
    returning *
  ), logged as (
    insert into redemptions (kind, purchase_id, deal_id, business_id, user_id, channel, redeemed_by_type, redeemed_by_id, redeemed_at, location_id, bill_cents)
    select 'redeem', id, deal_id, business_id, user_id, ?, ?, ?, ?, ?, ? from used
    returning id
  )
  select used.*, logged.id as redemption_id from used, logged`;
}

const REDEEM_ONCE_SQL = redeemOnceSql();

/**
 * {@link REDEEM_ONCE_SQL} for the customer's own "Redeem Now": {@link usableBySql}'s condition in the
 * same update, so a redeem that succeeds is one statement, not a read of the purchase and then the
 * update.
 */
const REDEEM_OWN_SQL = redeemOnceSql(`
       and user_id = ?
       and not exists (select 1 from gifts g where g.purchase_id = purchases.id and g.claimed_at is null)`);

/**
 * The undo of a redeem line (DESIGN.md 10.6) as one statement, like {@link REDEEM_ONCE_SQL}: the
 * target is a redeem line of the business, made at or after the window's start (bound from core's
 * undo window), that no undo line names; the purchase gets its use back only while completed with
 * a use spent; the undo line is written from both. The unique index on `undoes_id` settles two
 * concurrent undos of one line: the second statement fails as a whole. The purchase's last-use
 * time becomes the latest redeem line still standing.
 */
const UNDO_ONCE_SQL = `
  with target as (
    select r.id, r.purchase_id, r.deal_id, r.business_id, r.user_id, r.channel, r.location_id
      from redemptions r
     where r.id = ? and r.business_id = ? and r.kind = 'redeem' and r.redeemed_at >= ?
       and not exists (select 1 from redemptions u where u.undoes_id = r.id)
  ), given as (
    update purchases p
       set redemptions_used = p.redemptions_used - 1,
           redeemed = p.redemptions_used - 1 >= p.redemptions,
           redeemed_at = (
             select max(s.redeemed_at) from redemptions s
              where s.purchase_id = p.id and s.kind = 'redeem' and s.id <> t.id
                and not exists (select 1 from redemptions x where x.undoes_id = s.id))
      from target t
     where p.id = t.purchase_id and p.status = ? and p.redemptions_used > 0
    returning p.*
  ), logged as (
    insert into redemptions (kind, undoes_id, reason, purchase_id, deal_id, business_id, user_id, channel, location_id, redeemed_by_type, redeemed_by_id, redeemed_at)
    select 'undo', t.id, ?, t.purchase_id, t.deal_id, t.business_id, t.user_id, t.channel, t.location_id, ?, ?, ?
      from target t join given g on g.id = t.purchase_id
    returning id, undoes_id, purchase_id, deal_id, business_id, user_id, channel, location_id
  )
  select given.*, logged.id as undo_id, logged.undoes_id as undo_undoes_id, logged.channel as undo_channel, logged.location_id as undo_location_id
    from given join logged on logged.purchase_id = given.id`;

const USES_HELD_SQL = `
  select coalesce(sum(redemptions), 0)::bigint as uses
    from purchases
   where user_id = ? and deal_id = ? and status = 'completed'`;

/**
 * A business's figures from its counter row (`business_sales_totals`, kept by the purchases
 * trigger in the writing transaction: see the sales-counters migration), not a sum over its
 * purchases: one index probe however many it sold.
 */
const SALES_TOTALS_SQL = `
  select sales, revenue_cents, business_share_cents, platform_fee_cents, redemptions, refunds
    from business_sales_totals
   where business_id = ?`;

/** The daily series from `business_sales_days` (completed sales per UTC day); a day whose sales were all refunded drops out. */
const SALES_BY_DAY_SQL = `
  select to_char(day, 'YYYY-MM-DD') as day, sales, revenue_cents, business_share_cents
    from business_sales_days
   where business_id = ? and sales <> 0
   order by day`;

/**
 * The expiry reminders due in one window: the partial index on expiry_date holds the completed
 * purchases, so the scan covers one window's, and leaves out the used-up ones as it reads them (the
 * index names no use count, so a redeem stays a HOT update: migration 20251227000000).
 */
const EXPIRY_REMINDERS_DUE_SQL = `
  select p.id as purchase_id, p.user_id, u.email as customer_email, d.title as deal_title, b.name as business_name,
         p.redemptions - p.redemptions_used as uses_left, p.redemptions, p.expiry_date as expires_at, p.text_code
    from purchases p
    join users u on u.id = p.user_id
    join deals d on d.id = p.deal_id
    join businesses b on b.id = p.business_id
    left join email_preferences ep on ep.user_id = p.user_id
   where p.status = 'completed'
     and p.redemptions_used < p.redemptions
     and p.expiry_date > ? and p.expiry_date <= ?
     and p.purchase_date <= p.expiry_date - (? * interval '1 second')
     and u.disabled_at is null
     and coalesce(ep.expiry_reminders, ?)
     and not exists (select 1 from email_outbox o where o.dedupe_key = ? || p.id::text)
   order by p.expiry_date, p.id`;

/** One row per summarised business: its week's sales and its week's uses, each grouped once. */
const WEEKLY_TOTALS_SQL = `
  with sales as (
    select business_id, count(*)::int as sales, sum(amount_cents)::bigint as gross_cents, sum(business_share_cents)::bigint as share_cents
      from purchases
     where status = 'completed' and purchase_date >= ? and purchase_date < ?
     group by business_id
  ), uses as (
    select r.business_id, count(*)::int as redemptions
      from redemptions r
     where r.redeemed_at >= ? and r.redeemed_at < ? and r.kind = 'redeem'
       and not exists (select 1 from redemptions u where u.undoes_id = r.id)
     group by r.business_id
  )
  select b.id as business_id, b.name as business_name, b.email as business_email,
         coalesce(s.sales, 0)::int as sales, coalesce(s.gross_cents, 0)::bigint as gross_cents,
         coalesce(s.share_cents, 0)::bigint as share_cents, coalesce(r.redemptions, 0)::int as redemptions
    from businesses b
    left join business_email_preferences bep on bep.business_id = b.id
    left join sales s on s.business_id = b.id
    left join uses r on r.business_id = b.id
   where b.verified and b.disabled_at is null and coalesce(bep.weekly_summary, ?)
   order by b.id`;

/** The best-selling deals of the week of every business, ranked within each business. */
const WEEKLY_TOP_DEALS_SQL = `
  select business_id, deal_id, title, sales, gross_cents
    from (
      select p.business_id, p.deal_id, d.title, count(*)::int as sales, sum(p.amount_cents)::bigint as gross_cents,
             row_number() over (partition by p.business_id order by count(*) desc, sum(p.amount_cents) desc, p.deal_id) as rank
        from purchases p
        join deals d on d.id = p.deal_id
       where p.status = 'completed' and p.purchase_date >= ? and p.purchase_date < ?
       group by p.business_id, p.deal_id, d.title
    ) ranked
   where rank <= ?
   order by business_id, rank`;

/** The platform's figures: the sum of one counter row per business, however many purchases there are. */
const PLATFORM_TOTALS_SQL = `
  select coalesce(sum(sales), 0)::int as sales,
         coalesce(sum(revenue_cents), 0)::bigint as gross_sales_cents,
         coalesce(sum(business_share_cents), 0)::bigint as business_share_cents,
         coalesce(sum(platform_fee_cents), 0)::bigint as platform_fee_cents,
         coalesce(sum(redemptions), 0)::bigint as redemptions,
         coalesce(sum(refunds), 0)::int as refunds
    from business_sales_totals`;

/** Sums come back as bigint, which drivers hand over as strings. */
type Numeric = number | string;

/**
 * Purchases in the `purchases` table. "Newest first" means the latest purchase date, then the
 * highest id. Figures are read from the counters the database keeps with every write.
 */
export class MikroOrmPurchaseRepository implements PurchaseRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async findById(id: number): Promise<Purchase | null> {
    const record = await findRowById(this.em(), PurchaseRecordSchema, id);
    return record ? purchaseMapper.toDomain(record) : null;
  }

  async findUsableBy(id: number, userId: number): Promise<Purchase | null> {
    const em = this.em();
    const rows = await executeBound<object>(em, usableBySql(em), [id, userId]);
    const [record] = mapRawRows(em, PurchaseRecordSchema, rows);
    return record ? purchaseMapper.toDomain(record) : null;
  }

  async findByPaymentIntentId(paymentIntentId: string): Promise<Purchase | null> {
    const record = await findRowBy(this.em(), PurchaseRecordSchema, 'stripe_payment_intent_id', paymentIntentId);
    return record ? purchaseMapper.toDomain(record) : null;
  }

  async findByCode(code: RedemptionCode): Promise<Purchase | null> {
    const where = code.kind === 'text' ? { textCode: code.value } : { qrCode: code.value };
    const record = await this.em().findOne(PurchaseRecordSchema, where, { disableIdentityMap: true });
    return record ? purchaseMapper.toDomain(record) : null;
  }

  /** In plain SQL, mapped without entities: a customer may hold hundreds (My Deals reads them all). */
  async listByUser(userId: number): Promise<Purchase[]> {
    const em = this.em();
    const rows = await executeBound<object>(em, `select ${columnList(em, PurchaseRecordSchema)} from purchases where user_id = ? order by purchase_date desc, id desc`, [userId]);
    return mapRawRows(em, PurchaseRecordSchema, rows).map((record) => purchaseMapper.toDomain(record));
  }

  async usesHeldByUserForDeal(userId: number, dealId: number): Promise<number> {
    const [row] = await executeBound<{ uses: Numeric }>(this.em(), USES_HELD_SQL, [userId, dealId]);
    return Number(row?.uses ?? 0);
  }

  async recordingState(paymentIntentId: string, userId: number, dealId: number): Promise<RecordingState> {
    const em = this.em();
    const [row] = await executeBound<Record<string, unknown>>(em, recordingStateSql(em), [userId, dealId, paymentIntentId]);
    const record = row ? aliasedRow(em, PurchaseRecordSchema, 'p', row) : null;
    return { recorded: record ? purchaseMapper.toDomain(record) : null, usesHeld: Number(row?.['uses_held'] ?? 0) };
  }

  /**
   * One statement that cannot fail on a taken value (`insertRowUnlessTaken`): a purchase is recorded
   * in a transaction, and a savepoint around a failing insert would cost two round trips more on
   * every purchase for the rare collision. When a value was taken, the payment intent tells which:
   * recorded already (committed by the one the insert waited for), else a generated code.
   */
  async add(purchase: NewPurchase): Promise<Purchase> {
    const em = this.em();
    const id = await insertRowUnlessTaken(em, PurchaseRecordSchema, purchaseMapper.toPersistence(purchase));
    if (id !== null) return Purchase.restore({ ...purchase, id });
    const recorded = await findRowBy(em, PurchaseRecordSchema, 'stripe_payment_intent_id', purchase.stripePaymentIntentId);
    throw recorded ? duplicatePayment() : duplicateCode();
  }

  async save(purchase: Purchase): Promise<void> {
    const { id, ...props } = purchase.toProps();
    const updated = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.nativeUpdate(PurchaseRecordSchema, { id }, purchaseMapper.toPersistence(props)),
    );
    if (updated === 0) throw new NotFoundError('purchase.not_found', `No purchase with id ${id}.`);
  }

  async redeemOnce(purchaseId: number, use: RedemptionUse): Promise<RedeemedUse | null> {
    const { at, by, channel } = use;
    const em = this.em();
    const instant = at.toISOString();
    const locationId = use.locationId ?? null;
    const billCents = use.billCents ?? null;
    const usable = use.usableBy === undefined ? [] : [use.usableBy];
    const rows = await executeBound<{ redemption_id: number }>(em, use.usableBy === undefined ? REDEEM_ONCE_SQL : REDEEM_OWN_SQL, [
      instant,
      purchaseId,
      REDEEMABLE_STATUS,
      instant,
      ...usable,
      channel,
      by.type,
      by.id,
      instant,
      locationId,
      billCents,
    ]);
    const [record] = mapRawRows(em, PurchaseRecordSchema, rows);
    const [row] = rows;
    if (!record || !row) return null;
    const purchase = purchaseMapper.toDomain(record);
    const redemption = Redemption.restore({
      id: Number(row.redemption_id),
      kind: 'redeem',
      purchaseId,
      dealId: purchase.dealId,
      businessId: purchase.businessId,
      userId: purchase.userId,
      channel,
      redeemedBy: { ...by },
      redeemedAt: at,
      locationId,
      billCents,
      undoesId: null,
      reason: null,
    });
    return { purchase, redemption };
  }

  async undoOnce(undo: UndoUse): Promise<UndoneUse | null> {
    const instant = undo.at.toISOString();
    const rows = await guardUniqueConstraints(this.em(), UNDO_ERRORS, (em) =>
      em.execute<{ undo_id: number; undo_undoes_id: number; undo_channel: RedemptionChannel; undo_location_id: number | null }[]>(UNDO_ONCE_SQL, [
        undo.redemptionId,
        undo.businessId,
        undoWindowStart(undo.at).toISOString(),
        REDEEMABLE_STATUS,
        undo.reason,
        undo.by.type,
        undo.by.id,
        instant,
      ]),
    );
    const [record] = mapRawRows(this.em(), PurchaseRecordSchema, rows);
    const [row] = rows;
    if (!record || !row) return null;
    const purchase = purchaseMapper.toDomain(record);
    const line = Redemption.restore({
      id: Number(row.undo_id),
      kind: 'undo',
      purchaseId: purchase.id,
      dealId: purchase.dealId,
      businessId: purchase.businessId,
      userId: purchase.userId,
      channel: row.undo_channel,
      redeemedBy: { ...undo.by },
      redeemedAt: undo.at,
      locationId: row.undo_location_id ?? null,
      billCents: null,
      undoesId: Number(row.undo_undoes_id),
      reason: undo.reason,
    });
    return { purchase, undo: line };
  }

  async salesFigures(businessId: number): Promise<BusinessSalesFigures> {
    const em = this.em();
    const [totals] = await em.execute<
      {
        sales: number;
        revenue_cents: Numeric;
        business_share_cents: Numeric;
        platform_fee_cents: Numeric;
        redemptions: Numeric;
        refunds: number;
      }[]
    >(SALES_TOTALS_SQL, [businessId]);
    const days = await em.execute<
      { day: string; sales: number; revenue_cents: Numeric; business_share_cents: Numeric }[]
    >(SALES_BY_DAY_SQL, [businessId]);
    return {
      sales: totals?.sales ?? 0,
      revenueCents: cents(Number(totals?.revenue_cents ?? 0)),
      businessShareCents: cents(Number(totals?.business_share_cents ?? 0)),
      platformFeeCents: cents(Number(totals?.platform_fee_cents ?? 0)),
      redemptions: Number(totals?.redemptions ?? 0),
      refunds: totals?.refunds ?? 0,
      daily: days.map((day) => ({
        day: day.day,
        sales: day.sales,
        revenueCents: cents(Number(day.revenue_cents)),
        businessShareCents: cents(Number(day.business_share_cents)),
      })),
    };
  }

  async platformFigures(): Promise<PlatformSalesFigures> {
    const [totals] = await this.em().execute<
      {
        sales: number;
        gross_sales_cents: Numeric;
        business_share_cents: Numeric;
        platform_fee_cents: Numeric;
        redemptions: Numeric;
        refunds: number;
      }[]
    >(PLATFORM_TOTALS_SQL);
    return {
      sales: totals?.sales ?? 0,
      grossSalesCents: cents(Number(totals?.gross_sales_cents ?? 0)),
      businessShareCents: cents(Number(totals?.business_share_cents ?? 0)),
      platformFeeCents: cents(Number(totals?.platform_fee_cents ?? 0)),
      redemptions: Number(totals?.redemptions ?? 0),
      refunds: totals?.refunds ?? 0,
    };
  }

  async expiryRemindersDue(window: ExpiryReminderWindow): Promise<ExpiryReminderDue[]> {
    const rows = await this.em().execute<
      {
        purchase_id: number;
        user_id: number;
        customer_email: string;
        deal_title: string;
        business_name: string;
        uses_left: number;
        redemptions: number;
        expires_at: Date | string;
        text_code: string;
      }[]
    >(EXPIRY_REMINDERS_DUE_SQL, [
      window.expiringAfter.toISOString(),
      window.expiringBy.toISOString(),
      window.leadSeconds,
      window.remindersByDefault,
      window.unwrittenKeyPrefix,
    ]);
    return rows.map((row) => ({
      purchaseId: row.purchase_id,
      userId: row.user_id,
      customerEmail: row.customer_email,
      dealTitle: row.deal_title,
      businessName: row.business_name,
      usesLeft: Number(row.uses_left),
      redemptions: row.redemptions,
      expiresAt: new Date(row.expires_at),
      textCode: row.text_code,
    }));
  }

  async weeklyFigures(query: WeeklySummaryQuery): Promise<WeeklyBusinessFigures[]> {
    const em = this.em();
    const [from, to] = [query.from.toISOString(), query.to.toISOString()];
    const totals = await em.execute<
      { business_id: number; business_name: string; business_email: string; sales: number; gross_cents: Numeric; share_cents: Numeric; redemptions: number }[]
    >(WEEKLY_TOTALS_SQL, [from, to, from, to, query.summaryByDefault]);
    if (totals.length === 0) return [];
    const top = await em.execute<{ business_id: number; deal_id: number; title: string; sales: number; gross_cents: Numeric }[]>(
      WEEKLY_TOP_DEALS_SQL,
      [from, to, query.topDeals],
    );
    const topByBusiness = new Map<number, WeeklyBusinessFigures['topDeals']>();
    for (const row of top) {
      const list = topByBusiness.get(row.business_id) ?? [];
      list.push({ dealId: row.deal_id, title: row.title, sales: row.sales, grossCents: cents(Number(row.gross_cents)) });
      topByBusiness.set(row.business_id, list);
    }
    return totals.map((row) => ({
      businessId: row.business_id,
      businessName: row.business_name,
      businessEmail: row.business_email,
      sales: row.sales,
      grossCents: cents(Number(row.gross_cents)),
      businessShareCents: cents(Number(row.share_cents)),
      redemptions: row.redemptions,
      topDeals: topByBusiness.get(row.business_id) ?? [],
    }));
  }
}
