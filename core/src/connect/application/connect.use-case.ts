import { requireBusinessOwner, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { RUN_PAYOUTS } from '../../jobs/domain/job-queues.js';
import type { JobQueue } from '../../jobs/ports/job-queue.port.js';
import type { DemoCardPayments } from '../../payments/ports/demo-card-payments.port.js';
import type { PaymentGateway } from '../../purchases/ports/payment-gateway.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import {
  connectStateFrom,
  connectStatusOf,
  describeConnectStatus,
  describeDisabledReason,
  describeRequirements,
  type ConnectStatus,
} from '../domain/connect-state.js';

/** Where Stripe sends the owner back: the dashboard checks the account at once (`?connect=return`). */
export const CONNECT_RETURN_PATH = '/business/dashboard?connect=return';
/** Where Stripe sends the owner when a link expired: the portal asks for a fresh link and goes on. */
export const CONNECT_REFRESH_PATH = '/business/connect/refresh';

/** A business's Connect state in the words its screens show. */
export interface ConnectOverview {
  status: ConnectStatus;
  /** One line: "Payouts on", "Stripe needs more information", ... */
  summary: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** What Stripe still needs, in words ("your bank account"), each once. */
  requirementsDue: string[];
  disabledReason: string | null;
  /** When the provider's state was last read; null before the first read. */
  updatedAt: Date | null;
}

export function connectOverviewOf(business: Business): ConnectOverview {
  const state = business.connect;
  const status = connectStatusOf(business.stripeAccountId, state);
  return {
    status,
    summary: describeConnectStatus(status),
    chargesEnabled: business.chargesEnabled,
    payoutsEnabled: business.payoutsEnabled,
    detailsSubmitted: state?.detailsSubmitted ?? false,
    requirementsDue: describeRequirements(state?.requirementsDue ?? []),
    disabledReason: status === 'enabled' ? null : describeDisabledReason(state?.disabledReason ?? null),
    updatedAt: state?.updatedAt ?? null,
  };
}

interface ConnectDeps {
  businesses: BusinessRepository;
  payments: PaymentGateway;
  transactions: TransactionRunner;
  clock: Clock;
}

function businessNotFound(): NotFoundError {
  return new NotFoundError('business.not_found', 'Business not found');
}

/**
 * Stores the provider's current record of a connected account on its business. The account is
 * re-read from the provider under the business's lock, so of any number of `account.updated`
 * deliveries and return checks, in any order, the last to run stores the provider's latest word.
 * When payouts turn on, the payouts job is queued (what accrued before is transferred).
 */
export class SyncConnectedAccount {
  constructor(private readonly deps: ConnectDeps & { jobs: JobQueue }) {}

  /** @returns the business, or null when no business has this account (another platform's, or deleted). */
  async execute(accountId: string): Promise<Business | null> {
    const known = await this.deps.businesses.findByStripeAccountId(accountId);
    if (!known) return null;
    const { business, payoutsTurnedOn } = await this.deps.transactions.run(
      async ({ businesses }) => {
        const current = await businesses.findById(known.id);
        if (current?.stripeAccountId !== accountId) return { business: current, payoutsTurnedOn: false };
        const record = await this.deps.payments.retrieveConnectedAccount(accountId);
        if (!record) return { business: current, payoutsTurnedOn: false };
        const turnedOn = current.applyConnectState(connectStateFrom(record, this.deps.clock.now()));
        await businesses.save(current);
        return { business: current, payoutsTurnedOn: turnedOn };
      },
      { exclusiveKey: connectLockKey(known.id) },
    );
    if (payoutsTurnedOn) await queuePayouts(this.deps.jobs);
    return business;
  }
}

/**
 * "Get paid": creates the business's connected Express account the first time (the idempotency
 * key `connect-account:<id>` makes concurrent first clicks one account), then a fresh onboarding
 * link, since a link works once and expires within minutes.
 */
export class StartConnectOnboarding {
  constructor(private readonly deps: ConnectDeps & { publicUrl: string }) {}

