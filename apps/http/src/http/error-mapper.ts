import type { Middleware } from 'koa';
import { DomainError, type DomainErrorKind } from '@marketplace/core/shared/domain/domain-error';
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

/**
 * The first middleware: turns every failure into `{ message, issues? }` with one status per kind
 * of domain error. Client errors raised by Koa's own machinery (a malformed JSON body, a body over
 * the limit) keep their 4xx; anything unexpected is logged and answered 500 without details.
 */
export const errorMapper: Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof DomainError) {
      ctx.status = STATUS_OF[error.kind];
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
