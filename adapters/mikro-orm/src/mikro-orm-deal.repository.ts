import { Deal, type NewDeal } from '@marketplace/core/deals/domain/deal';
import type { DealCounts, DealFilter, DealPage, DealRepository } from '@marketplace/core/deals/ports/deal.repository.port';
import type { NearFilter } from '@marketplace/core/deals/domain/nearby';
import { listedBusiness, type ListedBusiness } from '@marketplace/core/deals/domain/listed-business';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import { DealRecordSchema, type DealRecord } from './entities/deal.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { insertWithOptionalId } from './id-sequence.js';
import { containsPattern } from './like-pattern.js';
import { dealMapper } from './mappers/deal.mapper.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';
import { aliasedColumns, aliasedRow, findRowById } from './raw-rows.js';
import { BusinessRecordSchema } from './entities/business.entity.js';
import { businessMapper } from './mappers/business.mapper.js';
import { BusinessLocationRecordSchema } from './entities/business-location.entity.js';
import { businessLocationMapper } from './mappers/business-location.mapper.js';
import type { BusinessLocation } from '@marketplace/core/locations/domain/business-location';
import type { Business } from '@marketplace/core/accounts/domain/business';
import { executeBound } from './bound-statement.js';

const UNIQUE_ERRORS: UniqueConstraintErrors = {
  deals_pkey: () => new ConflictError('deal.id_taken', 'A deal with this id exists already.'),
};

/**
 * The business's "City, ST" (or its city alone when it has no state). The trigram index
 * `businesses_place_trgm_idx` is built on exactly this expression, so keep the two in step.
 */
const PLACE_EXPRESSION = `coalesce(b.city || ', ' || b.state, b.city)`;

/** The deal's business is disabled (a demo business when demo mode is off): a probe of a tiny partial index. */
const BUSINESS_DISABLED = 'exists (select 1 from businesses bd where bd.id = d.business_id and bd.disabled_at is not null)';

/**
 * The deal's business is out of the catalogue at `instant` (an SQL expression): disabled, or its
 * listing (the trial, then the subscription) does not run until then. The hidden businesses are
 * found through `businesses_listed_until_idx` (null, or before the instant) and the disabled ones' index.
 */
function businessHidden(instant: string): string {
  return (
    'exists (select 1 from businesses bd where bd.id = d.business_id and ' +
    `(bd.disabled_at is not null or bd.listed_until is null or bd.listed_until < ${instant}))`
  );
}

/**
 * The catalogue tolerates a little lag (CATALOGUE_CACHE_MS already), so its pages may be read from
 * a read replica when DATABASE_READ_REPLICA_URLS configures one; inside a transaction, and for
 * every other read, MikroORM uses the primary.
 */
const CATALOGUE_READ = 'read';
const PRIMARY = 'write';

/** Every column of `deals` under its {@link DealRecord} property name. */
const DEAL_COLUMNS = `
  d.id, d.business_id as "business", d.title, d.description, d.category,
  d.price_cents as "priceCents", d.base_price_cents as "basePriceCents", d.discount_percent as "discountPercent",
  d.is_slider_deal as "isSliderDeal", d.min_price_cents as "minPriceCents", d.max_price_cents as "maxPriceCents",
  d.min_discount_percent as "minDiscountPercent", d.max_discount_percent as "maxDiscountPercent",
  d.discount_steps as "discountSteps", d.min_redemptions as "minRedemptions", d.max_redemptions as "maxRedemptions",
  d.redemption_steps as "redemptionSteps", d.free_item as "freeItem", d.start_date as "startDate",
  d.end_date as "endDate", d.max_redemptions_per_user as "maxRedemptionsPerUser", d.image_url as "imageUrl",
  d.active, d.featured, d.awaiting_verification as "awaitingVerification", d.created_at as "createdAt"`;

/**
 * The businesses with an active location within the radius, each at its nearest one's distance in
 * metres: the GiST index `business_locations_earth_idx` (same expression, same partial predicate)
 * finds the candidates in the cube around the point, earth_distance keeps those truly within the
 * radius. Binds the point's latitude and longitude, then the radius in metres, twice each.
 */
