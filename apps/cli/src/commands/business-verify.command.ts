import { Command } from 'commander';
import { wholeNumber } from '../arguments.js';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

/** `marketplace business verify <id>`: marks the business verified and publishes its draft deals. */
export function businessVerifyCommand(runtime: CliRuntime): Command {
  return new Command('verify')
    .description('verify a business after the phone check; its draft deals publish at once')
    .argument('<id>', 'the business id (see `marketplace business list`)', wholeNumber(1))
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
Verifying twice is harmless: the second time there is nothing left to publish.

${examplesHelp([
  ['marketplace business verify 12', 'verify business 12 and publish its drafts'],
  ['marketplace business verify 12 --json', '{ "id": 12, "verified": true, "publishedDeals": 3, ... }'],
])}

${exitCodesHelp([EXIT.usage, EXIT.notFound, EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (id: number, options: { json?: boolean }) => {
      const useCases = await runtime.useCases();
      const { business, publishedDeals } = await useCases.verifyBusiness.execute(OPERATOR, id);
      if (options.json) return printJson(runtime.io, { id: business.id, name: business.name, verified: business.verified, publishedDeals });
      printLines(runtime.io, [
        `Business ${business.id} (${business.name}) is verified; ${publishedDeals} draft deal${publishedDeals === 1 ? '' : 's'} published.`,
      ]);
    });
}
