import type { Middleware } from 'koa';
import { PaymentRefundedError } from '@marketplace/core/purchases/domain/unrecordable-payment';
import { DomainError, RateLimitedError, type DomainErrorKind } from '@marketplace/core/shared/domain/domain-error';
import type { AppState } from './app-context.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payment_required: 402,
  payment_failed: 402,
  rate_limited: 429,
};

/** An HTTP-only failure raised by the delivery layer itself (413, 415, 503 ...). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface ExposedError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** What a client gets while the database cannot be reached: retry in a moment. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * SQLSTATEs of a database that cannot serve now, not of a wrong query: class 08 (connection
 * exceptions), 53300 (too many connections), 57P01-57P03 (shut down by an administrator or a
 * crash, or not accepting connections yet while it starts).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;
/** Socket errors of a connection to the database that failed or broke. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
/** pg's and pg-pool's words for a connection that broke, timed out, or waited too long for the pool. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

interface CausedError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether a failure says the database is out of reach (down, restarting, refusing connections, or
 * the pool timed out), looking through wrapped causes and AggregateError's parts (a connection
 * attempt to every address of a host). Such a failure is temporary: answered 503, never 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as CausedError;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  const parts = Array.isArray(errors) ? errors : [];
  return [cause, ...parts].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * The first middleware: turns every failure into `{ message, issues? }` with one status per kind
 * of domain error. Client errors raised by Koa's own machinery (a malformed JSON body, a body over
 * the limit) keep their 4xx; a database out of reach is 503 with `Retry-After` (a warning: it heals
 * by itself); anything else unexpected is logged and answered 500 without details.
 */
export const errorMapper: Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof DomainError) {
      if (error instanceof PaymentRefundedError) {
        // Money moved back without anyone deciding it: an operator should see every case.
        const { paymentIntentId, reason, refundedNow } = error;
        const userId = ctx.state.actor?.kind === 'customer' ? ctx.state.actor.userId : undefined;
        ctx.state.log?.warn({ paymentIntentId, reason, refundedNow, userId }, 'unrecordable payment refunded');
      }
      ctx.status = STATUS_OF[error.kind];
      if (error instanceof RateLimitedError) ctx.set('Retry-After', String(error.retryAfterSeconds));
      const issues = 'issues' in error && Array.isArray(error.issues) && error.issues.length ? error.issues : undefined;
      ctx.body = { message: error.message, code: error.code, ...(issues ? { issues } : {}) };
      return;
    }
    if (error instanceof HttpError) {
      ctx.status = error.status;
      ctx.set(error.headers);
      ctx.body = { message: error.message };
      return;
    }
    const exposed = error as ExposedError;
    const status = exposed.status ?? exposed.statusCode;
    if (status && status >= 400 && status < 500) {
      ctx.status = status;
      ctx.body = { message: clientErrorMessage(status, exposed) };
      return;
    }
    if (isDatabaseUnavailable(error)) {
      const { code, message } = error as CausedError;
      ctx.state.log?.warn({ code, reason: message }, 'database unavailable');
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      ctx.body = { message: UNAVAILABLE_MESSAGE };
      return;
    }
    ctx.state.log?.error({ err: error }, 'request failed');
    ctx.status = 500;
    ctx.body = { message: 'Something went wrong on our side. Please try again.' };
  }
};

function clientErrorMessage(status: number, error: ExposedError): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Unsupported request body encoding.';
  if (status === 400 && /json/i.test(`${error.type ?? ''} ${error.message ?? ''}`)) return 'Malformed JSON in the request body.';
  return error.expose && error.message ? error.message : 'Bad request.';
}
