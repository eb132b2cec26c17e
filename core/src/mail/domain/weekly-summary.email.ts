import { formatUsd, type Cents } from '../../shared/domain/money.js';
import { escapeHtml, MAIL_BRAND_COLOUR, renderMailLayout, safeHref } from './mail-layout.js';
import type { RenderedEmail } from './rendered-email.js';

export interface WeeklySummaryInput {
  businessName: string;
  /** The week's Monday, 00:00 UTC. */
  weekStart: Date;
  /** ISO week label, such as 2025-W24. */
  isoWeek: string;
  sales: number;
  grossCents: Cents;
  businessShareCents: Cents;
  redemptions: number;
  topDeals: readonly { title: string; sales: number; grossCents: Cents }[];
  publicUrl: string;
  /** The signed link that turns the weekly summary off. */
  unsubscribeUrl: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const DAY_MS = 24 * 3600 * 1000;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The merchant's week: sales, gross, its share, uses redeemed and its best deals. Not transactional. */
export function renderWeeklySummary(input: WeeklySummaryInput): RenderedEmail {
  const range = `${dayFormat.format(input.weekStart)} to ${dayFormat.format(new Date(input.weekStart.getTime() + 6 * DAY_MS))} (UTC)`;
  const dashboardUrl = `${input.publicUrl.replace(/\/+$/, '')}/business/dashboard`;
  const figures: [string, string][] = [
    ['Sales', String(input.sales)],
    ['Gross sales', formatUsd(input.grossCents)],
    ['Your share', formatUsd(input.businessShareCents)],
    ['Uses redeemed', String(input.redemptions)],
  ];
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`;
  const intro = `Here is how ${input.businessName} did in the week of ${range}.`;
  const topHtml =
    input.topDeals.length === 0
      ? '<p style="margin:0 0 16px">No deals sold this week.</p>'
      : `<p style="margin:0 0 8px;font-weight:bold">Top deals</p>
<ol style="margin:0 0 16px;padding-left:20px">
${input.topDeals.map((deal) => `<li>${escapeHtml(deal.title)}: ${escapeHtml(plural(deal.sales, 'sale', 'sales'))}, ${escapeHtml(formatUsd(deal.grossCents))}</li>`).join('\n')}
</ol>`;
  const html = `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:14px">
${figures.map(([label, value]) => row(label, value)).join('\n')}
</table>
${topHtml}
<p style="margin:0"><a href="${safeHref(dashboardUrl)}" style="color:${MAIL_BRAND_COLOUR}">Open your dashboard</a></p>`;
  const topText =
    input.topDeals.length === 0
      ? ['No deals sold this week.']
      : ['Top deals:', ...input.topDeals.map((deal, index) => `${index + 1}. ${deal.title}: ${plural(deal.sales, 'sale', 'sales')}, ${formatUsd(deal.grossCents)}`)];
  const text = [intro, '', ...figures.map(([label, value]) => `${label}: ${value}`), '', ...topText, '', `Open your dashboard: ${dashboardUrl}`].join('\n');
  return {
    subject: `Your week on Discount Marketplace (${input.isoWeek}): ${plural(input.sales, 'sale', 'sales')}, ${formatUsd(input.grossCents)}`,
    ...renderMailLayout({ title: 'Your weekly summary', body: { html, text }, publicUrl: input.publicUrl, unsubscribeUrl: input.unsubscribeUrl }),
  };
}
