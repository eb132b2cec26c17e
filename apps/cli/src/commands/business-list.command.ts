import { Command } from 'commander';
import type { Business } from '@marketplace/core/accounts/domain/business';
import type { CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, formatTable, printJson, printLines } from '../output.js';

/** What the operator sees of a business: no password hash, no payment-provider ids. */
function presentBusiness(business: Business) {
  const p = business.toProps();
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    category: p.category,
    city: p.city,
    state: p.state,
    role: p.role,
    verified: p.verified,
    subscriptionActive: p.subscriptionActive,
    createdAt: p.createdAt.toISOString(),
  };
}

/** `marketplace business list`: every business, by id, with its verification state. */
export function businessListCommand(runtime: CliRuntime): Command {
  return new Command('list')
    .description('list the businesses with their verification and subscription state')
    .option('--unverified', 'only the businesses waiting for verification')
    .option('--json', 'print the businesses as a JSON array')
    .addHelpText(
      'after',
      `\n${examplesHelp([
        ['marketplace business list', 'a table of every business'],
        ['marketplace business list --unverified', 'the ones to call before `business verify`'],
        ["marketplace business list --json | jq '.[] | select(.verified == false) | .id'", 'ids for a script'],
      ])}\n\n${exitCodesHelp([EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (options: { unverified?: boolean; json?: boolean }) => {
      const useCases = await runtime.useCases();
      const businesses = (await useCases.listBusinesses.execute()).filter((business) => !options.unverified || !business.verified);
      const shown = businesses.map(presentBusiness);
      if (options.json) return printJson(runtime.io, shown);
      if (shown.length === 0) return printLines(runtime.io, [options.unverified ? 'No business is waiting for verification.' : 'No businesses yet.']);
      printLines(runtime.io, [
        ...formatTable(
          ['ID', 'NAME', 'EMAIL', 'CATEGORY', 'PLACE', 'ROLE', 'VERIFIED', 'SUBSCRIBED'],
          shown.map((b) => [
            String(b.id),
            b.name,
            b.email,
            b.category,
            [b.city, b.state].filter(Boolean).join(', '),
            b.role,
            b.verified ? 'yes' : 'no',
            b.subscriptionActive ? 'yes' : 'no',
          ]),
        ),
        `${shown.length} business${shown.length === 1 ? '' : 'es'}`,
      ]);
    });
}
