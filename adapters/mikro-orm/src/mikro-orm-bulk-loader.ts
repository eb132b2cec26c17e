import type { NewBusiness } from '@marketplace/core/accounts/domain/business';
import type { NewUser } from '@marketplace/core/accounts/domain/user';
import type { NewDeal } from '@marketplace/core/deals/domain/deal';
import { storedPurchaseEntries } from '@marketplace/core/ledger/domain/purchase-bookings';
import type { BulkLoader, BulkPurchase } from '@marketplace/core/demo/ports/bulk-loader.port';
import type { EntityData, EntitySchema, RequiredEntityData } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { BusinessLocation } from '@marketplace/core/locations/domain/business-location';
import { BusinessLocationRecordSchema } from './entities/business-location.entity.js';
import { BusinessRecordSchema } from './entities/business.entity.js';
import { DealRecordSchema } from './entities/deal.entity.js';
import { LedgerEntryRecordSchema } from './entities/ledger-entry.entity.js';
import { PurchaseRecordSchema } from './entities/purchase.entity.js';
import { RedemptionRecordSchema } from './entities/redemption.entity.js';
import { UserRecordSchema } from './entities/user.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { businessLocationMapper } from './mappers/business-location.mapper.js';
import { businessMapper } from './mappers/business.mapper.js';
import { dealMapper } from './mappers/deal.mapper.js';
import { purchaseMapper } from './mappers/purchase.mapper.js';
import { redemptionMapper } from './mappers/redemption.mapper.js';
import { userMapper } from './mappers/user.mapper.js';
import { UNIQUE_ERRORS as BUSINESS_UNIQUE_ERRORS } from './mikro-orm-business.repository.js';
import { UNIQUE_ERRORS as PURCHASE_UNIQUE_ERRORS } from './mikro-orm-purchase.repository.js';
import { UNIQUE_ERRORS as USER_UNIQUE_ERRORS } from './mikro-orm-user.repository.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

/**
 * Rows per INSERT statement. The widest table (deals) has 26 columns: 1,000 rows stay far below
 * PostgreSQL's 65,535 parameters per statement, and a statement that size is where multi-row
 * inserts stop getting faster.
 */
export const BULK_STATEMENT_ROWS = 1_000;

/**
 * Bulk inserts as multi-row `INSERT ... RETURNING id` statements of up to {@link BULK_STATEMENT_ROWS}
 * rows (MikroORM's `insertMany`, through the same mappers as the repositories), each call in one
 * transaction. PostgreSQL returns the ids of a multi-row insert in the order of its rows.
 */
export class MikroOrmBulkLoader implements BulkLoader {
  constructor(private readonly em: EntityManagerSource) {}

  /** `VACUUM (ANALYZE)` of the loaded tables; it cannot run in a transaction, so on its own connection. */
  async refreshStatistics(): Promise<void> {
    await this.em().getConnection().execute('vacuum (analyze) users, businesses, deals, purchases, redemptions');
  }

  insertUsers(users: readonly NewUser[]): Promise<number[]> {
    return this.insert(USER_UNIQUE_ERRORS, async (em) => insertChunks(em, UserRecordSchema, users.map((user) => userMapper.toPersistence(user))));
  }

  insertBusinesses(businesses: readonly NewBusiness[]): Promise<number[]> {
    return this.insert(BUSINESS_UNIQUE_ERRORS, async (em) => {
      const ids = await insertChunks(em, BusinessRecordSchema, businesses.map((business) => businessMapper.toPersistence(business)));
      const firstLocations = businesses.map((business, index) =>
        businessLocationMapper.toPersistence(
          BusinessLocation.fromRegistration({ ...business, id: ids[index] ?? Number.NaN, coordinates: null, now: business.createdAt }),
        ),
      );
      await insertChunks(em, BusinessLocationRecordSchema, firstLocations);
      return ids;
    });
  }

  insertDeals(deals: readonly NewDeal[]): Promise<number[]> {
    return this.insert({}, async (em) => insertChunks(em, DealRecordSchema, deals.map((deal) => dealMapper.toPersistence(deal))));
  }

  insertPurchases(purchases: readonly BulkPurchase[]): Promise<number[]> {
    return this.insert(PURCHASE_UNIQUE_ERRORS, async (em) => {
      const ids = await insertChunks(em, PurchaseRecordSchema, purchases.map(({ purchase }) => purchaseMapper.toPersistence(purchase)));
      const lines = purchases.flatMap(({ redemptions }, index) =>
        redemptions.map((redemption) => redemptionMapper.toPersistence({ ...redemption, purchaseId: ids[index] ?? Number.NaN })),
      );
      await insertChunks(em, RedemptionRecordSchema, lines);
      const entries = purchases.flatMap(({ purchase }, index) =>
        storedPurchaseEntries({ ...purchase, id: ids[index] ?? Number.NaN }, purchase.purchaseDate).map((entry) => ({ ...entry, createdAt: purchase.createdAt })),
      );
      await insertChunks(em, LedgerEntryRecordSchema, entries);
      return ids;
    });
  }

  private insert(errors: UniqueConstraintErrors, work: (em: SqlEntityManager) => Promise<number[]>): Promise<number[]> {
    return guardUniqueConstraints(this.em(), errors, (em) => em.transactional((tx) => work(tx)));
  }
}

/**
 * `em.insertMany` hands back only the first id of a multi-row insert, so this asks the driver
 * directly, in the EntityManager's transaction, and reads the ids off the RETURNING rows.
 */
async function insertChunks<T extends object>(em: SqlEntityManager, schema: EntitySchema<T>, rows: readonly RequiredEntityData<T>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BULK_STATEMENT_ROWS) {
    const chunk = rows.slice(start, start + BULK_STATEMENT_ROWS) as EntityData<T>[];
    const result = await em.getDriver().nativeInsertMany(schema, chunk, { ctx: em.getTransactionContext() });
    const returned = (result.rows ?? []) as { id: number | string }[];
    if (returned.length !== chunk.length) throw new Error(`Inserted ${chunk.length} rows into ${schema.meta.tableName} but got ${returned.length} ids back`);
    ids.push(...returned.map((row) => Number(row.id)));
  }
  return ids;
}
