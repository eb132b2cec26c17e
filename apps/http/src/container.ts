import { Container } from 'inversify';
import type { Logger } from 'pino';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { ListBusinesses, VerifyBusiness } from '@marketplace/core/accounts/application/business-directory.use-case';
import { DemoLogin } from '@marketplace/core/accounts/application/demo-login.use-case';
import { LogInAdmin, LogInBusiness, LogInCustomer } from '@marketplace/core/accounts/application/log-in.use-case';
import { RegisterBusiness } from '@marketplace/core/accounts/application/register-business.use-case';
import { RegisterCustomer } from '@marketplace/core/accounts/application/register-customer.use-case';
import { CloseSession, OpenSession, ResumeSession } from '@marketplace/core/accounts/application/sessions.use-case';
import { UpdateProfile } from '@marketplace/core/accounts/application/update-profile.use-case';
import type { PasswordHasher } from '@marketplace/core/accounts/ports/password-hasher.port';
import { CreateDeal } from '@marketplace/core/deals/application/create-deal.use-case';
import { GetDeal } from '@marketplace/core/deals/application/get-deal.use-case';
import { ListDeals } from '@marketplace/core/deals/application/list-deals.use-case';
import { UpdateDeal } from '@marketplace/core/deals/application/update-deal.use-case';
import { SeedDemoData } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { GetBusinessStats } from '@marketplace/core/purchases/application/business-stats.use-case';
import { ListMyPurchases } from '@marketplace/core/purchases/application/list-my-purchases.use-case';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import { RedeemCode, ValidateCode } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { RedeemMyPurchase } from '@marketplace/core/purchases/application/redeem-my-purchase.use-case';
import { StartCheckout } from '@marketplace/core/purchases/application/start-checkout.use-case';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import type { PaymentGateway } from '@marketplace/core/purchases/ports/payment-gateway.port';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import { CreateSubscription, GetSubscriptionState } from '@marketplace/core/subscriptions/application/subscription.use-case';
import { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import { HandlePaymentEvent } from '@marketplace/core/payments/application/handle-payment-event.use-case';
import { JoinWaitlist, ListWaitlist } from '@marketplace/core/waitlist/application/waitlist.use-case';
import type { AppConfig } from './config.js';
import type { Infrastructure } from './infrastructure.js';
import { TOKENS } from './tokens.js';

export interface ContainerParts {
  config: AppConfig;
  logger: Logger;
  infrastructure: Infrastructure;
  payments: PaymentGateway;
  /** Replaceable in tests: a fixed clock, a fast hasher, deterministic codes. */
  clock?: Clock;
  hasher?: PasswordHasher;
  codes?: CodeGenerator;
}

function buildUseCases(parts: Required<ContainerParts>) {
  const { infrastructure, payments, clock, hasher, codes, config } = parts;
  const { repositories, transactions } = infrastructure;
  const { users, businesses, sessions, deals, purchases, waitlist, subscriptions } = repositories;
  const accounts = { users, businesses, hasher, clock };
  const recordPurchase = new RecordPurchase({ purchases, deals, payments, transactions, codes, clock });
  const syncSubscription = new SyncSubscription({ subscriptions, transactions, clock });
  const sessionDeps = { sessions, users, businesses, codes, clock };
  return {
    registerCustomer: new RegisterCustomer(accounts),
    registerBusiness: new RegisterBusiness(accounts),
    logInCustomer: new LogInCustomer(accounts),
    logInBusiness: new LogInBusiness(accounts),
    logInAdmin: new LogInAdmin(accounts),
    demoLogin: new DemoLogin({ users, businesses, demoMode: config.demoMode }),
    updateProfile: new UpdateProfile(accounts),
    openSession: new OpenSession(sessionDeps),
    resumeSession: new ResumeSession(sessionDeps),
    closeSession: new CloseSession(sessionDeps),
    listBusinesses: new ListBusinesses({ businesses }),
    verifyBusiness: new VerifyBusiness({ transactions }),
    listDeals: new ListDeals({ deals, businesses, clock }),
    getDeal: new GetDeal({ deals, businesses, clock }),
    createDeal: new CreateDeal({ deals, businesses, clock }),
    updateDeal: new UpdateDeal({ deals, businesses }),
    startCheckout: new StartCheckout({ deals, businesses, purchases, payments, clock }),
    recordPurchase,
    listMyPurchases: new ListMyPurchases({ purchases, deals }),
    redeemMyPurchase: new RedeemMyPurchase({ transactions, clock }),
    validateCode: new ValidateCode({ purchases, deals, users, clock }),
    redeemCode: new RedeemCode({ purchases, deals, users, transactions, clock }),
    businessStats: new GetBusinessStats({ purchases }),
    joinWaitlist: new JoinWaitlist({ waitlist, clock }),
    listWaitlist: new ListWaitlist({ waitlist }),
    subscriptionState: new GetSubscriptionState({ businesses, subscriptions, payments, clock }),
    createSubscription: new CreateSubscription({ businesses, subscriptions, payments, clock }),
    syncSubscription,
    handlePaymentEvent: new HandlePaymentEvent({
      processedEvents: repositories.processedEvents,
      transactions,
      payments,
      recordPurchase,
      syncSubscription,
      clock,
    }),
    seed: new SeedDemoData({ transactions, hasher, clock }),
  };
}

export type UseCases = ReturnType<typeof buildUseCases>;

/**
 * The composition root: the only place that knows concrete classes. Everything the HTTP layer
 * needs is bound here once, as a singleton, under a symbol token.
 */
export function createContainer(parts: ContainerParts): Container {
  const complete: Required<ContainerParts> = {
    ...parts,
    clock: parts.clock ?? new SystemClock(),
    hasher: parts.hasher ?? new Argon2PasswordHasher(),
    codes: parts.codes ?? new CryptoCodeGenerator(),
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.config).toConstantValue(complete.config);
  container.bind(TOKENS.logger).toConstantValue(complete.logger);
  container.bind(TOKENS.infrastructure).toConstantValue(complete.infrastructure);
  container.bind(TOKENS.clock).toConstantValue(complete.clock);
  container.bind(TOKENS.hasher).toConstantValue(complete.hasher);
  container.bind(TOKENS.codes).toConstantValue(complete.codes);
  container.bind(TOKENS.payments).toConstantValue(complete.payments);
  container.bind(TOKENS.useCases).toDynamicValue(() => buildUseCases(complete));
  return container;
}
