import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { adminPaths } from './admin.paths.js';
import { authPaths } from './auth.paths.js';
import { businessPaths } from './business.paths.js';
import { connectPaths } from './connect.paths.js';
import { contactPaths } from './contact.paths.js';
import { dealsPaths } from './deals.paths.js';
import { demoPaymentsPaths } from './demo-payments.paths.js';
import { emailPreferencesPaths } from './email-preferences.paths.js';
import { unsubscribePaths } from './unsubscribe.paths.js';
import { healthPaths } from './health.paths.js';
import { metaPaths } from './meta.paths.js';
import { openApiPaths } from './openapi.paths.js';
import { payoutsPaths } from './payouts.paths.js';
import { locationsPaths } from './locations.paths.js';
import { purchasesPaths } from './purchases.paths.js';
import { redemptionsPaths } from './redemptions.paths.js';
import { SESSION_SCHEME } from './operations.js';
import { stripeWebhookPaths } from './stripe-webhook.paths.js';
import { waitlistPaths } from './waitlist.paths.js';
import { mediaPaths } from './media.paths.js';
import { teamPaths } from './team.paths.js';
import { giftsPaths } from './gifts.paths.js';
import { favoritesPaths } from './favorites.paths.js';
import { reviewsPaths } from './reviews.paths.js';

/**
 * One entry per router. A route a router serves and no entry describes fails the route test in
 * tests/http/openapi.test.ts, and so does an entry no router serves.
 */
const AREAS: ZodOpenApiPathsObject[] = [
  healthPaths,
  authPaths,
  metaPaths,
  dealsPaths,
  purchasesPaths,
  businessPaths,
  redemptionsPaths,
  connectPaths,
  waitlistPaths,
  adminPaths,
  payoutsPaths,
  locationsPaths,
  emailPreferencesPaths,
  unsubscribePaths,
  contactPaths,
  demoPaymentsPaths,
  stripeWebhookPaths,
  openApiPaths,
  teamPaths,
  giftsPaths,
  mediaPaths,
  favoritesPaths,
  reviewsPaths,
];

/** Two areas describing one path would silently drop one's operations in a merge. */
function mergePaths(areas: readonly ZodOpenApiPathsObject[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const area of areas) {
    for (const [path, item] of Object.entries(area)) {
      paths[path] = { ...paths[path], ...item };
    }
  }
  return paths;
}

/** Every path the API serves with its zod schemas: the document's source, and what tests check answers against. */
export const API_PATHS: ZodOpenApiPathsObject = mergePaths(AREAS);

const DESCRIPTION = [
  'The JSON API of the marketplace, generated from the same zod schemas the server validates requests with and tests its answers against.',
  'Money is in dollars (the server keeps integer cents); times are ISO 8601 in UTC.',
  'Every failure answers `{ message, code?, issues? }`: `message` is meant for the person reading it.',
  'Signing in sets an HttpOnly session cookie (`sid`, `__Host-sid` over HTTPS); a write (POST, PATCH) from a browser must come from this site (Origin or Referer), else 403.',
].join('\n\n');

/** The document as zod-openapi types it. */
export type OpenApiDocument = ReturnType<typeof createDocument>;

function build(): OpenApiDocument {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Marketplace API', version: '1.0.0', description: DESCRIPTION },
    paths: API_PATHS,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie set by a sign-in (`__Host-sid` over HTTPS).' },
      },
    },
  });
}

let document: OpenApiDocument | undefined;

/** The OpenAPI document, built once from the zod schemas on first use. */
export function openApiDocument(): OpenApiDocument {
  document ??= build();
  return document;
}
