import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { redemptionsPageSchema, undoneRedemptionSchema } from '@marketplace/core/purchases/schemas/till.response';
import { redemptionsQuerySchema, undoRedemptionPayloadSchema } from '@marketplace/core/purchases/schemas/till.schema';
import { errors, idPathParams, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Business'];
const WHO = 'Any member of the business (owner, manager, cashier). Owner and managers see every line; a cashier only the lines they redeemed, whatever the filters say.';
const CSV_COLUMNS =
  "Columns: time (the business's wall clock), kind (redeem or undo), redemption_id, deal, customer, channel, location, staff (\"Owner\" for the business's own login), bill and savings (dollars), reason (undo lines). An undo line follows the redemption it undid. RFC 4180, CRLF; text cells a spreadsheet would run as a formula are prefixed with '.";

export const redemptionsPaths: ZodOpenApiPathsObject = {
  '/api/business/redemptions': {
    get: {
      tags,
      summary: 'The Redemptions list of one day',
      description: `Redemptions of one day in the business's time zone (today when \`day\` is absent), newest first, 50 a page, each with the undo that cancelled it. ${WHO}`,
      security: SIGNED_IN,
      requestParams: { query: redemptionsQuerySchema },
      responses: { '200': json(redemptionsPageSchema, 'One page of the day.'), ...errors(400, 401, 403) },
    },
  },
  '/api/business/redemptions.csv': {
    get: {
      tags,
      summary: 'The Redemptions list of one day as CSV',
      description: `${WHO} ${CSV_COLUMNS}`,
      security: SIGNED_IN,
      requestParams: { query: redemptionsQuerySchema.omit({ page: true }) },
      responses: { '200': { description: 'redemptions-YYYY-MM-DD.csv, as an attachment.', content: { 'text/csv': { schema: z.string() } } }, ...errors(400, 401, 403) },
    },
  },
  '/api/business/redemptions/{id}/undo': {
    post: {
      tags,
      summary: 'Undo a redemption',
      description:
        'Within 10 minutes of the redemption, once, with a reason, by any member of the business: the use returns to the customer and the log keeps both lines (one atomic statement). ' +
        'Another business\'s redemption is 404; too late, already undone, or a refunded purchase is 409.',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(undoRedemptionPayloadSchema),
      responses: { '200': json(undoneRedemptionSchema, 'The undo line and the purchase with its use back.'), ...errors(400, 401, 403, 404, 409) },
    },
  },
};
