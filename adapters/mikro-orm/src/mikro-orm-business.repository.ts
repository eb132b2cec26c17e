import { Business, type NewBusiness } from '@marketplace/core/accounts/domain/business';
import { normaliseEmail } from '@marketplace/core/accounts/domain/user';
import type {
  BusinessCounts,
  BusinessFilter,
  BusinessPage,
  BusinessRepository,
} from '@marketplace/core/accounts/ports/business.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import type { QueryBuilder } from '@mikro-orm/sql';
import { BusinessRecordSchema, type BusinessRecord } from './entities/business.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { containsPattern } from './like-pattern.js';
import { businessMapper } from './mappers/business.mapper.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';
import { findRowById, mapRawRows } from './raw-rows.js';

type BusinessQuery = QueryBuilder<BusinessRecord, 'b'>;

const COUNT_BY_VERIFICATION_SQL = `
  select count(*) filter (where verified)::int as verified,
         count(*) filter (where not verified)::int as unverified
    from businesses`;

export const UNIQUE_ERRORS: UniqueConstraintErrors = {
  businesses_email_lower_key: () => new ConflictError('business.email_taken', 'A business with this email already exists.'),
  businesses_stripe_account_id_key: () => new ConflictError('business.account_taken', 'This payout account belongs to another business.'),
};

/** Businesses in the `businesses` table; emails are unique on lower(email). */
export class MikroOrmBusinessRepository implements BusinessRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async findById(id: number): Promise<Business | null> {
    const record = await findRowById(this.em(), BusinessRecordSchema, id);
    return record ? businessMapper.toDomain(record) : null;
  }

  /** PostgreSQL lowers both sides, exactly as it did when it built the unique index it searches. */
  async findByEmail(email: string): Promise<Business | null> {
    const record: BusinessRecord | undefined = await this.em()
      .createQueryBuilder(BusinessRecordSchema)
      .select('*')
      .where('lower(email) = lower(?)', [normaliseEmail(email)])
      .limit(1)
      .execute('get', true);
    return record ? businessMapper.toDomain(record) : null;
  }

  /**
   * One query whatever the number of ids; ordered by id, unknown ids skipped. On every catalogue
   * page, so plain SQL straight to the domain (no entities, no identity map), mapped as
   * {@link findById} is: the embedded engine answers timestamps as text, the mapping makes them dates.
   */
  async findByIds(ids: readonly number[]): Promise<Business[]> {
    if (ids.length === 0) return [];
    const em = this.em();
    const rows = await em.execute<object[]>('select * from businesses where id = any(?::int[]) order by id', [`{${[...new Set(ids)].join(',')}}`]);
    return mapRawRows(em, BusinessRecordSchema, rows).map((row) => businessMapper.toDomain(row));
  }

  async findByStripeCustomerId(customerId: string): Promise<Business | null> {
    const record = await this.em().findOne(BusinessRecordSchema, { stripeCustomerId: customerId }, { disableIdentityMap: true });
    return record ? businessMapper.toDomain(record) : null;
  }

  async findByStripeAccountId(accountId: string): Promise<Business | null> {
    const record = await this.em().findOne(BusinessRecordSchema, { stripeAccountId: accountId }, { disableIdentityMap: true });
    return record ? businessMapper.toDomain(record) : null;
  }

  async listAll(): Promise<Business[]> {
    const records = await this.em().find(BusinessRecordSchema, {}, { orderBy: { id: 'asc' }, disableIdentityMap: true });
    return records.map((record) => businessMapper.toDomain(record));
  }

  /** Two statements whatever the page size: the rows and the count of all matches. */
  async list(filter: BusinessFilter, page: PageRequest): Promise<BusinessPage> {
    const em = this.em();
    const matching = (): BusinessQuery => applyFilter(em.createQueryBuilder(BusinessRecordSchema, 'b'), filter);
    const rows: BusinessRecord[] = await matching()
      .select('b.*')
      .orderBy({ id: 'desc' })
      .limit(page.limit, offsetOf(page))
      .execute('all', true);
    const total = await matching().getCount();
    return { businesses: rows.map((row) => businessMapper.toDomain(row)), total };
  }

  async countByVerification(): Promise<BusinessCounts> {
    const [row] = await this.em().execute<BusinessCounts[]>(COUNT_BY_VERIFICATION_SQL);
    return { verified: row?.verified ?? 0, unverified: row?.unverified ?? 0 };
  }

  async add(business: NewBusiness): Promise<Business> {
    const id = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.insert(BusinessRecordSchema, businessMapper.toPersistence(business)),
    );
    return Business.restore({ ...business, id });
  }

  async save(business: Business): Promise<void> {
    const { id, ...props } = business.toProps();
    const updated = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.nativeUpdate(BusinessRecordSchema, { id }, businessMapper.toPersistence(props)),
    );
    if (updated === 0) throw new NotFoundError('business.not_found', `No business with id ${id}.`);
  }
}

/** Each ILIKE can use its own trigram index (see the admin-business-list migration). */
function applyFilter(qb: BusinessQuery, filter: BusinessFilter): BusinessQuery {
  if (filter.verified !== undefined) qb.andWhere({ verified: filter.verified });
  if (filter.text !== undefined) {
    const pattern = containsPattern(filter.text);
    qb.andWhere('(b.name ilike ? or b.email ilike ? or b.city ilike ?)', [pattern, pattern, pattern]);
  }
  return qb;
}
