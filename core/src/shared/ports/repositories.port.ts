import type { AccountTokenRepository } from '../../accounts/ports/account-token.repository.port.js';
import type { EmailPreferencesRepository } from '../../accounts/ports/email-preferences.repository.port.js';
import type { ContactMessageRepository } from '../../contact/ports/contact-message.repository.port.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { SessionRepository } from '../../accounts/ports/session.repository.port.js';
import type { UserRepository } from '../../accounts/ports/user.repository.port.js';
import type { CategoryRepository } from '../../deals/ports/category.repository.port.js';
import type { LedgerRepository } from '../../ledger/ports/ledger.repository.port.js';
import type { PayoutRepository } from '../../payouts/ports/payout.repository.port.js';
import type { OutboxRepository } from '../../mail/ports/outbox.repository.port.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import type { DemoPaymentRepository } from '../../payments/ports/demo-payment.repository.port.js';
import type { ProcessedEventRepository } from '../../payments/ports/processed-event.repository.port.js';
import type { PurchaseRepository } from '../../purchases/ports/purchase.repository.port.js';
import type { RedemptionRepository } from '../../purchases/ports/redemption.repository.port.js';
import type { RateLimitRepository } from '../../security/ports/rate-limit.repository.port.js';
import type { SubscriptionRepository } from '../../subscriptions/ports/subscription.repository.port.js';
import type { WaitlistRepository } from '../../waitlist/ports/waitlist.repository.port.js';
import type { LocationRepository } from '../../locations/ports/location.repository.port.js';
import type { StaffRepository } from '../../team/ports/staff.repository.port.js';
import type { GiftRepository } from '../../gifts/ports/gift.repository.port.js';
import type { PictureRepository } from '../../media/ports/picture.repository.port.js';
import type { FavoriteRepository } from '../../favorites/ports/favorite.repository.port.js';
import type { ReviewRepository } from '../../reviews/ports/review.repository.port.js';

/** Every repository of the domain, as one adapter family provides them. */
export interface Repositories {
  users: UserRepository;
  businesses: BusinessRepository;
  sessions: SessionRepository;
  categories: CategoryRepository;
  deals: DealRepository;
  purchases: PurchaseRepository;
  redemptions: RedemptionRepository;
  waitlist: WaitlistRepository;
  subscriptions: SubscriptionRepository;
  rateLimits: RateLimitRepository;
  processedEvents: ProcessedEventRepository;
  /** The demo payment mode's intents and subscriptions (DESIGN.md section 3, payment modes). */
  demoPayments: DemoPaymentRepository;
  /** Each customer's choice of emails (the Settings tab). */
  emailPreferences: EmailPreferencesRepository;
  /** Messages sent from the Contact page, for the admin. */
  contactMessages: ContactMessageRepository;
  /** Emails written with the change that causes them, sent later by a job. */
  outbox: OutboxRepository;
  /** Single-use tokens of password resets and email changes. */
  accountTokens: AccountTokenRepository;
  /** The append-only ledger of money movements, written with the change each records. */
  ledger: LedgerRepository;
  /** Transfers of owed money to connected accounts (written before the transfer is asked for). */
  payouts: PayoutRepository;
  /** Where each business's customers redeem: addresses, opening hours, coordinates. */
  locations: LocationRepository;
  /** The people businesses invited to their till. */
  staff: StaffRepository;
  /** Purchases bought for someone else, and their claim links. */
  gifts: GiftRepository;
  /** Which business uploaded which deal picture. */
  pictures: PictureRepository;
  /** The businesses each customer saved with the heart. */
  favorites: FavoriteRepository;
  /** Customers' reviews of businesses, with the businesses' rating counters. */
  reviews: ReviewRepository;
}
