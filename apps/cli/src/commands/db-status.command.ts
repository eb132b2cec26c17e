import { Command } from 'commander';
import type { CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

/** `marketplace db status`: which migrations are applied and which are pending. */
export function dbStatusCommand(runtime: CliRuntime): Command {
  return new Command('status')
    .description('show the applied and pending database migrations (changes nothing)')
    .option('--json', 'print the status as JSON')
    .addHelpText(
      'after',
      `\n${examplesHelp([
        ['marketplace db status', 'list applied and pending migrations'],
        ['marketplace db status --json | jq .pending', 'the pending ones, for a deploy script'],
      ])}\n\n${exitCodesHelp([EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (options: { json?: boolean }) => {
      const database = await runtime.reachableDatabase();
      const { executed, pending } = await database.migrationStatus();
      if (options.json) return printJson(runtime.io, { database: runtime.describeDatabase(), executed, pending, upToDate: pending.length === 0 });
      printLines(runtime.io, [
        `Database: ${runtime.describeDatabase()}`,
        `Applied (${executed.length}):`,
        ...(executed.length ? executed.map((name) => `  ${name}`) : ['  none']),
        `Pending (${pending.length}):`,
        ...(pending.length ? pending.map((name) => `  ${name}`) : ['  none']),
        pending.length === 0 ? 'Up to date.' : 'Run `marketplace db migrate` to apply the pending migrations.',
      ]);
    });
}
