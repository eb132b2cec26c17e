import type { Logger } from 'pino';
import type { PurgeReport } from '@marketplace/core/housekeeping/application/purge-expired-records.use-case';

/** How often expired sessions, ended rate-limit windows and abandoned demo intents are deleted. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/** The first clean-up, soon after start (not at once: start-up has enough to do). */
export const HOUSEKEEPING_FIRST_RUN_MS = 30 * 1000;

export interface HousekeepingOptions {
  purge: { execute(): Promise<PurgeReport> };
  logger: Logger;
  intervalMs?: number;
  firstRunMs?: number;
}

export interface Housekeeping {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs the clean-up once soon after start and then every interval, on this instance (every
 * instance runs its own; the deletes are idempotent). A failed run is logged and the next one
 * tries again: it never throws into the server. The timer is unref'd, so it never keeps the
 * process alive. A later job queue replaces this timer; the use case stays as it is.
 */
export function startHousekeeping(options: HousekeepingOptions): Housekeeping {
  const intervalMs = options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS;
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout;

  const run = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        const report = await options.purge.execute();
        options.logger.info(report, 'expired records deleted');
      } catch (error) {
        options.logger.error({ err: error }, 'deleting expired records failed');
      } finally {
        running = null;
      }
    })();
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      run();
      if (!stopped) schedule(intervalMs);
    }, delay);
    timer.unref();
  };
  schedule(options.firstRunMs ?? HOUSEKEEPING_FIRST_RUN_MS);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
