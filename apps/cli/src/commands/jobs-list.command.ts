import { Command } from 'commander';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, formatTable, printJson, printLines } from '../output.js';

/** `marketplace jobs list`: each queue's counts, and the latest failures with their error. */
export function jobsListCommand(runtime: CliRuntime): Command {
  return new Command('list')
    .description('show each job queue (waiting, retrying, running, done, failed) and the latest failures')
    .option('--json', 'print { queues, recentFailures } as JSON')
    .addHelpText(
      'after',
      `\n${examplesHelp([
        ['marketplace jobs list', 'a table of the queues, then the failures'],
        ["marketplace jobs list --json | jq -r '.recentFailures[].id'", 'the ids of failed jobs, for `jobs retry`'],
      ])}\n\n${exitCodesHelp([EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (options: { json?: boolean }) => {
      const useCases = await runtime.useCases();
      const { queues, recentFailures } = await useCases.jobOverview.execute(OPERATOR);
      const failures = recentFailures.map((failure) => ({ ...failure, failedAt: failure.failedAt.toISOString() }));
      if (options.json) return printJson(runtime.io, { queues, recentFailures: failures });
      printLines(runtime.io, [
        ...formatTable(
          ['QUEUE', 'WAITING', 'RETRYING', 'RUNNING', 'DONE', 'FAILED'],
          queues.map((q) => [q.queue, String(q.created), String(q.retry), String(q.active), String(q.completed), String(q.failed)]),
        ),
        '',
        ...(failures.length === 0
          ? ['No failed jobs.']
          : formatTable(
              ['FAILED JOB', 'QUEUE', 'FAILED AT', 'RETRIES', 'ERROR'],
              failures.map((f) => [f.id, f.queue, f.failedAt, String(f.retries), f.error]),
            )),
      ]);
    });
}
