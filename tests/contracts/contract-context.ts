import type { BulkLoader } from '@marketplace/core/demo/ports/bulk-loader.port';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';
import { test } from 'vitest';

/** One empty database of one adapter family, as each contract test gets it. */
export interface ContractContext {
  repositories: Repositories;
  transactions: TransactionRunner;
  bulkLoader: BulkLoader;
  close(): Promise<void>;
}


export type MakeContractContext = () => Promise<ContractContext>;

/** `it` with a fresh `ctx` fixture per test, closed after it. */
export function contractTest(makeContext: MakeContractContext) {
  return test.extend<{ ctx: ContractContext }>({
    // eslint-disable-next-line no-empty-pattern -- vitest reads fixture dependencies from this pattern
    ctx: async ({}, use) => {
      const ctx = await makeContext();
      try {
        await use(ctx);
      } finally {
        await ctx.close();
      }
    },
  });
}
