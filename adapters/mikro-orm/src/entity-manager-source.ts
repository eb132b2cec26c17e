import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * Hands a repository the EntityManager for one call: the transaction's EntityManager inside a
 * transaction, a fresh fork outside one, so no identity map is ever shared between requests.
 */
export type EntityManagerSource = () => SqlEntityManager;
