import { Command } from 'commander';
import { connectStatusOf, describeConnectStatus, describeDisabledReason, describeRequirements } from '@marketplace/core/connect/domain/connect-state';
import { centsToDollars, formatUsd } from '@marketplace/core/shared/domain/money';
import { wholeNumber } from '../arguments.js';
import { OPERATOR, type CliRuntime } from '../composition-root.js';
import { EXIT, exitCodesHelp } from '../exit-codes.js';
import { examplesHelp, printJson, printLines } from '../output.js';

/** `marketplace business show <id>`: verification, subscription, Connect state and the ledger balance of one business. */
export function businessShowCommand(runtime: CliRuntime): Command {
  return new Command('show')
    .description('one business: verification, subscription, payout account (Stripe Connect), time zone and its ledger balance')
    .argument('<id>', 'the business id (see `marketplace business list`)', wholeNumber(1))
    .option('--json', 'print the business as JSON')
    .addHelpText(
      'after',
      `
The balance comes from the ledger: owed (earned, not yet sent to its Stripe account; negative when
it owes the platform), in transit (sent, not yet paid out to its bank), paid (paid out to its bank)
and earned (sales less fees, refunds and disputes, all time).

${examplesHelp([
  ['marketplace business show 12', 'business 12 in a few lines'],
  ['marketplace business show 12 --json | jq .balance.owed', 'what the platform owes it, in dollars'],
])}

${exitCodesHelp([EXIT.usage, EXIT.notFound, EXIT.unavailable, EXIT.config])}`,
    )
    .action(async (id: number, options: { json?: boolean }) => {
      const useCases = await runtime.useCases();
      const { business, balance } = await useCases.showBusiness.execute(OPERATOR, id);
      const p = business.toProps();
      const status = connectStatusOf(p.stripeAccountId, p.connect);
      const missing = describeRequirements(p.connect?.requirementsDue ?? []);
      const disabled = describeDisabledReason(p.connect?.disabledReason ?? null);
      const connect = {
        status,
        accountId: p.stripeAccountId,
        chargesEnabled: p.connect?.chargesEnabled ?? false,
        payoutsEnabled: p.connect?.payoutsEnabled ?? false,
        requirementsDue: missing,
        disabledReason: disabled,
        updatedAt: p.connect?.updatedAt.toISOString() ?? null,
      };
      const shown = {
        id: p.id,
        name: p.name,
        email: p.email,
        verified: p.verified,
        disabled: p.disabledAt !== null,
        subscription: { active: p.subscriptionActive, expiresAt: p.subscriptionExpiresAt?.toISOString() ?? null },
        // Its deals are public until listedUntil: 30 free days from verification, then what its subscription keeps listed.
        listing: {
          verifiedAt: p.verifiedAt?.toISOString() ?? null,
          trialEndsAt: p.trialEndsAt?.toISOString() ?? null,
          listedUntil: p.listedUntil?.toISOString() ?? null,
        },
        connect,
        timeZone: p.timeZone,
        balance: {
          owed: centsToDollars(balance.owedCents),
          inTransit: centsToDollars(balance.inTransitCents),
          paid: centsToDollars(balance.paidCents),
          earned: centsToDollars(balance.earnedCents),
        },
      };
      if (options.json) return printJson(runtime.io, shown);
      const subscription = p.subscriptionActive
        ? `active${p.subscriptionExpiresAt ? ` until ${p.subscriptionExpiresAt.toISOString()}` : ''}`
        : `not active${p.subscriptionExpiresAt ? ` (ended ${p.subscriptionExpiresAt.toISOString()})` : ''}`;
      printLines(runtime.io, [
        `Business ${p.id}: ${p.name} <${p.email}>${p.disabledAt ? ' (disabled)' : ''}`,
        `  verified      ${p.verified ? 'yes' : 'no: its deals stay drafts until `marketplace business verify`'}`,
        `  subscription  ${subscription}`,
        `  listed        ${p.listedUntil ? `until ${p.listedUntil.toISOString()}` : 'no: nothing lists its deals'}`,
        `  payouts       ${describeConnectStatus(status)}${p.stripeAccountId ? ` (${p.stripeAccountId})` : ''}`,
        ...(missing.length > 0 ? [`  Stripe needs  ${missing.join(', ')}`] : []),
        ...(disabled ? [`  disabled      ${disabled}`] : []),
        `  time zone     ${p.timeZone}`,
        `  owed          ${formatUsd(balance.owedCents)}`,
        `  in transit    ${formatUsd(balance.inTransitCents)}`,
        `  paid out      ${formatUsd(balance.paidCents)}`,
        `  earned        ${formatUsd(balance.earnedCents)}`,
      ]);
    });
}
