import { adminFiguresContract } from './admin-figures.contract.js';
import { bulkLoaderContract } from './bulk-loader.contract.js';
import { businessRepositoryContract } from './business-repository.contract.js';
import { categoryRepositoryContract } from './category-repository.contract.js';
import type { MakeContractContext } from './contract-context.js';
import { contactMessageRepositoryContract } from './contact-message-repository.contract.js';
import { emailNoticesContract } from './email-notices.contract.js';
import { emailPreferencesRepositoryContract } from './email-preferences-repository.contract.js';
import { dealRepositoryContract } from './deal-repository.contract.js';
import { demoPaymentRepositoryContract } from './demo-payment-repository.contract.js';
import { housekeepingContract } from './housekeeping.contract.js';
import { outboxDeliveryContract } from './outbox-delivery.contract.js';
import { outboxRepositoryContract } from './outbox-repository.contract.js';
import { processedEventRepositoryContract } from './processed-event-repository.contract.js';
import { purchaseRepositoryContract } from './purchase-repository.contract.js';
import { rateLimitRepositoryContract } from './rate-limit-repository.contract.js';
import { redemptionRepositoryContract } from './redemption-repository.contract.js';
import { sessionRepositoryContract } from './session-repository.contract.js';
import { subscriptionRepositoryContract } from './subscription-repository.contract.js';
import { transactionRunnerContract } from './transaction-runner.contract.js';
import { useCaseConcurrencyContract } from './use-case-concurrency.contract.js';
import { userRepositoryContract } from './user-repository.contract.js';
import { waitlistRepositoryContract } from './waitlist-repository.contract.js';

/** Every port's contract suite, for one adapter family. */
export function allContracts(makeContext: MakeContractContext): void {
  userRepositoryContract(makeContext);
  businessRepositoryContract(makeContext);
  sessionRepositoryContract(makeContext);
  categoryRepositoryContract(makeContext);
  dealRepositoryContract(makeContext);
  purchaseRepositoryContract(makeContext);
  redemptionRepositoryContract(makeContext);
  waitlistRepositoryContract(makeContext);
  emailPreferencesRepositoryContract(makeContext);
  emailNoticesContract(makeContext);
  contactMessageRepositoryContract(makeContext);
  outboxRepositoryContract(makeContext);
  outboxDeliveryContract(makeContext);
  adminFiguresContract(makeContext);
  subscriptionRepositoryContract(makeContext);
  rateLimitRepositoryContract(makeContext);
  processedEventRepositoryContract(makeContext);
  demoPaymentRepositoryContract(makeContext);
  housekeepingContract(makeContext);
  bulkLoaderContract(makeContext);
  transactionRunnerContract(makeContext);
  useCaseConcurrencyContract(makeContext);
}
