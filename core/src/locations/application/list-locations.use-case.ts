import { requireTill, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { BusinessLocation } from '../domain/business-location.js';
import type { TodaysHours } from '../domain/opening-hours.js';
import type { LocationRepository } from '../ports/location.repository.port.js';

/** A location with today's hours, as the business's team and the deal pages see it. */
export interface LocationView {
  location: BusinessLocation;
  today: TodaysHours;
}

/** Each location with today's hours on the business's clocks. */
export function viewLocations(locations: readonly BusinessLocation[], timeZone: string, now: Date): LocationView[] {
  return locations.map((location) => ({ location, today: location.today(timeZone, now) }));
}

export interface LocationDeps {
  locations: LocationRepository;
  businesses: BusinessRepository;
  clock: Clock;
}

/** The signed-in business's active locations, oldest first: for every member of its team (the till picks one). */
export class ListLocations {
  constructor(private readonly deps: LocationDeps) {}

  async execute(actor: Actor): Promise<LocationView[]> {
    const { businessId } = requireTill(actor);
    const [business, locations] = await Promise.all([this.deps.businesses.findById(businessId), this.deps.locations.listForBusiness(businessId)]);
    if (!business) throw new NotFoundError('business.not_found', 'Business not found');
    return viewLocations(locations, business.timeZone, this.deps.clock.now());
  }
}
