import { stringify } from 'csv-stringify/sync';
import type { BusinessBalance, PayoutsOverview } from '@marketplace/core/ledger/application/statements.use-case';
import type { LedgerBalance } from '@marketplace/core/ledger/domain/ledger-entry';
import type { Statement } from '@marketplace/core/ledger/domain/statement';
import { STATEMENT_CSV_COLUMNS, statementCsvRows } from '@marketplace/core/ledger/domain/statement-csv';

/** Signed cents as dollars (a balance may be negative). */
const dollars = (amountCents: number): number => amountCents / 100;

export function presentLedgerBalance(balance: LedgerBalance) {
  return { owed: dollars(balance.owedCents), inTransit: dollars(balance.inTransitCents), paid: dollars(balance.paidCents), earned: dollars(balance.earnedCents) };
}

export function presentPayoutsOverview(overview: PayoutsOverview) {
  return { timeZone: overview.timeZone, balance: presentLedgerBalance(overview.balance), currentWeek: overview.currentWeek, weeks: [...overview.weeks] };
}

export function presentStatement(statement: Statement) {
  const { week } = statement;
  return {
    businessId: statement.businessId,
    businessName: statement.businessName,
    week: week.isoWeek,
    timeZone: week.timeZone,
    from: week.from.toISOString(),
    to: week.to.toISOString(),
    firstDay: week.firstDay,
    lastDay: week.lastDay,
    openingBalance: dollars(statement.openingBalanceCents),
    closingBalance: dollars(statement.closingBalanceCents),
    lines: statement.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      label: line.label,
      description: line.description,
      occurredAt: line.occurredAt.toISOString(),
      localTime: line.localTime,
      purchaseId: line.purchaseId,
      dealTitle: line.dealTitle,
      amount: dollars(line.amountCents),
      balanceAfter: dollars(line.balanceAfterCents),
    })),
    subscriptionCharges: statement.subscriptionCharges.map((charge) => ({
      id: charge.id,
      occurredAt: charge.occurredAt.toISOString(),
      localTime: charge.localTime,
      description: charge.description,
      amount: dollars(charge.amountCents),
    })),
    totals: statement.totals.map((total) => ({ kind: total.kind, label: total.label, amount: dollars(total.amountCents) })),
    balanceAtEnd: presentLedgerBalance(statement.balanceAtEnd),
  };
}

export function presentBusinessBalances(balances: readonly BusinessBalance[]) {
  return {
    businesses: balances.map((row) => ({ id: row.businessId, name: row.businessName, timeZone: row.timeZone, balance: presentLedgerBalance(row.balance) })),
  };
}

/**
 * Statements as one RFC 4180 CSV (the waitlist export's settings: a header, CRLF line ends, a lone
 * CR or LF quoted too), the rows of each business after the other; text cells neutralised in core.
 */
export function statementsCsv(statements: readonly Statement[], options: { bom?: boolean } = {}): string {
  return stringify(
    statements.flatMap((statement) => statementCsvRows(statement)),
    {
      header: true,
      columns: [...STATEMENT_CSV_COLUMNS],
      record_delimiter: 'windows',
      // csv-stringify quotes a line break only when it is the record delimiter; quote CR and LF alone too.
      quoted_match: /[\r\n]/,
      bom: options.bom === true,
    },
  );
}
