import type { CliIo } from './cli-io.js';

export interface ProgressUpdate {
  /** What is being loaded ("deals"). */
  label: string;
  done: number;
  total: number;
}

const BAR_WIDTH = 30;
/** A terminal is redrawn at most this often; a log (non-terminal) gets a line at each tenth. */
const REDRAW_MS = 100;

/**
 * Progress on stderr, so stdout stays the command's data. A terminal gets one bar per stage,
 * redrawn in place; anything else (a log file, CI, a test) gets a plain line at every tenth.
 */
export function createProgressBar(io: CliIo): { update(progress: ProgressUpdate): void } {
  const tty = io.stderr.isTTY === true;
  let lastDraw = 0;
  let lastTenth = -1;
  let lastLabel = '';
  return {
    update({ label, done, total }) {
      if (label !== lastLabel) {
        lastLabel = label;
        lastTenth = -1;
        lastDraw = 0;
      }
      const finished = done >= total;
      const fraction = total === 0 ? 1 : done / total;
      const percent = Math.floor(fraction * 100);
      const counts = `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`;
      if (tty) {
        const now = Date.now();
        if (!finished && now - lastDraw < REDRAW_MS) return;
        lastDraw = now;
        const filled = Math.round(fraction * BAR_WIDTH);
        const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
        io.stderr.write(`\r${label.padEnd(10)} [${bar}] ${String(percent).padStart(3)}% ${counts}${finished ? '\n' : ''}`);
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (tenth === lastTenth && !finished) return;
      if (finished && lastTenth === 10) return;
      lastTenth = finished ? 10 : tenth;
      io.stderr.write(`${label}: ${counts} (${percent}%)\n`);
    },
  };
}
