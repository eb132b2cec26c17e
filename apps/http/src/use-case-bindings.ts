import { ListBusinesses, ListBusinessesPage, VerifyBusiness } from '@marketplace/core/accounts/application/business-directory.use-case';
import { ChangePassword, ConfirmEmailChange, RequestEmailChange } from '@marketplace/core/accounts/application/change-credentials.use-case';
import { CompletePasswordReset, RequestPasswordReset } from '@marketplace/core/accounts/application/password-reset.use-case';
import { PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH } from '@marketplace/core/accounts/application/set-admin-password.use-case';
import { DemoLogin } from '@marketplace/core/accounts/application/demo-login.use-case';
import {
  GetBusinessEmailPreferences,
  GetEmailPreferences,
  UpdateBusinessEmailPreferences,
  UpdateEmailPreferences,
} from '@marketplace/core/accounts/application/email-preferences.use-case';
import { ReadUnsubscribeLink, UnsubscribeByLink } from '@marketplace/core/accounts/application/unsubscribe.use-case';
import { LogInAdmin, LogInBusiness, LogInCustomer } from '@marketplace/core/accounts/application/log-in.use-case';
import { RegisterBusiness } from '@marketplace/core/accounts/application/register-business.use-case';
import { RegisterCustomer } from '@marketplace/core/accounts/application/register-customer.use-case';
import { CloseSession, OpenSession, ResumeSession } from '@marketplace/core/accounts/application/sessions.use-case';
import { SetAdminPassword } from '@marketplace/core/accounts/application/set-admin-password.use-case';
import { UpdateAccount } from '@marketplace/core/accounts/application/update-account.use-case';
import { GetBusinessSettings, UpdateBusinessSettings } from '@marketplace/core/accounts/application/business-settings.use-case';
import { ExportWeekStatements, GetPayoutsOverview, GetStatement, ListBusinessBalances, ShowBusiness } from '@marketplace/core/ledger/application/statements.use-case';
import { ListBusinessesForAdmin } from '@marketplace/core/admin/application/list-businesses-for-admin.use-case';
import { GetPlatformFigures } from '@marketplace/core/admin/application/platform-figures.use-case';
import { GetPublicFigures } from '@marketplace/core/admin/application/public-figures.use-case';
import { ChangeContactMessageStatus, ListContactMessages, SendContactMessage } from '@marketplace/core/contact/application/contact-messages.use-case';
import { UnsubscribeLinks } from '@marketplace/core/accounts/application/unsubscribe-links';
import { WriteExpiryReminders } from '@marketplace/core/mail/application/write-expiry-reminders.use-case';
import { WriteWeeklySummaries } from '@marketplace/core/mail/application/write-weekly-summaries.use-case';
import { FlushOutbox } from '@marketplace/core/mail/application/flush-outbox.use-case';
import { SendOutboxEmail } from '@marketplace/core/mail/application/send-outbox-email.use-case';
import { GetSentMail, ListSentMail } from '@marketplace/core/mail/application/sent-mail.use-case';
import {
  CheckConnectedAccount,
  CompleteDemoOnboarding,
  GetConnectState,
  StartConnectOnboarding,
  SyncConnectedAccount,
} from '@marketplace/core/connect/application/connect.use-case';
import { RecordBankPayout, RunPayouts } from '@marketplace/core/payouts/application/run-payouts.use-case';
import { ListLocations } from '@marketplace/core/locations/application/list-locations.use-case';
import { AddLocation, FillLocationCoordinates, RemoveLocation, UpdateLocation } from '@marketplace/core/locations/application/manage-locations.use-case';
import { CreateDeal } from '@marketplace/core/deals/application/create-deal.use-case';
import { GetDeal } from '@marketplace/core/deals/application/get-deal.use-case';
import { ListCategories } from '@marketplace/core/deals/application/list-categories.use-case';
import { ListDeals } from '@marketplace/core/deals/application/list-deals.use-case';
import { UpdateDeal } from '@marketplace/core/deals/application/update-deal.use-case';
import { SeedBulkData } from '@marketplace/core/demo/application/seed-bulk-data.use-case';
import { SeedDemoData } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { GetJobOverview, RetryJob } from '@marketplace/core/jobs/application/job-admin.use-case';
import { PurgeExpiredRecords } from '@marketplace/core/housekeeping/application/purge-expired-records.use-case';
import { ConfirmDemoPayment, ConfirmDemoSubscription } from '@marketplace/core/payments/application/confirm-demo-payment.use-case';
import { HandlePaymentEvent } from '@marketplace/core/payments/application/handle-payment-event.use-case';
import { ReceivePaymentWebhook } from '@marketplace/core/payments/application/receive-payment-webhook.use-case';
import { GetBusinessStats } from '@marketplace/core/purchases/application/business-stats.use-case';
import { ListMyPurchases } from '@marketplace/core/purchases/application/list-my-purchases.use-case';
import { RecordMyPurchase } from '@marketplace/core/purchases/application/record-my-purchase.use-case';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import { OperatorRedeem } from '@marketplace/core/purchases/application/operator-redeem.use-case';
import { RedeemCode, ValidateCode } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { RedeemMyPurchase } from '@marketplace/core/purchases/application/redeem-my-purchase.use-case';
import { ListRedemptions, UndoRedemption } from '@marketplace/core/purchases/application/till-redemptions.use-case';
import { StartCheckout } from '@marketplace/core/purchases/application/start-checkout.use-case';
import { GetUsesAllowance } from '@marketplace/core/purchases/application/uses-allowance.use-case';
import {
  CancelSubscription,
  CreateSubscription,
  GetSubscriptionState,
  ResumeSubscription,
} from '@marketplace/core/subscriptions/application/subscription.use-case';
import { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import { ExportWaitlist, JoinWaitlist, ListWaitlist, ListWaitlistPage, SummarizeWaitlist } from '@marketplace/core/waitlist/application/waitlist.use-case';
import { ChangeStaffRole, InviteStaff, ListTeam, RemoveStaff, ResendInvitation } from '@marketplace/core/team/application/team.use-case';
import { AcceptInvitation, ShowInvitation } from '@marketplace/core/team/application/accept-invitation.use-case';
import type { CompositionConfig } from './composition-config.js';
import { TOKENS, type Token } from './tokens.js';

/** Resolves a port (or another use case) from the container. */
type Get = <T>(token: Token<T>) => T;

/** The token each use case is bound under in the container. */
export function useCaseToken<Name extends UseCaseName>(name: Name): Token<UseCases[Name]> {
  return Symbol.for(`marketplace.useCase.${name}`) as Token<UseCases[Name]>;
}

const accounts = (get: Get) => ({ users: get(TOKENS.users), businesses: get(TOKENS.businesses), staff: get(TOKENS.staff), hasher: get(TOKENS.hasher), clock: get(TOKENS.clock) });
/** Accounts plus what recovery needs: transactions, link tokens, the outbox's dispatch, PUBLIC_URL for the links. */
const recovery = (get: Get) => ({
  ...accounts(get),
  transactions: get(TOKENS.transactions),
  secrets: get(TOKENS.secretTokens),
  emailDispatch: get(TOKENS.emailDispatch),
  publicUrl: get(TOKENS.mailSettings).publicUrl,
});
const sessionPorts = (get: Get) => ({ sessions: get(TOKENS.sessions), users: get(TOKENS.users), businesses: get(TOKENS.businesses), staff: get(TOKENS.staff), codes: get(TOKENS.codes), clock: get(TOKENS.clock) });
/** The team: its repositories, and what an invitation's link and email need. */
const teamPorts = (get: Get) => ({
  repositories: { staff: get(TOKENS.staff), businesses: get(TOKENS.businesses), accountTokens: get(TOKENS.accountTokens) },
  transactions: get(TOKENS.transactions),
  secrets: get(TOKENS.secretTokens),
  hasher: get(TOKENS.hasher),
  emailDispatch: get(TOKENS.emailDispatch),
  clock: get(TOKENS.clock),
  publicUrl: get(TOKENS.mailSettings).publicUrl,
});
const catalogue = (get: Get) => ({ deals: get(TOKENS.deals), businesses: get(TOKENS.businesses), clock: get(TOKENS.clock) });
const codeChecks = (get: Get) => ({ purchases: get(TOKENS.purchases), locations: get(TOKENS.locations), deals: get(TOKENS.deals), users: get(TOKENS.users), clock: get(TOKENS.clock) });
const emailWriting = (get: Get) => ({ emailDispatch: get(TOKENS.emailDispatch), mailSettings: get(TOKENS.mailSettings) });
const waitlist = (get: Get) => ({ waitlist: get(TOKENS.waitlist) });
const subscriptionPorts = (get: Get) => ({ businesses: get(TOKENS.businesses), subscriptions: get(TOKENS.subscriptions), payments: get(TOKENS.payments), clock: get(TOKENS.clock) });
const unsubscribePorts = (get: Get) => ({
  signer: get(TOKENS.linkSigner),
  emailPreferences: get(TOKENS.emailPreferences),
  users: get(TOKENS.users),
  businesses: get(TOKENS.businesses),
});
/** What a job writing non-transactional email needs: the outbox, sending after, and signed unsubscribe links. */
const noticePorts = (get: Get) => ({
  purchases: get(TOKENS.purchases),
  outbox: get(TOKENS.outbox),
  dispatch: get(TOKENS.emailDispatch),
  unsubscribeLinks: new UnsubscribeLinks({ signer: get(TOKENS.linkSigner), publicUrl: get(TOKENS.mailSettings).publicUrl }),
  clock: get(TOKENS.clock),
  settings: get(TOKENS.mailSettings),
});
/** The ledger with the businesses it belongs to (statements, balances). */
const ledgerPorts = (get: Get) => ({ ledger: get(TOKENS.ledger), businesses: get(TOKENS.businesses) });
const recordPurchase = (get: Get): RecordPurchase => get(useCaseToken('recordPurchase'));
const handlePaymentEvent = (get: Get): HandlePaymentEvent => get(useCaseToken('handlePaymentEvent'));
const syncSubscription = (get: Get): SyncSubscription => get(useCaseToken('syncSubscription'));
const syncConnectedAccount = (get: Get): SyncConnectedAccount => get(useCaseToken('syncConnectedAccount'));
const recordBankPayout = (get: Get): RecordBankPayout => get(useCaseToken('recordBankPayout'));
const locationPorts = (get: Get) => ({
  locations: get(TOKENS.locations),
  businesses: get(TOKENS.businesses),
  clock: get(TOKENS.clock),
  geocoder: get(TOKENS.zipGeocoder),
  transactions: get(TOKENS.transactions),
});
const connectPorts = (get: Get) => ({
  businesses: get(TOKENS.businesses),
  payments: get(TOKENS.payments),
  transactions: get(TOKENS.transactions),
  clock: get(TOKENS.clock),
});

/**
 * Every use case of the product, each built from the ports it names; a new use case is added here
 * once and the server, the CLI and the tests have it.
 */
export const USE_CASES = {
  registerCustomer: (get: Get) => new RegisterCustomer({ ...accounts(get), ...emailWriting(get), transactions: get(TOKENS.transactions) }),
  registerBusiness: (get: Get) => new RegisterBusiness({ ...accounts(get), ...emailWriting(get), transactions: get(TOKENS.transactions), geocoder: get(TOKENS.zipGeocoder) }),
  logInCustomer: (get: Get) => new LogInCustomer(accounts(get)),
  logInBusiness: (get: Get) => new LogInBusiness(accounts(get)),
  logInAdmin: (get: Get) => new LogInAdmin(accounts(get)),
  demoLogin: (get: Get, config: CompositionConfig) => new DemoLogin({ users: get(TOKENS.users), businesses: get(TOKENS.businesses), demoMode: config.demoMode }),
  updateAccount: (get: Get) => new UpdateAccount(accounts(get)),
  setAdminPassword: (get: Get, config: CompositionConfig) =>
    new SetAdminPassword({ users: get(TOKENS.users), sessions: get(TOKENS.sessions), hasher: get(TOKENS.hasher), production: config.production }),
  requestPasswordReset: (get: Get) => new RequestPasswordReset(recovery(get)),
  completePasswordReset: (get: Get, config: CompositionConfig) =>
    new CompletePasswordReset({ ...recovery(get), adminPasswordMinLength: config.production ? PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH : 0 }),
  changePassword: (get: Get) => new ChangePassword(recovery(get)),
  requestEmailChange: (get: Get) => new RequestEmailChange(recovery(get)),
  confirmEmailChange: (get: Get) => new ConfirmEmailChange(recovery(get)),
  openSession: (get: Get) => new OpenSession(sessionPorts(get)),
  resumeSession: (get: Get) => new ResumeSession(sessionPorts(get)),
  closeSession: (get: Get) => new CloseSession(sessionPorts(get)),
  listTeam: (get: Get) => new ListTeam(teamPorts(get)),
  inviteStaff: (get: Get) => new InviteStaff(teamPorts(get)),
  resendInvitation: (get: Get) => new ResendInvitation(teamPorts(get)),
  changeStaffRole: (get: Get) => new ChangeStaffRole(teamPorts(get)),
  removeStaff: (get: Get) => new RemoveStaff(teamPorts(get)),
  showInvitation: (get: Get) => new ShowInvitation(teamPorts(get)),
  acceptInvitation: (get: Get) => new AcceptInvitation(teamPorts(get)),
  listBusinesses: (get: Get) => new ListBusinesses({ businesses: get(TOKENS.businesses) }),
  listBusinessesPage: (get: Get) => new ListBusinessesPage({ businesses: get(TOKENS.businesses) }),
  verifyBusiness: (get: Get) => new VerifyBusiness({ transactions: get(TOKENS.transactions), clock: get(TOKENS.clock), ...emailWriting(get) }),
  listBusinessesForAdmin: (get: Get) => new ListBusinessesForAdmin(catalogue(get)),
  platformFigures: (get: Get) =>
    new GetPlatformFigures({ ...catalogue(get), users: get(TOKENS.users), purchases: get(TOKENS.purchases), ledger: get(TOKENS.ledger), waitlist: get(TOKENS.waitlist) }),
  publicFigures: (get: Get) => new GetPublicFigures({ users: get(TOKENS.users), businesses: get(TOKENS.businesses), waitlist: get(TOKENS.waitlist) }),
  getEmailPreferences: (get: Get) => new GetEmailPreferences({ emailPreferences: get(TOKENS.emailPreferences) }),
  updateEmailPreferences: (get: Get) => new UpdateEmailPreferences({ emailPreferences: get(TOKENS.emailPreferences), clock: get(TOKENS.clock) }),
  getBusinessEmailPreferences: (get: Get) => new GetBusinessEmailPreferences({ emailPreferences: get(TOKENS.emailPreferences) }),
  updateBusinessEmailPreferences: (get: Get) =>
    new UpdateBusinessEmailPreferences({ emailPreferences: get(TOKENS.emailPreferences), clock: get(TOKENS.clock) }),
  readUnsubscribeLink: (get: Get) => new ReadUnsubscribeLink(unsubscribePorts(get)),
  unsubscribeByLink: (get: Get) => new UnsubscribeByLink({ ...unsubscribePorts(get), clock: get(TOKENS.clock) }),
  sendContactMessage: (get: Get) => new SendContactMessage({ contactMessages: get(TOKENS.contactMessages), clock: get(TOKENS.clock) }),
  listContactMessages: (get: Get) => new ListContactMessages({ contactMessages: get(TOKENS.contactMessages) }),
  changeContactMessageStatus: (get: Get) => new ChangeContactMessageStatus({ contactMessages: get(TOKENS.contactMessages), clock: get(TOKENS.clock) }),
  listSentMail: (get: Get) => new ListSentMail({ outbox: get(TOKENS.outbox), mailCatcher: get(TOKENS.mailCatcher) }),
  getSentMail: (get: Get) => new GetSentMail({ outbox: get(TOKENS.outbox), qrImages: get(TOKENS.qrImages) }),
  sendOutboxEmail: (get: Get) =>
    new SendOutboxEmail({
      outbox: get(TOKENS.outbox),
      mailer: get(TOKENS.mailer),
      qrImages: get(TOKENS.qrImages),
      clock: get(TOKENS.clock),
      settings: get(TOKENS.mailSettings),
    }),
  writeExpiryReminders: (get: Get) => new WriteExpiryReminders(noticePorts(get)),
  writeWeeklySummaries: (get: Get) => new WriteWeeklySummaries({ ...noticePorts(get), ...ledgerPorts(get) }),
  flushOutbox: (get: Get) => new FlushOutbox({ outbox: get(TOKENS.outbox), emailDispatch: get(TOKENS.emailDispatch), clock: get(TOKENS.clock) }),
  listCategories: (get: Get) => new ListCategories({ categories: get(TOKENS.categories) }),
  listDeals: (get: Get) => new ListDeals(catalogue(get)),
  getDeal: (get: Get) => new GetDeal({ ...catalogue(get), locations: get(TOKENS.locations) }),
  createDeal: (get: Get) => new CreateDeal(catalogue(get)),
  updateDeal: (get: Get) => new UpdateDeal({ deals: get(TOKENS.deals), businesses: get(TOKENS.businesses) }),
  startCheckout: (get: Get) => new StartCheckout({ ...catalogue(get), purchases: get(TOKENS.purchases), payments: get(TOKENS.payments) }),
  usesAllowance: (get: Get) => new GetUsesAllowance({ ...catalogue(get), purchases: get(TOKENS.purchases) }),
  recordPurchase: (get: Get) =>
    new RecordPurchase({
      purchases: get(TOKENS.purchases),
      deals: get(TOKENS.deals),
      businesses: get(TOKENS.businesses),
      payments: get(TOKENS.payments),
      transactions: get(TOKENS.transactions),
      codes: get(TOKENS.codes),
      clock: get(TOKENS.clock),
      ...emailWriting(get),
    }),
  recordMyPurchase: (get: Get) => new RecordMyPurchase({ recordPurchase: recordPurchase(get), deals: get(TOKENS.deals), businesses: get(TOKENS.businesses) }),
  listMyPurchases: (get: Get) => new ListMyPurchases({ purchases: get(TOKENS.purchases), deals: get(TOKENS.deals), businesses: get(TOKENS.businesses), redemptions: get(TOKENS.redemptions) }),
  redeemMyPurchase: (get: Get) => new RedeemMyPurchase({ purchases: get(TOKENS.purchases), clock: get(TOKENS.clock) }),
  validateCode: (get: Get) => new ValidateCode(codeChecks(get)),
  redeemCode: (get: Get) => new RedeemCode(codeChecks(get)),
  operatorRedeem: (get: Get) => new OperatorRedeem({ ...codeChecks(get), businesses: get(TOKENS.businesses) }),
  undoRedemption: (get: Get) => new UndoRedemption({ purchases: get(TOKENS.purchases), redemptions: get(TOKENS.redemptions), clock: get(TOKENS.clock) }),
  listRedemptions: (get: Get) => new ListRedemptions({ redemptions: get(TOKENS.redemptions), businesses: get(TOKENS.businesses), clock: get(TOKENS.clock) }),
  businessStats: (get: Get) => new GetBusinessStats({ purchases: get(TOKENS.purchases), ledger: get(TOKENS.ledger), redemptions: get(TOKENS.redemptions) }),
  joinWaitlist: (get: Get) => new JoinWaitlist({ waitlist: get(TOKENS.waitlist), clock: get(TOKENS.clock) }),
  listWaitlist: (get: Get) => new ListWaitlist(waitlist(get)),
  listWaitlistPage: (get: Get) => new ListWaitlistPage(waitlist(get)),
  summarizeWaitlist: (get: Get) => new SummarizeWaitlist(waitlist(get)),
  exportWaitlist: (get: Get) => new ExportWaitlist(waitlist(get)),
  subscriptionState: (get: Get) => new GetSubscriptionState(subscriptionPorts(get)),
  createSubscription: (get: Get) => new CreateSubscription(subscriptionPorts(get)),
  cancelSubscription: (get: Get) => new CancelSubscription({ ...subscriptionPorts(get), syncSubscription: syncSubscription(get) }),
  resumeSubscription: (get: Get) => new ResumeSubscription({ ...subscriptionPorts(get), syncSubscription: syncSubscription(get) }),
  syncSubscription: (get: Get) => new SyncSubscription({ subscriptions: get(TOKENS.subscriptions), transactions: get(TOKENS.transactions), clock: get(TOKENS.clock) }),
  confirmDemoPayment: (get: Get) => new ConfirmDemoPayment({ demo: get(TOKENS.demoPayments) }),
  confirmDemoSubscription: (get: Get) =>
    new ConfirmDemoSubscription({ demo: get(TOKENS.demoPayments), subscriptions: get(TOKENS.subscriptions), syncSubscription: syncSubscription(get) }),
  handlePaymentEvent: (get: Get) =>
    new HandlePaymentEvent({
      processedEvents: get(TOKENS.processedEvents),
      transactions: get(TOKENS.transactions),
      payments: get(TOKENS.payments),
      recordPurchase: recordPurchase(get),
      syncSubscription: syncSubscription(get),
      syncConnectedAccount: syncConnectedAccount(get),
      recordBankPayout: recordBankPayout(get),
      clock: get(TOKENS.clock),
    }),
  syncConnectedAccount: (get: Get) => new SyncConnectedAccount({ ...connectPorts(get), jobs: get(TOKENS.jobQueue) }),
  startConnectOnboarding: (get: Get, config: CompositionConfig) =>
    new StartConnectOnboarding({ ...connectPorts(get), publicUrl: config.publicUrl ?? get(TOKENS.mailSettings).publicUrl }),
  getConnectState: (get: Get) => new GetConnectState({ businesses: get(TOKENS.businesses) }),
  checkConnectedAccount: (get: Get) => new CheckConnectedAccount({ businesses: get(TOKENS.businesses), syncConnectedAccount: syncConnectedAccount(get) }),
  completeDemoOnboarding: (get: Get) =>
    new CompleteDemoOnboarding({ demo: get(TOKENS.demoPayments), businesses: get(TOKENS.businesses), syncConnectedAccount: syncConnectedAccount(get) }),
  runPayouts: (get: Get) =>
    new RunPayouts({
      businesses: get(TOKENS.businesses),
      ledger: get(TOKENS.ledger),
      payouts: get(TOKENS.payouts),
      payments: get(TOKENS.payments),
      transactions: get(TOKENS.transactions),
      clock: get(TOKENS.clock),
    }),
  recordBankPayout: (get: Get) => new RecordBankPayout({ businesses: get(TOKENS.businesses), ledger: get(TOKENS.ledger), clock: get(TOKENS.clock) }),
  receivePaymentWebhook: (get: Get) =>
    new ReceivePaymentWebhook({ webhook: get(TOKENS.paymentWebhook), handlePaymentEvent: handlePaymentEvent(get) }),
  seed: (get: Get) => new SeedDemoData({ transactions: get(TOKENS.transactions), hasher: get(TOKENS.hasher), clock: get(TOKENS.clock) }),
  seedBulk: (get: Get) =>
    new SeedBulkData({ loader: get(TOKENS.bulkLoader), hasher: get(TOKENS.hasher), codes: get(TOKENS.codes), clock: get(TOKENS.clock), random: get(TOKENS.random) }),
  purgeExpiredRecords: (get: Get) =>
    new PurgeExpiredRecords({
      sessions: get(TOKENS.sessions),
      rateLimits: get(TOKENS.rateLimits),
      demoPayments: get(TOKENS.demoPaymentRecords),
      outbox: get(TOKENS.outbox),
      accountTokens: get(TOKENS.accountTokens),
      clock: get(TOKENS.clock),
    }),
  getBusinessSettings: (get: Get) => new GetBusinessSettings({ businesses: get(TOKENS.businesses) }),
  updateBusinessSettings: (get: Get) => new UpdateBusinessSettings({ businesses: get(TOKENS.businesses) }),
  listLocations: (get: Get) => new ListLocations(locationPorts(get)),
  addLocation: (get: Get) => new AddLocation(locationPorts(get)),
  updateLocation: (get: Get) => new UpdateLocation(locationPorts(get)),
  removeLocation: (get: Get) => new RemoveLocation(locationPorts(get)),
  fillLocationCoordinates: (get: Get) => new FillLocationCoordinates(locationPorts(get)),
  payoutsOverview: (get: Get) => new GetPayoutsOverview({ ...ledgerPorts(get), clock: get(TOKENS.clock) }),
  statement: (get: Get) => new GetStatement(ledgerPorts(get)),
  businessBalances: (get: Get) => new ListBusinessBalances(ledgerPorts(get)),
  exportWeekStatements: (get: Get) => new ExportWeekStatements(ledgerPorts(get)),
  showBusiness: (get: Get) => new ShowBusiness(ledgerPorts(get)),
  jobOverview: (get: Get) => new GetJobOverview({ jobs: get(TOKENS.jobQueue) }),
  retryJob: (get: Get) => new RetryJob({ jobs: get(TOKENS.jobQueue) }),
};

export type UseCaseName = keyof typeof USE_CASES;

/** Every use case by name, as the routers, the CLI commands and the tests call them. */
export type UseCases = { [Name in UseCaseName]: ReturnType<(typeof USE_CASES)[Name]> };
