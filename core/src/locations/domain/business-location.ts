import { ConflictError, ValidationError, type ValidationIssue } from '../../shared/domain/domain-error.js';
import { openingHoursIssues, todaysHours, type OpeningHours, type TodaysHours } from './opening-hours.js';

/** A point on the map, in degrees (WGS 84). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const LOCATION_NAME_MAX_LENGTH = 100;
export const LOCATION_ADDRESS_MAX_LENGTH = 200;
export const LOCATION_CITY_MAX_LENGTH = 100;
export const LOCATION_STATE_MAX_LENGTH = 100;
export const LOCATION_ZIP_MAX_LENGTH = 20;

export const LATITUDE_MESSAGE = 'Latitude must be a number from -90 to 90';
export const LONGITUDE_MESSAGE = 'Longitude must be a number from -180 to 180';
export const COORDINATES_PAIR_MESSAGE = 'Give both latitude and longitude, or neither';
export const LAST_LOCATION_MESSAGE = 'A business keeps at least one location: add another one before removing this one.';
export const LOCATION_NOT_FOUND_MESSAGE = 'Location not found';

/** What an owner says about a location (the registration's address gives the first one). */
export interface LocationDetails {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** null: opening hours not given (the first location, until the owner sets them). */
  hours: OpeningHours | null;
}

export interface BusinessLocationProps extends LocationDetails {
  id: number;
  businessId: number;
  /** null until known: from the zip code, or set by the owner. */
  coordinates: Coordinates | null;
  createdAt: Date;
  /** Set when removed: it leaves every list but stays for the redemption log's sake. */
  archivedAt: Date | null;
}

export type NewBusinessLocation = Omit<BusinessLocationProps, 'id'>;

/** Problems with a pair of coordinates (range checks); empty when valid. */
export function coordinatesIssues(coordinates: Coordinates): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { latitude, longitude } = coordinates;
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) issues.push({ path: 'latitude', message: LATITUDE_MESSAGE });
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) issues.push({ path: 'longitude', message: LONGITUDE_MESSAGE });
  return issues;
}

function refuseInvalid(issues: ValidationIssue[]): void {
  const [first] = issues;
  if (first) throw new ValidationError(first.message, issues, 'location.invalid');
}

function checked(details: LocationDetails, coordinates: Coordinates | null): void {
  const issues: ValidationIssue[] = [];
  if (details.name.trim() === '') issues.push({ path: 'name', message: 'Location name is required' });
  if (details.hours) issues.push(...openingHoursIssues(details.hours));
  if (coordinates) issues.push(...coordinatesIssues(coordinates));
  refuseInvalid(issues);
}

function trimmed(details: LocationDetails): LocationDetails {
  return {
    name: details.name.trim(),
    address: details.address.trim(),
    city: details.city.trim(),
    state: details.state.trim(),
    zip: details.zip.trim(),
    hours: details.hours,
  };
}

/** A place where a business's customers redeem: its address, opening hours and coordinates. */
export class BusinessLocation {
  private constructor(private props: BusinessLocationProps) {}

  static restore(props: BusinessLocationProps): BusinessLocation {
    return new BusinessLocation({ ...props });
  }

  /**
   * A location an owner adds. @throws ValidationError `location.invalid` for a blank name, hours
   * that are not valid (see openingHoursIssues) or coordinates out of range.
   */
  static open(input: LocationDetails & { businessId: number; coordinates: Coordinates | null; now: Date }): NewBusinessLocation {
    const details = trimmed(input);
    checked(details, input.coordinates);
    return { ...details, businessId: input.businessId, coordinates: input.coordinates, createdAt: input.now, archivedAt: null };
  }

  /**
   * The first location, from the registration's address (any part may be blank: registration asks
   * for none), named after the business, opening hours not given.
   */
  static fromRegistration(business: {
    id: number;
    name: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    coordinates: Coordinates | null;
    now: Date;
  }): NewBusinessLocation {
    return {
      businessId: business.id,
      name: business.name.trim(),
      address: business.address?.trim() ?? '',
      city: business.city?.trim() ?? '',
      state: business.state?.trim() ?? '',
      zip: business.zip?.trim() ?? '',
      hours: null,
      coordinates: business.coordinates,
      createdAt: business.now,
      archivedAt: null,
    };
  }

  get id(): number {
    return this.props.id;
  }
  get businessId(): number {
    return this.props.businessId;
  }
  get name(): string {
    return this.props.name;
  }
  get address(): string {
    return this.props.address;
  }
  get city(): string {
    return this.props.city;
  }
  get state(): string {
    return this.props.state;
  }
  get zip(): string {
    return this.props.zip;
  }
  get hours(): OpeningHours | null {
    return this.props.hours;
  }
  get coordinates(): Coordinates | null {
    return this.props.coordinates;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get archivedAt(): Date | null {
    return this.props.archivedAt;
  }
  get active(): boolean {
    return this.props.archivedAt === null;
  }

  /** Today's hours and whether it is open at `now`, on the wall clocks of the business's `timeZone`. */
  today(timeZone: string, now: Date): TodaysHours {
    return todaysHours(this.props.hours, timeZone, now);
  }

  /**
   * Changes what the owner sent; `coordinates` is where it now is (the caller decides: the
   * owner's own point, the new zip code's, or the old one kept). @throws ValidationError as {@link open}.
   */
  edit(changes: Partial<LocationDetails>, coordinates: Coordinates | null): void {
    const details = trimmed({ ...this.props, ...changes });
    checked(details, coordinates);
    Object.assign(this.props, details, { coordinates });
  }

  /** Puts it on the map (a backfill from its zip code). */
  placeAt(coordinates: Coordinates): void {
    refuseInvalid(coordinatesIssues(coordinates));
    this.props.coordinates = { ...coordinates };
  }

  /**
   * Removes it from the business's locations. @param activeCount how many active locations the
   * business has, this one included. @throws ConflictError `location.last_active` for the last one.
   */
  archive(now: Date, activeCount: number): void {
    if (activeCount <= 1) throw new ConflictError('location.last_active', LAST_LOCATION_MESSAGE);
    this.props.archivedAt = now;
  }

  toProps(): BusinessLocationProps {
    return { ...this.props, coordinates: this.props.coordinates ? { ...this.props.coordinates } : null };
  }
}
