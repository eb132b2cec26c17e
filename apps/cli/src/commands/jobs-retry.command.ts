import { Command } from 'commander';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

/** `marketplace jobs retry <id>`: queues a failed job again for one more try. */
export function jobsRetryCommand(runtime: CliRuntime): Command {
  return new Command('retry')
    .description('queue a failed job again (a worker runs it once more)')
    .argument('<id>', 'the failed job id (see `marketplace jobs list`)')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `\n${examplesHelp([['marketplace jobs retry 3f1c...-...', 'retry that failed job']])}\n\n${exitCodesHelp([
        EXIT.usage,
        EXIT.notFound,
        EXIT.conflict,
        EXIT.unavailable,
        EXIT.config,
      ])}`,
    )
    .action(async (id: string, options: { json?: boolean }) => {
      const useCases = await runtime.useCases();
      const result = await useCases.retryJob.execute(OPERATOR, id.trim());
      if (options.json) return printJson(runtime.io, result);
      printLines(runtime.io, [`Job ${result.id} is queued again; a worker will run it.`]);
    });
}
