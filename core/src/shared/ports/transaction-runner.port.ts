import type { Repositories } from './repositories.port.js';

/**
 * Runs work atomically: every write made through the repositories it hands over is committed
 * together or not at all. Adapters retry nothing on their own; a failure rejects with the
 * original error after rolling back.
 */
export interface TransactionRunner {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
