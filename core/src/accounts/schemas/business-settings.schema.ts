import { z } from 'zod';
import { payloadObject, requiredString } from '../../shared/validation/messages.js';
import { isTimeZone, TIME_ZONE_MESSAGE } from '../domain/time-zone.js';

/** A change of the business's settings: its time zone (an IANA name the server knows). */
export const businessSettingsPatchSchema = payloadObject({
  timeZone: requiredString({ label: 'Time zone', max: 64, requiredMessage: TIME_ZONE_MESSAGE }).refine(isTimeZone, { message: TIME_ZONE_MESSAGE }),
});
export type BusinessSettingsPatch = z.output<typeof businessSettingsPatchSchema>;

/** The signed-in business's settings. */
export const businessSettingsSchema = z
  .strictObject({
    timeZone: z.string().meta({ description: 'IANA time zone: weekly statements run Monday 00:00 to Monday 00:00 here.', example: 'America/Chicago' }),
  })
  .meta({ id: 'BusinessSettings' });
export type BusinessSettingsResponse = z.infer<typeof businessSettingsSchema>;
