import { Command } from 'commander';
import type { CodeCheck } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { formatPurchaseId, usesLeftText } from '@marketplace/core/purchases/domain/purchase';
import { normaliseRedemptionCode } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { centsToDollars, formatUsd } from '@marketplace/core/shared/domain/money';
import { wholeNumber } from '../arguments.js';
import { CliError } from '../cli-error.js';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

/** The redeemed purchase as scripts get it: no payment ids, no QR token, the customer by name only. */
function presentRedeemed(check: CodeCheck) {
  const p = check.purchase.toProps();
  const deal = check.deal?.toProps() ?? null;
  return {
    purchase: {
      id: p.id,
      displayId: formatPurchaseId(p.id),
      textCode: p.textCode,
      status: p.status,
      displayStatus: check.status,
      amount: centsToDollars(p.amountCents),
      price: centsToDollars(p.priceCents),
      discountPercent: p.discountPercent,
      freeItem: deal?.freeItem ?? null,
      redemptions: p.redemptions,
      redemptionsUsed: p.redemptionsUsed,
      redeemed: p.redeemed,
      redeemedAt: p.redeemedAt?.toISOString() ?? null,
      purchaseDate: p.purchaseDate.toISOString(),
      expiryDate: p.expiryDate?.toISOString() ?? null,
      businessId: p.businessId,
    },
    deal: deal && { id: deal.id, title: deal.title, category: deal.category, businessId: deal.businessId, endDate: deal.endDate.toISOString() },
    customer: check.customerName,
    usesLeft: check.usesLeft,
  };
}

/**
 * `marketplace redeem <code>`: redeems one use of a text code or QR token through the API's use
 * case and its atomic update. As the operator (admin) by default, any code; with --business, as
 * that business, which may redeem only its own deals' codes.
 */
export function redeemCommand(runtime: CliRuntime): Command {
  return new Command('redeem')
    .description("redeem one use of a purchase's text code (ABCDE-FGHJK, or an older ABCD-EFGH) or scanned live QR (LP1.…)")
    .argument('<code>', "the text code (case, dash and spaces optional) or the live pass's scanned QR")
    .option('--business <id>', "act as this business: another business's code is refused", wholeNumber(1))
    .option('--json', 'print the purchase, deal and uses left as JSON')
    .addHelpText(
      'after',
      `
The same one-statement conditional update as the business's scan: a use is taken once, however
many tills try at the same moment. Without --business the operator (admin) redeems any code, and
the redemption log names the admin.

${examplesHelp([
  ['marketplace redeem K7QM3-XWP9R', 'redeem a text code as the operator'],
  ['marketplace redeem k7qm3xwp9r --business 12', "redeem as business 12 (refused for another business's code)"],
  ['marketplace redeem LP1.Zm9vYmFyYmF6cXV4MTIzNDU2.58037200.… --json', 'redeem a scanned live QR (valid about a minute), print JSON'],
])}

${exitCodesHelp([EXIT.usage, EXIT.invalidInput, EXIT.notFound, EXIT.unavailable, EXIT.conflict, EXIT.gone, EXIT.forbidden, EXIT.config])}`,
    )
    .action(async (raw: string, options: { business?: number; json?: boolean }) => {
      const code = normaliseRedemptionCode(raw);
      if (!code) {
        throw new CliError(EXIT.invalidInput, 'input.invalid_code', `'${raw}' is neither a text code (ABCDE-FGHJK or ABCD-EFGH) nor a QR token.`);
      }
      const useCases = await runtime.useCases();
      const check = await useCases.operatorRedeem.execute(OPERATOR, { code, businessId: options.business });
      const shown = presentRedeemed(check);
      if (options.json) return printJson(runtime.io, shown);
      const p = check.purchase.toProps();
      printLines(runtime.io, [
        `Redeemed one use of ${p.textCode} (purchase ${shown.purchase.displayId}).`,
        `  deal       ${shown.deal ? `#${shown.deal.id} ${shown.deal.title} (business ${shown.deal.businessId})` : `#${p.dealId} (removed)`}`,
        `  customer   ${check.customerName ?? 'unknown'}`,
        `  paid       ${formatUsd(p.amountCents)} for ${shown.purchase.freeItem ? `Free: ${shown.purchase.freeItem}` : `${p.discountPercent}% off`}`,
        `  uses       ${usesLeftText({ usesLeft: check.usesLeft, redemptions: p.redemptions })}`,
        `  status     ${check.status}`,
      ]);
    });
}
