import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import { balanceFromTotals, type NewLedgerEntry } from '../../ledger/domain/ledger-entry.js';
import type { LedgerRepository } from '../../ledger/ports/ledger.repository.port.js';
import { TransferRefusedError, type PaymentGateway, type TransferRecord } from '../../purchases/ports/payment-gateway.port.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { bankPayoutSourceKey, payoutIdempotencyKey, payoutTransferSourceKey, type Payout } from '../domain/payout.js';
import type { PayoutRepository } from '../ports/payout.repository.port.js';

export type PayoutOutcome =
  | { businessId: number; payoutId: number; outcome: 'sent'; amountCents: number; transferId: string }
  | { businessId: number; payoutId: number; outcome: 'refused'; amountCents: number; error: string }
  | { businessId: number; payoutId: number | null; outcome: 'error'; amountCents: number | null; error: string };

export interface PayoutRunReport {
  /** One line per business a transfer was attempted for, in business id order. */
  payouts: PayoutOutcome[];
}

/** One business's payouts never interleave: of two runs, the second waits and sees the first's payout. */
export function payoutLockKey(businessId: number): string {
  return `payouts:${businessId}`;
}

/**
 * Transfers what each business is owed to its connected account (DESIGN.md 10.5), for every
 * business with payouts enabled and a positive owed balance (the ledger's sum), and finishes any
 * payout a crash left pending. Per business:
 *
 * 1. under the business's lock: its pending payout if there is one, else a new `pending` payout of
 *    the whole owed balance (written before anything is asked of the provider);
 * 2. the transfer, with the idempotency key `payout:<id>`: a retry after a crash, or a second
 *    runner that found the same pending payout, gets the same transfer back, never a second one;
 * 3. in one transaction: the payout marked sent and the ledger's `transfer` entry (and, when the
 *    provider paid the bank at once, as the demo mode does, its `bank_payout`).
 *
 * A refusal for good marks the payout failed (the money stays owed for a later run); any other
 * error leaves it pending for the next run, and is reported.
 */
export class RunPayouts {
  constructor(
    private readonly deps: {
      businesses: BusinessRepository;
      ledger: LedgerRepository;
      payouts: PayoutRepository;
      payments: PaymentGateway;
      transactions: TransactionRunner;
      clock: Clock;
    },
  ) {}

  async execute(): Promise<PayoutRunReport> {
    const { ledger, payouts } = this.deps;
    const owing = [...(await ledger.totalsByBusiness())].filter(([, totals]) => balanceFromTotals(totals).owedCents > 0).map(([id]) => id);
    const unfinished = (await payouts.listPending()).map((payout) => payout.businessId);
    const businessIds = [...new Set([...owing, ...unfinished])].sort((a, b) => a - b);
    const report: PayoutRunReport = { payouts: [] };
    for (const businessId of businessIds) {
      const outcome = await this.payBusiness(businessId).catch(
        (error: unknown): PayoutOutcome => ({ businessId, payoutId: null, outcome: 'error', amountCents: null, error: messageOf(error) }),
      );
      if (outcome) report.payouts.push(outcome);
    }
    return report;
  }

  private async payBusiness(businessId: number): Promise<PayoutOutcome | null> {
    const { businesses, payments, transactions, clock } = this.deps;
    const business = await businesses.findById(businessId);
    const accountId = business?.stripeAccountId ?? null;
    if (!business || accountId === null) return null;
    const payout = await transactions.run(
      async (tx) => {
        const pending = await tx.payouts.findPending(businessId);
        if (pending) return pending;
        if (!business.payoutsEnabled) return null;
        const owed = balanceFromTotals(await tx.ledger.totalsForBusiness(businessId)).owedCents;
        if (owed <= 0) return null;
        return tx.payouts.addPending({ businessId, amountCents: owed, createdAt: clock.now() });
      },
      { exclusiveKey: payoutLockKey(businessId) },
    );
    if (!payout) return null;

    let transfer: TransferRecord;
    try {
      transfer = await payments.createTransfer({
        destinationAccountId: accountId,
        amountCents: payout.amountCents,
        currency: 'usd',
        idempotencyKey: payoutIdempotencyKey(payout.id),
        metadata: { payoutId: String(payout.id), businessId: String(businessId) },
      });
    } catch (error) {
      if (!(error instanceof TransferRefusedError)) {
        return { businessId, payoutId: payout.id, outcome: 'error', amountCents: payout.amountCents, error: messageOf(error) };
      }
      await transactions.run((tx) => tx.payouts.markFailed(payout.id, error.message), { exclusiveKey: payoutLockKey(businessId) });
      return { businessId, payoutId: payout.id, outcome: 'refused', amountCents: payout.amountCents, error: error.message };
    }
    await this.book(payout, transfer);
    return { businessId, payoutId: payout.id, outcome: 'sent', amountCents: payout.amountCents, transferId: transfer.id };
  }

  private async book(payout: Payout, transfer: TransferRecord): Promise<void> {
    const now = this.deps.clock.now();
    const entries: NewLedgerEntry[] = [
      {
        businessId: payout.businessId,
        kind: 'transfer',
        amountCents: -payout.amountCents,
        sourceKey: payoutTransferSourceKey(payout.id),
        purchaseId: null,
        providerObjectId: transfer.id,
        occurredAt: now,
      },
    ];
    if (transfer.bankPayout) {
      entries.push({
        businessId: payout.businessId,
        kind: 'bank_payout',
        amountCents: payout.amountCents,
        sourceKey: bankPayoutSourceKey(transfer.bankPayout.id),
        purchaseId: null,
        providerObjectId: transfer.bankPayout.id,
        occurredAt: transfer.bankPayout.arrivedAt,
      });
    }
    await this.deps.transactions.run(
      async (tx) => {
        // A concurrent run that resumed the same payout booked it already: nothing more to write.
        if (!(await tx.payouts.markSent(payout.id, transfer.id, now))) return;
        await tx.ledger.append(entries, now);
      },
      { exclusiveKey: payoutLockKey(payout.businessId) },
    );
  }
}

/**
 * A connected account's payout to its bank arrived (`payout.paid`): the money moves from "in
 * transit" to "paid" in the ledger, once per provider payout.
 */
export class RecordBankPayout {
  constructor(private readonly deps: { businesses: BusinessRepository; ledger: LedgerRepository; clock: Clock }) {}

  /** @returns false when no business has the account (not ours), or the amount is not a positive number of cents. */
  async execute(input: { accountId: string; payoutId: string; amountCents: number; arrivedAt: Date }): Promise<boolean> {
    const business = await this.deps.businesses.findByStripeAccountId(input.accountId);
    if (!business || !Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) return false;
    await this.deps.ledger.append(
      [
        {
          businessId: business.id,
          kind: 'bank_payout',
          amountCents: input.amountCents,
          sourceKey: bankPayoutSourceKey(input.payoutId),
          purchaseId: null,
          providerObjectId: input.payoutId,
          occurredAt: input.arrivedAt,
        },
      ],
      this.deps.clock.now(),
    );
    return true;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
