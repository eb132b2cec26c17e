import { z } from 'zod';
import { INVALID_INPUT_MESSAGE, defaultError, optionalString, payloadObject, requiredString } from '../../shared/validation/messages.js';
import {
  COORDINATES_PAIR_MESSAGE,
  LATITUDE_MESSAGE,
  LOCATION_ADDRESS_MAX_LENGTH,
  LOCATION_CITY_MAX_LENGTH,
  LOCATION_NAME_MAX_LENGTH,
  LOCATION_STATE_MAX_LENGTH,
  LONGITUDE_MESSAGE,
} from '../domain/business-location.js';
import { MAX_INTERVALS_PER_DAY, openingHoursIssues, TIME_FORMAT_MESSAGE, TOO_MANY_INTERVALS_MESSAGE, WEEKDAYS, type OpeningHours } from '../domain/opening-hours.js';

export const ZIP_MESSAGE = 'Enter a 5-digit zip code (or ZIP+4)';
const ZIP = /^\d{5}(?:-\d{4})?$/;

const timeField = () => z.string({ error: defaultError }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_FORMAT_MESSAGE);
const intervalSchema = payloadObject({ opens: timeField(), closes: timeField() });
const dayField = () => z.array(intervalSchema, { error: defaultError }).max(MAX_INTERVALS_PER_DAY, TOO_MANY_INTERVALS_MESSAGE).default([]);

/**
 * A week of opening hours: per weekday (mon..sun) a list of `{ opens, closes }` in 24-hour HH:MM,
 * empty or absent for a closed day. Overlaps and equal times are refused with the domain's messages
 * on their field (`mon.0.closes`, `tue`).
 */
export const openingHoursInputSchema = payloadObject(Object.fromEntries(WEEKDAYS.map((day) => [day, dayField()])) as Record<(typeof WEEKDAYS)[number], ReturnType<typeof dayField>>).superRefine(
  (hours, ctx) => {
    // The times' format and the count a day are the fields' own checks above; this adds what only the whole week shows.
    for (const issue of openingHoursIssues(hours as OpeningHours, '').filter((found) => found.message !== TIME_FORMAT_MESSAGE && found.message !== TOO_MANY_INTERVALS_MESSAGE)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.split('.').filter(Boolean) });
    }
  },
);

/** A coordinate from JSON (a number) or a form's text input (blank: not given). */
function coordinateField(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: INVALID_INPUT_MESSAGE })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

const zipField = () => requiredString({ label: 'Zip', max: 10, requiredMessage: ZIP_MESSAGE }).regex(ZIP, ZIP_MESSAGE);

const detailsShape = {
  name: requiredString({ label: 'Location name', max: LOCATION_NAME_MAX_LENGTH, requiredMessage: 'Location name is required' }),
  address: requiredString({ label: 'Address', max: LOCATION_ADDRESS_MAX_LENGTH, requiredMessage: 'Address is required' }),
  city: optionalString({ label: 'City', max: LOCATION_CITY_MAX_LENGTH }),
  state: optionalString({ label: 'State', max: LOCATION_STATE_MAX_LENGTH }),
  zip: zipField(),
  hours: openingHoursInputSchema.nullish(),
  latitude: coordinateField(-90, 90, LATITUDE_MESSAGE),
  longitude: coordinateField(-180, 180, LONGITUDE_MESSAGE),
};

function pairedCoordinates(value: { latitude?: number | null | undefined; longitude?: number | null | undefined }): boolean {
  return (value.latitude ?? null) === null ? (value.longitude ?? null) === null : (value.longitude ?? null) !== null;
}
const PAIR_ISSUE = { message: COORDINATES_PAIR_MESSAGE, path: ['longitude'] };

/**
 * A new location (the owner's form and `POST /api/business/locations`). City and state may be left
 * blank: they come from the zip code. Latitude and longitude: both or neither; without them they
 * come from the zip code (and stay null for a zip code the dataset does not know).
 */
export const locationCreateSchema = payloadObject(detailsShape).refine(pairedCoordinates, PAIR_ISSUE);
export type LocationCreateInput = z.input<typeof locationCreateSchema>;
export type LocationCreate = z.output<typeof locationCreateSchema>;

/**
 * A change of a location (`PATCH /api/business/locations/{id}`): any of the fields. Latitude and
 * longitude set the map point; both null put it back at the zip code's; absent keeps it, unless the
 * zip code changes (then it moves to the new zip code's).
 */
export const locationPatchSchema = payloadObject({
  name: detailsShape.name.optional(),
  address: detailsShape.address.optional(),
  city: detailsShape.city,
  state: detailsShape.state,
  zip: zipField().optional(),
  hours: detailsShape.hours,
  latitude: detailsShape.latitude,
  longitude: detailsShape.longitude,
}).refine((value) => (value.latitude === undefined) === (value.longitude === undefined) && pairedCoordinates(value), PAIR_ISSUE);
export type LocationPatchInput = z.input<typeof locationPatchSchema>;
export type LocationPatch = z.output<typeof locationPatchSchema>;
