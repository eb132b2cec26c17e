import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { Command } from 'commander';
import { parseIsoWeek } from '@marketplace/core/ledger/domain/statement-week';
import { DomainError } from '@marketplace/core/shared/domain/domain-error';
import { stringify } from 'csv-stringify/sync';
import type { Statement } from '@marketplace/core/ledger/domain/statement';
import { STATEMENT_CSV_COLUMNS, statementCsvRows } from '@marketplace/core/ledger/domain/statement-csv';
import { CliError } from '../cli-error.js';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, note, printJson } from '../output.js';
import { openForWriting } from './waitlist-export.command.js';

interface ExportOptions {
  week: string;
  out?: string;
  bom?: boolean;
  json?: boolean;
}

/** --week, checked before the database opens. @throws CliError (exit 65) naming what a week looks like. */
function weekOption(text: string): string {
  try {
    return parseIsoWeek(text.trim());
  } catch (error) {
    if (error instanceof DomainError) throw new CliError(EXIT.invalidInput, 'input.invalid_week', `--week: ${error.message}, not '${text}'.`);
    throw error;
  }
}

/** The statements as the admin's export writes them: RFC 4180 with the waitlist export's settings, rows from core. */
function statementsCsv(rows: readonly string[][], bom: boolean): string {
  return stringify(rows as string[][], {
    header: true,
    columns: [...STATEMENT_CSV_COLUMNS],
    record_delimiter: 'windows',
    // csv-stringify quotes a line break only when it is the record delimiter; quote CR and LF alone too.
    quoted_match: /[\r\n]/,
    bom,
  });
}

function rowsOf(statements: readonly Statement[]): string[][] {
  return statements.flatMap((statement) => statementCsvRows(statement));
}

/**
 * `marketplace payouts export --week 2026-W48`: every business's statement of that ISO week as one
 * CSV, each business's week Monday to Monday in its own time zone: the admin's "Export week".
 */
export function payoutsExportCommand(runtime: CliRuntime): Command {
  return new Command('export')
    .description("every business's statement of an ISO week as one CSV (the admin's Export week)")
    .requiredOption('--week <week>', 'the ISO week, YYYY-Www (Monday to Sunday in each business\'s time zone)')
    .option('-o, --out <file>', 'where to write the CSV (default: stdout; - for stdout)')
    .option('--bom', 'start with a UTF-8 byte order mark (for Excel)')
    .option('--json', 'print a JSON summary (file, week, businesses, rows) instead of a sentence; needs --out <file>')
    .addHelpText(
      'after',
      `
Columns: business_id, business, week, time_zone, date (the business's wall clock), kind,
description, purchase_id, deal, amount (dollars, signed), balance (owed to the business after the
line). Each business has an opening_balance row, its sales, fees, refunds, disputes, transfers and
bank payouts in time order, a closing_balance row, then its subscription charges (paid by card, so
no balance). Businesses with an entry that week or money owed either way are listed, by id.
RFC 4180 CSV (CRLF); a cell starting with = + - @ (or a tab or carriage return) is prefixed with '
as in the waitlist export. A file is created 0600; an existing one is replaced.

${examplesHelp([
  ['marketplace payouts export --week 2026-W48', 'the CSV on stdout'],
  ['marketplace payouts export --week 2026-W48 --out statements.csv --bom', 'a file for Excel'],
])}

${exitCodesHelp([EXIT.usage, EXIT.invalidInput, EXIT.unavailable, EXIT.cannotCreate, EXIT.config])}`,
    )
    .action(async (options: ExportOptions) => {
      const week = weekOption(options.week);
      const toStdout = options.out === undefined || options.out === '-';
      if (toStdout && options.json) throw new CliError(EXIT.usage, 'usage.json_with_stdout', 'error: --json needs --out <file>: the CSV itself goes to stdout otherwise');
      const useCases = await runtime.useCases();
      const statements = await useCases.exportWeekStatements.execute(OPERATOR, week);
      const rows = rowsOf(statements);
      const csv = statementsCsv(rows, options.bom === true);
      if (toStdout) {
        runtime.io.stdout.write(csv);
        return;
      }
      const path = resolve(runtime.io.cwd(), options.out ?? '');
      const file = await openForWriting(path);
      try {
        file.end(csv);
        await finished(file);
      } catch (error) {
        // No half-written export is left behind.
        await rm(path, { force: true });
        throw error;
      }
      if (options.json) return printJson(runtime.io, { file: path, week, businesses: statements.length, rows: rows.length });
      note(runtime.io, `Exported ${statements.length} statement${statements.length === 1 ? '' : 's'} of ${week} (${rows.length} rows) to ${path}`);
    });
}
