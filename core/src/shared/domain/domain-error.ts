/**
 * Expected failures of the domain. Each carries a stable machine-readable `code`
 * (e.g. `purchase.already_redeemed`) and a `kind` that a delivery layer maps to its own
 * vocabulary once (the HTTP app maps kinds to status codes). No HTTP concept lives here.
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payment_required'
  | 'payment_failed'
  | 'rate_limited';

export interface ValidationIssue {
  /** Dotted path of the offending field, "" for the whole payload. */
  path: string;
  message: string;
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  readonly kind = 'validation' as const;

  constructor(
    message: string,
    readonly issues: readonly ValidationIssue[] = [],
    code = 'validation.failed',
  ) {
    super(code, message);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated' as const;
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden' as const;
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
}

export class GoneError extends DomainError {
  readonly kind = 'gone' as const;
}

export class PaymentRequiredError extends DomainError {
  readonly kind = 'payment_required' as const;
}

export class PaymentFailedError extends DomainError {
  readonly kind = 'payment_failed' as const;
}

/** Too many attempts: refused until the limit's window ends, `retryAfterSeconds` from now. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited' as const;

  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}
