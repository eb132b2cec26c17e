import type { LocationView } from '@marketplace/core/locations/application/list-locations.use-case';
import { WEEKDAYS, type OpeningHours } from '@marketplace/core/locations/domain/opening-hours';

function presentHours(hours: OpeningHours | null) {
  if (hours === null) return null;
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day].map(({ opens, closes }) => ({ opens, closes }))])) as Record<
    keyof OpeningHours,
    { opens: string; closes: string }[]
  >;
}

/** Where a deal can be used (allow-list of core's `dealLocationSchema`): no hours of the week, today's only. */
export function presentDealLocation({ location, today }: LocationView) {
  return {
    id: location.id,
    name: location.name,
    address: location.address,
    city: location.city,
    state: location.state,
    zip: location.zip,
    latitude: location.coordinates?.latitude ?? null,
    longitude: location.coordinates?.longitude ?? null,
    today: { text: today.text, openNow: today.openNow },
  };
}

/** A location with the week's hours and today's (allow-list of core's `locationSchema`). */
export function presentLocation(view: LocationView) {
  return { ...presentDealLocation(view), hours: presentHours(view.location.hours) };
}

export function presentLocationList(views: readonly LocationView[]) {
  return { locations: views.map(presentLocation) };
}
