import { z } from 'zod';
import { idSchema } from '../../shared/schemas/common.response.js';

const timeSchema = z.string().meta({ description: 'Local time, 24-hour HH:MM.', example: '09:00' });

/** One stretch of opening; a closing time before the opening time runs past midnight. */
export const openingIntervalSchema = z.strictObject({ opens: timeSchema, closes: timeSchema }).meta({ id: 'OpeningInterval' });

const dayHours = z.array(openingIntervalSchema).meta({ description: 'The day\'s intervals in order; empty: closed that day.' });

/** A week of opening hours, Monday first, in the business's time zone. */
export const openingHoursSchema = z
  .strictObject({ mon: dayHours, tue: dayHours, wed: dayHours, thu: dayHours, fri: dayHours, sat: dayHours, sun: dayHours })
  .meta({ id: 'OpeningHours' });

/** Today's hours in the business's time zone, and whether it is open at this moment. */
export const todaysHoursSchema = z
  .strictObject({
    text: z.string().meta({ example: 'Open today 9:00–17:00' }),
    openNow: z.boolean().nullable().meta({ description: 'null when the location gives no opening hours.' }),
  })
  .meta({ id: 'TodaysHours' });

/** Where a deal can be used, as shoppers see it on the deal page: the address and today's hours. */
export const dealLocationSchema = z
  .strictObject({
    id: idSchema,
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    today: todaysHoursSchema,
  })
  .meta({ id: 'DealLocation' });
export type DealLocationResponse = z.infer<typeof dealLocationSchema>;

/** A location of the business, as its team sees it. */
export const locationSchema = z
  .strictObject({
    id: idSchema,
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    latitude: z.number().nullable().meta({ description: 'From the zip code unless the owner set it; null while unknown.' }),
    longitude: z.number().nullable(),
    hours: openingHoursSchema.nullable().meta({ description: 'null: opening hours not given yet.' }),
    today: todaysHoursSchema,
  })
  .meta({ id: 'BusinessLocation' });
export type LocationResponse = z.infer<typeof locationSchema>;

/** The business's active locations, oldest first. */
export const locationListSchema = z.strictObject({ locations: z.array(locationSchema) }).meta({ id: 'BusinessLocationList' });
export type LocationListResponse = z.infer<typeof locationListSchema>;
