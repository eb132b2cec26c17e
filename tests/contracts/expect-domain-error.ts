import type { DomainError } from '@marketplace/core/shared/domain/domain-error';
import { expect } from 'vitest';

type DomainErrorClass = abstract new (...args: never[]) => DomainError;

/** Awaits a promise that must reject with a domain error of this class (and this code, when given). */
export async function expectDomainError(
  promise: Promise<unknown>,
  errorClass: DomainErrorClass,
  code?: string,
): Promise<void> {
  const outcome = await promise.then(
    () => ({ rejected: false as const }),
    (error: unknown) => ({ rejected: true as const, error }),
  );
  expect(outcome.rejected, 'expected the call to be refused').toBe(true);
  if (!outcome.rejected) return;
  expect(outcome.error).toBeInstanceOf(errorClass);
  if (code !== undefined) expect((outcome.error as DomainError).code).toBe(code);
}
