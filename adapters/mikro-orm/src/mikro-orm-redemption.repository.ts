import { Redemption, type NewRedemption } from '@marketplace/core/purchases/domain/redemption';
import type { RedemptionRepository } from '@marketplace/core/purchases/ports/redemption.repository.port';
import { RedemptionRecordSchema } from './entities/redemption.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { redemptionMapper } from './mappers/redemption.mapper.js';

/** The redemption log in the `redemptions` table. "Oldest first" means redeemedAt, then id. */
export class MikroOrmRedemptionRepository implements RedemptionRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(redemption: NewRedemption): Promise<Redemption> {
    const id = await this.em().insert(RedemptionRecordSchema, redemptionMapper.toPersistence(redemption));
    return Redemption.restore({ ...redemption, id });
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
    return this.em().count(RedemptionRecordSchema, { business: businessId });
  }
}
