import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { DomainError } from '@marketplace/core/shared/domain/domain-error';
import type { SqlEntityManager } from '@mikro-orm/sql';

/** The domain error each named unique constraint (or primary key) stands for. */
export type UniqueConstraintErrors = Readonly<Record<string, () => DomainError>>;

/**
 * Runs one write and turns a unique violation (PostgreSQL 23505) of a known constraint into the
 * port's domain error; any other failure is rethrown untouched. The write may run through MikroORM
 * or past it (`executeBound`).
 *
 * Inside a transaction the write runs under a savepoint (a nested `em.transactional`): a failed
 * statement aborts the whole PostgreSQL transaction otherwise, and callers do catch these errors
 * and go on (RecordPurchase retries on `purchase.duplicate_code`). Outside a transaction the
 * statement commits on its own and needs no savepoint.
 */
export async function guardUniqueConstraints<T>(
  em: SqlEntityManager,
  errors: UniqueConstraintErrors,
  write: (em: SqlEntityManager) => Promise<T>,
): Promise<T> {
  try {
    return em.isInTransaction() ? await em.transactional((inner) => write(inner)) : await write(em);
  } catch (error) {
    const known = isUniqueViolation(error) ? errors[constraintOf(error)] : undefined;
    throw known ? known() : error;
  }
}

/**
 * A unique violation: MikroORM's exception for its own statements, or the driver's error (SQLSTATE
 * 23505) for a statement run past MikroORM (`executeBound`).
 */
function isUniqueViolation(error: unknown): error is Error {
  return error instanceof UniqueConstraintViolationException || (error instanceof Error && (error as { code?: unknown }).code === '23505');
}

/** The violated constraint's name, as both drivers (pg and PGlite) report it. */
function constraintOf(error: Error): string {
  const constraint: unknown = (error as unknown as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : '';
}
