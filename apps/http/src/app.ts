import type { RequestListener } from 'node:http';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { Container } from 'inversify';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '@marketplace/core/accounts/domain/unsubscribe-link';
import { RateLimiter } from '@marketplace/core/security/application/rate-limiter';
import type { AppConfig } from './config.js';
import { resolve, resolveUseCases } from './container.js';
import type { AppState } from './http/app-context.js';
import { CatalogueCache } from './http/catalogue-cache.js';
import { compression } from './http/compression.js';
import { errorMapper, HttpError } from './http/error-mapper.js';
import { LoginThrottle } from './http/login-throttle.js';
import { RequestLimits } from './http/request-limits.js';
import { requestLog } from './http/request-log.js';
import { sameOriginWrites } from './http/same-origin.js';
import { securityHeaders } from './http/security-headers.js';
import { SessionCookies } from './http/sessions.js';
import { accountRecoveryRouter } from './routes/account-recovery.router.js';
import { adminRouter } from './routes/admin.router.js';
import { authRouter } from './routes/auth.router.js';
import { businessRouter } from './routes/business.router.js';
import { businessSettingsRouter } from './routes/business-settings.router.js';
import { locationsRouter } from './routes/locations.router.js';
import { favoritesRouter } from './routes/favorites.router.js';
import { connectRouter } from './routes/connect.router.js';
import { contactRouter } from './routes/contact.router.js';
import { emailPreferencesRouter } from './routes/email-preferences.router.js';
import { unsubscribeRouter } from './routes/unsubscribe.router.js';
import { dealsRouter } from './routes/deals.router.js';
import { demoPaymentsRouter } from './routes/demo-payments.router.js';
import { healthRouter } from './routes/health.router.js';
import { metaRouter } from './routes/meta.router.js';
import { openapiRouter } from './routes/openapi.router.js';
import { payoutsRouter } from './routes/payouts.router.js';
import { purchasesRouter } from './routes/purchases.router.js';
import { redemptionsRouter } from './routes/redemptions.router.js';
import { stripeWebhookRouter } from './routes/stripe-webhook.router.js';
import type { Lifecycle, RouteDeps } from './routes/route-deps.js';
import { waitlistRouter } from './routes/waitlist.router.js';
import { giftsRouter } from './routes/gifts.router.js';
import { teamRouter } from './routes/team.router.js';
import { mediaRouter } from './routes/media.router.js';
import { reviewsRouter } from './routes/reviews.router.js';
import { TOKENS } from './tokens.js';
import { webApps, type WebAppRoots } from './web/web-apps.js';

/** Bodies above this are refused with 413 before they are read. */
export const BODY_LIMIT = '100kb';

/** Every API router, in the order they are mounted (tests/security/team-permissions.test.ts walks them all). */
export const API_ROUTERS = [
  healthRouter,
  authRouter,
  accountRecoveryRouter,
  metaRouter,
  dealsRouter,
  purchasesRouter,
  businessRouter,
  redemptionsRouter,
  connectRouter,
  businessSettingsRouter,
  locationsRouter,
  favoritesRouter,
  payoutsRouter,
  waitlistRouter,
  adminRouter,
  emailPreferencesRouter,
  unsubscribeRouter,
  contactRouter,
  demoPaymentsRouter,
  stripeWebhookRouter,
  openapiRouter,
  teamRouter,
  giftsRouter,
  mediaRouter,
  reviewsRouter,
] as const;

/**
 * A body that cannot be read is the client's fault: a 4xx of the parser (malformed JSON, too
 * large, unsupported encoding) stays as it is; anything else (a gzip body that is not gzip, a
 * stream cut short) is a 400 rather than a server error.
 */
function unreadableBody(error: Error & { status?: number }): never {
  if (error.status && error.status >= 400 && error.status < 500) throw error;
  throw new HttpError(400, 'The request body could not be read.');
}

/**
 * The Koa app, from the container's parts, and the server's request listener: the catalogue
 * cache's front door (an everybody's catalogue answer replayed as it was given), then the app.
 * Middleware order: the catalogue answers' recorder, request id and logging, error mapper,
 * security headers, compression, body parser, same-origin check, catalogue cache invalidation,
 * session, catalogue cache, API routers, API 404, web apps. STYLE.md puts the error mapper first;
 * here the request log wraps it so it records the status the client got. There is no database
 * context middleware: the repositories fork their own unit of work per call or transaction.
 */
export function createApp(
  container: Container,
  options: { sessionSecret: string; webRoots: WebAppRoots; lifecycle?: Lifecycle },
): { app: Koa<AppState>; listener: RequestListener } {
  // The server's container is built from its AppConfig (main.ts, server.ts).
  const config = container.get<AppConfig>(TOKENS.config);
  const logger = resolve(container, TOKENS.logger);
  const clock = resolve(container, TOKENS.clock);
  const useCases = resolveUseCases(container);
  const limiter = new RateLimiter({ rateLimits: resolve(container, TOKENS.rateLimits), clock });
  const sessions = new SessionCookies(useCases, config.production);
  const deps: RouteDeps = {
    config,
    useCases,
    infrastructure: resolve(container, TOKENS.database),
    payments: resolve(container, TOKENS.payments),
    clock,
    sessions,
    throttle: new LoginThrottle(limiter),
    limits: new RequestLimits(limiter),
    lifecycle: options.lifecycle ?? { stopping: false },
  };

  const app = new Koa<AppState>();
  app.keys = [options.sessionSecret];
  app.proxy = config.trustProxy;
  // Behind one proxy: the client is the address that proxy appended, not whatever the client put
  // at the start of X-Forwarded-For (which would let it pick the address the limits count).
  app.maxIpsCount = 1;
  // The error mapper answers every failure; Koa's default handler would log a second time.
  app.silent = true;

  const catalogue = new CatalogueCache({ ttlMs: config.catalogueCacheMs, signals: resolve(container, TOKENS.catalogueSignals) });
  // Outermost: what the catalogue answered, as the client got it, for the cache's front door.
  app.use(catalogue.recorder());
  // The request log wraps the error mapper so it records the status the client really got.
  app.use(requestLog(logger));
  app.use(errorMapper);
  app.use(securityHeaders({ hsts: config.production }));
  app.use(compression({ threshold: 1024 }));
  // DELETE too: a removal is a write like any other, and an oversized body is refused the same way.
  app.use(bodyParser({ enableTypes: ['json'], parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'], jsonLimit: BODY_LIMIT, encoding: 'utf-8', onError: unreadableBody }));
  // Mail providers POST the one-click unsubscribe (RFC 8058) from their servers, with no page of ours.
  app.use(sameOriginWrites({ exempt: ['/api/stripe/webhook', ONE_CLICK_UNSUBSCRIBE_PATH] }));
  app.use(catalogue.writes());
  for (const middleware of sessions.middleware()) app.use(middleware);
  app.use(catalogue.reads());

  // The routers' allowedMethods answer 405 on the way back, after the API 404 below wrote its body.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 405) ctx.body = { message: 'Method not allowed' };
  });

  for (const router of API_ROUTERS.map((make) => make(deps))) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    await next();
  });
  app.use(webApps(options.webRoots));
  return { app, listener: catalogue.front(app.callback(), logger) };
}
