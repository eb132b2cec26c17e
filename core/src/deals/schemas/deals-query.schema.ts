import { z } from 'zod';
import { defaultError, INVALID_INPUT_MESSAGE } from '../../shared/validation/messages.js';
import { queryString, queryInteger } from '../../shared/validation/query-fields.js';
import { ACCEPTED_CATEGORY_NAMES, canonicalCategory } from '../domain/category.js';
import {
  MAX_NEAR_RADIUS_KM,
  MIN_NEAR_RADIUS_KM,
  NEAR_FORMAT_MESSAGE,
  NEAR_RADIUS_MESSAGE,
  RADIUS_WITHOUT_NEAR_MESSAGE,
  parseNearPlace,
} from '../domain/nearby.js';

export const DEFAULT_DEALS_PAGE_SIZE = 12;
export const MAX_DEALS_PAGE_SIZE = 100;
export const DEALS_SEARCH_MAX_LENGTH = 100;

function queryBoolean() {
  return queryString().pipe(
    z
      .enum(['true', 'false'], { error: INVALID_INPUT_MESSAGE })
      .transform((value) => value === 'true')
      .optional(),
  );
}

function querySearchText() {
  return queryString().pipe(z.string().max(DEALS_SEARCH_MAX_LENGTH, INVALID_INPUT_MESSAGE).optional());
}

/** `near`: a 5-digit zip code or "latitude,longitude" (the zip is geocoded by the use case). */
function queryNearPlace() {
  return queryString().pipe(
    z
      .string()
      .max(60, NEAR_FORMAT_MESSAGE)
      .transform((value, ctx) => {
        const place = parseNearPlace(value);
        if (!('error' in place)) return place;
        ctx.addIssue({ code: 'custom', message: place.error });
        return z.NEVER;
      })
      .optional(),
  );
}

/** `radiusKm`: a decimal number of kilometres within the bounds. */
function queryRadiusKm() {
  return queryString().pipe(
    z
      .string()
      .regex(/^\d{1,3}(?:\.\d{1,6})?$/, NEAR_RADIUS_MESSAGE)
      .transform(Number)
      .pipe(z.number().min(MIN_NEAR_RADIUS_KM, NEAR_RADIUS_MESSAGE).max(MAX_NEAR_RADIUS_KM, NEAR_RADIUS_MESSAGE))
      .optional(),
  );
}

/** The catalogue's filters, from query-string values: a blank value counts as absent. */
export const dealsQuerySchema = z.object(
  {
    category: queryString().pipe(z.enum(ACCEPTED_CATEGORY_NAMES, { error: INVALID_INPUT_MESSAGE }).transform(canonicalCategory).optional()),
    active: queryBoolean(),
    featured: queryBoolean(),
    limit: queryInteger(1, MAX_DEALS_PAGE_SIZE).transform((value) => value ?? DEFAULT_DEALS_PAGE_SIZE),
    page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
    businessId: queryInteger(1, Number.MAX_SAFE_INTEGER),
    q: querySearchText(),
    location: querySearchText(),
    near: queryNearPlace().meta({ description: 'A 5-digit zip code or "latitude,longitude": only deals with a location within radiusKm, nearest first.' }),
    radiusKm: queryRadiusKm().meta({ description: `Kilometres around near (${MIN_NEAR_RADIUS_KM} to ${MAX_NEAR_RADIUS_KM}); only with near.` }),
  },
  { error: defaultError },
).superRefine((query, ctx) => {
  if (query.radiusKm !== undefined && query.near === undefined) {
    ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: RADIUS_WITHOUT_NEAR_MESSAGE });
  }
});
export type DealsQueryInput = z.input<typeof dealsQuerySchema>;
export type DealsQuery = z.output<typeof dealsQuerySchema>;
