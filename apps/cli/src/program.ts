import { Command } from 'commander';
import { adminSetPasswordCommand } from './commands/admin-set-password.command.js';
import { businessListCommand } from './commands/business-list.command.js';
import { businessShowCommand } from './commands/business-show.command.js';
import { businessVerifyCommand } from './commands/business-verify.command.js';
import { reviewsHideCommand } from './commands/reviews-hide.command.js';
import { dbMigrateCommand } from './commands/db-migrate.command.js';
import { dbStatusCommand } from './commands/db-status.command.js';
import { mailTestCommand } from './commands/mail-test.command.js';
import { jobsListCommand } from './commands/jobs-list.command.js';
import { jobsRetryCommand } from './commands/jobs-retry.command.js';
import { payoutsExportCommand } from './commands/payouts-export.command.js';
import { payoutsRunCommand } from './commands/payouts-run.command.js';
import { redeemCommand } from './commands/redeem.command.js';
import { seedCommand } from './commands/seed.command.js';
import { waitlistExportCommand } from './commands/waitlist-export.command.js';
import { workerCommand } from './commands/worker.command.js';
import type { CliRuntime } from './composition-root.js';
import { EXIT_CODE_MEANINGS } from './exit-codes.js';
import { examplesHelp } from './output.js';

const ENVIRONMENT_HELP = `Configuration (the server's variables; blank counts as unset):
  DATABASE_URL    postgres://... for a PostgreSQL server; unset: the embedded database
  DATA_DIR        where the embedded database lives, in DATA_DIR/db (default ./.data)
  DEMO_MODE       true (default) or false; \`seed\` adds the demo data only in demo mode
  ADMIN_EMAIL, ADMIN_PASSWORD
                  the admin account (id 999); required by \`seed\` when DEMO_MODE=false
  SMTP_URL, MAIL_FROM
                  the mail provider and sender, for \`mail test\`
  STRIPE_SECRET_KEY
                  \`payouts run\` and the worker's payouts transfer through Stripe (demo mode: the demo gateway)
The embedded database is one process's at a time (a lock refuses a second one): stop the
server before using the CLI on its DATA_DIR (a PostgreSQL server has no such limit).`;

/** A command group (`db`, `waitlist` ...): its own help lists its commands and examples. */
function group(name: string, description: string, examples: readonly [string, string][], commands: readonly Command[]): Command {
  const command = new Command(name).description(description).addHelpText('after', `\n${examplesHelp(examples)}`);
  for (const sub of commands) command.addCommand(sub);
  return command;
}

/**
 * The `marketplace` program. Every command and group throws instead of exiting (exitOverride), so
 * run-cli.ts has the one error path that turns any failure into a message and an exit code.
 */
export function createProgram(runtime: CliRuntime): Command {
  const { io } = runtime;
  const program = new Command('marketplace')
    .description('Operator tools for the local deals marketplace: database, seed data, waitlist export, redemptions, businesses, admin.')
    .version('0.1.0', '-V, --version', 'print the version')
    .addHelpText(
      'after',
      `
${examplesHelp([
  ['marketplace db migrate', 'create or update the schema'],
  ['marketplace seed', 'add the admin, categories and demo data (idempotent)'],
  ['marketplace waitlist export --out -', 'the waitlist as CSV on stdout'],
  ['marketplace redeem K7QM-3XWP --business 12', 'redeem a code at business 12'],
  ['marketplace business verify 12', 'verify a business and publish its drafts'],
  ['marketplace payouts export --week 2026-W48', "every business's statement of a week as CSV"],
  ['marketplace worker', 'run the background jobs until stopped'],
  ['marketplace <command> --help', 'options and examples of one command'],
])}

${ENVIRONMENT_HELP}

Exit codes:
${Object.entries(EXIT_CODE_MEANINGS)
  .map(([code, meaning]) => `  ${code.padEnd(3)} ${meaning}`)
  .join('\n')}`,
    );

  program.addCommand(
    group(
      'db',
      'database schema: migrate, status',
      [
        ['marketplace db status', 'what is applied and pending'],
        ['marketplace db migrate', 'apply what is pending'],
      ],
      [dbMigrateCommand(runtime), dbStatusCommand(runtime)],
    ),
  );
  program.addCommand(seedCommand(runtime));
  program.addCommand(
    group('waitlist', 'the waitlist: export', [['marketplace waitlist export --type business', 'business sign-ups as CSV']], [waitlistExportCommand(runtime)]),
  );
  program.addCommand(redeemCommand(runtime));
  program.addCommand(
    group(
      'business',
      'businesses: list, show, verify',
      [
        ['marketplace business list --unverified', 'who is waiting for verification'],
        ['marketplace business show 12', "business 12's verification, subscription and balance"],
        ['marketplace business verify 12', 'verify business 12'],
      ],
      [businessListCommand(runtime), businessShowCommand(runtime), businessVerifyCommand(runtime)],
    ),
  );
  program.addCommand(
    group(
      'admin',
      'the admin account: set-password',
      [['printf %s "$NEW_PASSWORD" | marketplace admin set-password --password-stdin', "change the admin's password"]],
      [adminSetPasswordCommand(runtime)],
    ),
  );

  program.addCommand(
    group('mail', 'mail: test', [['marketplace mail test me@example.com', 'send a test email through SMTP_URL']], [mailTestCommand(runtime)]),
  );
  program.addCommand(
    group(
      'jobs',
      'background jobs: list, retry',
      [
        ['marketplace jobs list', 'queue sizes and the latest failures'],
        ['marketplace jobs retry <id>', 'run a failed job again'],
      ],
      [jobsListCommand(runtime), jobsRetryCommand(runtime)],
    ),
  );
  program.addCommand(
    group(
      'payouts',
      "businesses' payouts (Stripe Connect): run, export",
      [
        ['marketplace payouts run', 'transfer what connected businesses are owed now'],
        ['marketplace payouts export --week 2026-W48 --out statements.csv', "every business's statement of week 48"],
      ],
      [payoutsRunCommand(runtime), payoutsExportCommand(runtime)],
    ),
  );
  program.addCommand(
    group(
      'reviews',
      "customers' reviews: hide (or show again)",
      [['marketplace reviews hide 42 --reason "Abusive language"', 'hide review 42 with the reason its author sees']],
      [reviewsHideCommand(runtime)],
    ),
  );
  program.addCommand(workerCommand(runtime));

  // Settings every command needs; commander copies inherited settings only to commands created
  // by .command(), so they are applied to the whole tree here.
  const configure = (command: Command): void => {
    command
      .exitOverride()
      .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
      .showHelpAfterError('(add --help for usage and examples)')
      .showSuggestionAfterError(true);
    for (const sub of command.commands) configure(sub);
  };
  configure(program);
  return program;
}