const NEAR_BUSINESSES = `
  near as (
    select l.business_id, min(earth_distance(ll_to_earth(?, ?), ll_to_earth(l.latitude, l.longitude))) as meters
      from business_locations l
     where l.archived_at is null and l.latitude is not null
       and earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(l.latitude, l.longitude)
       and earth_distance(ll_to_earth(?, ?), ll_to_earth(l.latitude, l.longitude)) <= ?
     group by l.business_id
  )`;

function nearParams({ point, radiusKm }: NearFilter): number[] {
  const { latitude, longitude } = point;
  const meters = radiusKm * 1000;
  return [latitude, longitude, latitude, longitude, meters, latitude, longitude, meters];
}

/** The columns of {@link DealCounts}; "live" is isDealVisible in SQL. */
const DEAL_COUNT_COLUMNS = `
  count(*)::int as total,
  count(*) filter (where active and start_date <= ? and end_date >= ?)::int as live,
  count(*) filter (where awaiting_verification)::int as drafts`;

const COUNT_BY_BUSINESS_SQL = `
  select business_id, ${DEAL_COUNT_COLUMNS}
    from deals
   where business_id = any(?::int[])
   group by business_id`;

const COUNT_ALL_SQL = `select ${DEAL_COUNT_COLUMNS} from deals`;

/** {@link MikroOrmDealRepository.findWithBusiness}'s statement, written once: the business's columns come from its metadata. */
let withBusinessSql: string | undefined;
/** {@link MikroOrmDealRepository.findWithBusinessAndLocations}'s, likewise. */
let withLocationsSql: string | undefined;

/**
 * Deals in the `deals` table. A page is one statement whatever its size: the rows (with every
 * filter, text search and location in SQL), their businesses and the count of all matches.
 */
