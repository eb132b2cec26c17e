import { Command } from 'commander';
import { ADMIN_ACCOUNT_ID } from '@marketplace/core/accounts/domain/actor';
import { CliError } from '../cli-error.js';
import type { CliIo } from '../cli-io.js';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

/** The whole of stdin, without the line break `echo` or a password manager adds at the end. */
async function readPasswordFromStdin(io: CliIo): Promise<string> {
  if (io.stdin.isTTY) {
    throw new CliError(EXIT.usage, 'usage.stdin_is_terminal', 'error: --password-stdin reads a pipe, not a terminal (printf %s "$PASSWORD" | marketplace admin set-password --password-stdin)');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/**
 * `marketplace admin set-password`: the admin's (id 999) new password, from stdin or ADMIN_PASSWORD,
 * never from an argument (arguments end up in shell history and process lists).
 */
export function adminSetPasswordCommand(runtime: CliRuntime): Command {
  return new Command('set-password')
    .description('set the admin (id 999) password, hashed with argon2id; signs the admin out everywhere')
    .option('--password-stdin', 'read the new password from stdin (one trailing line break is dropped)')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
The password comes from stdin with --password-stdin, else from the ADMIN_PASSWORD variable; it is
never an argument. At least 8 characters (12 with NODE_ENV=production). Note that the server, and \`marketplace seed\`, set the
admin password from ADMIN_PASSWORD (or the demo default in demo mode) when they start: keep
ADMIN_PASSWORD in step, or the password set here lasts until the next start.

${examplesHelp([
  ['printf %s "$NEW_PASSWORD" | marketplace admin set-password --password-stdin', 'from a pipe'],
  ['ADMIN_PASSWORD="$(pass show marketplace/admin)" marketplace admin set-password', 'from the variable'],
])}

${exitCodesHelp([EXIT.usage, EXIT.invalidInput, EXIT.notFound, EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (options: { passwordStdin?: boolean; json?: boolean }) => {
      const password = options.passwordStdin ? await readPasswordFromStdin(runtime.io) : runtime.config.adminPasswordVariable;
      if (password === undefined) {
        throw new CliError(EXIT.usage, 'usage.no_password', 'error: give the new password on stdin with --password-stdin, or in ADMIN_PASSWORD');
      }
      const useCases = await runtime.useCases();
      const { sessionsClosed } = await useCases.setAdminPassword.execute(OPERATOR, password);
      if (options.json) return printJson(runtime.io, { adminId: ADMIN_ACCOUNT_ID, passwordChanged: true, sessionsClosed });
      printLines(runtime.io, [`The admin password is set; ${sessionsClosed} admin session${sessionsClosed === 1 ? '' : 's'} closed.`]);
    });
}
