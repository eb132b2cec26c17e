import { Purchase, REDEEMABLE_STATUS, type NewPurchase } from '@marketplace/core/purchases/domain/purchase';
import type {
  BusinessSalesFigures,
  PlatformSalesFigures,
  PurchaseRepository,
  RedemptionCode,
  RedemptionUse,
} from '@marketplace/core/purchases/ports/purchase.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { cents } from '@marketplace/core/shared/domain/money';
import { PurchaseRecordSchema } from './entities/purchase.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { purchaseMapper } from './mappers/purchase.mapper.js';
import { mapRawRows, findRowById } from './raw-rows.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

const duplicateCode = (): ConflictError =>
  new ConflictError('purchase.duplicate_code', 'A generated redemption code is in use already.');

/** The constraint names of the migration, mapped to the codes the port promises. */
export const UNIQUE_ERRORS: UniqueConstraintErrors = {
  purchases_stripe_payment_intent_id_key: () =>
    new ConflictError('purchase.duplicate_payment', 'This payment has been recorded already.'),
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
 */
const REDEEM_ONCE_SQL = `
  with used as (
    update purchases
       set redemptions_used = redemptions_used + 1,
           redeemed = redemptions_used + 1 >= redemptions,
           redeemed_at = ?
     where id = ?
       and status = ?
       and redemptions_used < redemptions
       and (expiry_date is null or expiry_date >= ?)
    returning *
  ), logged as (
    insert into redemptions (purchase_id, deal_id, business_id, user_id, channel, redeemed_by_type, redeemed_by_id, redeemed_at)
    select id, deal_id, business_id, user_id, ?, ?, ?, ? from used
  )
  select * from used`;

const USES_HELD_SQL = `
  select coalesce(sum(redemptions), 0)::bigint as uses
    from purchases
   where user_id = ? and deal_id = ? and status = 'completed'`;

const SALES_TOTALS_SQL = `
  select count(*) filter (where status = 'completed')::int as sales,
         coalesce(sum(amount_cents) filter (where status = 'completed'), 0)::bigint as revenue_cents,
         coalesce(sum(business_share_cents) filter (where status = 'completed'), 0)::bigint as business_share_cents,
         coalesce(sum(platform_fee_cents) filter (where status = 'completed'), 0)::bigint as platform_fee_cents,
         coalesce(sum(redemptions_used), 0)::bigint as redemptions,
         count(*) filter (where status = 'refunded')::int as refunds
    from purchases
   where business_id = ?`;

const SALES_BY_DAY_SQL = `
  select to_char(purchase_date at time zone 'UTC', 'YYYY-MM-DD') as day,
         count(*)::int as sales,
         sum(amount_cents)::bigint as revenue_cents,
         sum(business_share_cents)::bigint as business_share_cents
    from purchases
   where business_id = ? and status = 'completed'
   group by 1
   order by 1`;

const PLATFORM_TOTALS_SQL = `
  select count(*) filter (where status = 'completed')::int as sales,
         coalesce(sum(amount_cents) filter (where status = 'completed'), 0)::bigint as gross_sales_cents,
         coalesce(sum(business_share_cents) filter (where status = 'completed'), 0)::bigint as business_share_cents,
         coalesce(sum(platform_fee_cents) filter (where status = 'completed'), 0)::bigint as platform_fee_cents,
         coalesce(sum(redemptions_used), 0)::bigint as redemptions,
         count(*) filter (where status = 'refunded')::int as refunds
    from purchases`;

/** Sums come back as bigint, which drivers hand over as strings. */
type Numeric = number | string;

/**
 * Purchases in the `purchases` table. "Newest first" means the latest purchase date, then the
 * highest id. Figures are computed by the database (two aggregate statements).
 */
export class MikroOrmPurchaseRepository implements PurchaseRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async findById(id: number): Promise<Purchase | null> {
    const record = await findRowById(this.em(), PurchaseRecordSchema, id);
    return record ? purchaseMapper.toDomain(record) : null;
  }

  async findByPaymentIntentId(paymentIntentId: string): Promise<Purchase | null> {
    const record = await this.em().findOne(
      PurchaseRecordSchema,
      { stripePaymentIntentId: paymentIntentId },
      { disableIdentityMap: true },
    );
    return record ? purchaseMapper.toDomain(record) : null;
  }

  async findByCode(code: RedemptionCode): Promise<Purchase | null> {
    const where = code.kind === 'text' ? { textCode: code.value } : { qrCode: code.value };
    const record = await this.em().findOne(PurchaseRecordSchema, where, { disableIdentityMap: true });
    return record ? purchaseMapper.toDomain(record) : null;
  }

  async listByUser(userId: number): Promise<Purchase[]> {
    const records = await this.em().find(
      PurchaseRecordSchema,
      { user: userId },
      { orderBy: [{ purchaseDate: 'desc' }, { id: 'desc' }], disableIdentityMap: true },
    );
    return records.map((record) => purchaseMapper.toDomain(record));
  }

  async usesHeldByUserForDeal(userId: number, dealId: number): Promise<number> {
    const [row] = await this.em().execute<{ uses: Numeric }[]>(USES_HELD_SQL, [userId, dealId]);
    return Number(row?.uses ?? 0);
  }

  async add(purchase: NewPurchase): Promise<Purchase> {
    const id = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.insert(PurchaseRecordSchema, purchaseMapper.toPersistence(purchase)),
    );
    return Purchase.restore({ ...purchase, id });
  }

  async save(purchase: Purchase): Promise<void> {
    const { id, ...props } = purchase.toProps();
    const updated = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.nativeUpdate(PurchaseRecordSchema, { id }, purchaseMapper.toPersistence(props)),
    );
    if (updated === 0) throw new NotFoundError('purchase.not_found', `No purchase with id ${id}.`);
  }

  async redeemOnce(purchaseId: number, { at, by, channel }: RedemptionUse): Promise<Purchase | null> {
    const em = this.em();
    const instant = at.toISOString();
    const rows = await em.execute<object[]>(REDEEM_ONCE_SQL, [
      instant,
      purchaseId,
      REDEEMABLE_STATUS,
      instant,
      channel,
      by.type,
      by.id,
      instant,
    ]);
    const [record] = mapRawRows(em, PurchaseRecordSchema, rows);
    return record ? purchaseMapper.toDomain(record) : null;
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
}
