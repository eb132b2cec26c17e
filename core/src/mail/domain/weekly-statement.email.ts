import type { Statement } from '../../ledger/domain/statement.js';
import { formatUsd } from '../../shared/domain/money.js';
import { mailButton, mailDetails, mailParagraph, renderMailLayout } from './mail-layout.js';
import type { RenderedEmail } from './rendered-email.js';

export interface WeeklyStatementInput {
  statement: Statement;
  publicUrl: string;
  /** The signed link that turns the weekly emails off (the weekly summary's switch). */
  unsubscribeUrl: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (isoDate: string): string => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The portal's page of one week's statement (where its CSV downloads). */
export function statementUrl(publicUrl: string, isoWeek: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/business/payouts?week=${encodeURIComponent(isoWeek)}`;
}

/**
 * A business's weekly statement by email: what it was owed when the week began, the week's sums per
 * kind, what it was owed when it ended, where the rest of its money is, and the subscription
 * charges apart; the lines and the CSV are a click away in the portal. Not transactional.
 */
export function renderWeeklyStatement({ statement, publicUrl, unsubscribeUrl }: WeeklyStatementInput): RenderedEmail {
  const { week } = statement;
  const url = statementUrl(publicUrl, week.isoWeek);
  const intro = `Here is ${statement.businessName}'s statement for the week of ${day(week.firstDay)} to ${day(week.lastDay)} (${week.timeZone} time).`;
  const moved = statement.totals.filter((total) => total.kind !== 'subscription_charge' && total.amountCents !== 0);
  const rows: [string, string][] = [
    ['Owed to you when the week began', formatUsd(statement.openingBalanceCents)],
    ...moved.map((total): [string, string] => [`${total.label}s`, formatUsd(total.amountCents)]),
    ['Owed to you when the week ended', formatUsd(statement.closingBalanceCents)],
    ['In transit to your bank', formatUsd(statement.balanceAtEnd.inTransitCents)],
    ['Paid out to your bank, all time', formatUsd(statement.balanceAtEnd.paidCents)],
  ];
  const charges = statement.subscriptionCharges.reduce((sum, charge) => sum + charge.amountCents, 0);
  const chargesNote = charges === 0 ? null : `Subscription charged to your card this week: ${formatUsd(charges)} (not part of your balance).`;
  const details = mailDetails(rows);
  const lines = `${statement.lines.length} ${statement.lines.length === 1 ? 'movement' : 'movements'}`;
  const html = [
    mailParagraph(intro),
    details.html,
    chargesNote ? mailParagraph(chargesNote) : '',
    mailParagraph(`Every one of the week's ${lines}, with the deal and time of each, is on your Payouts page, where the statement downloads as CSV.`),
    mailButton('Open the statement', url),
  ].join('\n');
  const text = [intro, '', details.text, ...(chargesNote ? ['', chargesNote] : []), '', `The week's ${lines} and the CSV: ${url}`].join('\n');
  return {
    subject: `Your statement for ${week.isoWeek}: ${formatUsd(statement.closingBalanceCents)} owed to you`,
    ...renderMailLayout({ title: 'Your weekly statement', body: { html, text }, publicUrl, unsubscribeUrl }),
  };
}
