import { Container, type ResolutionContext } from 'inversify';
import { pino, type Logger } from 'pino';
import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { CryptoSecretTokens } from '@marketplace/adapters-crypto/crypto-secret-tokens';
import { HmacLinkSigner } from '@marketplace/adapters-crypto/hmac-link-signer';
import { ZipcodesZipGeocoder } from '@marketplace/adapters-geo/zipcodes-zip-geocoder';
import { FileSystemMediaStore } from '@marketplace/adapters-media/file-system-media-store';
import { parseMediaS3Url, S3MediaStore } from '@marketplace/adapters-media/s3-media-store';
import { HttpLinkedPictureFetcher } from '@marketplace/adapters-media/http-linked-picture-fetcher';
import { SharpImageProcessor } from '@marketplace/adapters-media/sharp-image-processor';
import { SvgDemoPictureRenderer } from '@marketplace/adapters-media/svg-demo-picture-renderer';
import { join } from 'node:path';
import { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import { UnconfiguredPaymentGateway } from '@marketplace/adapters-demo-payments/unconfigured-payment-gateway';
import { NodemailerMailer } from '@marketplace/adapters-mail/nodemailer-mailer';
import { QrPngRenderer } from '@marketplace/adapters-mail/qr-png-renderer';
import { SmtpCatcher } from '@marketplace/adapters-mail/smtp-catcher';
import { SmtpCatcherMailer } from '@marketplace/adapters-mail/smtp-catcher-mailer';
import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { describeDatabaseLocation } from '@marketplace/adapters-mikro-orm/database-location';
import { EmbeddedDatabaseInUseError } from '@marketplace/adapters-mikro-orm/embedded-lock';
import { StripePaymentGateway } from '@marketplace/adapters-stripe/stripe-payment-gateway';
import { StripePaymentWebhook } from '@marketplace/adapters-stripe/stripe-payment-webhook';
import { DEVELOPMENT_MAIL_FROM } from '@marketplace/core/deployment/domain/deployment-settings';
import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';
import type { MailCatcher } from '@marketplace/core/mail/ports/mail-catcher.port';
import type { LinkedPictureFetcher } from '@marketplace/core/media/ports/linked-picture-fetcher.port';
import type { Mailer } from '@marketplace/core/mail/ports/mailer.port';
import { APPLICATION_JOB_QUEUES } from '@marketplace/core/jobs/domain/job-queues';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import type { CompositionConfig } from './composition-config.js';
import type { Database, Infrastructure } from './infrastructure.js';
import { JobQueueEmailDispatch } from './jobs/job-queue-email-dispatch.js';
import { JobQueueFavoriteDealNotices } from './jobs/job-queue-favorite-deal-notices.js';
import { LazyJobQueue } from './jobs/lazy-job-queue.js';
import { LazyCatalogueSignals } from './http/lazy-catalogue-signals.js';
import { InProcessCatalogueSignals } from '@marketplace/adapters-memory/in-process-catalogue-signals';
import type { CatalogueSignals } from '@marketplace/core/deals/ports/catalogue-signals.port';
import { startWorkers } from './jobs/workers.js';
import { resolveSessionSecret } from './session-secret.js';
import { resolve, TOKENS, type Token } from './tokens.js';
import { USE_CASES, useCaseToken, type UseCaseName, type UseCases } from './use-case-bindings.js';

export type { Container, Database, UseCases };
export { resolve };

export interface ContainerOptions<Config extends CompositionConfig = CompositionConfig> {
  config: Config;
  /** Silent when omitted (the CLI reports through its own output). */
  logger?: Logger;
  /**
   * The database to run on. When omitted, the MikroORM database the configuration names is opened
   * (PostgreSQL with DATABASE_URL, else the embedded engine in DATA_DIR).
   */
  infrastructure?: Infrastructure;
  /** Tests replace these: a fixed clock, a fast hasher, deterministic codes, a fake gateway. */
  overrides?: { clock?: Clock; hasher?: PasswordHasher; codes?: CodeGenerator; payments?: PaymentGateway; linkedPictureFetcher?: LinkedPictureFetcher };
}

/**
 * The one composition root of the server side: the only place that knows concrete classes. It
 * opens (or takes) the database, chooses the payment gateway, and binds every port under its
 * token (tokens.ts) and every use case under its own, each built from the ports it names. The
 * HTTP app, the CLI and the job workers build theirs here and take what they need from it.
 * @throws an error {@link isDatabaseInUse} recognises when another process holds the embedded database.
 */
export async function createContainer<Config extends CompositionConfig>(options: ContainerOptions<Config>): Promise<Container> {
  const infrastructure = options.infrastructure ?? (await openDatabase(options.config));
  return buildContainer({ ...options, infrastructure });
}

/** {@link createContainer} on a database already at hand (tests build theirs synchronously on memory). */
export function buildContainer<Config extends CompositionConfig>(options: ContainerOptions<Config> & { infrastructure: Infrastructure }): Container {
  const { config, overrides = {} } = options;
  const database = isDatabase(options.infrastructure) ? options.infrastructure : withoutMigrations(options.infrastructure);
  const container = new Container({ defaultScope: 'Singleton' });
  const constant = <T>(token: Token<T>, value: T) => container.bind<T>(token).toConstantValue(value);
  const dynamic = <T>(token: Token<T>, build: (get: <U>(token: Token<U>) => U) => T) =>
    container.bind<T>(token).toDynamicValue((ctx: ResolutionContext) => build((wanted) => ctx.get(wanted)));

  constant(TOKENS.config, config);
  const logger = options.logger ?? pino({ level: 'silent' });
  constant(TOKENS.logger, logger);
  constant(TOKENS.database, database);
  constant(TOKENS.transactions, database.transactions);
  const { repositories } = database;
  constant(TOKENS.users, repositories.users);
  constant(TOKENS.businesses, repositories.businesses);
  constant(TOKENS.sessions, repositories.sessions);
  constant(TOKENS.categories, repositories.categories);
  constant(TOKENS.deals, repositories.deals);
  constant(TOKENS.purchases, repositories.purchases);
  constant(TOKENS.redemptions, repositories.redemptions);
  constant(TOKENS.waitlist, repositories.waitlist);
  constant(TOKENS.subscriptions, repositories.subscriptions);
  constant(TOKENS.rateLimits, repositories.rateLimits);
  constant(TOKENS.processedEvents, repositories.processedEvents);
  constant(TOKENS.demoPaymentRecords, repositories.demoPayments);
  constant(TOKENS.emailPreferences, repositories.emailPreferences);
  constant(TOKENS.contactMessages, repositories.contactMessages);
  constant(TOKENS.reviews, repositories.reviews);
  constant(TOKENS.outbox, repositories.outbox);
  constant(TOKENS.accountTokens, repositories.accountTokens);
  constant(TOKENS.ledger, repositories.ledger);
  constant(TOKENS.payouts, repositories.payouts);
  constant(TOKENS.locations, repositories.locations);
  constant(TOKENS.staff, repositories.staff);
  constant(TOKENS.gifts, repositories.gifts);
  constant(TOKENS.pictures, repositories.pictures);
  constant(TOKENS.favorites, repositories.favorites);
  dynamic(TOKENS.bulkLoader, () => {
    if (!database.bulkLoader) throw new Error(`${database.describe} has no bulk loader`);
    return database.bulkLoader;
  });

  constant(TOKENS.clock, overrides.clock ?? new SystemClock());
  constant(TOKENS.hasher, overrides.hasher ?? new Argon2PasswordHasher());
  constant(TOKENS.codes, overrides.codes ?? new CryptoCodeGenerator());
  constant(TOKENS.secretTokens, new CryptoSecretTokens());
  constant(TOKENS.random, Math.random);
  constant(TOKENS.zipGeocoder, new ZipcodesZipGeocoder());
  constant(TOKENS.mediaStore, config.mediaS3Url ? new S3MediaStore(parseMediaS3Url(config.mediaS3Url)) : new FileSystemMediaStore(join(config.dataDir, 'media')));
  constant(TOKENS.imageProcessor, new SharpImageProcessor());
  constant(TOKENS.linkedPictureFetcher, overrides.linkedPictureFetcher ?? new HttpLinkedPictureFetcher());
  constant(TOKENS.demoPictureRenderer, new SvgDemoPictureRenderer());
  // Read on first use: a development secret may have to be generated into DATA_DIR first.
  constant(TOKENS.linkSigner, new HmacLinkSigner(() => resolveSessionSecret(config.sessionSecret, config.dataDir)));
  dynamic(TOKENS.payments, (get) => {
    if (overrides.payments) return overrides.payments;
    if (config.stripe) return new StripePaymentGateway({ secretKey: config.stripe.secretKey, apiUrl: config.stripe.apiUrl });
    if (config.demoMode) return new DemoPaymentGateway({ repository: get(TOKENS.demoPaymentRecords), clock: get(TOKENS.clock), ids: get(TOKENS.codes) });
    // Demo mode off and no Stripe keys: every payment is refused clearly (DESIGN.md).
    return new UnconfiguredPaymentGateway();
  });
  const webhookSecrets = [config.stripe?.webhookSecret, config.stripe?.connectWebhookSecret].filter((secret): secret is string => Boolean(secret));
  constant(TOKENS.paymentWebhook, webhookSecrets.length > 0 ? new StripePaymentWebhook(webhookSecrets) : null);
  // The demo card form exists only in demo mode, whatever gateway a test hands in.
  dynamic(TOKENS.demoPayments, (get) => {
    const payments = get(TOKENS.payments);
    return config.demoMode && payments instanceof DemoPaymentGateway ? payments : null;
  });
  const openJobQueue = database.openJobQueue?.bind(database);
  constant(
    TOKENS.jobQueue,
    new LazyJobQueue(APPLICATION_JOB_QUEUES, async () =>
      openJobQueue
        ? openJobQueue({ queues: APPLICATION_JOB_QUEUES, workers: config.jobs ?? false, onError: (error) => logger.error({ err: error }, 'job queue error') })
        : new InMemoryJobQueue(APPLICATION_JOB_QUEUES),
    ),
  );

  const openCatalogueSignals = database.openCatalogueSignals?.bind(database);
  const signalError = (error: unknown) => logger.warn({ err: error }, 'catalogue signals failed: other instances see changes when their caches expire');
  constant(
    TOKENS.catalogueSignals,
    new LazyCatalogueSignals(
      async () => (openCatalogueSignals ? openCatalogueSignals(signalError) : inProcessCatalogueSignals(database.repositories)),
      signalError,
    ),
  );

  const mail = createMailer(config);
  constant(TOKENS.mailCatcher, mail.catcher);
  constant(TOKENS.mailer, mail.mailer);
  constant(TOKENS.mailSettings, { publicUrl: config.publicUrl ?? 'http://localhost:3000' });
  constant(TOKENS.qrImages, new QrPngRenderer());
  dynamic(TOKENS.emailDispatch, (get) => new JobQueueEmailDispatch(get(TOKENS.jobQueue), logger));
  dynamic(TOKENS.favoriteDealNotices, (get) => new JobQueueFavoriteDealNotices(get(TOKENS.jobQueue), logger));

  for (const name of Object.keys(USE_CASES) as UseCaseName[]) {
    dynamic(useCaseToken(name), (get) => USE_CASES[name](get, config));
  }
  return container;
}

/**
 * The mailer the configuration names: nodemailer over SMTP_URL, or, without one (never in
 * production: the configuration refuses it), an in-process catcher that the admin area lists.
 * Nothing connects or listens until the first message.
 */
export function createMailer(config: Pick<CompositionConfig, 'mail'>): { mailer: Mailer; catcher: MailCatcher | null } {
  const { smtpUrl, from } = config.mail ?? { smtpUrl: null, from: DEVELOPMENT_MAIL_FROM };
  if (smtpUrl) return { mailer: new NodemailerMailer({ smtpUrl, from }), catcher: null };
  const catcher = new SmtpCatcher();
  return { mailer: new SmtpCatcherMailer(catcher, from), catcher };
}

/**
 * Every use case, resolved from the container on first use (so a command that needs two of them
 * builds only those). The routers and the tests call `useCases.x.execute(...)`.
 */
export function resolveUseCases(container: Container): UseCases {
  const useCases = {} as UseCases;
  for (const name of Object.keys(USE_CASES) as UseCaseName[]) {
    Object.defineProperty(useCases, name, {
      enumerable: true,
      get() {
        const value = container.get(useCaseToken(name));
        Object.defineProperty(useCases, name, { value, enumerable: true });
        return value;
      },
      configurable: true,
    });
  }
  return useCases;
}

/**
 * Starts this process's job workers and schedules on the container's job queue (the server unless
 * JOBS=off, and `marketplace worker`). @returns the queue, which the caller stops before the database.
 */
export async function startJobWorkers(container: Container, options: { logger: Logger; firstPurgeDelaySeconds?: number }): Promise<JobQueue> {
  const jobs = resolve(container, TOKENS.jobQueue);
  await startWorkers({ jobs, useCases: resolveUseCases(container), ...options });
  return jobs;
}

/** Another process (a server or the CLI) holds the embedded database. */
export function isDatabaseInUse(error: unknown): error is Error {
  return error instanceof EmbeddedDatabaseInUseError;
}

/** One in-process channel per database (the instances a test starts on one in-memory database share it). */
const IN_PROCESS_SIGNALS = new WeakMap<object, CatalogueSignals>();

function inProcessCatalogueSignals(database: object): CatalogueSignals {
  let signals = IN_PROCESS_SIGNALS.get(database);
  if (!signals) {
    signals = new InProcessCatalogueSignals();
    IN_PROCESS_SIGNALS.set(database, signals);
  }
  return signals;
}

function isDatabase(infrastructure: Infrastructure): infrastructure is Database {
  return 'migrate' in infrastructure && 'migrationStatus' in infrastructure;
}

/** A database handed in (tests) has its schema already: nothing to migrate. */
function withoutMigrations(infrastructure: Infrastructure): Database {
  return {
    ...infrastructure,
    migrate: async () => ({ applied: [] }),
    migrationStatus: async () => ({ executed: [], pending: [] }),
  };
}

async function openDatabase(config: CompositionConfig): Promise<Database> {
  const location = config.database;
  // Loaded only when a database is opened: MikroORM takes a third of a second to import, which a
  // container on a database at hand (the tests') need not pay.
  const { MikroOrmDatabase } = await import('@marketplace/adapters-mikro-orm/mikro-orm-database');
  const database = await MikroOrmDatabase.open(
    'databaseUrl' in location ? { ...location, poolMax: config.databasePoolMax, readReplicaUrls: config.databaseReadReplicaUrls } : location,
  );
  return {
    repositories: database.repositories,
    transactions: database.transactions,
    bulkLoader: database.bulkLoader,
    isReachable: () => database.isReachable(),
    close: () => database.close(),
    describe: describeDatabaseLocation(location, config.dataDir),
    migrate: () => database.migrate(),
    migrationStatus: () => database.migrationStatus(),
    async openJobQueue(options) {
      const { PgBossJobQueue } = await import('@marketplace/adapters-mikro-orm/pg-boss-job-queue');
      return PgBossJobQueue.start(await database.jobQueueConnection(), options);
    },
    // The embedded engine is one process's: the in-process channel reaches all its instances.
    ...(database.databaseUrl
      ? {
          async openCatalogueSignals(onError: (error: unknown) => void) {
            const { PostgresCatalogueSignals } = await import('@marketplace/adapters-mikro-orm/postgres-catalogue-signals');
            return PostgresCatalogueSignals.open(database.databaseUrl ?? '', onError);
          },
        }
      : {}),
  };
}
