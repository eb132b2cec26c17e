import { Command } from 'commander';
import { centsToDollars } from '@marketplace/core/shared/domain/money';
import type { PayoutOutcome } from '@marketplace/core/payouts/application/run-payouts.use-case';
import { CliError } from '../cli-error.js';
import type { CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, formatTable, printJson, printLines } from '../output.js';

function dollars(amountCents: number | null): string {
  return amountCents === null ? '' : `$${centsToDollars(amountCents).toFixed(2)}`;
}

function describe(payout: PayoutOutcome): string {
  if (payout.outcome === 'sent') return `paid (${payout.transferId})`;
  if (payout.outcome === 'refused') return `refused: ${payout.error}`;
  return `failed, retried on the next run: ${payout.error}`;
}

/** `marketplace payouts run`: transfers what each connected business is owed (what the daily job does). */
export function payoutsRunCommand(runtime: CliRuntime): Command {
  return new Command('run')
    .description("transfer what each business with payouts on is owed to its Stripe account (the daily job's work)")
    .option('--json', 'print the payouts as JSON')
    .addHelpText(
      'after',
      `
Each business's whole owed balance goes in one transfer, under the idempotency key payout:<id>,
so running it again (or while the job runs) never pays twice; a payout a crash left unfinished is
finished with the same key. A business that has not finished Stripe onboarding is skipped: its
money stays owed until payouts are on.

${examplesHelp([
  ['marketplace payouts run', 'one line per business paid'],
  ['marketplace payouts run --json', '{ "payouts": [{ "businessId": 12, "outcome": "sent", "amountCents": 2250, ... }] }'],
])}

${exitCodesHelp([EXIT.unavailable, EXIT.internal, EXIT.config])}`,
    )
    .action(async (options: { json?: boolean }) => {
      const useCases = await runtime.useCases();
      const report = await useCases.runPayouts.execute();
      if (options.json) printJson(runtime.io, report);
      else if (report.payouts.length === 0) printLines(runtime.io, ['Nothing to pay: no business with payouts on is owed money.']);
      else {
        const sent = report.payouts.filter((payout) => payout.outcome === 'sent');
        const total = sent.reduce((sum, payout) => sum + payout.amountCents, 0);
        printLines(runtime.io, [
          ...formatTable(
            ['business', 'payout', 'amount', 'result'],
            report.payouts.map((payout) => [String(payout.businessId), payout.payoutId === null ? '' : String(payout.payoutId), dollars(payout.amountCents), describe(payout)]),
          ),
          `Paid ${dollars(total)} to ${sent.length} business${sent.length === 1 ? '' : 'es'}.`,
        ]);
      }
      const failed = report.payouts.filter((payout) => payout.outcome === 'error');
      if (failed.length > 0) {
        throw new CliError(EXIT.internal, 'payouts.failed', `${failed.length} payout${failed.length === 1 ? '' : 's'} failed and stay pending; run it again to finish them.`);
      }
    });
}
