import { requireAdmin, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { UserRepository } from '../../accounts/ports/user.repository.port.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { PurchaseRepository, RedemptionCode } from '../ports/purchase.repository.port.js';
import type { LocationRepository } from '../../locations/ports/location.repository.port.js';
import { isUnknownCodeError, otherBusinessCodeError, RedeemCode, ValidateCode, type CodeCheck } from './redeem-code.use-case.js';

export interface OperatorRedeemRequest {
  code: RedemptionCode;
  /** Redeem as this business, under its rules (its own deals' codes only); else as the admin. */
  businessId?: number | undefined;
}

/**
 * The operator's redeem. As a business it takes that business's rules, but where a till is told
 * "no such code" for another shop's code (so it cannot probe them), the operator, who may see
 * every code anyway, is told whose it is: a second look-up, made only after that failure.
 */
export class OperatorRedeem {
  private readonly redeem: RedeemCode;
  private readonly validate: ValidateCode;

  constructor(
    private readonly deps: { purchases: PurchaseRepository; locations: LocationRepository; deals: DealRepository; users: UserRepository; businesses: BusinessRepository; clock: Clock },
  ) {
    this.redeem = new RedeemCode(deps);
    this.validate = new ValidateCode(deps);
  }

  async execute(operator: Actor, request: OperatorRedeemRequest): Promise<CodeCheck> {
    requireAdmin(operator);
    if (request.businessId === undefined) return this.redeem.execute(operator, request.code);
    const business = await this.deps.businesses.findById(request.businessId);
    if (!business) throw new NotFoundError('business.not_found', `No business with id ${request.businessId}`);
    try {
      return await this.redeem.execute(business.toActor(), request.code);
    } catch (error) {
      if (!isUnknownCodeError(error)) throw error;
      const owner = await this.validate.execute(operator, request.code).catch(() => null);
      throw owner ? otherBusinessCodeError() : error;
    }
  }
}
