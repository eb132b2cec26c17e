import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { cashToDiscountDealPayloadSchema } from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import { dealsQuerySchema } from '@marketplace/core/deals/schemas/deals-query.schema';
import { sliderDealPayloadSchema } from '@marketplace/core/deals/schemas/slider-deal.schema';
import { standardDealPayloadSchema } from '@marketplace/core/deals/schemas/standard-deal.schema';
import { updateDealPayloadSchema } from '@marketplace/core/deals/schemas/update-deal.schema';
import { createdDealSchema, dealPageSchema, dealDetailSchema, ownDealPageSchema, ownDealSchema } from '@marketplace/core/deals/schemas/deal.response';
import { errors, idPathParams, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Deals'];

/**
 * The three deal forms' bodies. The router's createDealPayloadSchema tells them apart by their
 * keys (any Cash to Discount key, else isSliderDeal or discountSteps, else standard).
 */
const newDealBody = z
  .union([standardDealPayloadSchema, sliderDealPayloadSchema, cashToDiscountDealPayloadSchema])
  .meta({ description: 'A standard, slider or Cash to Discount deal; the keys sent decide which.' });

export const dealsPaths: ZodOpenApiPathsObject = {
  '/api/deals': {
    get: {
      tags,
      summary: 'The deal catalogue, a page at a time',
      description: 'Public. The owning business also sees its own paused and draft deals.',
      requestParams: { query: dealsQuerySchema },
      responses: { '200': json(dealPageSchema, 'A page of deals.'), ...errors(400) },
    },
    post: {
      tags,
      summary: 'Create a deal (business)',
      description: 'A deal of an unverified business is saved as a draft, published when the team verifies the business.',
      security: SIGNED_IN,
      requestBody: jsonBody(newDealBody),
      responses: { '201': json(createdDealSchema, 'The new deal, published or a draft.'), ...errors(400, 401, 403) },
    },
  },
  '/api/deals/{id}': {
    get: {
      tags,
      summary: 'One deal',
      requestParams: { path: idPathParams },
      description: "With `locations`: every active location of the deal's business, where it can be used, with today's hours in the business's time zone.",
      responses: { '200': json(dealDetailSchema, 'The deal and where to use it.'), ...errors(404) },
    },
    patch: {
      tags,
      summary: 'Pause, resume or edit an own deal (business)',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(updateDealPayloadSchema),
      responses: { '200': json(ownDealSchema, 'The changed deal.'), ...errors(400, 401, 403, 404) },
    },
  },
  '/api/business/deals': {
    get: {
      tags,
      summary: "The signed-in business's own deals",
      security: SIGNED_IN,
      requestParams: { query: dealsQuerySchema },
      responses: { '200': json(ownDealPageSchema, 'A page of own deals.'), ...errors(400, 401, 403) },
    },
  },
};
