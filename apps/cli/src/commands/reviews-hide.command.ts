import { Command } from 'commander';
import { hideReviewPayloadSchema } from '@marketplace/core/reviews/schemas/review.schema';
import { wholeNumber } from '../arguments.js';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { CliError } from '../cli-error.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

/** `marketplace reviews hide <id> --reason <text>` (or `--unhide`): the admin's hiding of an abusive review. */
export function reviewsHideCommand(runtime: CliRuntime): Command {
  return new Command('hide')
    .description("hide an abusive review: out of the public list and the business's rating; its author sees the reason")
    .argument('<id>', 'the review id (see the admin area, /admin/reviews)', wholeNumber(1))
    .option('--reason <text>', 'why, 3 to 500 characters (shown to the author)')
    .option('--unhide', 'show a hidden review again instead')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      `
${examplesHelp([
  ['marketplace reviews hide 42 --reason "Abusive language"', 'hide review 42'],
  ['marketplace reviews hide 42 --unhide', 'show review 42 again'],
])}

${exitCodesHelp([EXIT.usage, EXIT.invalidInput, EXIT.notFound, EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (id: number, options: { reason?: string; unhide?: boolean; json?: boolean }) => {
      // The reason is checked before the database is opened, with the admin area's rule and message.
      const reason = options.unhide ? null : hideReviewPayloadSchema.safeParse({ reason: options.reason ?? '' });
      if (reason && !reason.success) throw new CliError(EXIT.invalidInput, 'review.invalid_reason', reason.error.issues[0]?.message ?? 'Invalid reason');
      const useCases = await runtime.useCases();
      const view = reason ? await useCases.hideReview.execute(OPERATOR, id, reason.data.reason) : await useCases.unhideReview.execute(OPERATOR, id);
      const hidden = view.review.toProps().hidden;
      if (options.json) return printJson(runtime.io, { id: view.review.id, businessId: view.review.businessId, hidden: hidden ? { reason: hidden.reason, hiddenAt: hidden.at.toISOString() } : null });
      printLines(runtime.io, [hidden ? `Review ${view.review.id} of ${view.businessName} is hidden: ${hidden.reason}` : `Review ${view.review.id} of ${view.businessName} is shown again.`]);
    });
}
