import type { CatalogueSignals } from '@marketplace/core/deals/ports/catalogue-signals.port';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { BusinessRepository } from '@marketplace/core/accounts/ports/business.repository.port';
import type { LinkSigner } from '@marketplace/core/accounts/ports/link-signer.port';
import type { EmailPreferencesRepository } from '@marketplace/core/accounts/ports/email-preferences.repository.port';
import type { AccountTokenRepository } from '@marketplace/core/accounts/ports/account-token.repository.port';
import type { SecretTokens } from '@marketplace/core/accounts/ports/secret-tokens.port';
import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';
import type { SessionRepository } from '@marketplace/core/accounts/ports/session.repository.port';
import type { UserRepository } from '@marketplace/core/accounts/ports/user.repository.port';
import type { ContactMessageRepository } from '@marketplace/core/contact/ports/contact-message.repository.port';
import type { CategoryRepository } from '@marketplace/core/deals/ports/category.repository.port';
import type { DealRepository } from '@marketplace/core/deals/ports/deal.repository.port';
import type { BulkLoader } from '@marketplace/core/demo/ports/bulk-loader.port';
import type { MailCatcher } from '@marketplace/core/mail/ports/mail-catcher.port';
import type { MailSettings } from '@marketplace/core/mail/domain/mail-settings';
import type { EmailDispatch } from '@marketplace/core/mail/ports/email-dispatch.port';
import type { Mailer } from '@marketplace/core/mail/ports/mailer.port';
import type { OutboxRepository } from '@marketplace/core/mail/ports/outbox.repository.port';
import type { QrImageRenderer } from '@marketplace/core/mail/ports/qr-image.port';
import type { LedgerRepository } from '@marketplace/core/ledger/ports/ledger.repository.port';
import type { PayoutRepository } from '@marketplace/core/payouts/ports/payout.repository.port';
import type { LocationRepository } from '@marketplace/core/locations/ports/location.repository.port';
import type { ZipGeocoder } from '@marketplace/core/locations/ports/zip-geocoder.port';
import type { PictureRepository } from '@marketplace/core/media/ports/picture.repository.port';
import type { MediaStore } from '@marketplace/core/media/ports/media-store.port';
import type { LinkedPictureFetcher } from '@marketplace/core/media/ports/linked-picture-fetcher.port';
import type { ImageProcessor } from '@marketplace/core/media/ports/image-processor.port';
import type { DemoPictureRenderer } from '@marketplace/core/demo/ports/demo-picture-renderer.port';
import type { FavoriteRepository } from '@marketplace/core/favorites/ports/favorite.repository.port';
import type { FavoriteDealNotices } from '@marketplace/core/favorites/ports/favorite-deal-notices.port';
import type { StaffRepository } from '@marketplace/core/team/ports/staff.repository.port';
import type { GiftRepository } from '@marketplace/core/gifts/ports/gift.repository.port';
import type { ReviewRepository } from '@marketplace/core/reviews/ports/review.repository.port';
import type { DemoCardPayments } from '@marketplace/core/payments/ports/demo-card-payments.port';
import type { PaymentWebhook } from '@marketplace/core/payments/ports/payment-webhook.port';
import type { DemoPaymentRepository } from '@marketplace/core/payments/ports/demo-payment.repository.port';
import type { ProcessedEventRepository } from '@marketplace/core/payments/ports/processed-event.repository.port';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { PurchaseRepository } from '@marketplace/core/purchases/ports/purchase.repository.port';
import type { RedemptionRepository } from '@marketplace/core/purchases/ports/redemption.repository.port';
import type { RateLimitRepository } from '@marketplace/core/security/ports/rate-limit.repository.port';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';
import type { SubscriptionRepository } from '@marketplace/core/subscriptions/ports/subscription.repository.port';
import type { WaitlistRepository } from '@marketplace/core/waitlist/ports/waitlist.repository.port';
import type { CompositionConfig } from './composition-config.js';
import type { Database } from './infrastructure.js';

/** A symbol that remembers the type bound under it, so `resolve(container, TOKENS.clock)` is a Clock. */
export type Token<T> = symbol & { readonly __bound?: T };

/** What the container holds under a token, typed. */
export function resolve<T>(container: Container, wanted: Token<T>): T {
  return container.get<T>(wanted);
}

function token<T>(name: string): Token<T> {
  return Symbol.for(`marketplace.${name}`) as Token<T>;
}

