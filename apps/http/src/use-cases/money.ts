import { ExportWeekStatements, GetPayoutsOverview, GetStatement, ListBusinessBalances, ShowBusiness } from '@marketplace/core/ledger/application/statements.use-case';
import { CheckConnectedAccount, CompleteDemoOnboarding, GetConnectState, StartConnectOnboarding, SyncConnectedAccount } from '@marketplace/core/connect/application/connect.use-case';
import { RecordBankPayout, RunPayouts } from '@marketplace/core/payouts/application/run-payouts.use-case';
import { ConfirmDemoPayment, ConfirmDemoSubscription } from '@marketplace/core/payments/application/confirm-demo-payment.use-case';
import { HandlePaymentEvent } from '@marketplace/core/payments/application/handle-payment-event.use-case';
import { ReceivePaymentWebhook } from '@marketplace/core/payments/application/receive-payment-webhook.use-case';
import { CancelSubscription, CreateSubscription, GetSubscriptionState, ResumeSubscription } from '@marketplace/core/subscriptions/application/subscription.use-case';
import { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import type { CompositionConfig } from '../composition-config.js';
import { TOKENS } from '../tokens.js';
import { type Get, subscriptionPorts, ledgerPorts, recordPurchase, handlePaymentEvent, syncSubscription, syncConnectedAccount, recordBankPayout, connectPorts } from './ports.js';

/** Money: subscriptions, payments and their events, Connect, payouts and statements. */
export const MONEY_USE_CASES = {
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
  receivePaymentWebhook: (get: Get) =>
    new ReceivePaymentWebhook({ webhook: get(TOKENS.paymentWebhook), handlePaymentEvent: handlePaymentEvent(get) }),
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
  payoutsOverview: (get: Get) => new GetPayoutsOverview({ ...ledgerPorts(get), clock: get(TOKENS.clock) }),
  statement: (get: Get) => new GetStatement(ledgerPorts(get)),
  businessBalances: (get: Get) => new ListBusinessBalances(ledgerPorts(get)),
  exportWeekStatements: (get: Get) => new ExportWeekStatements(ledgerPorts(get)),
  showBusiness: (get: Get) => new ShowBusiness(ledgerPorts(get)),
};
