import { afterAll, beforeAll, describe } from 'vitest';
import { allContracts } from '../contracts/all-contracts.js';
import type { ContractContext } from '../contracts/contract-context.js';
import { openTestDatabase, type TestDatabase, type TestEngine } from './test-database.js';

/**
 * Every port's contract against the MikroORM adapters: one migrated database for the whole file,
 * emptied (TRUNCATE ... RESTART IDENTITY) before each test rather than migrated again.
 */
export function mikroOrmContracts(engine?: TestEngine): void {
  let opened: TestDatabase | undefined;

  beforeAll(async () => {
    opened = await openTestDatabase({ engine });
  }, 120_000);

  afterAll(async () => {
    await opened?.close();
  });

  async function makeContext(): Promise<ContractContext> {
    if (!opened) throw new Error('The test database did not open');
    const { database } = opened;
    await database.truncateAll();
    return {
      repositories: database.repositories,
      transactions: database.transactions,
      bulkLoader: database.bulkLoader,
      close: async () => undefined,
    };
  }

  describe('MikroORM adapters', () => {
    allContracts(makeContext);
  });
}
