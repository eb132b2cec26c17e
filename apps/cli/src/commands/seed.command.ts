import { Command } from 'commander';
import { ADMIN_REQUIRED_PROBLEM } from '@marketplace/core/deployment/domain/deployment-settings';
import { BULK_SEED_DEFAULT_BATCH, type BulkSeedReport } from '@marketplace/core/demo/application/seed-bulk-data.use-case';
import type { SeedReport } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { wholeNumber } from '../arguments.js';
import { CliError } from '../cli-error.js';
import type { CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';
import { createProgressBar } from '../progress-bar.js';

interface SeedOptions {
  businesses?: number;
  deals?: number;
  purchases?: number;
  batchSize: number;
  progress: boolean;
  json?: boolean;
}

/** Bulk deals get one business per this many deals unless --businesses says otherwise. */
const DEALS_PER_DEFAULT_BUSINESS = 250;

/**
 * `marketplace seed`: the admin, the categories and (in demo mode) the demo accounts and deals,
 * idempotently, as the server seeds at start; with --businesses/--deals/--purchases it then loads
 * realistic bulk data in batches for load tests, with a progress bar on stderr.
 */
export function seedCommand(runtime: CliRuntime): Command {
  return new Command('seed')
    .description('seed the admin, categories and demo data (idempotent); with counts, add bulk data for load tests')
    .option('--businesses <M>', 'bulk: add M businesses (default: one per 250 deals)', wholeNumber(0))
    .option('--deals <N>', 'bulk: add N deals across the bulk businesses', wholeNumber(0))
    .option('--purchases <P>', 'bulk: add P purchases of the bulk deals, with their customers', wholeNumber(0))
    .option('--batch-size <rows>', 'bulk: rows per transaction', wholeNumber(1), BULK_SEED_DEFAULT_BATCH)
    .option('--no-progress', 'bulk: no progress output on stderr')
    .option('--json', 'print the summary as JSON')
    .addHelpText(
      'after',
      `
Applies pending migrations first. Without counts it only adds what is missing: run it as often as
you like. DEMO_MODE=false seeds the admin (ADMIN_EMAIL / ADMIN_PASSWORD) and categories only, and
disables the demo accounts an earlier demo run left (they cannot sign in; their deals leave the
catalogue); DEMO_MODE=true enables them again. A new ADMIN_PASSWORD signs the admin out everywhere.
Bulk data is added on every run (new accounts under a run tag, emails @bulk.example, password
"bulk-password"); progress goes to stderr.

${examplesHelp([
  ['marketplace seed', 'the demo accounts and deals, idempotently'],
  ['marketplace seed --businesses 400 --deals 100000 --purchases 100000', 'a load-test data set'],
  ['marketplace seed --deals 5000 --json 2>/dev/null', 'a summary for scripts, without progress'],
])}

${exitCodesHelp([EXIT.usage, EXIT.invalidInput, EXIT.unavailable, EXIT.conflict, EXIT.config])}`,
    )
    .action(async (options: SeedOptions) => {
      const bulk = options.businesses !== undefined || options.deals !== undefined || options.purchases !== undefined;
      const deals = options.deals ?? 0;
      const purchases = options.purchases ?? 0;
      const businesses = options.businesses ?? (deals > 0 ? Math.ceil(deals / DEALS_PER_DEFAULT_BUSINESS) : 0);
      if (purchases > 0 && deals === 0) throw new CliError(EXIT.usage, 'usage.purchases_need_deals', 'error: --purchases needs --deals (purchases are made of the bulk deals)');
      const admin = runtime.config.admin;
      if (!admin) {
        throw new CliError(EXIT.config, 'config.invalid', `Invalid configuration:\n  ${ADMIN_REQUIRED_PROBLEM}`);
      }

      const { useCases, applied } = await runtime.migratedUseCases();
      const seeded = await useCases.seed.execute({ admin, demo: runtime.config.demoMode });
      let loaded: (BulkSeedReport & { seconds: number }) | null = null;
      if (bulk) {
        const bar = createProgressBar(runtime.io);
        const started = performance.now();
        const report = await useCases.seedBulk.execute({ businesses, deals, purchases, batchSize: options.batchSize }, (progress) => {
          if (options.progress && progress.total > 0) bar.update({ label: progress.stage, done: progress.done, total: progress.total });
        });
        loaded = { ...report, seconds: Math.round((performance.now() - started) / 100) / 10 };
      }
      // The new businesses' first locations get their zip code's coordinates (the server does it at start too).
      await useCases.fillLocationCoordinates.execute();

      if (options.json) {
        return printJson(runtime.io, { database: runtime.describeDatabase(), migrationsApplied: applied, seed: seeded, bulk: loaded });
      }
      printLines(runtime.io, [...seedLines(runtime.describeDatabase(), applied, seeded, admin.email, runtime.config.demoMode), ...(loaded ? bulkLines(loaded) : [])]);
    });
}

function seedLines(database: string, applied: readonly string[], report: SeedReport, adminEmail: string, demo: boolean): string[] {
  const admin = report.adminCreated ? 'created' : report.adminUpdated ? 'updated' : 'unchanged';
  return [
    `Seeded ${database}:`,
    `  migrations applied  ${applied.length}`,
    `  admin               ${admin} (${adminEmail})${report.adminSessionsClosed ? `, ${report.adminSessionsClosed} admin session${report.adminSessionsClosed === 1 ? '' : 's'} closed` : ''}`,
    `  categories added    ${report.categoriesCreated}`,
    ...(demo
      ? [
          `  demo customers      ${report.customersCreated} added`,
          `  demo businesses     ${report.businessesCreated} added`,
          `  demo deals          ${report.dealsCreated} added`,
          `  demo staff          ${report.staffCreated} added`,
          ...(report.demoAccountsEnabled ? [`  demo accounts       ${report.demoAccountsEnabled} enabled again`] : []),
        ]
      : [
          '  demo data           skipped (DEMO_MODE=false)',
          `  demo accounts       ${report.demoAccountsDisabled} disabled (left by an earlier demo run)`,
        ]),
  ];
}

function bulkLines(report: BulkSeedReport & { seconds: number }): string[] {
  const n = (value: number) => value.toLocaleString('en-US');
  return [
    `Bulk data (run ${report.tag}) loaded in ${report.seconds} s:`,
    `  businesses  ${n(report.businesses)}`,
    `  deals       ${n(report.deals)}`,
    `  customers   ${n(report.customers)}`,
    `  purchases   ${n(report.purchases)} (${n(report.redemptions)} uses redeemed)`,
    `Bulk accounts sign in with the password "${report.password}" (emails *.${report.tag}.*@${report.emailDomain}).`,
  ];
}