export class MikroOrmDealRepository implements DealRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async findById(id: number): Promise<Deal | null> {
    const record = await findRowById(this.em(), DealRecordSchema, id);
    return record ? dealMapper.toDomain(record) : null;
  }

  /**
   * The deal's columns (under their property names, as a page's) and its business's (aliased, see
   * `aliasedColumns`) in one statement written once; no entities.
   */
  async findWithBusiness(id: number): Promise<{ deal: Deal; business: Business | null } | null> {
    const em = this.em();
    withBusinessSql ??= `select ${DEAL_COLUMNS}, ${aliasedColumns(em, BusinessRecordSchema, 'b')}
       from deals d left join businesses b on b.id = d.business_id where d.id = ? limit 1`;
    const [row] = await executeBound<DealRecord & Record<string, unknown>>(em, withBusinessSql, [id]);
    if (!row) return null;
    const business = aliasedRow(em, BusinessRecordSchema, 'b', row);
    return { deal: dealMapper.toDomain(row), business: business ? businessMapper.toDomain(business) : null };
  }

  /**
   * A row per active location of the deal's business (one with none), each carrying the deal and its
   * business as {@link findWithBusiness} reads them: one statement where the deal and the locations
   * were two side by side, each with its own connection and round trip. A business has a handful of
   * locations; the partial index of active locations finds them.
   */
  async findWithBusinessAndLocations(id: number): Promise<{ deal: Deal; business: Business | null; locations: BusinessLocation[] } | null> {
    const em = this.em();
    withLocationsSql ??= `select ${DEAL_COLUMNS}, ${aliasedColumns(em, BusinessRecordSchema, 'b')}, ${aliasedColumns(em, BusinessLocationRecordSchema, 'l')}
       from deals d
       left join businesses b on b.id = d.business_id
       left join business_locations l on l.business_id = d.business_id and l.archived_at is null
      where d.id = ?
      order by l.id`;
    const rows = await executeBound<DealRecord & Record<string, unknown>>(em, withLocationsSql, [id]);
    const [row] = rows;
    if (!row) return null;
    const business = aliasedRow(em, BusinessRecordSchema, 'b', row);
    const locations = rows.flatMap((each) => {
      const location = aliasedRow(em, BusinessLocationRecordSchema, 'l', each);
      return location ? [businessLocationMapper.toDomain(location)] : [];
    });
    return { deal: dealMapper.toDomain(row), business: business ? businessMapper.toDomain(business) : null, locations };
  }

  /** One statement in plain SQL (a customer's 500 purchases name up to 500 deals); ordered by id, unknown ids skipped. */
  async findByIds(ids: readonly number[]): Promise<Deal[]> {
    if (ids.length === 0) return [];
    const rows = await executeBound<DealRecord>(this.em(), `select ${DEAL_COLUMNS} from deals d where d.id = any(?::int[]) order by d.id`, [
      `{${[...new Set(ids)].join(',')}}`,
    ]);
    return rows.map((row) => dealMapper.toDomain(row));
  }

  /**
   * The catalogue's hot path, so plain SQL: no query builder, no entities, no identity map. One
   * statement answers the page, its deals' businesses and the number of matches ({@link pageSql}),
   * so a list costs one round trip. Public pages may come from a read replica; a business's own list
   * reads the primary, so the deal it just created or paused is there.
   */
  async list(filter: DealFilter, page: PageRequest): Promise<DealPage> {
    const em = this.em();
    const { where, params } = whereClause(filter);
    const connection = filter.businessId === undefined ? CATALOGUE_READ : PRIMARY;
    const near = filter.near;
    const sql = pageSql(where, page, near ? { with: `with ${NEAR_BUSINESSES}`, join: 'join near n on n.business_id = d.business_id', meters: ', n.meters', order: 'n.meters, d.id desc' } : undefined);
    const rows = await executeBound<PageRow>(em, sql, [...(near ? nearParams(near) : []), ...params, ...params], connection);
    return pageOf(rows, near !== undefined);
  }

  async add(deal: NewDeal, options: { id?: number } = {}): Promise<Deal> {
    const forcedId = options.id;
    const data = dealMapper.toPersistence(deal);
    const id = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      insertWithOptionalId(em, DealRecordSchema, data, 'deals', forcedId),
    );
    return Deal.restore({ ...deal, id });
  }

  async save(deal: Deal): Promise<void> {
    const { id, ...props } = deal.toProps();
    const updated = await this.em().nativeUpdate(DealRecordSchema, { id }, dealMapper.toPersistence(props));
    if (updated === 0) throw new NotFoundError('deal.not_found', `No deal with id ${id}.`);
  }

  /** One grouped statement on the (business_id, id) index, whatever the number of businesses. */
  async countByBusiness(businessIds: readonly number[], at: Date): Promise<Map<number, DealCounts>> {
    const counts = new Map<number, DealCounts>(businessIds.map((id) => [id, { total: 0, live: 0, drafts: 0 }]));
    if (businessIds.length === 0) return counts;
    const instant = at.toISOString();
    const rows = await this.em().execute<(DealCounts & { business_id: number })[]>(COUNT_BY_BUSINESS_SQL, [
      instant,
      instant,
      `{${[...new Set(businessIds)].join(',')}}`,
    ]);
    for (const { business_id: businessId, total, live, drafts } of rows) counts.set(businessId, { total, live, drafts });
    return counts;
  }

  async countAll(at: Date): Promise<DealCounts> {
    const instant = at.toISOString();
    const [row] = await this.em().execute<DealCounts[]>(COUNT_ALL_SQL, [instant, instant]);
    return { total: row?.total ?? 0, live: row?.live ?? 0, drafts: row?.drafts ?? 0 };
  }

  async publishDrafts(businessId: number): Promise<number> {
    return this.em().nativeUpdate(
      DealRecordSchema,
      { business: businessId, awaitingVerification: true },
      { awaitingVerification: false, active: true },
    );
  }
}

/** A row of {@link pageSql}: the total, then a deal (null when the page is empty), its distance with `near`, and its business. */
type PageRow = { total: number; meters?: number | null } & DealRecord & {
  b_name: string | null;
  b_city: string | null;
  b_state: string | null;
  b_zip: string | null;
  b_rating_count: number | null;
  b_rating_sum: number | null;
};

/**
 * The count of every match joined to the page (newest first, or nearest with `near`) and what each
 * row's deal shows of its business ({@link ListedBusiness}): always at least one row (the total),
 * whose deal columns are null when the page is empty. Binds the near point (with `near`), then the
 * filter's parameters twice; the page's limit and offset are written in (see {@link whereClause}).
 */
