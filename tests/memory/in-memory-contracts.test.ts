import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { describe } from 'vitest';
import { businessRepositoryContract } from '../contracts/business-repository.contract.js';
import type { ContractContext } from '../contracts/contract-context.js';
import { dealRepositoryContract } from '../contracts/deal-repository.contract.js';
import { purchaseRepositoryContract } from '../contracts/purchase-repository.contract.js';
import { redemptionRepositoryContract } from '../contracts/redemption-repository.contract.js';
import { sessionRepositoryContract } from '../contracts/session-repository.contract.js';
import { subscriptionRepositoryContract } from '../contracts/subscription-repository.contract.js';
import { transactionRunnerContract } from '../contracts/transaction-runner.contract.js';
import { userRepositoryContract } from '../contracts/user-repository.contract.js';
import { waitlistRepositoryContract } from '../contracts/waitlist-repository.contract.js';

async function makeContext(): Promise<ContractContext> {
  const { repositories, transactions } = createInMemoryRepositories();
  return { repositories, transactions, close: async () => undefined };
}

describe('in-memory adapters', () => {
  userRepositoryContract(makeContext);
  businessRepositoryContract(makeContext);
  sessionRepositoryContract(makeContext);
  dealRepositoryContract(makeContext);
  purchaseRepositoryContract(makeContext);
  redemptionRepositoryContract(makeContext);
  waitlistRepositoryContract(makeContext);
  subscriptionRepositoryContract(makeContext);
  transactionRunnerContract(makeContext);
});
