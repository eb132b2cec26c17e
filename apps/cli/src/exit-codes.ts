import { CommanderError } from 'commander';
import { DomainError, type DomainErrorKind } from '@marketplace/core/shared/domain/domain-error';
import { CliError } from './cli-error.js';

/** The exit codes of `marketplace`, after sysexits.h where one fits. */
export const EXIT = {
  ok: 0,
  usage: 64,
  invalidInput: 65,
  notFound: 66,
  unavailable: 69,
  internal: 70,
  cannotCreate: 73,
  conflict: 75,
  gone: 76,
  forbidden: 77,
  config: 78,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** One line per code, for --help and the README. */
export const EXIT_CODE_MEANINGS: Readonly<Record<ExitCode, string>> = {
  0: 'success',
  64: 'usage: unknown command or option, missing or malformed argument',
  65: 'invalid input or data (a malformed code, a bad --since date, a password too short)',
  66: 'not found (no such business, code or admin account)',
  69: 'database unavailable (unreachable, or its schema needs `marketplace db migrate`)',
  70: 'internal error',
  73: 'cannot create the output file',
  75: "conflict (code already redeemed, purchase not paid, duplicate)",
  76: 'gone (the code expired, or its purchase was refunded)',
  77: "forbidden (another business's code)",
  78: 'bad configuration (an environment variable)',
};

/** The "Exit codes:" block of a command's help, for the codes it can end with. */
export function exitCodesHelp(codes: readonly ExitCode[]): string {
  return ['Exit codes:', ...[EXIT.ok, ...codes].map((code) => `  ${String(code).padEnd(3)} ${EXIT_CODE_MEANINGS[code]}`)].join('\n');
}

/** Every kind of core's domain errors, as an exit code. */
const KIND_EXIT: Readonly<Record<DomainErrorKind, ExitCode>> = {
  validation: EXIT.invalidInput,
  unauthenticated: EXIT.forbidden,
  forbidden: EXIT.forbidden,
  not_found: EXIT.notFound,
  conflict: EXIT.conflict,
  gone: EXIT.gone,
  // No command takes payments; should one ever surface, it is a conflict with the payment's state.
  payment_required: EXIT.conflict,
  payment_failed: EXIT.conflict,
  rate_limited: EXIT.conflict,
};

export interface ExitReport {
  exitCode: ExitCode;
  /** What to print on stderr; null when commander has printed it already. */
  message: string | null;
  /** The domain error's or the CLI's stable code, for --json error output. */
  code: string;
}

/** The one place an error becomes an exit code and a message. */
export function exitReportFor(error: unknown): ExitReport {
  if (error instanceof CommanderError) {
    // --help and --version end through exitOverride too, with exit code 0; help shown because a
    // group was given no command (`marketplace db`) has exit code 1, a usage error like the rest.
    return { exitCode: error.exitCode === 0 ? EXIT.ok : EXIT.usage, message: null, code: error.code };
  }
  if (error instanceof CliError) return { exitCode: error.exitCode, message: error.message, code: error.code };
  if (error instanceof DomainError) {
    return { exitCode: KIND_EXIT[error.kind], message: error.message, code: error.code };
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { exitCode: EXIT.internal, message: `Internal error: ${detail}`, code: 'internal' };
}
