import type { AccountRef } from '../../accounts/domain/account-ref.js';
import type { Actor } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { LocationRepository } from '../../locations/ports/location.repository.port.js';

/** A business location as the till records it. */
export interface TillLocation {
  id: number;
  businessId: number;
  name: string;
}

/** What the till sends with a code (DESIGN.md 10.6): where it stands, and the bill total when redeeming. */
export interface TillRequest {
  /** One of the business's active locations; absent: its first active location. */
  locationId?: number | undefined;
  /** Whole cents, checked by {@link checkBillCents}. */
  billCents?: number | undefined;
}

/** Who the redemption log names for an actor at the till: the staff member signed in, else the business (its owner's login); the admin as a user. */
export function tillAccount(actor: Actor): AccountRef {
  if (actor.kind === 'business') return actor.staffId === null ? { type: 'business', id: actor.businessId } : { type: 'staff', id: actor.staffId };
  if (actor.kind === 'admin') return { type: 'user', id: actor.userId };
  if (actor.kind === 'customer') return { type: 'user', id: actor.userId };
  throw new RangeError('An anonymous actor cannot be named in the redemption log');
}

export function unknownLocation(): NotFoundError {
  return new NotFoundError('location.not_found', "This location is not one of your business's open locations. Choose the till's location again.");
}

/**
 * The location a business's till records: the one it names if that is one of the business's
 * active locations (another business's or an archived one is the same "not found", so nothing is
 * learnt about other shops), else its first. None for the admin, or a business with no location.
 */
export async function tillLocationOf(locations: LocationRepository, businessId: number | null, locationId: number | undefined): Promise<TillLocation | null> {
  if (businessId === null) {
    if (locationId !== undefined) throw unknownLocation();
    return null;
  }
  if (locationId === undefined) {
    const [first] = await locations.listForBusiness(businessId);
    return first ? { id: first.id, businessId, name: first.name } : null;
  }
  const location = await locations.findForBusiness(businessId, locationId);
  if (!location) throw unknownLocation();
  return { id: location.id, businessId, name: location.name };
}
