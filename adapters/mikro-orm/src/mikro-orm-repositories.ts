import type { SessionPolicy } from '@marketplace/core/accounts/domain/session';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { MikroOrmAccountTokenRepository } from './mikro-orm-account-token.repository.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { MikroOrmBusinessRepository } from './mikro-orm-business.repository.js';
import { MikroOrmCategoryRepository } from './mikro-orm-category.repository.js';
import { MikroOrmContactMessageRepository } from './mikro-orm-contact-message.repository.js';
import { MikroOrmReviewRepository } from './mikro-orm-review.repository.js';
import { MikroOrmEmailPreferencesRepository } from './mikro-orm-email-preferences.repository.js';
import { MikroOrmDealRepository } from './mikro-orm-deal.repository.js';
import { MikroOrmDemoPaymentRepository } from './mikro-orm-demo-payment.repository.js';
import { MikroOrmLedgerRepository } from './mikro-orm-ledger.repository.js';
import { MikroOrmPayoutRepository } from './mikro-orm-payout.repository.js';
import { MikroOrmOutboxRepository } from './mikro-orm-outbox.repository.js';
import { MikroOrmProcessedEventRepository } from './mikro-orm-processed-event.repository.js';
import { MikroOrmPurchaseRepository } from './mikro-orm-purchase.repository.js';
import { MikroOrmRateLimitRepository } from './mikro-orm-rate-limit.repository.js';
import { MikroOrmRedemptionRepository } from './mikro-orm-redemption.repository.js';
import { MikroOrmSessionRepository } from './mikro-orm-session.repository.js';
import { MikroOrmStaffRepository } from './mikro-orm-staff.repository.js';
import { MikroOrmGiftRepository } from './mikro-orm-gift.repository.js';
import { MikroOrmPictureRepository } from './mikro-orm-picture.repository.js';
import { MikroOrmSubscriptionRepository } from './mikro-orm-subscription.repository.js';
import { MikroOrmUserRepository } from './mikro-orm-user.repository.js';
import { MikroOrmWaitlistRepository } from './mikro-orm-waitlist.repository.js';
import { MikroOrmLocationRepository } from './mikro-orm-location.repository.js';
import { MikroOrmFavoriteRepository } from './mikro-orm-favorite.repository.js';

/** Every repository of the domain over one source of EntityManagers (a transaction's, or fresh forks). */
export function createMikroOrmRepositories(em: EntityManagerSource, sessionPolicy?: SessionPolicy): Repositories {
  return {
    users: new MikroOrmUserRepository(em),
    businesses: new MikroOrmBusinessRepository(em),
    sessions: new MikroOrmSessionRepository(em, sessionPolicy),
    categories: new MikroOrmCategoryRepository(em),
    deals: new MikroOrmDealRepository(em),
    purchases: new MikroOrmPurchaseRepository(em),
    redemptions: new MikroOrmRedemptionRepository(em),
    waitlist: new MikroOrmWaitlistRepository(em),
    subscriptions: new MikroOrmSubscriptionRepository(em),
    rateLimits: new MikroOrmRateLimitRepository(em),
    processedEvents: new MikroOrmProcessedEventRepository(em),
    demoPayments: new MikroOrmDemoPaymentRepository(em),
    emailPreferences: new MikroOrmEmailPreferencesRepository(em),
    contactMessages: new MikroOrmContactMessageRepository(em),
    reviews: new MikroOrmReviewRepository(em),
    outbox: new MikroOrmOutboxRepository(em),
    accountTokens: new MikroOrmAccountTokenRepository(em),
    ledger: new MikroOrmLedgerRepository(em),
    payouts: new MikroOrmPayoutRepository(em),
    locations: new MikroOrmLocationRepository(em),
    staff: new MikroOrmStaffRepository(em),
    gifts: new MikroOrmGiftRepository(em),
    pictures: new MikroOrmPictureRepository(em),
    favorites: new MikroOrmFavoriteRepository(em),
  };
}
