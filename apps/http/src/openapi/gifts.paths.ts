import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { buyGiftPayloadSchema, giftTokenPayloadSchema, reassignGiftPayloadSchema } from '@marketplace/core/gifts/schemas/gift-payloads.schema';
import { giftClaimViewSchema, sentGiftListSchema, sentGiftSchema } from '@marketplace/core/gifts/schemas/gift.response';
import { purchaseSchema } from '@marketplace/core/purchases/schemas/purchase.response';
import { errors, idPathParams, json, jsonBody, SIGNED_IN } from './operations.js';

const tags = ['Gifts'];

export const giftsPaths: ZodOpenApiPathsObject = {
  '/api/gifts': {
    post: {
      tags,
      summary: 'Record a paid checkout as a gift (customer)',
      description:
        'As POST /api/purchases, plus the recipient, a message and the send date (the buyer\'s today up to 90 days ahead, in `timeZone`). The purchase gets new codes the buyer never sees; the claim email goes out at once when the date is today, else on that date.',
      security: SIGNED_IN,
      requestBody: jsonBody(buyGiftPayloadSchema),
      responses: { '201': json(sentGiftSchema, 'The gift, as the buyer sees it.'), ...errors(400, 401, 402, 403, 404, 409) },
    },
    get: {
      tags,
      summary: 'The gifts the signed-in customer bought',
      security: SIGNED_IN,
      responses: { '200': json(sentGiftListSchema, 'Newest first.'), ...errors(401, 403) },
    },
  },
  '/api/gifts/{id}/resend': {
    post: {
      tags,
      summary: 'Send an unclaimed gift again, with a new link (buyer)',
      description: 'The earlier link stops working. Rate-limited per account.',
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      responses: { '200': json(sentGiftSchema, 'The gift after the email.'), ...errors(401, 403, 404, 409, 429) },
    },
  },
  '/api/gifts/{id}/reassign': {
    post: {
      tags,
      summary: 'Give an unclaimed gift to someone else (buyer)',
      description: "The earlier recipient's link stops working; the new recipient gets the email when the gift is due. Rate-limited per account.",
      security: SIGNED_IN,
      requestParams: { path: idPathParams },
      requestBody: jsonBody(reassignGiftPayloadSchema),
      responses: { '200': json(sentGiftSchema, 'The gift after the change.'), ...errors(400, 401, 403, 404, 409, 429) },
    },
  },
  '/api/gifts/claim/view': {
    post: {
      tags,
      summary: 'What a claim link shows (anyone holding it)',
      requestBody: jsonBody(giftTokenPayloadSchema),
      responses: { '200': json(giftClaimViewSchema, 'The deal, the business, the message, and whether it was claimed.'), ...errors(400, 404, 429) },
    },
  },
  '/api/gifts/claim': {
    post: {
      tags,
      summary: 'Claim a gift into the signed-in account (customer)',
      description: 'Once per gift; never by its buyer. The purchase becomes the customer\'s with new codes and pass.',
      security: SIGNED_IN,
      requestBody: jsonBody(giftTokenPayloadSchema),
      responses: { '200': json(purchaseSchema, 'The purchase, now the customer\'s.'), ...errors(400, 401, 403, 404, 409, 429) },
    },
  },
};
