import { requireBusinessOwner, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { BusinessLocation, LOCATION_NOT_FOUND_MESSAGE, type Coordinates } from '../domain/business-location.js';
import type { LocationCreate, LocationPatch } from '../schemas/location.schema.js';
import type { ZipGeocoder, ZipPlace } from '../ports/zip-geocoder.port.js';
import { viewLocations, type LocationDeps, type LocationView } from './list-locations.use-case.js';

export const CITY_UNKNOWN_MESSAGE = 'City is required: the zip code is not one we can place';
export const STATE_UNKNOWN_MESSAGE = 'State is required: the zip code is not one we can place';

export interface ManageLocationDeps extends LocationDeps {
  geocoder: ZipGeocoder;
  transactions: TransactionRunner;
}

async function ownerBusiness(deps: LocationDeps, actor: Actor): Promise<Business> {
  const { businessId } = requireBusinessOwner(actor);
  const business = await deps.businesses.findById(businessId);
  if (!business) throw new NotFoundError('business.not_found', 'Business not found');
  return business;
}

function notFound(): NotFoundError {
  return new NotFoundError('location.not_found', LOCATION_NOT_FOUND_MESSAGE);
}

function givenPoint(input: { latitude?: number | null | undefined; longitude?: number | null | undefined }): Coordinates | null {
  const { latitude, longitude } = input;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

function pointOf(place: ZipPlace | null): Coordinates | null {
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** A blank city or state comes from the zip code; with a zip code nobody can place, it is required. */
function placeParts(input: { city?: string | undefined; state?: string | undefined }, place: ZipPlace | null): { city: string; state: string } {
  const city = input.city ?? place?.city;
  const state = input.state ?? place?.state;
  const issues = [
    ...(city ? [] : [{ path: 'city', message: CITY_UNKNOWN_MESSAGE }]),
    ...(state ? [] : [{ path: 'state', message: STATE_UNKNOWN_MESSAGE }]),
  ];
  const [first] = issues;
  if (first) throw new ValidationError(first.message, issues, 'location.invalid');
  return { city: city ?? '', state: state ?? '' };
}

/**
 * The owner adds a location. Its coordinates are the owner's when given, else the zip code's
 * centre from the bundled dataset (null for a zip code it does not know); a blank city or state
 * comes from the zip code too.
 */
export class AddLocation {
  constructor(private readonly deps: ManageLocationDeps) {}

  async execute(actor: Actor, input: LocationCreate): Promise<LocationView> {
    const business = await ownerBusiness(this.deps, actor);
    const place = this.deps.geocoder.locate(input.zip);
    const now = this.deps.clock.now();
    const draft = BusinessLocation.open({
      businessId: business.id,
      name: input.name,
      address: input.address,
      ...placeParts(input, place),
      zip: input.zip,
      hours: input.hours ?? null,
      coordinates: givenPoint(input) ?? pointOf(place),
      now,
    });
    const location = await this.deps.locations.add(draft);
    return { location, today: location.today(business.timeZone, now) };
  }
}

/**
 * The owner changes a location. The map point: the owner's when given; both null, or a new zip
 * code without a point, put it at the zip code's centre; otherwise it stays where it was.
 * @throws NotFoundError `location.not_found` for another business's, an archived or an unknown id.
 */
export class UpdateLocation {
  constructor(private readonly deps: ManageLocationDeps) {}

  async execute(actor: Actor, id: number, changes: LocationPatch): Promise<LocationView> {
    const business = await ownerBusiness(this.deps, actor);
    const location = await this.deps.locations.findForBusiness(business.id, id);
    if (!location) throw notFound();
    const zip = changes.zip ?? location.zip;
    const zipChanged = changes.zip !== undefined && changes.zip !== location.zip;
    const backToZip = changes.latitude === null;
    const place = zipChanged || backToZip ? this.deps.geocoder.locate(zip) : null;
    const coordinates = givenPoint(changes) ?? (zipChanged || backToZip ? pointOf(place) : location.coordinates);
    const parts = zipChanged ? placeParts({ city: changes.city ?? (place ? undefined : location.city), state: changes.state ?? (place ? undefined : location.state) }, place) : {};
    location.edit(
      {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.address === undefined ? {} : { address: changes.address }),
        ...(changes.city === undefined ? {} : { city: changes.city }),
        ...(changes.state === undefined ? {} : { state: changes.state }),
        ...parts,
        zip,
        ...(changes.hours === undefined ? {} : { hours: changes.hours }),
      },
      coordinates,
    );
    if (!(await this.deps.locations.save(location))) throw notFound();
    return { location, today: location.today(business.timeZone, this.deps.clock.now()) };
  }
}

/**
 * The owner removes (archives) a location; the redemption log keeps naming it. Runs under the
 * business's locations lock, so two removals at once cannot leave it with none.
 * @returns the business's remaining active locations.
 * @throws NotFoundError `location.not_found`; ConflictError `location.last_active` for the last one.
 */
export class RemoveLocation {
  constructor(private readonly deps: ManageLocationDeps) {}

  async execute(actor: Actor, id: number): Promise<LocationView[]> {
    const business = await ownerBusiness(this.deps, actor);
    const businessId = business.id;
    const now = this.deps.clock.now();
    const remaining = await this.deps.transactions.run(
      async (tx) => {
        const active = await tx.locations.listForBusiness(businessId);
        const location = active.find((candidate) => candidate.id === id);
        if (!location) throw notFound();
        location.archive(now, active.length);
        if (!(await tx.locations.archive(businessId, id, now))) throw notFound();
        return active.filter((candidate) => candidate.id !== id);
      },
      { exclusiveKey: `business-locations:${businessId}` },
    );
    return viewLocations(remaining, business.timeZone, now);
  }
}

export interface CoordinatesFillReport {
  placed: number;
  /** Locations whose zip code the dataset does not know: they stay without coordinates. */
  unknownZip: number;
}

/**
 * Puts locations that have a zip code but no coordinates on the map, from the zip code (the rows
 * the team-and-locations migration backfilled, the demo and bulk seeds' first locations). Runs at
 * every server start; idempotent (a placed location is never picked again) and cheap once done
 * (one indexed statement finds nothing). Batches of 500, each location saved on its own.
 */
export class FillLocationCoordinates {
  constructor(private readonly deps: Pick<ManageLocationDeps, 'locations' | 'geocoder'>) {}

  async execute(): Promise<CoordinatesFillReport> {
    const report: CoordinatesFillReport = { placed: 0, unknownZip: 0 };
    let after = 0;
    for (;;) {
      const batch = await this.deps.locations.listWithoutCoordinates(after, 500);
      for (const location of batch) {
        const place = this.deps.geocoder.locate(location.zip);
        if (!place) {
          report.unknownZip += 1;
          continue;
        }
        location.placeAt({ latitude: place.latitude, longitude: place.longitude });
        if (await this.deps.locations.save(location)) report.placed += 1;
      }
      const last = batch.at(-1);
      if (!last || batch.length < 500) return report;
      after = last.id;
    }
  }
}
