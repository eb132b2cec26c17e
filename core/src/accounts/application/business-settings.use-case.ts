import { NotFoundError, ValidationError } from '../../shared/domain/domain-error.js';
import { requireBusinessOwner, type Actor } from '../domain/actor.js';
import { isTimeZone, TIME_ZONE_MESSAGE } from '../domain/time-zone.js';
import type { Business } from '../domain/business.js';
import type { BusinessRepository } from '../ports/business.repository.port.js';

async function ownBusiness(businesses: BusinessRepository, actor: Actor): Promise<Business> {
  const { businessId } = requireBusinessOwner(actor);
  const business = await businesses.findById(businessId);
  if (!business) throw new NotFoundError('business.not_found', 'Business not found');
  return business;
}

/** The signed-in business's settings (its time zone). */
export class GetBusinessSettings {
  constructor(private readonly deps: { businesses: BusinessRepository }) {}

  async execute(actor: Actor): Promise<{ timeZone: string }> {
    return { timeZone: (await ownBusiness(this.deps.businesses, actor)).timeZone };
  }
}

/** Changes the business's time zone. @throws ValidationError `business.invalid_time_zone` for a name the runtime does not know. */
export class UpdateBusinessSettings {
  constructor(private readonly deps: { businesses: BusinessRepository }) {}

  async execute(actor: Actor, changes: { timeZone: string }): Promise<{ timeZone: string }> {
    requireBusinessOwner(actor);
    if (!isTimeZone(changes.timeZone)) {
      throw new ValidationError(TIME_ZONE_MESSAGE, [{ path: 'timeZone', message: TIME_ZONE_MESSAGE }], 'business.invalid_time_zone');
    }
    const business = await ownBusiness(this.deps.businesses, actor);
    business.changeTimeZone(changes.timeZone);
    await this.deps.businesses.save(business);
    return { timeZone: business.timeZone };
  }
}
