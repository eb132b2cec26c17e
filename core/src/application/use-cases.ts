import type { PasswordHasher } from '../accounts/ports/password-hasher.port.js';
import type { CodeGenerator } from '../purchases/ports/code-generator.port.js';
import type { PaymentGateway } from '../purchases/ports/payment-gateway.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { Repositories } from '../shared/ports/repositories.port.js';
import type { TransactionRunner } from '../shared/ports/transaction-runner.port.js';
import { ListBusinesses, ListBusinessesPage, VerifyBusiness } from '../accounts/application/business-directory.use-case.js';
import { ListBusinessesForAdmin } from '../admin/application/list-businesses-for-admin.use-case.js';
import { GetPublicFigures } from '../admin/application/public-figures.use-case.js';
import { GetEmailPreferences, UpdateEmailPreferences } from '../accounts/application/email-preferences.use-case.js';
import { ChangeContactMessageStatus, ListContactMessages, SendContactMessage } from '../contact/application/contact-messages.use-case.js';
import { GetPlatformFigures } from '../admin/application/platform-figures.use-case.js';
import { DemoLogin } from '../accounts/application/demo-login.use-case.js';
import { LogInAdmin, LogInBusiness, LogInCustomer } from '../accounts/application/log-in.use-case.js';
import { RegisterBusiness } from '../accounts/application/register-business.use-case.js';
import { RegisterCustomer } from '../accounts/application/register-customer.use-case.js';
import { CloseSession, OpenSession, ResumeSession } from '../accounts/application/sessions.use-case.js';
import { UpdateProfile } from '../accounts/application/update-profile.use-case.js';
import { CreateDeal } from '../deals/application/create-deal.use-case.js';
import { GetDeal } from '../deals/application/get-deal.use-case.js';
import { ListDeals } from '../deals/application/list-deals.use-case.js';
import { UpdateDeal } from '../deals/application/update-deal.use-case.js';
import { SeedDemoData } from '../demo/application/seed-demo-data.use-case.js';
import { GetBusinessStats } from '../purchases/application/business-stats.use-case.js';
import { ListMyPurchases } from '../purchases/application/list-my-purchases.use-case.js';
import { RecordPurchase } from '../purchases/application/record-purchase.use-case.js';
import { RedeemCode, ValidateCode } from '../purchases/application/redeem-code.use-case.js';
import { RedeemMyPurchase } from '../purchases/application/redeem-my-purchase.use-case.js';
import { StartCheckout } from '../purchases/application/start-checkout.use-case.js';
import { GetUsesAllowance } from '../purchases/application/uses-allowance.use-case.js';
import { CreateSubscription, GetSubscriptionState } from '../subscriptions/application/subscription.use-case.js';
import { SyncSubscription } from '../subscriptions/application/sync-subscription.use-case.js';
import { HandlePaymentEvent } from '../payments/application/handle-payment-event.use-case.js';
import { ExportWaitlist, JoinWaitlist, ListWaitlist, ListWaitlistPage, SummarizeWaitlist } from '../waitlist/application/waitlist.use-case.js';
import { PurgeExpiredRecords } from '../housekeeping/application/purge-expired-records.use-case.js';

/** Every port the use cases need, as a delivery app's composition root provides them. */
export interface UseCasePorts {
  repositories: Repositories;
  transactions: TransactionRunner;
  payments: PaymentGateway;
  clock: Clock;
  hasher: PasswordHasher;
  codes: CodeGenerator;
}

/**
 * Every use case of the product wired to one set of ports. The HTTP server, the CLI and the tests
 * build theirs here, so a new use case is added in one place.
 */
export function createUseCases(ports: UseCasePorts, options: { demoMode: boolean }) {
  const { repositories, transactions, payments, clock, hasher, codes } = ports;
  const { users, businesses, sessions, deals, purchases, waitlist, subscriptions, emailPreferences, contactMessages } = repositories;
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
    demoLogin: new DemoLogin({ users, businesses, demoMode: options.demoMode }),
    updateProfile: new UpdateProfile(accounts),
    openSession: new OpenSession(sessionDeps),
    resumeSession: new ResumeSession(sessionDeps),
    closeSession: new CloseSession(sessionDeps),
    listBusinesses: new ListBusinesses({ businesses }),
    listBusinessesPage: new ListBusinessesPage({ businesses }),
    verifyBusiness: new VerifyBusiness({ transactions }),
    listBusinessesForAdmin: new ListBusinessesForAdmin({ businesses, deals, clock }),
    platformFigures: new GetPlatformFigures({ users, businesses, deals, purchases, waitlist, clock }),
    publicFigures: new GetPublicFigures({ users, businesses, waitlist }),
    getEmailPreferences: new GetEmailPreferences({ emailPreferences }),
    updateEmailPreferences: new UpdateEmailPreferences({ emailPreferences, clock }),
    sendContactMessage: new SendContactMessage({ contactMessages, clock }),
    listContactMessages: new ListContactMessages({ contactMessages }),
    changeContactMessageStatus: new ChangeContactMessageStatus({ contactMessages, clock }),
    listDeals: new ListDeals({ deals, businesses, clock }),
    getDeal: new GetDeal({ deals, businesses, clock }),
    createDeal: new CreateDeal({ deals, businesses, clock }),
    updateDeal: new UpdateDeal({ deals, businesses }),
    startCheckout: new StartCheckout({ deals, businesses, purchases, payments, clock }),
    usesAllowance: new GetUsesAllowance({ deals, businesses, purchases, clock }),
    recordPurchase,
    listMyPurchases: new ListMyPurchases({ purchases, deals, businesses }),
    redeemMyPurchase: new RedeemMyPurchase({ purchases, clock }),
    validateCode: new ValidateCode({ purchases, deals, users, clock }),
    redeemCode: new RedeemCode({ purchases, deals, users, clock }),
    businessStats: new GetBusinessStats({ purchases }),
    joinWaitlist: new JoinWaitlist({ waitlist, clock }),
    listWaitlist: new ListWaitlist({ waitlist }),
    listWaitlistPage: new ListWaitlistPage({ waitlist }),
    summarizeWaitlist: new SummarizeWaitlist({ waitlist }),
    exportWaitlist: new ExportWaitlist({ waitlist }),
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
    purgeExpiredRecords: new PurgeExpiredRecords({ sessions, rateLimits: repositories.rateLimits, demoPayments: repositories.demoPayments, clock }),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;
