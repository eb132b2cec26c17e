import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';

const sentMailFields = {
  id: idSchema,
  kind: z.string().meta({ description: 'Which email it is: purchase-receipt, welcome, password-reset, ...' }),
  to: z.string(),
  subject: z.string(),
  createdAt: isoDateTimeSchema.meta({ description: 'When the email was written to the outbox.' }),
  status: z.enum(['sent', 'waiting', 'retrying']).meta({ description: 'sent: accepted by the SMTP server; waiting: not tried yet; retrying: attempts failed, it is tried again.' }),
  sentAt: isoDateTimeSchema.nullable(),
  failedAttempts: countSchema,
  lastError: z.string().nullable().meta({ description: 'What the last failed attempt was told (the SMTP error).' }),
};

/** An outbox email in the admin's list: who, what, when, and where its sending stands. */
export const sentMailSummarySchema = z.strictObject(sentMailFields).meta({ id: 'SentMailSummary' });
export type SentMailSummaryResponse = z.infer<typeof sentMailSummarySchema>;

export const sentMailListSchema = z
  .strictObject({
    delivery: z.enum(['catcher', 'provider']).meta({ description: 'catcher: mail goes to the in-process catcher (development), not to its recipients; provider: to the mail provider (SMTP_URL).' }),
    emails: z.array(sentMailSummarySchema),
    nextBefore: idSchema.nullable().meta({ description: 'Pass as before for the next, older page; null on the last page.' }),
  })
  .meta({ id: 'SentMailList' });
export type SentMailListResponse = z.infer<typeof sentMailListSchema>;

/** One outbox email with both parts; `previewHtml` has its QR images drawn in, for a sandboxed preview. */
export const sentMailSchema = z
  .strictObject({
    ...sentMailFields,
    messageId: z.string().nullable().meta({ description: "The Message-ID it was sent with, to look it up in the provider's logs." }),
    text: z.string(),
    previewHtml: z.string(),
  })
  .meta({ id: 'SentMail' });
export type SentMailResponse = z.infer<typeof sentMailSchema>;
