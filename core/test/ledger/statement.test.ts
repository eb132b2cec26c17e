import { describe, expect, it } from 'vitest';
import type { LedgerEntry, LedgerEntryKind } from '@marketplace/core/ledger/domain/ledger-entry';
import { buildStatement, statementHasContent } from '@marketplace/core/ledger/domain/statement';
import { centsCell, STATEMENT_CSV_COLUMNS, statementCsvFileName, statementCsvRows } from '@marketplace/core/ledger/domain/statement-csv';
import { statementWeek } from '@marketplace/core/ledger/domain/statement-week';

let nextId = 1;
function entry(kind: LedgerEntryKind, amountCents: number, occurredAt: string, purchaseId: number | null = null): LedgerEntry {
  const id = nextId++;
  return { id, businessId: 7, kind, amountCents, sourceKey: `${kind}:${id}`, purchaseId, providerObjectId: null, occurredAt: new Date(occurredAt), createdAt: new Date(occurredAt) };
}

const week = statementWeek('2026-W48', 'America/Chicago');

describe('a weekly statement', () => {
  it('opens with what was owed before the week and closes with what is owed after its lines', () => {
    const statement = buildStatement({
      businessId: 7,
      businessName: 'Corner Cafe',
      week,
      before: { sale: 10_000, platform_fee: -2_500, transfer: -5_000, bank_payout: 5_000 },
      entries: [
        entry('sale', 2_000, '2026-11-23T06:00:00Z', 41),
        entry('platform_fee', -500, '2026-11-23T06:00:00Z', 41),
        entry('subscription_charge', 2_500, '2026-11-24T12:00:00Z'),
        entry('refund', -2_000, '2026-11-25T12:00:00Z', 41),
        entry('fee_refund', 500, '2026-11-25T12:00:00Z', 41),
        entry('transfer', -2_500, '2026-11-27T12:00:00Z'),
        entry('bank_payout', 2_500, '2026-11-29T12:00:00Z'),
      ],
      dealTitles: new Map([[41, 'Brunch for Two']]),
    });
    expect(statement.openingBalanceCents).toBe(2_500);
    expect(statement.lines.map((line) => [line.kind, line.amountCents, line.balanceAfterCents])).toEqual([
      ['sale', 2_000, 4_500],
      ['platform_fee', -500, 4_000],
      ['refund', -2_000, 2_000],
      ['fee_refund', 500, 2_500],
      ['transfer', -2_500, 0],
      ['bank_payout', 2_500, 0],
    ]);
    expect(statement.closingBalanceCents).toBe(0);
    expect(statement.lines[0]).toMatchObject({ label: 'Sale', dealTitle: 'Brunch for Two', purchaseId: 41, localTime: '2026-11-23T00:00:00-06:00', description: 'Sale: purchase #41 paid' });
    expect(statement.lines[4]).toMatchObject({ dealTitle: null, description: 'Transfer to your Stripe account' });
    expect(statement.subscriptionCharges).toEqual([expect.objectContaining({ amountCents: 2_500, localTime: '2026-11-24T06:00:00-06:00' })]);
    expect(statement.totals.find((total) => total.kind === 'sale')?.amountCents).toBe(2_000);
    expect(statement.totals.find((total) => total.kind === 'dispute')?.amountCents).toBe(0);
    expect(statement.totals.find((total) => total.kind === 'subscription_charge')?.amountCents).toBe(2_500);
    expect(statement.balanceAtEnd).toEqual({ earnedCents: 7_500, owedCents: 0, inTransitCents: 0, paidCents: 7_500 });
    expect(statementHasContent(statement)).toBe(true);
  });

  it('has nothing to say with no entry and nothing owed', () => {
    const empty = buildStatement({ businessId: 7, businessName: 'Quiet', week, before: { sale: 100, transfer: -100 }, entries: [], dealTitles: new Map() });
    expect(empty).toMatchObject({ openingBalanceCents: 0, closingBalanceCents: 0, lines: [] });
    expect(statementHasContent(empty)).toBe(false);
  });

  it('is written as CSV rows with local times, dollar amounts and neutralised text', () => {
    const statement = buildStatement({
      businessId: 7,
      businessName: '@Corner "Cafe", Austin',
      week,
      before: { sale: -0 },
      entries: [entry('sale', 1_005, '2026-11-30T05:30:00Z', 9), entry('platform_fee', -251, '2026-11-30T05:30:00Z', 9), entry('subscription_charge', 2_500, '2026-11-24T12:00:00Z')],
      dealTitles: new Map([[9, '=HYPERLINK("http://evil.example")']]),
    });
    const rows = statementCsvRows(statement);
    expect(STATEMENT_CSV_COLUMNS).toEqual(['business_id', 'business', 'week', 'time_zone', 'date', 'kind', 'description', 'purchase_id', 'deal', 'amount', 'balance']);
    const common = ['7', '\'@Corner "Cafe", Austin', '2026-W48', 'America/Chicago'];
    expect(rows).toEqual([
      [...common, '2026-11-23 00:00', 'opening_balance', 'Owed to you when the week began (2026-11-23)', '', '', '', '0.00'],
      [...common, '2026-11-29 23:30', 'sale', 'Sale: purchase #9 paid', '9', '\'=HYPERLINK("http://evil.example")', '10.05', '10.05'],
      [...common, '2026-11-29 23:30', 'platform_fee', 'Platform fee (25%) on purchase #9', '9', '\'=HYPERLINK("http://evil.example")', '-2.51', '7.54'],
      [...common, '2026-11-30 00:00', 'closing_balance', 'Owed to you when the week ended (2026-11-29)', '', '', '', '7.54'],
      [...common, '2026-11-24 06:00', 'subscription_charge', 'Monthly subscription, paid by card (not part of your balance)', '', '', '25.00', ''],
    ]);
    expect(centsCell(-5)).toBe('-0.05');
    expect(statementCsvFileName('2026-W48', 'business')).toBe('statement-2026-W48.csv');
    expect(statementCsvFileName('2026-W48', 'all')).toBe('statements-2026-W48.csv');
  });
});
