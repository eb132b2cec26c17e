import type { SessionPolicy } from '@marketplace/core/accounts/domain/session';
import type { BulkLoader } from '@marketplace/core/demo/ports/bulk-loader.port';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';
import { InMemoryAccountTokenRepository } from './in-memory-account-token.repository.js';
import { InMemoryBulkLoader } from './in-memory-bulk-loader.js';
import { InMemoryBusinessRepository } from './in-memory-business.repository.js';
import { InMemoryCategoryRepository } from './in-memory-category.repository.js';
import { InMemoryContactMessageRepository } from './in-memory-contact-message.repository.js';
import { InMemoryEmailPreferencesRepository } from './in-memory-email-preferences.repository.js';
import { InMemoryDealRepository } from './in-memory-deal.repository.js';
import { InMemoryDemoPaymentRepository } from './in-memory-demo-payment.repository.js';
import { InMemoryLedgerRepository } from './in-memory-ledger.repository.js';
import { InMemoryPayoutRepository } from './in-memory-payout.repository.js';
import { InMemoryOutboxRepository } from './in-memory-outbox.repository.js';
import { InMemoryProcessedEventRepository } from './in-memory-processed-event.repository.js';
import { InMemoryPurchaseRepository } from './in-memory-purchase.repository.js';
import { InMemoryRateLimitRepository } from './in-memory-rate-limit.repository.js';
import { InMemoryRedemptionRepository } from './in-memory-redemption.repository.js';
import { InMemorySessionRepository } from './in-memory-session.repository.js';
import { InMemoryStaffRepository } from './in-memory-staff.repository.js';
import { InMemoryGiftRepository } from './in-memory-gift.repository.js';
import { InMemoryStore } from './in-memory-store.js';
import { InMemorySubscriptionRepository } from './in-memory-subscription.repository.js';
import { InMemoryTransactionRunner } from './in-memory-transaction-runner.js';
import { InMemoryUserRepository } from './in-memory-user.repository.js';
import { InMemoryWaitlistRepository } from './in-memory-waitlist.repository.js';
import { InMemoryLocationRepository } from './in-memory-location.repository.js';
import { InMemoryPictureRepository } from './in-memory-picture.repository.js';
import { InMemoryFavoriteRepository } from './in-memory-favorite.repository.js';
import { InMemoryReviewRepository } from './in-memory-review.repository.js';

export interface InMemoryDatabase {
  store: InMemoryStore;
  repositories: Repositories;
  transactions: TransactionRunner;
  /** Bulk inserts for generated load-test data. */
  bulkLoader: BulkLoader;
}

export interface InMemoryDatabaseOptions {
  /** One policy for every session (tests); when omitted, each account's own (the admin's are short). */
  sessionPolicy?: SessionPolicy | undefined;
}

/** A fresh, empty in-memory database: every repository over one store, and its transaction runner. */
export function createInMemoryRepositories(options: InMemoryDatabaseOptions = {}): InMemoryDatabase {
  const store = new InMemoryStore();
  const repositories: Repositories = {
    users: new InMemoryUserRepository(store),
    businesses: new InMemoryBusinessRepository(store),
    sessions: new InMemorySessionRepository(store, options.sessionPolicy),
    categories: new InMemoryCategoryRepository(store),
    deals: new InMemoryDealRepository(store),
    purchases: new InMemoryPurchaseRepository(store),
    redemptions: new InMemoryRedemptionRepository(store),
    waitlist: new InMemoryWaitlistRepository(store),
    subscriptions: new InMemorySubscriptionRepository(store),
    rateLimits: new InMemoryRateLimitRepository(store),
    processedEvents: new InMemoryProcessedEventRepository(store),
    demoPayments: new InMemoryDemoPaymentRepository(store),
    emailPreferences: new InMemoryEmailPreferencesRepository(store),
    contactMessages: new InMemoryContactMessageRepository(store),
    outbox: new InMemoryOutboxRepository(store),
    accountTokens: new InMemoryAccountTokenRepository(store),
    ledger: new InMemoryLedgerRepository(store),
    payouts: new InMemoryPayoutRepository(store),
    locations: new InMemoryLocationRepository(store),
    staff: new InMemoryStaffRepository(store),
    gifts: new InMemoryGiftRepository(store),
    pictures: new InMemoryPictureRepository(store),
    favorites: new InMemoryFavoriteRepository(store),
    reviews: new InMemoryReviewRepository(store),
  };
  return {
    store,
    repositories,
    transactions: new InMemoryTransactionRunner(store, repositories),
    bulkLoader: new InMemoryBulkLoader(store),
  };
}
