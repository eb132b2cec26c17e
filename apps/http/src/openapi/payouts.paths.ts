import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { businessSettingsPatchSchema, businessSettingsSchema } from '@marketplace/core/accounts/schemas/business-settings.schema';
import { businessBalancesSchema, payoutsOverviewSchema, statementSchema } from '@marketplace/core/ledger/schemas/payouts.response';
import { errors, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Payouts'];

const weekParams = z.object({
  week: z.string().meta({ description: 'An ISO 8601 week, YYYY-Www (Monday to Sunday); a malformed or non-existent week is 400 statement.invalid_week.', example: '2026-W48' }),
});

const csv = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

const CSV_COLUMNS =
  'Columns: business_id, business, week, time_zone, date (the business\'s wall clock), kind, description, purchase_id, deal, amount (dollars, signed), balance (owed after the line). Each business has an opening_balance row, its lines, a closing_balance row, then its subscription charges (no balance: paid by card). RFC 4180, CRLF; text cells a spreadsheet would run as a formula are prefixed with \' as in the waitlist export.';

export const payoutsPaths: ZodOpenApiPathsObject = {
  '/api/business/settings': {
    get: {
      tags,
      summary: "The signed-in business's settings (its time zone)",
      security: SIGNED_IN,
      responses: { '200': json(businessSettingsSchema, 'The settings.'), ...errors(401, 403) },
    },
    patch: {
      tags,
      summary: 'Change the time zone the weekly statements run in (business)',
      security: SIGNED_IN,
      requestBody: jsonBody(businessSettingsPatchSchema),
      responses: { '200': json(businessSettingsSchema, 'The settings after the change.'), ...errors(400, 401, 403) },
    },
  },
  '/api/business/payouts': {
    get: {
      tags,
      summary: 'Balance and statement weeks (business)',
      description: 'Owed, in transit, paid out and earned, from the ledger; the ISO weeks with ledger entries on the business\'s calendar, newest first; the week it is now there.',
      security: SIGNED_IN,
      responses: { '200': json(payoutsOverviewSchema, 'The overview.'), ...errors(401, 403) },
    },
  },
  '/api/business/payouts/statements/{week}': {
    get: {
      tags,
      summary: 'A weekly statement (business)',
      description: "Monday 00:00 to the next Monday 00:00 in the business's time zone: opening balance, each movement with what was owed after it, closing balance, sums per kind, subscription charges apart.",
      security: SIGNED_IN,
      requestParams: { path: weekParams },
      responses: { '200': json(statementSchema, 'The statement.'), ...errors(400, 401, 403) },
    },
  },
  '/api/business/payouts/statements/{week}/csv': {
    get: {
      tags,
      summary: 'A weekly statement as CSV (business)',
      description: CSV_COLUMNS,
      security: SIGNED_IN,
      requestParams: { path: weekParams },
      responses: { '200': csv('statement-YYYY-Www.csv, as an attachment.'), ...errors(400, 401, 403) },
    },
  },
  '/api/admin/payouts': {
    get: {
      tags,
      summary: "Every business's balance (admin)",
      security: SIGNED_IN,
      responses: { '200': json(businessBalancesSchema, 'Each business by id with owed, in transit, paid and earned.'), ...errors(401, 403) },
    },
  },
  '/api/admin/payouts/statements/{week}/csv': {
    get: {
      tags,
      summary: "Every business's statement of a week as one CSV (admin)",
      description: `Each business's week in its own time zone; businesses with an entry that week or a balance owed either way, by id. ${CSV_COLUMNS}`,
      security: SIGNED_IN,
      requestParams: { path: weekParams },
      responses: { '200': csv('statements-YYYY-Www.csv, as an attachment.'), ...errors(400, 401, 403) },
    },
  },
};
