import { z } from 'zod';
import { defaultError, INVALID_INPUT_MESSAGE } from '../../shared/validation/messages.js';
import { queryChoice, queryInteger, queryString } from '../../shared/validation/query-fields.js';

export const DEFAULT_SENT_MAIL_PAGE_SIZE = 50;
export const MAX_SENT_MAIL_PAGE_SIZE = 100;
export const SENT_MAIL_RECIPIENT_MAX_LENGTH = 254;

/** Which sent mail the admin lists: `unsent` is every email still waiting or failing. */
export const SENT_MAIL_STATUS_FILTERS = ['all', 'unsent', 'sent'] as const;
export type SentMailStatusFilter = (typeof SENT_MAIL_STATUS_FILTERS)[number];

/** The admin's Sent Mail filters, from query-string values: a blank value counts as absent. */
export const sentMailQuerySchema = z.object(
  {
    status: queryChoice(SENT_MAIL_STATUS_FILTERS).transform((value) => value ?? 'all'),
    to: queryString().pipe(z.string().max(SENT_MAIL_RECIPIENT_MAX_LENGTH, INVALID_INPUT_MESSAGE).optional()),
    before: queryInteger(1, Number.MAX_SAFE_INTEGER),
    limit: queryInteger(1, MAX_SENT_MAIL_PAGE_SIZE).transform((value) => value ?? DEFAULT_SENT_MAIL_PAGE_SIZE),
  },
  { error: defaultError },
);
export type SentMailQueryInput = z.input<typeof sentMailQuerySchema>;
export type SentMailQuery = z.output<typeof sentMailQuerySchema>;
