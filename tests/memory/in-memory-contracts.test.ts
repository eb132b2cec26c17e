import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { describe } from 'vitest';
import { allContracts } from '../contracts/all-contracts.js';
import type { ContractContext } from '../contracts/contract-context.js';

async function makeContext(): Promise<ContractContext> {
  const { repositories, transactions, bulkLoader } = createInMemoryRepositories();
  return { repositories, transactions, bulkLoader, close: async () => undefined };
}

describe('in-memory adapters', () => {
  allContracts(makeContext);
});