/** Injection tokens of the composition root (container.ts): one per port, bound there to an adapter. */
export const TOKENS = {
  config: token<CompositionConfig>('config'),
  logger: token<Logger>('logger'),
  /** The database the app runs on: its repositories, transactions, migrations and health. */
  database: token<Database>('database'),
  transactions: token<TransactionRunner>('transactions'),
  bulkLoader: token<BulkLoader>('bulkLoader'),
  users: token<UserRepository>('users'),
  businesses: token<BusinessRepository>('businesses'),
  sessions: token<SessionRepository>('sessions'),
  categories: token<CategoryRepository>('categories'),
  deals: token<DealRepository>('deals'),
  purchases: token<PurchaseRepository>('purchases'),
  redemptions: token<RedemptionRepository>('redemptions'),
  waitlist: token<WaitlistRepository>('waitlist'),
  subscriptions: token<SubscriptionRepository>('subscriptions'),
  rateLimits: token<RateLimitRepository>('rateLimits'),
  processedEvents: token<ProcessedEventRepository>('processedEvents'),
  demoPaymentRecords: token<DemoPaymentRepository>('demoPaymentRecords'),
  emailPreferences: token<EmailPreferencesRepository>('emailPreferences'),
  contactMessages: token<ContactMessageRepository>('contactMessages'),
  /** Customers' reviews of businesses and the businesses' rating counters. */
  reviews: token<ReviewRepository>('reviews'),
  /** Emails written with the change that causes them, for the send job. */
  outbox: token<OutboxRepository>('outbox'),
  /** Single-use tokens of password resets and email changes (for the clean-up). */
  accountTokens: token<AccountTokenRepository>('accountTokens'),
  /** The append-only ledger of money movements (balances, statements). */
  ledger: token<LedgerRepository>('ledger'),
  /** Transfers of owed money to connected accounts. */
  payouts: token<PayoutRepository>('payouts'),
  /** Where each business's customers redeem. */
  locations: token<LocationRepository>('locations'),
  /** Zip code → coordinates, city and state, from a dataset bundled with the app. */
  zipGeocoder: token<ZipGeocoder>('zipGeocoder'),
  /** Which business uploaded which deal picture. */
  pictures: token<PictureRepository>('pictures'),
  /** Picture files: DATA_DIR/media, or the MEDIA_S3_URL bucket. */
  mediaStore: token<MediaStore>('mediaStore'),
  imageProcessor: token<ImageProcessor>('imageProcessor'),
  /** Downloads the pictures old deals link to on other sites (public addresses only). */
  linkedPictureFetcher: token<LinkedPictureFetcher>('linkedPictureFetcher'),
  /** Draws the demo and bulk seed's pictures. */
  demoPictureRenderer: token<DemoPictureRenderer>('demoPictureRenderer'),
  /** The people businesses invited to their till. */
  staff: token<StaffRepository>('staff'),
  gifts: token<GiftRepository>('gifts'),
  /** The businesses each customer saved with the heart. */
  favorites: token<FavoriteRepository>('favorites'),
  /** Queues the new-deal emails to a business's consenting followers once a publish has committed. */
  favoriteDealNotices: token<FavoriteDealNotices>('favoriteDealNotices'),
  /** The card payment gateway: Stripe, the demo mode's, or one that refuses every payment. */
  payments: token<PaymentGateway>('payments'),
  /** The demo card form's gateway; null when demo payments are off. */
  demoPayments: token<DemoCardPayments | null>('demoPayments'),
  /** The payment provider's signed notifications; null without a provider that sends them. */
  paymentWebhook: token<PaymentWebhook | null>('paymentWebhook'),
  /** Sends mail: over SMTP_URL, or to the in-process catcher when none is configured. */
  mailer: token<Mailer>('mailer'),
  /** What the in-process catcher received; null when a real provider is configured. */
  mailCatcher: token<MailCatcher | null>('mailCatcher'),
  /** Where the links in emails lead. */
  mailSettings: token<MailSettings>('mailSettings'),
  /** Queues the sending of outbox emails once their transaction has committed. */
  emailDispatch: token<EmailDispatch>('emailDispatch'),
  /** Draws the QR codes emails show inline. */
  qrImages: token<QrImageRenderer>('qrImages'),
  clock: token<Clock>('clock'),
  hasher: token<PasswordHasher>('hasher'),
  codes: token<CodeGenerator>('codes'),
  /** Tokens of password-reset and email-change links, and their stored hash. */
  secretTokens: token<SecretTokens>('secretTokens'),
  random: token<() => number>('random'),
  /** Signs unsubscribe links with a key derived from the session secret (the same in servers and workers). */
  linkSigner: token<LinkSigner>('linkSigner'),
  /** Background work: pg-boss on the database, in memory on the tests' in-memory one. */
  jobQueue: token<JobQueue>('jobQueue'),
  /** Tells the other app instances that the catalogue changed (their caches empty at once). */
  catalogueSignals: token<CatalogueSignals>('catalogueSignals'),
} as const;
