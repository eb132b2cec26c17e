import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';
import { WAITLIST_TYPES } from './waitlist.schema.js';

export const waitlistEntrySchema = z
  .strictObject({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    type: z.enum(WAITLIST_TYPES),
    rating: z.number().int().min(1).max(5),
    feedback: z.string().nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntryResponse = z.infer<typeof waitlistEntrySchema>;

/** A page of entries, as a bare list (the paging travels beside it). */
export const waitlistEntryListSchema = z.array(waitlistEntrySchema);
export type WaitlistEntryListResponse = z.infer<typeof waitlistEntryListSchema>;

export const waitlistSummarySchema = z
  .strictObject({ total: countSchema, discounters: countSchema, businesses: countSchema, averageRating: z.number().nullable() })
  .meta({ id: 'WaitlistSummary' });
export type WaitlistSummaryResponse = z.infer<typeof waitlistSummarySchema>;
