import { formatPurchaseId, usesLeftText } from '../../purchases/domain/purchase.js';
import { escapeHtml, MAIL_BRAND_COLOUR, renderMailLayout, safeHref } from './mail-layout.js';
import type { RenderedEmail } from './rendered-email.js';

/** How far ahead a reminder is sent: a week before, then the day before. */
export type ExpiryReminderLead = '7d' | '1d';

export interface ExpiryReminderInput {
  lead: ExpiryReminderLead;
  purchaseId: number;
  dealTitle: string;
  businessName: string;
  usesLeft: number;
  redemptions: number;
  expiresAt: Date;
  textCode: string;
  publicUrl: string;
  /** The signed link that turns expiry reminders off. */
  unsubscribeUrl: string;
}

const expiryFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** Not transactional: the customer may turn it off, so it carries the unsubscribe link. */
export function renderExpiryReminder(input: ExpiryReminderInput): RenderedEmail {
  const uses = usesLeftText({ usesLeft: input.usesLeft, redemptions: input.redemptions });
  const expires = expiryFormat.format(input.expiresAt);
  const purchasesUrl = `${input.publicUrl.replace(/\/+$/, '')}/profile`;
  const intro = `Your deal at ${input.businessName} expires ${input.lead === '7d' ? 'on' : 'within a day, on'} ${expires}. Use it before it runs out.`;
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${label}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:14px">
${row('Deal', input.dealTitle)}
${row('Business', input.businessName)}
${row('Uses', uses)}
${row('Expires', expires)}
${row('Purchase', formatPurchaseId(input.purchaseId))}
</table>
<p style="margin:0 0 16px;text-align:center;font-size:24px;font-family:monospace;letter-spacing:2px;color:${MAIL_BRAND_COLOUR}">${escapeHtml(input.textCode)}</p>
<p style="margin:0"><a href="${safeHref(purchasesUrl)}" style="color:${MAIL_BRAND_COLOUR}">See your purchases</a></p>`;
  const text = [
    intro,
    '',
    `Deal: ${input.dealTitle}`,
    `Business: ${input.businessName}`,
    `Uses: ${uses}`,
    `Expires: ${expires}`,
    `Purchase: ${formatPurchaseId(input.purchaseId)}`,
    '',
    `Code: ${input.textCode}`,
    '',
    `See your purchases: ${purchasesUrl}`,
  ].join('\n');
  const title = input.lead === '7d' ? 'Your deal expires soon' : 'Your deal expires within a day';
  const subject = `${title}: ${input.dealTitle}`;
  return {
    subject,
    ...renderMailLayout({ title, body: { html, text }, publicUrl: input.publicUrl, unsubscribeUrl: input.unsubscribeUrl }),
  };
}
