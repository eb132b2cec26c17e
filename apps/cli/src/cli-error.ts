import type { ExitCode } from './exit-codes.js';

/** A failure the CLI itself detects (bad option value, unreachable database ...), with its exit code. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    /** Stable and machine-readable, like a domain error's (`database.unavailable`). */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
