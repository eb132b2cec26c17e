import type { CliIo } from './cli-io.js';
import { CliRuntime } from './composition-root.js';
import { EXIT, exitReportFor, type ExitCode } from './exit-codes.js';
import { createProgram } from './program.js';

/**
 * Runs one `marketplace` invocation and resolves with its exit code. The one error path: whatever
 * a command throws (commander's usage errors included, through exitOverride) is reported once on
 * stderr, as JSON when --json was asked for, and becomes the exit code; the database is closed
 * in every case.
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<ExitCode> {
  const runtime = new CliRuntime(io);
  const program = createProgram(runtime);
  let exitCode: ExitCode = EXIT.ok;
  try {
    await program.parseAsync([...args], { from: 'user' });
  } catch (error) {
    const report = exitReportFor(error);
    exitCode = report.exitCode;
    if (report.message !== null) {
      io.stderr.write(
        args.includes('--json')
          ? `${JSON.stringify({ error: { code: report.code, message: report.message, exitCode } })}\n`
          : `marketplace: ${report.message}\n`,
      );
    }
  } finally {
    await runtime.close();
  }
  return exitCode;
}