  async execute(actor: Actor): Promise<{ url: string }> {
    const { businessId } = requireBusinessOwner(actor);
    const { businesses, payments, transactions, clock } = this.deps;
    const business = await businesses.findById(businessId);
    if (!business) throw businessNotFound();
    let accountId = business.stripeAccountId;
    if (accountId === null) {
      const account = await payments.createConnectedAccount({ businessId, email: business.email, idempotencyKey: `connect-account:${businessId}` });
      accountId = await transactions.run(
        async (tx) => {
          const current = await tx.businesses.findById(businessId);
          if (!current) throw businessNotFound();
          if (current.stripeAccountId !== null) return current.stripeAccountId;
          current.linkConnectedAccount(account.id);
          current.applyConnectState(connectStateFrom(account, clock.now()));
          await tx.businesses.save(current);
          return account.id;
        },
        { exclusiveKey: connectLockKey(businessId) },
      );
    }
    const base = this.deps.publicUrl.replace(/\/+$/, '');
    return payments.createAccountLink({ accountId, returnUrl: `${base}${CONNECT_RETURN_PATH}`, refreshUrl: `${base}${CONNECT_REFRESH_PATH}` });
  }
}

/** The state the dashboard shows, as last stored. */
export class GetConnectState {
  constructor(private readonly deps: { businesses: BusinessRepository }) {}

  async execute(actor: Actor): Promise<ConnectOverview> {
    const { businessId } = requireBusinessOwner(actor);
    const business = await this.deps.businesses.findById(businessId);
    if (!business) throw businessNotFound();
    return connectOverviewOf(business);
  }
}

/** Back from onboarding: the account is read from the provider now, so the state is right before any webhook. */
export class CheckConnectedAccount {
  constructor(private readonly deps: { businesses: BusinessRepository; syncConnectedAccount: SyncConnectedAccount }) {}

  async execute(actor: Actor): Promise<ConnectOverview> {
    const { businessId } = requireBusinessOwner(actor);
    const business = await this.deps.businesses.findById(businessId);
    if (!business) throw businessNotFound();
    if (business.stripeAccountId === null) return connectOverviewOf(business);
    const synced = await this.deps.syncConnectedAccount.execute(business.stripeAccountId);
    return connectOverviewOf(synced ?? business);
  }
}

/**
 * The demo onboarding page's "Complete onboarding" (demo mode only, 404 otherwise): the business's
 * own demo account turns enabled, and its state is stored as after a real onboarding.
 */
export class CompleteDemoOnboarding {
  constructor(private readonly deps: { demo: DemoCardPayments | null; businesses: BusinessRepository; syncConnectedAccount: SyncConnectedAccount }) {}

  async execute(actor: Actor, accountId: () => string): Promise<ConnectOverview> {
    const { demo, businesses, syncConnectedAccount } = this.deps;
    if (!demo) throw new NotFoundError('demo.disabled', 'Not found');
    const { businessId } = requireBusinessOwner(actor);
    const wanted = accountId();
    const business = await businesses.findById(businessId);
    if (!business) throw businessNotFound();
    if (business.stripeAccountId !== wanted) throw new NotFoundError('connect.account_not_found', 'Payout account not found');
    await demo.completeOnboarding(wanted);
    return connectOverviewOf((await syncConnectedAccount.execute(wanted)) ?? business);
  }
}

/** One business's Connect changes (onboarding start, syncs) and payouts never interleave. */
export function connectLockKey(businessId: number): string {
  return `connect:${businessId}`;
}

/** Queues a payouts run; a run waiting already covers this one. The daily run catches up if the queue is down. */
export async function queuePayouts(jobs: JobQueue): Promise<void> {
  try {
    await jobs.enqueue(RUN_PAYOUTS.name, {}, { key: RUN_PAYOUTS.name });
  } catch {
    // The daily schedule transfers it anyway; the account's state is stored either way.
  }
}
