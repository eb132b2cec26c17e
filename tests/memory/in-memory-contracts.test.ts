import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { describe } from 'vitest';
import { allContracts } from '../contracts/all-contracts.js';
import type { ContractContext, ContractSeeds } from '../contracts/contract-context.js';

async function makeContext(): Promise<ContractContext> {
  const { repositories, transactions, bulkLoader, store } = createInMemoryRepositories();
  const seed: ContractSeeds = {
    staffMember: async (businessId, email, name) => {
      const id = store.nextId('staffMembers');
      store.tables.staffMembers.set(id, { id, businessId, email, name });
      return id;
    },
  };
  return { repositories, transactions, bulkLoader, seed, close: async () => undefined };
}

describe('in-memory adapters', () => {
  allContracts(makeContext);
});
