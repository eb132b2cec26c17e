import { Command } from 'commander';
import { pino } from 'pino';
import type { CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp } from '../output.js';

/** Resolves on the first SIGTERM or SIGINT, with its name. */
function untilStopped(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      resolve(signal);
    };
    const onTerm = () => stop('SIGTERM');
    const onInt = () => stop('SIGINT');
    process.once('SIGTERM', onTerm);
    process.once('SIGINT', onInt);
  });
}

/**
 * `marketplace worker`: runs the background jobs (and their schedules) until SIGTERM or SIGINT,
 * then lets the running jobs finish and exits 0. Run it beside servers started with JOBS=off, or
 * as well as them: each job goes to one worker.
 */
export function workerCommand(runtime: CliRuntime): Command {
  return new Command('worker')
    .description('run the background jobs until stopped (SIGTERM or Ctrl-C); logs each run as JSON lines')
    .addHelpText(
      'after',
      `\n${examplesHelp([
        ['marketplace worker', 'run the jobs on the configured database'],
        ['JOBS=off npm start & marketplace worker', 'a server without workers, and a worker beside it (PostgreSQL)'],
      ])}\n\n${exitCodesHelp([EXIT.unavailable, EXIT.config])}`,
    )
    .action(async () => {
      const wanted = runtime.io.env['LOG_LEVEL'] ?? 'info';
      const logger = pino({ level: wanted in pino.levels.values ? wanted : 'info' }, runtime.io.stdout);
      runtime.runWorkers(logger);
      const stopped = untilStopped();
      const jobs = await runtime.startWorkers();
      logger.info({ database: runtime.describeDatabase(), queues: jobs.queues.map((queue) => queue.name) }, 'worker running');
      const signal = await stopped;
      logger.info({ signal }, 'worker stopping');
      await jobs.stop();
      logger.info('worker stopped');
    });
}
