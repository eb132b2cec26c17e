import { UnsubscribeLinks } from '@marketplace/core/accounts/application/unsubscribe-links';
import type { SyncConnectedAccount } from '@marketplace/core/connect/application/connect.use-case';
import type { RecordBankPayout } from '@marketplace/core/payouts/application/run-payouts.use-case';
import type { HandlePaymentEvent } from '@marketplace/core/payments/application/handle-payment-event.use-case';
import type { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import type { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import { TOKENS, type Token } from '../tokens.js';
import type { UseCaseName, UseCases } from '../use-case-bindings.js';

/** Resolves a port (or another use case) from the container. */
export type Get = <T>(token: Token<T>) => T;

/** The token each use case is bound under in the container. */
export function useCaseToken<Name extends UseCaseName>(name: Name): Token<UseCases[Name]> {
  return Symbol.for(`marketplace.useCase.${name}`) as Token<UseCases[Name]>;
}

/** The ports several use cases take together, resolved from the container. */
export const accounts = (get: Get) => ({ users: get(TOKENS.users), businesses: get(TOKENS.businesses), staff: get(TOKENS.staff), hasher: get(TOKENS.hasher), clock: get(TOKENS.clock) });
/** Accounts plus what recovery needs: transactions, link tokens, the outbox's dispatch, PUBLIC_URL for the links. */
export const recovery = (get: Get) => ({
  ...accounts(get),
  transactions: get(TOKENS.transactions),
  secrets: get(TOKENS.secretTokens),
  emailDispatch: get(TOKENS.emailDispatch),
  publicUrl: get(TOKENS.mailSettings).publicUrl,
});
export const sessionPorts = (get: Get) => ({ sessions: get(TOKENS.sessions), users: get(TOKENS.users), businesses: get(TOKENS.businesses), staff: get(TOKENS.staff), codes: get(TOKENS.codes), clock: get(TOKENS.clock) });
/** The team: its repositories, and what an invitation's link and email need. */
export const teamPorts = (get: Get) => ({
  repositories: { staff: get(TOKENS.staff), businesses: get(TOKENS.businesses), accountTokens: get(TOKENS.accountTokens) },
  transactions: get(TOKENS.transactions),
  secrets: get(TOKENS.secretTokens),
  hasher: get(TOKENS.hasher),
  emailDispatch: get(TOKENS.emailDispatch),
  clock: get(TOKENS.clock),
  publicUrl: get(TOKENS.mailSettings).publicUrl,
});
export const catalogue = (get: Get) => ({ deals: get(TOKENS.deals), businesses: get(TOKENS.businesses), clock: get(TOKENS.clock) });
/** What creating or editing a deal needs: the catalogue and the business's uploaded pictures. */
export const dealWriting = (get: Get) => ({ ...catalogue(get), pictures: get(TOKENS.pictures) });
export const codeChecks = (get: Get) => ({ purchases: get(TOKENS.purchases), locations: get(TOKENS.locations), deals: get(TOKENS.deals), users: get(TOKENS.users), clock: get(TOKENS.clock) });
export const emailWriting = (get: Get) => ({ emailDispatch: get(TOKENS.emailDispatch), mailSettings: get(TOKENS.mailSettings) });
export const waitlist = (get: Get) => ({ waitlist: get(TOKENS.waitlist) });
export const subscriptionPorts = (get: Get) => ({ businesses: get(TOKENS.businesses), subscriptions: get(TOKENS.subscriptions), payments: get(TOKENS.payments), clock: get(TOKENS.clock) });
export const unsubscribePorts = (get: Get) => ({
  signer: get(TOKENS.linkSigner),
  emailPreferences: get(TOKENS.emailPreferences),
  users: get(TOKENS.users),
  businesses: get(TOKENS.businesses),
});
/** What a job writing non-transactional email needs: the outbox, sending after, and signed unsubscribe links. */
export const noticePorts = (get: Get) => ({
  purchases: get(TOKENS.purchases),
  gifts: get(TOKENS.gifts),
  outbox: get(TOKENS.outbox),
  dispatch: get(TOKENS.emailDispatch),
  unsubscribeLinks: new UnsubscribeLinks({ signer: get(TOKENS.linkSigner), publicUrl: get(TOKENS.mailSettings).publicUrl }),
  clock: get(TOKENS.clock),
  settings: get(TOKENS.mailSettings),
});
/** The ledger with the businesses it belongs to (statements, balances). */
export const ledgerPorts = (get: Get) => ({ ledger: get(TOKENS.ledger), businesses: get(TOKENS.businesses) });
export const recordPurchase = (get: Get): RecordPurchase => get(useCaseToken('recordPurchase'));
export const handlePaymentEvent = (get: Get): HandlePaymentEvent => get(useCaseToken('handlePaymentEvent'));
export const syncSubscription = (get: Get): SyncSubscription => get(useCaseToken('syncSubscription'));
export const syncConnectedAccount = (get: Get): SyncConnectedAccount => get(useCaseToken('syncConnectedAccount'));
export const recordBankPayout = (get: Get): RecordBankPayout => get(useCaseToken('recordBankPayout'));
export const locationPorts = (get: Get) => ({
  locations: get(TOKENS.locations),
  businesses: get(TOKENS.businesses),
  clock: get(TOKENS.clock),
  geocoder: get(TOKENS.zipGeocoder),
  transactions: get(TOKENS.transactions),
});
export const connectPorts = (get: Get) => ({
  businesses: get(TOKENS.businesses),
  payments: get(TOKENS.payments),
  transactions: get(TOKENS.transactions),
  clock: get(TOKENS.clock),
});