function pageSql(where: string, page: PageRequest, near?: { with: string; join: string; meters: string; order: string }): string {
  const from = `from deals d ${near?.join ?? ''} ${where}`;
  return `${near?.with ?? ''}
    select t.total, p.*, b.name as b_name, b.city as b_city, b.state as b_state, b.zip as b_zip,
           b.rating_count as b_rating_count, b.rating_sum as b_rating_sum
      from (select count(*)::int as total ${from}) t
      left join (select ${DEAL_COLUMNS}${near?.meters ?? ''} ${from} order by ${near?.order ?? 'd.id desc'} limit ${sqlInteger(page.limit)} offset ${sqlInteger(offsetOf(page))}) p on true
      left join businesses b on b.id = p."business"
     order by ${near ? 'p.meters, p.id desc' : 'p.id desc'}`;
}

/** The page, its businesses (each once, by id) and the total from {@link pageSql}'s rows. */
function pageOf(rows: readonly PageRow[], near: boolean): DealPage {
  const total = rows[0]?.total ?? 0;
  const deals: Deal[] = [];
  const businesses = new Map<number, ListedBusiness>();
  const distancesKm = new Map<number, number>();
  for (const row of rows) {
    if (row.id == null) continue;
    deals.push(dealMapper.toDomain(row));
    if (row.b_name !== null && !businesses.has(row.business)) {
      businesses.set(
        row.business,
        listedBusiness({ id: row.business, name: row.b_name, city: row.b_city, state: row.b_state, zip: row.b_zip, ratingCount: row.b_rating_count ?? 0, ratingSum: row.b_rating_sum ?? 0 }),
      );
    }
    if (near) distancesKm.set(row.id, Number(row.meters) / 1000);
  }
  const listed = [...businesses.values()].sort((a, b) => a.id - b.id);
  return near ? { deals, businesses: listed, total, distancesKm } : { deals, businesses: listed, total };
}

/**
 * The filter as one SQL condition on `deals d` with its parameters (`?` placeholders).
 *
 * What can take only a few values is written into the statement instead of bound: the flags, the
 * visibility instant (to the second) and, in {@link pageSql}, the page's limit and offset. A list
 * then has the same text for every request of the same second, which the connection runs as a
 * prepared statement (prepared-statements.ts), and PostgreSQL plans it once instead of at every
 * request: bound, the instant and the limit made its generic plan look dearer than planning each
 * time (a bound limit is costed as a tenth of the rows, a bound instant at a default selectivity),
 * so it kept planning the home page's list (0.35-0.48 ms, more than running it). The instant is
 * that of the start of its second: a deal shows, and a lapsed listing hides, up to a second
 * late, less than the catalogue cache's own period.
 */
function whereClause(filter: DealFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (filter.category !== undefined) add('d.category = ?', filter.category);
  if (filter.businessId !== undefined) add('d.business_id = ?', filter.businessId);
  if (filter.businessIds !== undefined) add('d.business_id = any(?::int[])', `{${filter.businessIds.join(',')}}`);
  if (filter.featured !== undefined) add(`d.featured = ${sqlBoolean(filter.featured)}`);
  if (filter.active !== undefined) add(`d.active = ${sqlBoolean(filter.active)}`);
  if (filter.visibility !== undefined) {
    const at = sqlSecond(filter.visibility.at);
    const probe = filter.visibility.listed ? businessHidden(at) : BUSINESS_DISABLED;
    if (filter.visibility.visible) add(`d.active and d.start_date <= ${at} and d.end_date >= ${at} and not ${probe}`);
    else add(`(not d.active or d.start_date > ${at} or d.end_date < ${at} or ${probe})`);
  }
  if (filter.text !== undefined) {
    // Each side can use its own trigram index (a bitmap OR of the two).
    const pattern = containsPattern(filter.text);
    add('(d.title ilike ? or d.description ilike ?)', pattern, pattern);
  }
  if (filter.location !== undefined) {
    const location = filter.location;
    add(
      `exists (select 1 from businesses b where b.id = d.business_id and ` +
        `(${PLACE_EXPRESSION} ilike ? or lower(b.state) = lower(?) or lower(b.zip) = lower(?)))`,
      containsPattern(location),
      location,
      location,
    );
  }
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** A flag written into a statement. */
function sqlBoolean(value: boolean): string {
  return value ? 'true' : 'false';
}

/** A count written into a statement: only a whole number in range is ever written. */
function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a count: ${value}`);
  return String(value);
}

/** The start of the instant's second, written into a statement as a timestamp. */
function sqlSecond(at: Date): string {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Not an instant');
  return `'${new Date(ms - (((ms % 1000) + 1000) % 1000)).toISOString()}'::timestamptz`;
}
