import type { Middleware } from 'koa';
import type { AppState } from './app-context.js';

/**
 * What the pages need and no more: own scripts plus Stripe.js (checkout and subscription), Stripe's
 * frames, own images only (deal pictures are uploaded and served from /media), inline styles (styled-components injects
 * them), the storefront's own service worker. Nobody may frame the site.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  // The storefront's service worker (/sw.js) and nothing else.
  "worker-src 'self'",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The headers every answer carries, pages and API alike. API answers default to
 * `Cache-Control: no-store`: most are one account's data (profile, purchases and their codes,
 * figures), which no browser or proxy cache may keep; the public ones (catalogue, categories,
 * health) set their own policy.
 */
export function securityHeaders(options: { hsts: boolean }): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    ctx.set({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      // Geolocation for the storefront's "Use my location" (asked on click only); no other origin may ask.
      'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(self)',
    });
    if (options.hsts) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
