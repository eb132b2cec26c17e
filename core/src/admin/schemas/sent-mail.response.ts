import { z } from 'zod';
import { isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** A caught message in the admin's list. */
export const sentMailSummarySchema = z
  .strictObject({ id: z.string(), to: z.array(z.string()), subject: z.string(), date: isoDateTimeSchema })
  .meta({ id: 'SentMailSummary' });

export const sentMailListSchema = z.strictObject({ messages: z.array(sentMailSummarySchema) }).meta({ id: 'SentMailList' });
export type SentMailListResponse = z.infer<typeof sentMailListSchema>;

/** A caught message with both parts; html has its inline images embedded, for a sandboxed preview. */
export const sentMailSchema = z
  .strictObject({
    id: z.string(),
    from: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    date: isoDateTimeSchema,
    text: z.string(),
    html: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    attachments: z.array(z.strictObject({ filename: z.string().nullable(), contentType: z.string(), contentId: z.string().nullable(), size: z.number().int().min(0) })),
  })
  .meta({ id: 'SentMail' });
export type SentMailResponse = z.infer<typeof sentMailSchema>;
