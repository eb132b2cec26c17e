import { Command } from 'commander';
import type { CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

/** `marketplace db migrate`: applies the pending migrations (creating a missing PostgreSQL database). */
export function dbMigrateCommand(runtime: CliRuntime): Command {
  return new Command('migrate')
    .description('apply the pending database migrations (a missing PostgreSQL database is created)')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `\n${examplesHelp([
        ['marketplace db migrate', 'migrate the embedded database in ./.data'],
        ['DATABASE_URL=postgres://app@db:5432/marketplace marketplace db migrate --json', 'migrate a PostgreSQL server'],
      ])}\n\n${exitCodesHelp([EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (options: { json?: boolean }) => {
      const applied = await runtime.migrate();
      if (options.json) return printJson(runtime.io, { database: runtime.describeDatabase(), applied });
      printLines(
        runtime.io,
        applied.length === 0
          ? [`${runtime.describeDatabase()} is up to date: no migration to apply.`]
          : [`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${runtime.describeDatabase()}:`, ...applied.map((name) => `  ${name}`)],
      );
    });
}
