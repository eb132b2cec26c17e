import type { WriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Command, Option } from 'commander';
import { stringify } from 'csv-stringify';
import type { WaitlistType } from '@marketplace/core/waitlist/domain/waitlist-entry';
import { WAITLIST_CSV_COLUMNS, waitlistCsvFileName } from '@marketplace/core/waitlist/domain/waitlist-export';
import type { WaitlistFilter } from '@marketplace/core/waitlist/ports/waitlist.repository.port';
import { CliError } from '../cli-error.js';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, note, printJson } from '../output.js';

interface ExportOptions {
  out?: string;
  type?: WaitlistType;
  since?: string;
  bom?: boolean;
  json?: boolean;
}

/** Rows read from the database per query; the CSV streams out while the next batch is read. */
const BATCH_SIZE = 1_000;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * --since: a day (YYYY-MM-DD, from the start of that day in UTC) or an ISO 8601 date-time (UTC
 * when it names no offset). @throws CliError (exit 65) for anything else, or a day that does not exist.
 */
export function parseSince(value: string): Date {
  const text = value.trim();
  const day = DATE_ONLY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const at = new Date(Date.UTC(year, month - 1, date));
    if (at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date) return at;
  } else {
    const time = DATE_TIME.exec(text);
    if (time) {
      const at = new Date(time[1] ? text : `${text}Z`);
      if (!Number.isNaN(at.getTime())) return at;
    }
  }
  throw new CliError(EXIT.invalidInput, 'input.invalid_since', `--since must be a date (2025-03-05) or an ISO date-time (2025-03-05T14:30:00Z), not '${value}'.`);
}

/**
 * `marketplace waitlist export`: the waitlist as CSV (business-side section 9's columns), streamed
 * from the database in batches through csv-stringify to a file or stdout, with backpressure.
 */
export function waitlistExportCommand(runtime: CliRuntime): Command {
  return new Command('export')
    .description('export the waitlist as CSV: id, name, email, phone, type, rating, feedback, created_at')
    .option('-o, --out <file>', 'where to write the CSV; - for stdout (default: waitlist-YYYY-MM-DD.csv, today in UTC)')
    .addOption(new Option('--type <type>', 'only this kind of entry').choices(['discounter', 'business']))
    .option('--since <date>', 'only entries created at or after YYYY-MM-DD (UTC midnight) or an ISO date-time')
    .option('--bom', 'start with a UTF-8 byte order mark (for Excel)')
    .option('--json', 'print a JSON summary (file and row count) instead of a sentence; not with --out -')
    .addHelpText(
      'after',
      `
The CSV follows RFC 4180: comma-separated, CRLF line ends, cells with a comma, a quote or a line
break in double quotes (quotes doubled), UTF-8. A cell starting with = + - @ (or a tab or carriage
return) is prefixed with ' so that a spreadsheet shows it as text instead of running it. Rows are
oldest first and read in batches, so a large waitlist is never held in memory. An existing file is
replaced.

${examplesHelp([
  ['marketplace waitlist export', 'write ./waitlist-YYYY-MM-DD.csv'],
  ['marketplace waitlist export --type business --since 2025-03-01 --out businesses.csv', 'business sign-ups since March'],
  ['marketplace waitlist export --out - | wc -l', 'stream the CSV to another program'],
])}

${exitCodesHelp([EXIT.usage, EXIT.invalidInput, EXIT.unavailable, EXIT.cannotCreate, EXIT.config])}`,
    )
    .action(async (options: ExportOptions) => {
      const toStdout = options.out === '-';
      if (toStdout && options.json) throw new CliError(EXIT.usage, 'usage.json_with_stdout', 'error: --json needs a file: the CSV itself goes to stdout with --out -');
      const filter: WaitlistFilter = { type: options.type, since: options.since === undefined ? undefined : parseSince(options.since) };
      const useCases = await runtime.useCases();
      const path = toStdout ? null : resolve(runtime.io.cwd(), options.out ?? waitlistCsvFileName(await runtime.now()));

      let rows = 0;
      const entries = useCases.exportWaitlist.execute(OPERATOR, filter, BATCH_SIZE);
      const counted = (async function* () {
        for await (const row of entries) {
          rows += 1;
          yield row;
        }
      })();
      const csv = stringify({
        header: true,
        columns: [...WAITLIST_CSV_COLUMNS],
        record_delimiter: 'windows',
        // csv-stringify quotes a line break only when it is the record delimiter; quote CR and LF alone too.
        quoted_match: /[\r\n]/,
        bom: options.bom === true,
      });

      if (path === null) {
        try {
          // stdout stays open for whatever the process writes next; it is never ended here.
          await pipeline(Readable.from(counted), csv, runtime.io.stdout, { end: false });
        } catch (error) {
          // The reader stopped early (`| head`): nothing is wrong, there is just no one to write to.
          if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
        }
        return;
      }
      const file = await openForWriting(path);
      try {
        await pipeline(Readable.from(counted), csv, file);
      } catch (error) {
        // No half-written export is left behind for someone to mail around.
        await rm(path, { force: true });
        throw error;
      }
      if (options.json) return printJson(runtime.io, { file: path, rows });
      note(runtime.io, `Exported ${rows} waitlist ${rows === 1 ? 'entry' : 'entries'} to ${path}`);
    });
}

/** Names, emails and phones: only the operator's account may read the export. */
export const EXPORT_FILE_MODE = 0o600;

/**
 * Opens (creates or truncates) the file before anything is read, so a bad path fails fast with
 * exit 73. A new file is created 0600; a replaced one is set to 0600 before a byte is written
 * (open's mode applies only to files it creates).
 */
export async function openForWriting(path: string): Promise<WriteStream> {
  try {
    const handle = await open(path, 'w', EXPORT_FILE_MODE);
    try {
      await handle.chmod(EXPORT_FILE_MODE);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle.createWriteStream();
  } catch (error) {
    throw new CliError(EXIT.cannotCreate, 'output.cannot_create', `Cannot create ${path}: ${(error as Error).message}`);
  }
}
